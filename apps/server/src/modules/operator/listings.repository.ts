import type { OperatorListingsQuery } from '@ownless/shared';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listings, users } from '../../db/schema';
import { fullNameSql, matchesSearch, pageOf } from './paging';

const owned = (db: Executor) =>
  db
    .select({
      listing: listings,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      suspendedAt: users.suspendedAt,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .$dynamic();

export type OperatorListingRow = Awaited<ReturnType<typeof owned>>[number];

/** The console's read model of listings: every listing, held or not, beside its owner. */
export function operatorListingsRepository(db: Executor) {
  return {
    page(query: OperatorListingsQuery) {
      const where: SQL[] = [];
      if (query.q) {
        where.push(
          matchesSearch(query.q, [listings.name, users.email, fullNameSql(users)], listings.id),
        );
      }
      if (query.status) where.push(eq(listings.status, query.status));
      if (query.hold === 'any') where.push(isNotNull(listings.operatorHold));
      else if (query.hold === 'none') where.push(isNull(listings.operatorHold));
      else if (query.hold) where.push(eq(listings.operatorHold, query.hold));
      if (query.owner_id) where.push(eq(listings.ownerId, query.owner_id));
      const order = {
        newest: [desc(listings.createdAt), desc(listings.id)],
        oldest: [asc(listings.createdAt), asc(listings.id)],
        name: [asc(sql`lower(${listings.name})`), asc(listings.id)],
      }[query.sort ?? 'newest'];
      return pageOf(
        owned(db),
        db
          .select({ n: count() })
          .from(listings)
          .innerJoin(users, eq(users.id, listings.ownerId))
          .$dynamic(),
        where.length ? and(...where) : undefined,
        order,
        query,
      );
    },
  };
}
