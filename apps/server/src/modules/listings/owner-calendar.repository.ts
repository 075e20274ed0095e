import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/**
 * What the owner's calendar reads of the listings module's tables: the owner's listings and
 * their blocked days. Two columns come from later migrations (a listing's preparation time,
 * a blocked row's calendar feed): `optionalColumns` says which the database has, and the
 * queries read only those, so the calendar works before and after they land.
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

export interface OptionalColumns {
  /** `listings.preparation_hours`: the time kept free before and after each booking. */
  preparationHours: boolean;
  /** `listing_blocked_dates.feed_id` and `calendar_feeds.name`: imported events. */
  feeds: boolean;
}

export function ownerCalendarRepository(db: Executor) {
  return {
    async optionalColumns(): Promise<OptionalColumns> {
      const rows = await queryRows<{ table_name: string; column_name: string }>(
        db,
        sql`SELECT table_name, column_name FROM information_schema.columns
            WHERE table_schema = current_schema()
              AND ((table_name = 'listings' AND column_name = 'preparation_hours')
                OR (table_name = 'listing_blocked_dates' AND column_name = 'feed_id')
                OR (table_name = 'calendar_feeds' AND column_name = 'name'))`,
      );
      const has = (table: string, column: string) =>
        rows.some((r) => r.table_name === table && r.column_name === column);
      return {
        preparationHours: has('listings', 'preparation_hours'),
        feeds: has('listing_blocked_dates', 'feed_id') && has('calendar_feeds', 'name'),
      };
    },

    /** The owner's listings (every status), by name; one when `listingId` is given. */
    async listings(
      ownerId: number,
      listingId: number | undefined,
      columns: OptionalColumns,
    ): Promise<CalendarListingRow[]> {
      const preparation = columns.preparationHours
        ? sql.raw('coalesce(l.preparation_hours, 0)')
        : sql.raw('0');
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
              ${preparation}::int AS preparation_hours
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
      columns: OptionalColumns,
    ): Promise<CalendarBlockRow[]> {
      if (listingIds.length === 0) return [];
      const ids = sql.join(
        listingIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const feed = columns.feeds
        ? sql`(b.feed_id IS NOT NULL) AS imported, cf.name AS feed_name
              FROM listing_blocked_dates b LEFT JOIN calendar_feeds cf ON cf.id = b.feed_id`
        : sql`false AS imported, NULL::text AS feed_name FROM listing_blocked_dates b`;
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
              b.end_date::text AS end_date, b.reason, ${feed}
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
