import { type SQL, sql } from 'drizzle-orm';
import { BOOKED_STATUSES } from '@ownless/shared';
import { containing } from '../../lib/like';
import { textArray } from '../../lib/sql-arrays';

export interface ListingFilter {
  /** Only these statuses (public search: Published). */
  statuses: readonly string[];
  ownerId?: number;
  /** Words for full-text search; each is matched as a prefix. */
  words?: string[];
  /** Typo-tolerant match on the name (trigram similarity), used when words find nothing. */
  fuzzy?: string;
  rentalTypeId?: number;
  categoryId?: number;
  location?: string;
  near?: { lat: number; lng: number; radiusKm: number };
  /**
   * Free for the whole range (dates inclusive): no blocked day, stock left with each
   * booking's preparation time around it, long enough for the minimum rental, and a start
   * on the first day that the notice and the booking window allow at `now` (decision 0030).
   */
  available?: { startDate: string; endDate: string; now: Date };
  minPriceCents?: number;
  maxPriceCents?: number;
  forSale?: boolean;
  /** Only listings with instant booking. */
  instantBooking?: boolean;
  ids?: number[];
}

export type ListingSort = {
  field: 'price' | 'newest' | 'distance' | 'rating' | 'relevance';
  order: 'asc' | 'desc';
};

