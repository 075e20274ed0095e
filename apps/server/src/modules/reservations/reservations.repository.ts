import { and, asc, count, desc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import {
  BOOKED_STATUSES,
  type DepositStage,
  PAYOUT_DUE_STATUSES,
  type ReservationStatus,
} from '@ownless/shared';
import type { Executor } from '../../db/client';
import { textArray } from '../../lib/sql-arrays';
import { claims, deposits, ledgerEntries, reservationEvents, reservations } from '../../db/schema';
import { UNMATCHED_CHARGE } from './ledger-terms';

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationEventRow = typeof reservationEvents.$inferSelect;

/**
 * Reservations, their events and ledger: this module's tables, and no other (the sidebar's
 * counts read its deposits and claims too). The listing facts a booking depends on (the
 * row and its lock, prices, shipping, policy, blocked days, card) are the listings
 * module's (`listings/listings.booking.service.ts`); the parties' names and payout
 * accounts the users module's, and whether a party reviewed the reviews module's: the
 * service asks them.
 */
export function reservationsRepository(db: Executor) {
  return {
    /** Booked reservations (holding stock) overlapping [start, end). */
    bookedOverlapping(
      listingId: number,
      start: Date,
      end: Date,
      excludeId?: number,
      approvedBefore?: Date,
    ) {
      const conditions = [
        eq(reservations.listingId, listingId),
        inArray(reservations.status, [...BOOKED_STATUSES]),
        lt(reservations.startAt, end),
        gt(reservations.endAt, start),
      ];
      if (excludeId !== undefined) conditions.push(sql`${reservations.id} <> ${excludeId}`);
      // At checkout, an approval given after this one does not outrank it.
      if (approvedBefore)
        conditions.push(
          sql`(${reservations.status} <> 'approved' OR ${reservations.approvedAt} < ${approvedBefore})`,
        );
      return db
        .select({
          id: reservations.id,
          startAt: reservations.startAt,
          endAt: reservations.endAt,
          quantity: reservations.quantity,
        })
        .from(reservations)
        .where(and(...conditions));
    },

    /**
     * The booked reservations (BOOKED_STATUSES, as availability counts them) of some listings
     * that overlap the instants [start, end), by start: an owner's calendar.
     */
    bookedOnListings(listingIds: readonly number[], start: Date, end: Date) {
      if (listingIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: reservations.id,
          code: reservations.code,
          status: reservations.status,
          listingId: reservations.listingId,
          renterId: reservations.renterId,
          startAt: reservations.startAt,
          endAt: reservations.endAt,
        })
        .from(reservations)
        .where(
          and(
            inArray(reservations.listingId, [...listingIds]),
            inArray(reservations.status, [...BOOKED_STATUSES]),
            lt(reservations.startAt, end),
            gt(reservations.endAt, start),
          ),
        )
        .orderBy(reservations.startAt, reservations.id);
    },

    // ── reservations ──
    /**
     * Reservations completed at least `atLeastDays` and less than `lessThanDays` ago, by the
     * database's clock (`now()`, the transaction's start): their ids.
     */
    async completedAgo(atLeastDays: number, lessThanDays: number): Promise<number[]> {
      const rows = await db
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            sql`${reservations.completedAt} <= now() - make_interval(days => ${atLeastDays})`,
            sql`${reservations.completedAt} > now() - make_interval(days => ${lessThanDays})`,
          ),
        );
      return rows.map((r) => r.id);
    },
    async insert(values: typeof reservations.$inferInsert) {
      const [row] = await db.insert(reservations).values(values).returning();
      return row!;
    },
    async find(id: number, lock = false): Promise<ReservationRow | null> {
      const query = db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },
    async update(id: number, patch: Partial<typeof reservations.$inferInsert>) {
      const [row] = await db
        .update(reservations)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(reservations.id, id))
        .returning();
      return row!;
    },
    async insertEvent(values: typeof reservationEvents.$inferInsert) {
      await db.insert(reservationEvents).values(values);
    },
    events(reservationId: number) {
      return db
        .select()
        .from(reservationEvents)
        .where(eq(reservationEvents.reservationId, reservationId))
        .orderBy(asc(reservationEvents.createdAt), asc(reservationEvents.id));
    },
    async insertLedger(values: typeof ledgerEntries.$inferInsert) {
      const [row] = await db.insert(ledgerEntries).values(values).returning();
      return row!;
    },
    ledger(reservationId: number) {
      return db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reservationId, reservationId))
        .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
    },
    /** The charge a provider reference (a PaymentIntent) belongs to, whatever its state. */
    async chargeByRef(provider: string, ref: string) {
      const [row] = await db
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.provider, provider),
            eq(ledgerEntries.kind, 'charge'),
            eq(ledgerEntries.providerRef, ref),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async refundRefs(provider: string, refs: string[]) {
      if (refs.length === 0) return new Set<string>();
      const rows = await db
        .select({ ref: ledgerEntries.providerRef })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.provider, provider),
            // A deposit refunded after a charge is OwnLess's own refund too (decision 0027).
            inArray(ledgerEntries.kind, ['refund', 'deposit-release']),
            inArray(ledgerEntries.providerRef, refs),
          ),
        );
      return new Set(rows.map((r) => r.ref!));
    },
    async updateLedger(id: number, patch: Partial<typeof ledgerEntries.$inferInsert>) {
      await db.update(ledgerEntries).set(patch).where(eq(ledgerEntries.id, id));
    },
    async successfulCharge(reservationId: number) {
      const [row] = await db
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.reservationId, reservationId),
            eq(ledgerEntries.kind, 'charge'),
            eq(ledgerEntries.status, 'succeeded'),
            // A payment that arrived after the reservation had changed was given back at once: never the reservation's charge.
            sql`${ledgerEntries.description} IS DISTINCT FROM ${UNMATCHED_CHARGE}`,
          ),
        )
        .orderBy(asc(ledgerEntries.id))
        .limit(1);
      return row ?? null;
    },

    async list(options: {
      role: 'renter' | 'owner';
      userId: number;
      statuses: readonly ReservationStatus[];
      from?: string;
      to?: string;
      page: number;
      perPage: number;
    }) {
      const conditions = [
        eq(
          options.role === 'renter' ? reservations.renterId : reservations.ownerId,
          options.userId,
        ),
        inArray(reservations.status, [...options.statuses]),
      ];
      // Reservations whose period touches [from, to].
      if (options.from)
        conditions.push(gte(reservations.endAt, sql`${options.from}::date::timestamptz`));
      if (options.to)
        conditions.push(lt(reservations.startAt, sql`(${options.to}::date + 1)::timestamptz`));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reservations)
          .where(where)
          .orderBy(desc(reservations.updatedAt), desc(reservations.id))
          .limit(options.perPage)
          .offset((options.page - 1) * options.perPage),
        db.select({ n: count() }).from(reservations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * What waits for a user on each side, in one query (the sidebar's counts): bookings they
     * own in `owner.statuses`; rentals they rent in `renter.statuses`, or whose deposit is in
     * `renter.depositStages` with the claim's answer window still open at `now`. A
     * reservation counts once on a side, whatever waits on it.
     */
    async waitingCounts(
      userId: number,
      now: Date,
      waits: {
        owner: { statuses: readonly ReservationStatus[] };
        renter: { statuses: readonly ReservationStatus[]; depositStages: readonly DepositStage[] };
      },
    ) {
      const [row] = await db
        .select({
          owner: sql<number>`count(*) FILTER (WHERE ${and(
            eq(reservations.ownerId, userId),
            sql`${reservations.status} = ANY(${textArray([...waits.owner.statuses])})`,
          )})::int`,
          renter: sql<number>`count(*) FILTER (WHERE ${and(
            eq(reservations.renterId, userId),
            or(
              sql`${reservations.status} = ANY(${textArray([...waits.renter.statuses])})`,
              and(
                sql`${deposits.stage} = ANY(${textArray([...waits.renter.depositStages])})`,
                gt(claims.respondBy, now),
              ),
            ),
          )})::int`,
        })
        .from(reservations)
        // One deposit and at most one claim per reservation (unique indexes): one row each.
        .leftJoin(deposits, eq(deposits.reservationId, reservations.id))
        .leftJoin(claims, eq(claims.reservationId, reservations.id))
        .where(or(eq(reservations.ownerId, userId), eq(reservations.renterId, userId)));
      return { owner: row?.owner ?? 0, renter: row?.renter ?? 0 };
    },

    /** Claims overdue requests and approvals; SKIP LOCKED lets several instances share the work. */
    async claimExpired(now: Date, limit: number) {
      const rows = await db
        .select()
        .from(reservations)
        .where(
          and(
            inArray(reservations.status, ['pending', 'approved']),
            lt(reservations.expiresAt, now),
          ),
        )
        .orderBy(asc(reservations.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows;
    },

    /** Owner earnings: paid out (completed) and still to come (paid, not yet completed). */
    async earnings(ownerId: number) {
      const [row] = await db
        .select({
          paidOut: sql<number>`coalesce(sum(${reservations.payoutCents}) FILTER (WHERE ${reservations.status} = 'completed'), 0)::int`,
          upcoming: sql<number>`coalesce(sum(${reservations.payoutCents}) FILTER (WHERE ${reservations.status} = ANY(${textArray([...PAYOUT_DUE_STATUSES])})), 0)::int`,
          completed: sql<number>`count(*) FILTER (WHERE ${reservations.status} = 'completed')::int`,
        })
        .from(reservations)
        .where(eq(reservations.ownerId, ownerId));
      return row ?? { paidOut: 0, upcoming: 0, completed: 0 };
    },
  };
}
export type ReservationsRepository = ReturnType<typeof reservationsRepository>;
