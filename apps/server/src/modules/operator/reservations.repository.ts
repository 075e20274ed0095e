import type { OperatorReservationsQuery } from '@ownless/shared';
import { and, asc, count, desc, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { listings, reservations, users } from '../../db/schema';
import { fullNameSql, matchesSearch, pageOf } from './paging';

const renter = alias(users, 'renter');
const owner = alias(users, 'owner');

/** A reservation with its listing's name and time zone and both parties. */
const columns = {
  r: reservations,
  listingName: listings.name,
  timezone: listings.timezone,
  renter: {
    id: renter.id,
    firstName: renter.firstName,
    lastName: renter.lastName,
    email: renter.email,
    suspendedAt: renter.suspendedAt,
  },
  owner: {
    id: owner.id,
    firstName: owner.firstName,
    lastName: owner.lastName,
    email: owner.email,
    suspendedAt: owner.suspendedAt,
  },
};

/** The listing and both parties beside each reservation. */
const withParties = <T extends PgSelect>(qb: T) =>
  qb
    .innerJoin(listings, eq(listings.id, reservations.listingId))
    .innerJoin(renter, eq(renter.id, reservations.renterId))
    .innerJoin(owner, eq(owner.id, reservations.ownerId));

const joined = (db: Executor) => withParties(db.select(columns).from(reservations).$dynamic());

export type OperatorReservationRow = Awaited<ReturnType<typeof joined>>[number];

/** The operators' reads of reservations: any reservation, found by anything about it. */
export function operatorReservationsRepository(db: Executor) {
  return {
    async page(query: OperatorReservationsQuery) {
      const where: SQL[] = [];
      if (query.q)
        where.push(
          matchesSearch(
            query.q,
            [
              reservations.code,
              listings.name,
              fullNameSql(renter),
              renter.email,
              fullNameSql(owner),
              owner.email,
            ],
            reservations.id,
          ),
        );
      if (query.status) where.push(eq(reservations.status, query.status));
      if (query.user_id)
        where.push(
          or(eq(reservations.renterId, query.user_id), eq(reservations.ownerId, query.user_id))!,
        );
      if (query.listing_id) where.push(eq(reservations.listingId, query.listing_id));
      // Reservations whose period [start, end) touches the days from..to (UTC days).
      if (query.from) where.push(gt(reservations.endAt, sql`${query.from}::date::timestamptz`));
      if (query.to) where.push(lt(reservations.startAt, sql`(${query.to}::date + 1)::timestamptz`));
      const order = {
        newest: [desc(reservations.createdAt), desc(reservations.id)],
        oldest: [asc(reservations.createdAt), asc(reservations.id)],
        start: [asc(reservations.startAt), asc(reservations.id)],
        start_desc: [desc(reservations.startAt), desc(reservations.id)],
        total: [desc(reservations.totalCents), desc(reservations.id)],
      }[query.sort ?? 'newest'];
      return pageOf(
        joined(db),
        withParties(db.select({ n: count() }).from(reservations).$dynamic()),
        where.length ? and(...where) : undefined,
        order,
        query,
      );
    },

    async one(id: number): Promise<OperatorReservationRow | null> {
      const [row] = await joined(db).where(eq(reservations.id, id)).limit(1);
      return row ?? null;
    },
  };
}
