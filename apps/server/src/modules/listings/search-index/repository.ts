import { sql } from 'drizzle-orm';
import { BOOKED_STATUSES } from '@ownless/shared';
import { type Executor, queryRows } from '../../../db/client';
import { intArray, textArray } from '../../../lib/sql-arrays';

/** A listing as the search index loads it (see search-index.ts in this folder). */
export interface IndexRow {
  id: number;
  status: string;
  owner_id: number;
  category_id: number | null;
  rental_type_id: number | null;
  price_cents: number | null;
  for_sale: boolean;
  rating: number | null;
  review_count: number;
  created_us: number;
  latitude: number | null;
  longitude: number | null;
  quantity: number;
  instant_booking: boolean;
  /** search_vector as text: `'lexeme':1A,5C 'other':2B …`. */
  terms: string;
}

/** A published listing's booking rules that a search by dates applies (decision 0030). */
export interface RulesRow {
  listing_id: number;
  min_hours: number;
  notice_hours: number;
  booking_window_days: number | null;
  timezone: string;
}

export interface BlockedRow {
  listing_id: number;
  start_date: string;
  end_date: string;
}

export interface BookedRow {
  listing_id: number;
  start_ms: number;
  end_ms: number;
  quantity: number;
  /** The listing's time zone: whose days the booking holds. */
  timezone: string;
}

/** Reservations that hold stock, as search's availability counts them (decision 0002). */
const HOLDING = textArray([...BOOKED_STATUSES]);

const indexColumns = sql`l.id, l.status, l.owner_id, l.category_id, l.rental_type_id,
  l.min_rent_price_cents AS price_cents, l.has_sale_price AS for_sale, l.rating_avg AS rating,
  l.review_count, (extract(epoch FROM l.created_at) * 1000000)::float8 AS created_us,
  l.latitude, l.longitude, l.quantity, l.instant_booking, coalesce(l.search_vector::text, '') AS terms`;

/**
 * What the in-memory search index reads: published listings in id order, the rows of
 * listings that changed, their blocked and booked days, and the change log (listing_changes,
 * written by triggers: migration 0013) with the transaction horizon that makes it safe to
 * follow.
 */
