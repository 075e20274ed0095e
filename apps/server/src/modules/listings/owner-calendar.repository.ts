import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/**
 * What the owner's calendar reads of the listings module's tables: the owner's listings
 * (with their preparation time) and their blocked days (with the calendar feed an imported
 * one came from).
 */

export interface CalendarListingRow {
  id: number;
  name: string;
  timezone: string;
  hourly: boolean;
  preparationHours: number;
}

export interface CalendarBlockRow {
  id: number;
  listingId: number;
  startDate: string;
  endDate: string;
  reason: string | null;
  feedName: string | null;
  /** The row came from an external calendar feed (not the owner's own block). */
  imported: boolean;
}

export function ownerCalendarRepository(db: Executor) {
  return {
    /** The owner's listings (every status), by name; one when `listingId` is given. */
    async listings(ownerId: number, listingId?: number): Promise<CalendarListingRow[]> {
      const rows = await queryRows<{
        id: number;
        name: string;
        timezone: string;
        hourly: boolean;
        preparation_hours: number;
      }>(
        db,
        sql`SELECT l.id, l.name, l.timezone,
              EXISTS (SELECT 1 FROM listing_frequencies f
                      WHERE f.listing_id = l.id AND f.type = 'rent' AND f.frequency = 'Hourly') AS hourly,
              coalesce(l.preparation_hours, 0)::int AS preparation_hours
            FROM listings l
            WHERE l.owner_id = ${ownerId}
              ${listingId === undefined ? sql`` : sql`AND l.id = ${listingId}`}
            ORDER BY l.name, l.id`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        timezone: r.timezone,
        hourly: !!r.hourly,
        preparationHours: Number(r.preparation_hours) || 0,
      }));
    },

    /** Blocked rows of the listings touching the days `from` to `to` (both included). */
    async blocks(
      listingIds: readonly number[],
      from: string,
      to: string,
    ): Promise<CalendarBlockRow[]> {
      if (listingIds.length === 0) return [];
      const ids = sql.join(
        listingIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const rows = await queryRows<{
        id: number;
        listing_id: number;
        start_date: string | Date;
        end_date: string | Date;
        reason: string | null;
        imported: boolean;
        feed_name: string | null;
      }>(
        db,
        sql`SELECT b.id, b.listing_id, b.start_date::text AS start_date,
              b.end_date::text AS end_date, b.reason,
              (b.feed_id IS NOT NULL) AS imported, cf.name AS feed_name
            FROM listing_blocked_dates b LEFT JOIN calendar_feeds cf ON cf.id = b.feed_id
            WHERE b.listing_id IN (${ids})
              AND b.start_date <= ${to}::date AND b.end_date >= ${from}::date
            ORDER BY b.start_date, b.id`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        listingId: Number(r.listing_id),
        startDate: String(r.start_date).slice(0, 10),
        endDate: String(r.end_date).slice(0, 10),
        reason: r.reason,
        feedName: r.feed_name,
        imported: !!r.imported,
      }));
    },
  };
}
