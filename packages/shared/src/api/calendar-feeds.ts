import { z } from 'zod';
import { idSchema, textSchema } from '../input';

/**
 * Calendar sync of a listing (decision 0028): a private iCal export URL per listing and per
 * owner, and external calendars (iCal feeds) the owner imports; each feed's events become
 * blocked days of the listing, replaced by every sync.
 */

export const CALENDAR_FEED_STATUSES = ['ok', 'error', 'never'] as const;
export type CalendarFeedStatus = (typeof CALENDAR_FEED_STATUSES)[number];

/** Feeds one listing may import. */
export const MAX_CALENDAR_FEEDS = 10;
export const CALENDAR_FEED_URL_MAX = 2000;
export const CALENDAR_FEED_NAME_MAX = 60;

/** `:id/calendar-feeds/:feedId`. */
export const calendarFeedParamsSchema = z.object({ id: idSchema, feedId: idSchema });

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** POST /api/listing/:id/calendar-feeds. */
export const addCalendarFeedSchema = z.object({
  url: textSchema({ message: /*i18n*/ 'Paste the calendar’s web address.' })
    .trim()
    .min(1, /*i18n*/ 'Paste the calendar’s web address.')
    .max(CALENDAR_FEED_URL_MAX, /*i18n*/ 'That address is too long.')
    .refine(isWebAddress, /*i18n*/ 'Use a web address that starts with https:// or http://.'),
  name: textSchema({ message: /*i18n*/ 'Give the calendar a name.' })
    .trim()
    .min(1, /*i18n*/ 'Give the calendar a name.')
    .max(CALENDAR_FEED_NAME_MAX, /*i18n*/ 'Keep the name under 60 characters.'),
});
export type AddCalendarFeed = z.infer<typeof addCalendarFeedSchema>;

export const calendarFeedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  last_synced_at: z.string().nullable(),
  last_status: z.enum(CALENDAR_FEED_STATUSES),
  /** Why the last sync failed, in the reader's language; null unless `last_status` is error. */
  last_error: z.string().nullable(),
  /** Days blocks the last good sync imported. */
  event_count: z.number().int(),
  /**
   * Blocks the last good sync left out because the feed had more than a feed may import
   * (2,000, the earliest kept); 0 when nothing was left out.
   */
  events_skipped: z.number().int(),
  created_at: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** 200 of GET /api/listing/:id/calendar-feeds. */
export const calendarSyncSchema = z.object({
  /** The listing's private export URL (an .ics file other calendars subscribe to). */
  export_url: z.string(),
  /** The owner's export of all their listings. */
  owner_export_url: z.string(),
  feeds: z.array(calendarFeedSchema),
});
export type CalendarSync = z.infer<typeof calendarSyncSchema>;

/** 201 of adding a feed and 200 of syncing one: the feed as it is now. */
export const calendarFeedResponseSchema = z.object({
  feed: calendarFeedSchema,
  message: z.string(),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

/** 200 of POST /api/listing/:id/ical-secret and POST /api/user/ical-secret. */
export const icalSecretResponseSchema = z.object({ url: z.string(), message: z.string() });
export type IcalSecretResponse = z.infer<typeof icalSecretResponseSchema>;
