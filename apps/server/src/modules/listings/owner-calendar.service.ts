import {
  type OwnerCalendarEntry,
  type OwnerCalendarResponse,
  type ReservationStatus,
  nextDay,
  zonedDay,
  zonedDayStart,
} from '@ownless/shared';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { UsersService } from '../users/users.service';
import { type CalendarListingRow, ownerCalendarRepository } from './owner-calendar.repository';

const HOUR = 3_600_000;
/** How many colours the web has for listings; a listing keeps its colour by its place by name. */
const COLOURS = 8;

/** A booked reservation as the reservations module reads it for the calendar. */
export interface CalendarBooking {
  id: number;
  code: string;
  status: string;
  listingId: number;
  renterId: number;
  startAt: Date;
  endAt: Date;
}

export interface OwnerCalendarDeps {
  db: Database;
  users: Pick<UsersService, 'namesOf'>;
  /**
   * The booked reservations (the statuses availability counts) of some listings overlapping
   * [start, end): the reservations module's answer, handed over by services.ts because
   * reservations depend on this module.
   */
  bookedOnListings: (
    listingIds: readonly number[],
    start: Date,
    end: Date,
  ) => Promise<CalendarBooking[]>;
}

/** The listing's local days an instant period touches: [start, end) with `end` exclusive. */
function daysOf(startAt: Date, endAt: Date, zone: string) {
  const last = zonedDay(new Date(Math.max(startAt.getTime(), endAt.getTime() - 1)), zone);
  return { start: zonedDay(startAt, zone), end: nextDay(last) };
}

const base = {
  start_at: null,
  end_at: null,
  label: null,
  reservation_id: null,
  reservation_code: null,
  status: null,
  block_id: null,
  feed_name: null,
  removable: false,
} satisfies Partial<OwnerCalendarEntry>;

/**
 * The owner's calendar across listings: bookings, their own blocks, events imported from
 * calendar feeds and preparation periods, each in the listing's own days (decision 0019).
 */
export function ownerCalendarService({ db, users, bookedOnListings }: OwnerCalendarDeps) {
  async function refuseOthers(listingId: number) {
    const rows = await queryRows<{ owner_id: number }>(
      db,
      sql`SELECT owner_id FROM listings WHERE id = ${listingId}`,
    );
    if (rows.length === 0) throw notFound(/*i18n*/ 'That listing does not exist.');
    throw forbidden(/*i18n*/ 'You can only manage your own listings.');
  }

  return {
    async calendar(
      ownerId: number,
      query: { from: string; to: string; listing_id?: number },
    ): Promise<OwnerCalendarResponse> {
      const repo = ownerCalendarRepository(db);
      const all = await repo.listings(ownerId);
      const shown = query.listing_id ? all.filter((l) => l.id === query.listing_id) : all;
      if (query.listing_id && shown.length === 0) await refuseOthers(query.listing_id);

      const entries: OwnerCalendarEntry[] = [];
      const byId = new Map<number, CalendarListingRow>(shown.map((l) => [l.id, l]));
      // Each listing's view is its own days: from the first instant of `from` to the first
      // of the day after `to`, where the listing is.
      const window = new Map(
        shown.map((l) => [
          l.id,
          {
            start: zonedDayStart(query.from, l.timezone).getTime(),
            end: zonedDayStart(nextDay(query.to), l.timezone).getTime(),
          },
        ]),
      );
      const overlaps = (listingId: number, start: number, end: number) => {
        const w = window.get(listingId)!;
        return start < w.end && end > w.start;
      };

      for (const block of await repo.blocks([...byId.keys()], query.from, query.to)) {
        entries.push({
          ...base,
          listing_id: block.listingId,
          kind: block.imported ? 'imported' : 'block',
          start: block.startDate,
          end: nextDay(block.endDate),
          label: block.imported ? block.feedName : block.reason,
          block_id: block.id,
          feed_name: block.imported ? block.feedName : null,
          removable: !block.imported,
        });
      }

      if (shown.length > 0) {
        // One read for every listing: the widest window, widened by the longest preparation.
        const margin = Math.max(...shown.map((l) => l.preparationHours)) * HOUR;
        const starts = [...window.values()].map((w) => w.start);
        const ends = [...window.values()].map((w) => w.end);
        const bookings = await bookedOnListings(
          [...byId.keys()],
          new Date(Math.min(...starts) - margin),
          new Date(Math.max(...ends) + margin),
        );
        const names = await users.namesOf([...new Set(bookings.map((b) => b.renterId))]);
        for (const booking of bookings) {
          const listing = byId.get(booking.listingId)!;
          const zone = listing.timezone;
          const start = booking.startAt.getTime();
          const end = booking.endAt.getTime();
          const about = {
            ...base,
            listing_id: listing.id,
            reservation_id: booking.id,
            reservation_code: booking.code,
            status: booking.status as ReservationStatus,
          };
          if (overlaps(listing.id, start, end)) {
            entries.push({
              ...about,
              kind: 'booking',
              ...daysOf(booking.startAt, booking.endAt, zone),
              start_at: booking.startAt.toISOString(),
              end_at: booking.endAt.toISOString(),
              label: names.get(booking.renterId)?.firstName ?? null,
            });
          }
          const prep = listing.preparationHours * HOUR;
          if (prep <= 0) continue;
          for (const [from, to] of [
            [start - prep, start],
            [end, end + prep],
          ] as const) {
            if (!overlaps(listing.id, from, to)) continue;
            entries.push({
              ...about,
              kind: 'preparation',
              ...daysOf(new Date(from), new Date(to), zone),
              start_at: new Date(from).toISOString(),
              end_at: new Date(to).toISOString(),
            });
          }
        }
      }

      entries.sort((a, b) =>
        a.start !== b.start ? (a.start < b.start ? -1 : 1) : a.listing_id - b.listing_id,
      );
      return {
        listings: all.map((l, i) => ({
          id: l.id,
          title: l.name,
          timezone: l.timezone,
          unit: l.hourly ? 'hour' : 'day',
          color_index: i % COLOURS,
        })),
        entries,
      };
    },
  };
}
export type OwnerCalendarService = ReturnType<typeof ownerCalendarService>;
