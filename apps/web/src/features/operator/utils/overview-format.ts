import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Overview, OverviewMetric } from '@ownless/shared';
import { formatCents, i18n, numberFormat } from '@/lib/i18n';

export const METRIC_LABELS: Record<
  OverviewMetric['key'],
  { title: MessageDescriptor; help: MessageDescriptor }
> = {
  new_users: { title: msg`New users`, help: msg`Accounts created.` },
  new_listings: { title: msg`New listings`, help: msg`Listings created, drafts included.` },
  reservation_requests: { title: msg`Reservation requests`, help: msg`Requests renters sent.` },
  acceptance_rate: {
    title: msg`Acceptance rate`,
    help: msg`Requests owners approved, of those approved, declined or left to expire.`,
  },
  bookings: {
    title: msg({ message: 'Bookings', context: 'overview metric' }),
    help: msg`Reservations paid.`,
  },
  gross_booking_value: {
    title: msg`Gross booking value`,
    help: msg`What renters paid for bookings: rent, service fee and shipping; deposits excluded.`,
  },
  fees_earned: {
    title: msg`Fees earned`,
    help: msg`Service fees and commission kept, counted when a booking is completed or cancelled.`,
  },
  refunds: { title: msg`Refunds`, help: msg`Money given back to renters; deposits excluded.` },
  payouts_due: {
    title: msg`Payouts due`,
    help: msg`Owed to owners for paid bookings not yet completed, at the end of each day.`,
  },
};

/** A metric's value as people read it: a count, dollars, or a percentage. */
export function formatMetric(unit: OverviewMetric['unit'], value: number | null): string {
  if (value === null) return '—';
  if (unit === 'cents') return formatCents(value);
  if (unit === 'percent')
    return numberFormat({
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(value / 100);
  return numberFormat().format(value);
}

/** The change from the previous period, as a signed percentage (null when not comparable). */
export function changeOf(metric: OverviewMetric): number | null {
  if (metric.total === null || metric.previous === null) return null;
  if (metric.unit === 'percent') return Math.round((metric.total - metric.previous) * 10) / 10;
  if (metric.previous === 0) return null;
  return Math.round(((metric.total - metric.previous) / Math.abs(metric.previous)) * 1000) / 10;
}

const csvCell = (value: string) =>
  /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * The daily series as CSV (one row per UTC day, one column per metric): money in dollars
 * with two decimals, rates in percent, empty where a rate had nothing to count. Headers are
 * in the page's language; the values stay machine-readable (ISO days, dot decimals).
 */
export function overviewCsv(overview: Overview): string {
  const header = [
    i18n._(msg`date (UTC)`),
    ...overview.metrics.map((m) => {
      const unit =
        m.unit === 'cents'
          ? ` (${overview.currency.toUpperCase()})`
          : m.unit === 'percent'
            ? ' (%)'
            : '';
      return `${i18n._(METRIC_LABELS[m.key].title)}${unit}`;
    }),
  ];
  const rows = overview.days.map((day, i) => [
    day,
    ...overview.metrics.map((m) => {
      const value = m.series[i] ?? null;
      if (value === null) return '';
      return m.unit === 'cents' ? (value / 100).toFixed(2) : String(value);
    }),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const csvFileName = (overview: Overview) =>
  `ownless-overview-${overview.period.from}-to-${overview.period.to}.csv`;
