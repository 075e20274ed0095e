import { z } from 'zod';
import { calendarDateSchema, optionalIdSchema } from '../input';
import { RESERVATION_STATUSES } from '../enums';

/** Contracts of GET /api/owner/calendar: an owner's bookings and blocks across listings. */

/** The longest range one request reads, in days (three months and a bit: a month grid and its edges). */
export const OWNER_CALENDAR_MAX_DAYS = 93;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Query of GET /api/owner/calendar: `from` to `to`, both included, days where each listing is. */
export const ownerCalendarQuerySchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    listing_id: optionalIdSchema,
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: /*i18n*/ 'The end date must be on or after the start date.',
      });
    } else if (dayNumber(value.to) - dayNumber(value.from) + 1 > OWNER_CALENDAR_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: /*i18n*/ 'Choose at most 93 days at a time.',
      });
    }
  });
export type OwnerCalendarQuery = z.input<typeof ownerCalendarQuerySchema>;

export const OWNER_CALENDAR_KINDS = ['booking', 'block', 'imported', 'preparation'] as const;
export type OwnerCalendarKind = (typeof OWNER_CALENDAR_KINDS)[number];

/** One of the owner's listings in the calendar; `color_index` (0–7) keeps its colour stable. */
export const ownerCalendarListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The IANA zone the listing's days are counted in. */
  timezone: z.string(),
  /** `hour` when the listing rents by the hour (its entries' times matter), else `day`. */
  unit: z.enum(['day', 'hour']),
  color_index: z.number().int().min(0).max(7),
});
export type OwnerCalendarListing = z.infer<typeof ownerCalendarListingSchema>;

/**
 * Something on a listing's calendar. `start` and `end` are always the listing's local days
 * (`YYYY-MM-DD`, `end` exclusive) the entry touches; bookings and preparation periods also
 * carry their exact instants in `start_at` and `end_at` (ISO 8601, UTC), which an hourly
 * listing shows as times. Blocks and imported events are whole days.
 */
export const ownerCalendarEntrySchema = z.object({
  listing_id: z.number().int(),
  kind: z.enum(OWNER_CALENDAR_KINDS),
  start: z.string(),
  end: z.string(),
  start_at: z.string().nullable(),
  end_at: z.string().nullable(),
  /** A booking: the renter's first name; a block: its reason; imported: the event's feed name. */
  label: z.string().nullable(),
  reservation_id: z.number().int().nullable(),
  reservation_code: z.string().nullable(),
  status: z.enum(RESERVATION_STATUSES).nullable(),
  block_id: z.number().int().nullable(),
  feed_name: z.string().nullable(),
  /** Whether the owner may free it (their own block); imported events come back on the next sync. */
  removable: z.boolean(),
});
export type OwnerCalendarEntry = z.infer<typeof ownerCalendarEntrySchema>;

/** 200 of GET /api/owner/calendar. */
export const ownerCalendarResponseSchema = z.object({
  listings: z.array(ownerCalendarListingSchema),
  entries: z.array(ownerCalendarEntrySchema),
});
export type OwnerCalendarResponse = z.infer<typeof ownerCalendarResponseSchema>;