export function searchIndexRepository(db: Executor) {
  return {
    /**
     * The oldest transaction still running (or the next to start): every change of an
     * older transaction is visible now, so a later poll from here misses none (decision 0017).
     */
    async horizon(): Promise<number> {
      const [row] = await queryRows<{ xmin: number }>(
        db,
        sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text::float8 AS xmin`,
      );
      return row!.xmin;
    },

    /**
     * Which database this is: its cluster's identifier and its name. A snapshot of the index
     * (decision 0021) is only used on the database it was made from.
     */
    async identity(): Promise<string> {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`SELECT (SELECT system_identifier FROM pg_control_system())::text || '/' || current_database() AS id`,
      );
      return row!.id;
    },

    /**
     * How far the change log runs past `since`: its changes from there on, and how long ago
     * the oldest of them was written (0 when there is none).
     */
    async lagSince(since: number): Promise<{ changes: number; seconds: number }> {
      const [row] = await queryRows<{ changes: number; seconds: number }>(
        db,
        sql`SELECT count(*)::float8 AS changes,
              coalesce(extract(epoch FROM now() - min(at)), 0)::float8 AS seconds
            FROM listing_changes WHERE txid >= ${since}`,
      );
      return { changes: row!.changes, seconds: Math.max(0, row!.seconds) };
    },

    /** Listings changed by transactions from `since` on, with the horizon of the same snapshot. */
    async changesSince(since: number): Promise<{ horizon: number; ids: number[]; all: boolean }> {
      const [row] = await queryRows<{ xmin: number; ids: number[] | null; every: boolean }>(
        db,
        sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text::float8 AS xmin,
              array(SELECT DISTINCT listing_id FROM listing_changes
                    WHERE txid >= ${since} AND listing_id IS NOT NULL) AS ids,
              EXISTS (SELECT 1 FROM listing_changes WHERE txid >= ${since} AND listing_id IS NULL) AS every`,
      );
      return { horizon: row!.xmin, ids: (row!.ids ?? []).map(Number), all: row!.every };
    },

    /**
     * Every published listing's id in grid order: by the grid cell of `cellDegrees` its
     * place falls in (row by row, listings without a place last), then by id. The index
     * numbers its listings in this order, so a place's listings sit side by side in memory.
     */
    async publishedIdsInGridOrder(cellDegrees: number): Promise<Int32Array> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`SELECT l.id FROM listings l WHERE l.status = 'Published'
            ORDER BY floor(l.latitude / ${cellDegrees}::float8), floor(l.longitude / ${cellDegrees}::float8), l.id`,
      );
      return Int32Array.from(rows, (row) => row.id);
    },

    /** These listings when they are published, in no particular order. */
    publishedOf(ids: ArrayLike<number>) {
      return queryRows<IndexRow>(
        db,
        sql`SELECT ${indexColumns} FROM listings l
            WHERE l.status = 'Published' AND l.id = ANY(${intArray(Array.from(ids))})`,
      );
    },

    rowsOf(ids: number[]) {
      return queryRows<IndexRow>(
        db,
        sql`SELECT ${indexColumns} FROM listings l WHERE l.id = ANY(${intArray(ids)})`,
      );
    },

    /**
     * Blocked days from the day before yesterday on (of these listings, or of all). The index
     * answers searches from yesterday in UTC on; the margin covers a database whose
     * current_date is already a day further than the server's clock, or not in UTC.
     */
    blockedOf(ids: number[] | 'all') {
      return queryRows<BlockedRow>(
        db,
        sql`SELECT b.listing_id, b.start_date::text AS start_date, b.end_date::text AS end_date
            FROM listing_blocked_dates b
            WHERE b.end_date >= current_date - 2${ids === 'all' ? sql`` : sql` AND b.listing_id = ANY(${intArray(ids)})`}`,
      );
    },

    /**
     * Reservations holding stock that end in the last three days or later (of these
     * listings, or of all), with their listing's time zone, each widened by the listing's
     * preparation time on both sides (the items are held then too). The index answers
     * searches from yesterday in UTC on, and yesterday where a listing is (up to 14 hours
     * ahead of UTC) can begin on the day before that in UTC.
     */
    bookedOf(ids: number[] | 'all') {
      return queryRows<BookedRow>(
        db,
        sql`SELECT r.listing_id,
              (extract(epoch FROM r.start_at - l.preparation_hours * interval '1 hour') * 1000)::float8 AS start_ms,
              (extract(epoch FROM r.end_at + l.preparation_hours * interval '1 hour') * 1000)::float8 AS end_ms,
              r.quantity, l.timezone
            FROM reservations r JOIN listings l ON l.id = r.listing_id
            WHERE r.status = ANY(${HOLDING})
              AND r.end_at + l.preparation_hours * interval '1 hour' > now() - interval '3 days'${ids === 'all' ? sql`` : sql` AND r.listing_id = ANY(${intArray(ids)})`}`,
      );
    },

    /**
     * The booking rules of published listings that have any a search by dates applies (of
     * these listings, or of all): the minimum in hours of the shortest rent unit (0 for a
     * minimum of 1, no rule, as the SQL search), the notice, the window and the time zone
     * its days are counted in.
     */
    rulesOf(ids: number[] | 'all') {
      return queryRows<RulesRow>(
        db,
        sql`SELECT l.id AS listing_id,
              CASE WHEN l.min_units = 1 THEN 0 ELSE l.min_units * coalesce((SELECT min(CASE f.frequency WHEN 'Hourly' THEN 1 WHEN 'Daily' THEN 24 WHEN 'Weekly' THEN 168 WHEN 'Monthly' THEN 720 END)
                FROM listing_frequencies f WHERE f.listing_id = l.id AND f.type = 'rent'), 24) END AS min_hours,
              l.notice_hours, l.booking_window_days, l.timezone
            FROM listings l
            WHERE l.status = 'Published'
              AND (l.min_units > 1 OR l.notice_hours > 0 OR l.booking_window_days IS NOT NULL)${ids === 'all' ? sql`` : sql` AND l.id = ANY(${intArray(ids)})`}`,
      );
    },

    /**
     * Each word's prefix query as full-text search parses it ('drills' → `'drill':*`; a
     * stop word → ''), so the index matches the lexemes PostgreSQL stored. Words are
     * letters and digits only (searchWords).
     */
    stems(words: string[]) {
      return queryRows<{ word: string; query: string }>(
        db,
        sql`SELECT w AS word, to_tsquery('english', w || ':*')::text AS query
            FROM unnest(${textArray(words)}) AS w`,
      );
    },

    /**
     * Deletes up to `limit` changes made before `before`, answering how many. Every index
     * has read them by then: one that has not followed the log for RELOAD_AFTER_MS (well
     * under the shortest retention) loads afresh instead of following it.
     */
    async prune(before: Date, limit: number): Promise<number> {
      const rows = await queryRows<{ txid: number }>(
        db,
        sql`DELETE FROM listing_changes WHERE ctid IN (
              SELECT ctid FROM listing_changes WHERE at < ${before.toISOString()}::timestamptz
              LIMIT ${limit})
            RETURNING txid`,
      );
      return rows.length;
    },
  };
}
export type SearchIndexRepository = ReturnType<typeof searchIndexRepository>;