/** Prefix tsquery from plain words: 'cordless dri' → 'cordless:* & dri:*'. */
export function toPrefixQuery(words: string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

export const tsQuery = (words: string[]) => sql`to_tsquery('english', ${toPrefixQuery(words)})`;

/** earthdistance's sphere: earth() is 6,378,168 m. */
const EARTH_RADIUS_KM = 6378.168;
const DEGREES = 180 / Math.PI;

/**
 * The latitude/longitude rectangle that holds every point within radiusKm of a point on the
 * sphere earth_distance measures on (a hair larger, for rounding). Longitudes are one range,
 * two when the circle crosses the antimeridian, or all of them when it holds a pole.
 */
export function boundingBox(lat: number, lng: number, radiusKm: number) {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const margin = 1.000_001;
  const minLat = Math.max(-90, lat - angle * DEGREES * margin);
  const maxLat = Math.min(90, lat + angle * DEGREES * margin);
  const spread = Math.sin(angle) / Math.cos(lat / DEGREES);
  if (minLat <= -90 || maxLat >= 90 || spread >= 1)
    return { minLat, maxLat, longitudes: [[-180, 180]] as [number, number][] };
  const half = Math.asin(spread) * DEGREES * margin;
  const from = lng - half;
  const to = lng + half;
  const longitudes: [number, number][] =
    from < -180
      ? [
          [from + 360, 180],
          [-180, to],
        ]
      : to > 180
        ? [
            [from, 180],
            [-180, to - 360],
          ]
        : [[from, to]];
  return { minLat, maxLat, longitudes };
}

/** A point as earthdistance's cube (values, or a prepared statement's placeholders). */
export const earthPoint = (near: { lat: unknown; lng: unknown }) =>
  sql`ll_to_earth(${near.lat}::float8, ${near.lng}::float8)`;

/** A search's filter as the condition of its statement (listings as l). */
export function whereClause(filter: ListingFilter): SQL {
  const conditions: SQL[] = [
    // One status is written as "=" so the planner can use the partial indexes.
    filter.statuses.length === 1
      ? sql`l.status = ${filter.statuses[0]}`
      : sql`l.status IN (${sql.join(
          filter.statuses.map((s) => sql`${s}`),
          sql`, `,
        )})`,
  ];
  if (filter.ids)
    conditions.push(
      filter.ids.length
        ? sql`l.id IN (${sql.join(
            filter.ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  if (filter.fuzzy) {
    // `<%` (word similarity ≥ 0.6) uses the trigram GIN index. The `%` operator is avoided on
    // purpose: on PGlite 0.5 a GIN-indexed `%` scan returns nothing and wedges the database.
    conditions.push(sql`${filter.fuzzy} <% l.name`);
  }
  if (filter.near) {
    const radiusMetres = filter.near.radiusKm * 1000;
    // The box walks the latitude/longitude index (whose statistics tell the planner how many
    // listings a city holds); earth_distance then trims the box's corners.
    const box = boundingBox(filter.near.lat, filter.near.lng, filter.near.radiusKm);
    conditions.push(sql`l.latitude BETWEEN ${box.minLat}::float8 AND ${box.maxLat}::float8`);
    const between = ([from, to]: [number, number]) =>
      sql`l.longitude BETWEEN ${from}::float8 AND ${to}::float8`;
    conditions.push(sql`(${sql.join(box.longitudes.map(between), sql` OR `)})`);
    conditions.push(
      sql`l.longitude IS NOT NULL AND earth_distance(${earthPoint(filter.near)}, l.geo) <= ${radiusMetres}::float8`,
    );
  }
  if (filter.available) {
    const { startDate, endDate, now } = filter.available;
    conditions.push(
      sql`NOT EXISTS (SELECT 1 FROM listing_blocked_dates b WHERE b.listing_id = l.id AND b.start_date <= ${endDate}::date AND b.end_date >= ${startDate}::date)`,
    );
    // The days are the listing's own (decision 0002): from the local start of the first day
    // to that of the day after the last. PostgreSQL reads a local midnight the clocks jump
    // over as the moment they land, the day's real start.
    conditions.push(
      sql`l.quantity > (SELECT coalesce(sum(r.quantity), 0) FROM reservations r WHERE r.listing_id = l.id AND r.status = ANY(${textArray([...BOOKED_STATUSES])}) AND r.start_at - l.preparation_hours * interval '1 hour' < ((${endDate}::date + 1)::timestamp AT TIME ZONE l.timezone) AND r.end_at + l.preparation_hours * interval '1 hour' > (${startDate}::date::timestamp AT TIME ZONE l.timezone))`,
    );
    // The booking rules (decision 0030), days where the listing is: the first day is not
    // before the day now plus the notice falls on, nor after today plus the window; the
    // range's whole days hold the minimum rental in the shortest rent unit. A listing
    // without a rule is left to the rest (as before the rules, a past day is not refused).
    const instant = now.toISOString();
    conditions.push(
      sql`(l.notice_hours = 0 OR ${startDate}::date >= ((${instant}::timestamptz + l.notice_hours * interval '1 hour') AT TIME ZONE l.timezone)::date)`,
    );
    conditions.push(
      sql`(l.booking_window_days IS NULL OR ${startDate}::date <= (${instant}::timestamptz AT TIME ZONE l.timezone)::date + l.booking_window_days)`,
    );
    conditions.push(
      sql`(l.min_units = 1 OR l.min_units * coalesce((SELECT min(CASE f.frequency WHEN 'Hourly' THEN 1 WHEN 'Daily' THEN 24 WHEN 'Weekly' THEN 168 WHEN 'Monthly' THEN 720 END) FROM listing_frequencies f WHERE f.listing_id = l.id AND f.type = 'rent'), 24) <= (${endDate}::date - ${startDate}::date + 1) * 24)`,
    );
  }
  if (filter.minPriceCents !== undefined)
    conditions.push(sql`l.min_rent_price_cents >= ${filter.minPriceCents}`);
  if (filter.maxPriceCents !== undefined)
    conditions.push(sql`l.min_rent_price_cents <= ${filter.maxPriceCents}`);
  if (filter.forSale) conditions.push(sql`l.has_sale_price`);
  if (filter.instantBooking) conditions.push(sql`l.instant_booking`);
  if (filter.ownerId !== undefined) conditions.push(sql`l.owner_id = ${filter.ownerId}`);
  if (filter.rentalTypeId !== undefined)
    conditions.push(sql`l.rental_type_id = ${filter.rentalTypeId}`);
  if (filter.categoryId !== undefined) conditions.push(sql`l.category_id = ${filter.categoryId}`);
  if (filter.words && filter.words.length > 0) {
    conditions.push(sql`l.search_vector @@ ${tsQuery(filter.words)}`);
  }
  if (filter.location) {
    const pattern = containing(filter.location);
    conditions.push(
      sql`(l.city ILIKE ${pattern} OR l.state ILIKE ${pattern} OR l.short_address ILIKE ${pattern} OR l.formatted_address ILIKE ${pattern} OR l.postal_code = ${filter.location})`,
    );
  }
  return sql.join(conditions, sql` AND `);
}

/** A search's order as its ORDER BY (listings as l); ties are broken by id. */
export function orderBy(filter: ListingFilter, sort: ListingSort): SQL {
  const dir = sql.raw(sort.order === 'desc' ? 'DESC' : 'ASC');
  const flip = sql.raw(sort.order === 'desc' ? 'ASC' : 'DESC');
  switch (sort.field) {
    case 'price':
      // NULLS FIRST when descending keeps the order an index scan (published listings always
      // have a rent price, so there are no NULLs to show first).
      return sort.order === 'desc'
        ? sql`l.min_rent_price_cents DESC NULLS FIRST, l.id DESC`
        : sql`l.min_rent_price_cents ASC NULLS LAST, l.id DESC`;
    case 'distance':
      // The cube distance between earth points grows with the great-circle distance, and the
      // GiST index answers it nearest first (KNN) without computing every distance.
      return filter.near
        ? sql`l.geo <-> ${earthPoint(filter.near)} ${dir}, l.id DESC`
        : sql`l.created_at DESC, l.id DESC`;
    case 'rating':
      return sort.order === 'desc'
        ? sql`l.rating_avg DESC NULLS LAST, l.review_count DESC, l.id DESC`
        : sql`l.rating_avg ASC NULLS LAST, l.review_count DESC, l.id DESC`;
    case 'relevance':
      if (filter.words?.length) {
        return sql`ts_rank(l.search_vector, ${tsQuery(filter.words)}) ${flip}, l.created_at DESC, l.id DESC`;
      }
      if (filter.fuzzy) return sql`word_similarity(${filter.fuzzy}, l.name) ${flip}, l.id DESC`;
      return sql`l.created_at DESC, l.id DESC`;
    case 'newest':
    default:
      // "newest" ascending means newest first; descending, oldest first.
      return sql`l.created_at ${flip}, l.id ${flip}`;
  }
}
