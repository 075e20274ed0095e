import { type SQL, sql } from 'drizzle-orm';
import { TERMINAL_STATUSES } from '@ownless/shared';
import { type Executor, queryRows } from '../../db/client';
import { textArray } from '../../lib/sql-arrays';
import { UNMATCHED_CHARGE } from '../reservations/ledger-terms';

/** The ledger's words for money that is not a refund of a booking (written by reservation-payments.ts). */
const DEPOSIT_RELEASED = 'Deposit released';
const UNMATCHED_REFUND = 'Refund of a payment received after the reservation had changed';

/** A UTC day's figure(s): `a`, and `b` for a rate's denominator. */
export interface DayRow {
  day: string;
  a: number;
  b: number;
}

/** The UTC day of a timestamp, as 'YYYY-MM-DD'. */
const dayOf = (column: SQL) => sql`to_char((${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** Reservations whose money is final: the first move to a state nothing leaves. */
const SETTLED = sql`SELECT reservation_id, min(created_at) AS at FROM reservation_events
  WHERE to_status = ANY(${textArray([...TERMINAL_STATUSES])}) GROUP BY reservation_id`;

/** Bookings: the first successful charge of each reservation (late payments refunded at once excluded). */
const PAID = sql`SELECT l.reservation_id, min(l.created_at) AS at FROM ledger_entries l
  WHERE l.kind = 'charge' AND l.status = 'succeeded' AND l.description IS DISTINCT FROM ${UNMATCHED_CHARGE}
  GROUP BY l.reservation_id`;

/**
 * The overview's SQL (decision 0009, "Overview"): each function answers one row per UTC day
 * in [start, end) that has anything, except `payoutsDue`, which answers every day.
 */
export function overviewRepository(db: Executor) {
  const perDay = (query: SQL) => queryRows<DayRow>(db, query);
  const createdPerDay = (table: SQL, start: string, end: string) =>
    perDay(sql`SELECT ${dayOf(sql`created_at`)} AS day, count(*)::int AS a, 0 AS b FROM ${table}
      WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz GROUP BY 1`);

  return {
    newUsers: (start: string, end: string) => createdPerDay(sql`users`, start, end),
    newListings: (start: string, end: string) => createdPerDay(sql`listings`, start, end),
    reservationRequests: (start: string, end: string) =>
      createdPerDay(sql`reservations`, start, end),

    /** a: requests the owner approved; b: requests decided (approved, rejected or left to expire). */
    decisions: (start: string, end: string) =>
      perDay(sql`SELECT ${dayOf(sql`created_at`)} AS day,
          count(*) FILTER (WHERE to_status = 'approved')::int AS a, count(*)::int AS b
        FROM reservation_events
        WHERE from_status = 'pending' AND to_status IN ('approved', 'rejected', 'expired')
          AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz
        GROUP BY 1`),

    /**
     * a: reservations paid; b: what they were paid, deposits excluded (a deposit held on the
     * card was never in the charge: its authorisation is added back before the deposit is
     * taken off).
     */
    bookings: (start: string, end: string) =>
      perDay(sql`SELECT ${dayOf(sql`p.at`)} AS day, count(*)::int AS a,
          coalesce(sum(greatest(c.amount + coalesce(h.amount, 0) - r.deposit_cents, 0)), 0)::int AS b
        FROM (${PAID}) p
        JOIN reservations r ON r.id = p.reservation_id
        JOIN LATERAL (SELECT sum(amount_cents) AS amount FROM ledger_entries
          WHERE reservation_id = p.reservation_id AND kind = 'charge' AND status = 'succeeded'
            AND description IS DISTINCT FROM ${UNMATCHED_CHARGE}) c ON true
        LEFT JOIN LATERAL (SELECT sum(amount_cents) AS amount FROM ledger_entries
          WHERE reservation_id = p.reservation_id AND kind = 'deposit-hold'
            AND status = 'succeeded') h ON true
        WHERE p.at >= ${start}::timestamptz AND p.at < ${end}::timestamptz
        GROUP BY 1`),

    /**
     * a: money given back to renters, deposits excluded (deposits go back by their own
     * `deposit-release` rows; before decision 0027, a reservation without a deposit row, a
     * cancellation's refund held the deposit, taken off the reservation's first refund;
     * deposits released at completion and refunds of late payments are not refunds of a booking).
     */
    refunds: (start: string, end: string) =>
      perDay(sql`SELECT ${dayOf(sql`x.created_at`)} AS day,
          coalesce(sum(greatest(x.amount_cents - CASE WHEN x.n = 1 AND x.old THEN x.deposit_cents ELSE 0 END, 0)), 0)::int AS a,
          0 AS b
        FROM (SELECT l.created_at, l.amount_cents, r.deposit_cents,
                NOT EXISTS (SELECT 1 FROM deposits d WHERE d.reservation_id = r.id) AS old,
                row_number() OVER (PARTITION BY l.reservation_id ORDER BY l.created_at, l.id) AS n
              FROM ledger_entries l JOIN reservations r ON r.id = l.reservation_id
              WHERE l.kind = 'refund' AND l.status = 'succeeded'
                AND l.description IS DISTINCT FROM ${DEPOSIT_RELEASED}
                AND l.description IS DISTINCT FROM ${UNMATCHED_REFUND}) x
        WHERE x.created_at >= ${start}::timestamptz AND x.created_at < ${end}::timestamptz
        GROUP BY 1`),

    /**
     * a: what OwnLess kept (service fees and commission): for each reservation whose money
     * is final, charges − refunds − payouts, counted on the day it became final (a ledger
     * row written later, such as a refund from the Stripe Dashboard, on its own day). A
     * deposit's hold takes nothing and a released hold gives nothing back (both carry the
     * hold's reference); a capture from the hold is money in.
     */
    feesEarned: (start: string, end: string) =>
      perDay(sql`SELECT ${dayOf(sql`x.at`)} AS day, coalesce(sum(x.amount), 0)::int AS a, 0 AS b
        FROM (SELECT greatest(l.created_at, s.at) AS at,
                CASE
                  WHEN l.kind IN ('charge', 'deposit-capture') THEN l.amount_cents
                  WHEN l.kind = 'deposit-hold' THEN 0
                  WHEN l.kind = 'deposit-release' AND l.provider_ref = d.hold_ref THEN 0
                  ELSE -l.amount_cents
                END AS amount
              FROM ledger_entries l JOIN (${SETTLED}) s ON s.reservation_id = l.reservation_id
                LEFT JOIN deposits d ON d.reservation_id = l.reservation_id
              WHERE l.status = 'succeeded') x
        WHERE x.at >= ${start}::timestamptz AND x.at < ${end}::timestamptz
        GROUP BY 1`),

    /**
     * a: at the end of each day, what owners are owed for bookings paid and not yet
     * settled (rent + shipping − commission; paid out at completion).
     */
    payoutsDue: (start: string, days: number) =>
      perDay(sql`SELECT ${dayOf(sql`d.day_end - interval '24 hours'`)} AS day,
          coalesce(sum(r.subtotal_cents + r.shipping_cents - r.commission_cents), 0)::int AS a,
          0 AS b
        FROM (SELECT ${start}::timestamptz + (i + 1) * interval '24 hours' AS day_end
              FROM generate_series(0, ${days - 1}::int) AS i) d
        LEFT JOIN ((${PAID}) p
            JOIN reservations r ON r.id = p.reservation_id
            LEFT JOIN (${SETTLED}) s ON s.reservation_id = p.reservation_id)
          ON p.at < d.day_end AND (s.at IS NULL OR s.at >= d.day_end)
        GROUP BY d.day_end`),
  };
}
