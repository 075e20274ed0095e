import { formatCents, type Overview, type OverviewMetric } from '@ownless/shared';

export const METRIC_LABELS: Record<OverviewMetric['key'], { title: string; help: string }> = {
  new_users: { title: 'New users', help: 'Accounts created.' },
  new_listings: { title: 'New listings', help: 'Listings created, drafts included.' },
  reservation_requests: { title: 'Reservation requests', help: 'Requests renters sent.' },
  acceptance_rate: {
    title: 'Acceptance rate',
    help: 'Requests owners approved, of those approved, declined or left to expire.',
  },
  bookings: { title: 'Bookings', help: 'Reservations paid.' },
  gross_booking_value: {
    title: 'Gross booking value',
    help: 'What renters paid for bookings: rent, service fee and shipping; deposits excluded.',
  },
  fees_earned: {
    title: 'Fees earned',
    help: 'Service fees and commission kept, counted when a booking is completed or cancelled.',
  },
  refunds: { title: 'Refunds', help: 'Money given back to renters; deposits excluded.' },
  payouts_due: {
    title: 'Payouts due',
    help: 'Owed to owners for paid bookings not yet completed, at the end of each day.',
  },
};

/** A metric's value as people read it: a count, dollars, or a percentage. */
export function formatMetric(unit: OverviewMetric['unit'], value: number | null): string {
  if (value === null) return '—';
  if (unit === 'cents') return formatCents(value);
  if (unit === 'percent') return `${value.toFixed(1)}%`;
  return value.toLocaleString('en-US');
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
 * with two decimals, rates in percent, empty where a rate had nothing to count.
 */
export function overviewCsv(overview: Overview): string {
  const header = [
    'date (UTC)',
    ...overview.metrics.map((m) => {
      const unit =
        m.unit === 'cents'
          ? ` (${overview.currency.toUpperCase()})`
          : m.unit === 'percent'
            ? ' (%)'
            : '';
      return `${METRIC_LABELS[m.key].title}${unit}`;
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
