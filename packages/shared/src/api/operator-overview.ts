import { z } from 'zod';
import { fieldText } from '../field-text';
import { optionalCalendarDateSchema } from '../input';

/**
 * The operator overview (decision 0009, "Overview"): marketplace metrics for a period of
 * whole UTC days, beside the period just before it, with a value per day for the charts
 * and the CSV export.
 */

/** The longest period one request may ask for. */
export const OVERVIEW_MAX_DAYS = 366;
/** The period shown when none is asked for: the last 30 days, today included. */
export const OVERVIEW_DEFAULT_DAYS = 30;

export const OVERVIEW_METRICS = [
  'new_users',
  'new_listings',
  'reservation_requests',
  'acceptance_rate',
  'bookings',
  'gross_booking_value',
  'fees_earned',
  'refunds',
  'payouts_due',
] as const;
export type OverviewMetricKey = (typeof OVERVIEW_METRICS)[number];

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** GET /api/admin/overview?from&to: both days included; both or neither. */
export const overviewQuerySchema = z
  .object({ from: optionalCalendarDateSchema, to: optionalCalendarDateSchema })
  .superRefine((query, ctx) => {
    if (!query.from !== !query.to) {
      const missing = query.from ? 'to' : 'from';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: /*i18n*/ 'Give both days or neither.',
      });
      return;
    }
    if (!query.from || !query.to) return;
    const days = dayNumber(query.to) - dayNumber(query.from) + 1;
    if (days < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: /*i18n*/ 'The end comes before the start.',
      });
    else if (days > OVERVIEW_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: fieldText(
          /*i18n*/ {
            id: 'Choose at most {max} days.',
            values: { max: OVERVIEW_MAX_DAYS },
          },
        ),
      });
  });
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

const periodSchema = z.object({ from: z.string(), to: z.string() });

export const overviewMetricSchema = z.object({
  key: z.enum(OVERVIEW_METRICS),
  /** count: a number of things; cents: money (USD cents); percent: 0–100, one decimal. */
  unit: z.enum(['count', 'cents', 'percent']),
  /** The period's figure (a rate over the whole period; a balance at its end). */
  total: z.number().nullable(),
  /** The same figure for the previous period. */
  previous: z.number().nullable(),
  /** One value per day of `days`; null where a rate has nothing to count. */
  series: z.array(z.number().nullable()),
});
export type OverviewMetric = z.infer<typeof overviewMetricSchema>;

/** 200 of GET /api/admin/overview. */
export const overviewSchema = z.object({
  period: periodSchema,
  previous_period: periodSchema,
  /** Days are whole UTC days. */
  timezone: z.literal('UTC'),
  currency: z.string(),
  days: z.array(z.string()),
  metrics: z.array(overviewMetricSchema),
});
export type Overview = z.infer<typeof overviewSchema>;
