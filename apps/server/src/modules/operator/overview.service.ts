import {
  OVERVIEW_DEFAULT_DAYS,
  type Overview,
  type OverviewMetric,
  type OverviewMetricKey,
  type OverviewQuery,
} from '@ownless/shared';
import type { Database } from '../../db/client';
import { type DayRow, overviewRepository } from './overview.repository';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/** The period asked for (the last 30 days by default) and the one of equal length before it. */
export function periodsOf(query: OverviewQuery, now: Date) {
  const to = query.to ?? isoDay(now.getTime());
  const from = query.from ?? isoDay(dayStart(to) - (OVERVIEW_DEFAULT_DAYS - 1) * DAY_MS);
  const length = (dayStart(to) - dayStart(from)) / DAY_MS + 1;
  const previousFrom = isoDay(dayStart(from) - length * DAY_MS);
  return {
    period: { from, to },
    previous_period: { from: previousFrom, to: isoDay(dayStart(from) - DAY_MS) },
    length,
    /** Both periods as one range of whole UTC days: [start, end). */
    start: new Date(dayStart(previousFrom)).toISOString(),
    end: new Date(dayStart(to) + DAY_MS).toISOString(),
  };
}

/**
 * The operator overview (decision 0009, "Overview"): every figure computed from the tables
 * on each request (users, listings, reservations and their events, the ledger for money),
 * over whole UTC days, for the period and the one before it in one pass.
 */
export function overviewService(db: Database, now: () => Date = () => new Date()) {
  return {
    async overview(query: OverviewQuery): Promise<Overview> {
      const p = periodsOf(query, now());
      const repo = overviewRepository(db);
      const [users, listings, requests, decisions, bookings, refunds, fees, payouts] =
        await Promise.all([
          repo.newUsers(p.start, p.end),
          repo.newListings(p.start, p.end),
          repo.reservationRequests(p.start, p.end),
          repo.decisions(p.start, p.end),
          repo.bookings(p.start, p.end),
          repo.refunds(p.start, p.end),
          repo.feesEarned(p.start, p.end),
          repo.payoutsDue(p.start, p.length * 2),
        ]);
      const allDays = Array.from({ length: p.length * 2 }, (_, i) =>
        isoDay(dayStart(p.previous_period.from) + i * DAY_MS),
      );
      const byDay = (rows: DayRow[]) => new Map(rows.map((row) => [row.day, row]));
      /** A figure per day over both periods, split into previous and current. */
      const split = (rows: DayRow[], pick: (row: DayRow | undefined) => number) => {
        const map = byDay(rows);
        const values = allDays.map((day) => pick(map.get(day)));
        return { previous: values.slice(0, p.length), current: values.slice(p.length) };
      };
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

      const summed = (
        key: OverviewMetricKey,
        unit: 'count' | 'cents',
        rows: DayRow[],
        field: 'a' | 'b' = 'a',
      ) => {
        const { previous, current } = split(rows, (row) => Number(row?.[field] ?? 0));
        return { key, unit, total: sum(current), previous: sum(previous), series: current };
      };
      const rate = (): OverviewMetric => {
        const approved = split(decisions, (row) => Number(row?.a ?? 0));
        const decided = split(decisions, (row) => Number(row?.b ?? 0));
        return {
          key: 'acceptance_rate',
          unit: 'percent',
          total: percent(sum(approved.current), sum(decided.current)),
          previous: percent(sum(approved.previous), sum(decided.previous)),
          series: approved.current.map((n, i) => percent(n, decided.current[i]!)),
        };
      };
      /** A balance: the figure at the end of each day; the period's is its last day's. */
      const balance = (): OverviewMetric => {
        const { previous, current } = split(payouts, (row) => Number(row?.a ?? 0));
        return {
          key: 'payouts_due',
          unit: 'cents',
          total: current.at(-1) ?? 0,
          previous: previous.at(-1) ?? 0,
          series: current,
        };
      };

      return {
        period: p.period,
        previous_period: p.previous_period,
        timezone: 'UTC',
        currency: 'usd',
        days: allDays.slice(p.length),
        metrics: [
          summed('new_users', 'count', users),
          summed('new_listings', 'count', listings),
          summed('reservation_requests', 'count', requests),
          rate(),
          summed('bookings', 'count', bookings),
          summed('gross_booking_value', 'cents', bookings, 'b'),
          summed('fees_earned', 'cents', fees),
          summed('refunds', 'cents', refunds),
          balance(),
        ],
      };
    },
  };
}
export type OverviewService = ReturnType<typeof overviewService>;
