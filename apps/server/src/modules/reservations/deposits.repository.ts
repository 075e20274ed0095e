import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { claims, deposits, ledgerEntries, reservations } from '../../db/schema';

export type DepositRow = typeof deposits.$inferSelect;
export type ClaimRow = typeof claims.$inferSelect;

const HOUR = 3_600_000;

/**
 * How a claim ends with part of the deposit kept for the owner (`deposits.captured_cents`):
 * the renter accepted it, left it unanswered, or the operator decided it. An open or
 * disputed claim keeps nothing yet; a hold captured whole before it lapses (`protect-hold`)
 * does not change `captured_cents`, so its full capture is never counted as kept.
 */
export const KEEPING_CLAIM_STATUSES = ['accepted', 'lapsed', 'decided'] as const;

/**
 * Deposits and damage claims (decision 0027): this module's tables beside reservations.
 * Every write happens with the reservation's row locked first, then the deposit's, so a
 * claim, an answer, a decision and the scheduler's jobs are decided one after another.
 */
export function depositsRepository(db: Executor) {
  return {
    async insert(values: typeof deposits.$inferInsert) {
      const [row] = await db.insert(deposits).values(values).returning();
      return row!;
    },
    async ofReservation(reservationId: number, lock = false): Promise<DepositRow | null> {
      const query = db
        .select()
        .from(deposits)
        .where(eq(deposits.reservationId, reservationId))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },
    async ofReservations(ids: readonly number[]) {
      if (ids.length === 0) return new Map<number, DepositRow>();
      const rows = await db
        .select()
        .from(deposits)
        .where(inArray(deposits.reservationId, [...ids]));
      return new Map(rows.map((r) => [r.reservationId, r]));
    },
    async update(id: number, patch: Partial<typeof deposits.$inferInsert>) {
      const [row] = await db
        .update(deposits)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(deposits.id, id))
        .returning();
      return row!;
    },

    /** Whether a provider reference is a deposit's hold (its `deposit-hold` ledger row). */
    async isHoldRef(provider: string, ref: string) {
      const [row] = await db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.provider, provider),
            eq(ledgerEntries.kind, 'deposit-hold'),
            eq(ledgerEntries.providerRef, ref),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** What finished claims let this owner keep of their renters' deposits, in cents. */
    async keptByOwner(ownerId: number) {
      const [row] = await db
        .select({ kept: sql<number>`coalesce(sum(${deposits.capturedCents}), 0)::int` })
        .from(deposits)
        .innerJoin(claims, eq(claims.depositId, deposits.id))
        .innerJoin(reservations, eq(reservations.id, deposits.reservationId))
        .where(
          and(
            eq(reservations.ownerId, ownerId),
            inArray(claims.status, [...KEEPING_CLAIM_STATUSES]),
          ),
        );
      return row?.kept ?? 0;
    },

    // ── claims ──
    async insertClaim(values: typeof claims.$inferInsert) {
      const [row] = await db.insert(claims).values(values).returning();
      return row!;
    },
    async claim(id: number): Promise<ClaimRow | null> {
      const [row] = await db.select().from(claims).where(eq(claims.id, id)).limit(1);
      return row ?? null;
    },
    async claimOf(reservationId: number, lock = false): Promise<ClaimRow | null> {
      const query = db
        .select()
        .from(claims)
        .where(eq(claims.reservationId, reservationId))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },
    async claimsOf(ids: readonly number[]) {
      if (ids.length === 0) return new Map<number, ClaimRow>();
      const rows = await db
        .select()
        .from(claims)
        .where(inArray(claims.reservationId, [...ids]));
      return new Map(rows.map((r) => [r.reservationId, r]));
    },
    async updateClaim(id: number, patch: Partial<typeof claims.$inferInsert>) {
      const [row] = await db
        .update(claims)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(claims.id, id))
        .returning();
      return row!;
    },

    /** The operator's queue: disputed claims (or all), oldest first. */
    async queue(status: 'disputed' | 'all', page: number, perPage: number) {
      const where = status === 'disputed' ? eq(claims.status, 'disputed') : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ claim: claims, deposit: deposits, reservation: reservations })
          .from(claims)
          .innerJoin(deposits, eq(deposits.id, claims.depositId))
          .innerJoin(reservations, eq(reservations.id, claims.reservationId))
          .where(where)
          .orderBy(asc(claims.createdAt), asc(claims.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(claims)
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * The next reservation whose deposit a system step is due on, its row locked (SKIP
     * LOCKED: instances share the work, and a row someone is acting on is left to them):
     * a hold about to lapse while it may still be needed, a claim window that closed
     * without a claim, or a claim the renter did not answer in time.
     */
    async claimDue(now: Date, windowHours: number, protectHours: number) {
      const windowAgo = new Date(now.getTime() - windowHours * HOUR);
      const protectAgo = new Date(now.getTime() - protectHours * HOUR);
      const [row] = await db
        .select({ reservation: reservations })
        .from(reservations)
        .innerJoin(deposits, eq(deposits.reservationId, reservations.id))
        .leftJoin(claims, eq(claims.reservationId, reservations.id))
        .where(
          or(
            and(
              eq(deposits.mode, 'hold'),
              inArray(deposits.stage, ['held', 'claimed', 'disputed']),
              isNotNull(deposits.authorizedAt),
              lte(deposits.authorizedAt, protectAgo),
            ),
            and(
              eq(deposits.stage, 'held'),
              isNotNull(deposits.itemBackAt),
              lte(deposits.itemBackAt, windowAgo),
            ),
            and(
              eq(deposits.stage, 'claimed'),
              eq(claims.status, 'open'),
              lte(claims.respondBy, now),
            ),
          ),
        )
        .orderBy(asc(deposits.id))
        .limit(1)
        .for('update', { of: reservations, skipLocked: true });
      return row?.reservation ?? null;
    },
  };
}

export type DepositsRepository = ReturnType<typeof depositsRepository>;
