import type { OperatorReviewsQuery } from '@ownless/shared';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { listings, reservations, reviews, users } from '../../db/schema';
import { reviewUnblindedOf } from '../reviews/blind';
import { fullNameSql, matchesSearch, pageOf } from './paging';

const author = alias(users, 'author');
const subject = alias(users, 'subject');
const hider = alias(users, 'hider');

const person = (u: typeof author | typeof subject) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
});

/** Author, subject, listing and reservation beside each review. */
const withParties = <T extends PgSelect>(qb: T) =>
  qb
    .innerJoin(author, eq(author.id, reviews.authorId))
    .innerJoin(subject, eq(subject.id, reviews.subjectId))
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .innerJoin(reservations, eq(reservations.id, reviews.reservationId));

const joined = (db: Executor) =>
  withParties(
    db
      .select({
        review: reviews,
        author: person(author),
        subject: person(subject),
        hider: { firstName: hider.firstName, lastName: hider.lastName, email: hider.email },
        listingName: listings.name,
        code: reservations.code,
        blind: sql<boolean>`NOT ${reviewUnblindedOf('"reviews"')}`,
      })
      .from(reviews)
      .$dynamic(),
  ).leftJoin(hider, eq(hider.id, reviews.hiddenById));

export type OperatorReviewRow = Awaited<ReturnType<typeof joined>>[number];

/** The operators' reads of reviews: every review, blind or hidden or not. */
export function operatorReviewsRepository(db: Executor) {
  return {
    async page(query: OperatorReviewsQuery) {
      const where: SQL[] = [];
      if (query.q)
        where.push(
          matchesSearch(
            query.q,
            [
              reviews.comment,
              fullNameSql(author),
              author.email,
              fullNameSql(subject),
              subject.email,
              listings.name,
              reservations.code,
            ],
            reviews.id,
          ),
        );
      if (query.rating) where.push(eq(reviews.rating, Number(query.rating)));
      if (query.hidden)
        where.push(query.hidden === 'yes' ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt));
      if (query.author_role) where.push(eq(reviews.authorRole, query.author_role));
      const order = {
        newest: [desc(reviews.createdAt), desc(reviews.id)],
        oldest: [asc(reviews.createdAt), asc(reviews.id)],
        rating_low: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
        rating_high: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
      }[query.sort ?? 'newest'];
      return pageOf(
        joined(db),
        withParties(db.select({ n: count() }).from(reviews).$dynamic()),
        where.length ? and(...where) : undefined,
        order,
        query,
      );
    },

    async one(id: number): Promise<OperatorReviewRow | null> {
      const [row] = await joined(db).where(eq(reviews.id, id)).limit(1);
      return row ?? null;
    },

    /** Locks one review for a change (hide, unhide). */
    async lock(id: number) {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
      return row ?? null;
    },
  };
}
