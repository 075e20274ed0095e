import type { OperatorUsersQuery } from '@ownless/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listings, reservations, reviews, users } from '../../db/schema';
import type { UserRow } from '../users/users.repository';
import { fullNameSql, matchesSearch, pageOf } from './paging';

/** Reservations the user takes part in, as renter or owner. */
const partyTo = (userId: number) =>
  or(eq(reservations.renterId, userId), eq(reservations.ownerId, userId));

/**
 * The console's read model of accounts (decision 0009): the users list, one account with
 * what it owns, booked and wrote, and what a suspension would touch. Reads only; changes
 * to an account go through the users, auth and listings modules.
 */
export function operatorAccountsRepository(db: Executor) {
  return {
    async user(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    page(query: OperatorUsersQuery) {
      const where: SQL[] = [];
      if (query.q) {
        where.push(matchesSearch(query.q, [fullNameSql(users), users.email], users.id));
      }
      if (query.role) where.push(sql`${query.role} = ANY(${users.roles})`);
      if (query.seller_status === 'none') where.push(isNull(users.sellerStatus));
      else if (query.seller_status) where.push(eq(users.sellerStatus, query.seller_status));
      if (query.verified)
        where.push(
          query.verified === 'yes'
            ? isNotNull(users.emailVerifiedAt)
            : isNull(users.emailVerifiedAt),
        );
      if (query.suspended)
        where.push(
          query.suspended === 'yes' ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt),
        );
      const order = {
        newest: [desc(users.createdAt), desc(users.id)],
        oldest: [asc(users.createdAt), asc(users.id)],
        name: [asc(sql`lower(${users.firstName} || ' ' || ${users.lastName})`), asc(users.id)],
        email: [asc(sql`lower(${users.email})`), asc(users.id)],
      }[query.sort ?? 'newest'];
      return pageOf(
        db.select().from(users).$dynamic(),
        db.select({ n: count() }).from(users).$dynamic(),
        where.length ? and(...where) : undefined,
        order,
        query,
      );
    },

    /** The user's latest listings (100). */
    ownedListings: (userId: number) =>
      db
        .select()
        .from(listings)
        .where(eq(listings.ownerId, userId))
        .orderBy(desc(listings.createdAt))
        .limit(100),

    /** The latest reservations (100) the user rents or owns, with the listing's name. */
    reservations: (userId: number) =>
      db
        .select({ r: reservations, listingName: listings.name })
        .from(reservations)
        .innerJoin(listings, eq(listings.id, reservations.listingId))
        .where(partyTo(userId))
        .orderBy(desc(reservations.createdAt))
        .limit(100),

    /** The latest reviews (100) the user wrote or received, with the listing's name. */
    reviews: (userId: number) =>
      db
        .select({ review: reviews, listingName: listings.name })
        .from(reviews)
        .innerJoin(listings, eq(listings.id, reviews.listingId))
        .where(or(eq(reviews.authorId, userId), eq(reviews.subjectId, userId)))
        .orderBy(desc(reviews.createdAt))
        .limit(100),

    /** The user's reservations in these states, oldest first. */
    reservationsIn: (userId: number, statuses: readonly string[]) =>
      db
        .select()
        .from(reservations)
        .where(and(partyTo(userId), inArray(reservations.status, [...statuses])))
        .orderBy(asc(reservations.id)),

    async countReservationsIn(userId: number, statuses: readonly string[]) {
      const [row] = await db
        .select({ n: count() })
        .from(reservations)
        .where(and(partyTo(userId), inArray(reservations.status, [...statuses])));
      return Number(row?.n ?? 0);
    },

    async countPublishedListings(ownerId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(listings)
        .where(and(eq(listings.ownerId, ownerId), eq(listings.status, 'Published')));
      return Number(row?.n ?? 0);
    },
  };
}
