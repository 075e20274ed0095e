import { type SQL, sql } from 'drizzle-orm';
import type { ListingStatus } from '@ownless/shared';

/** Rows as the search and detail queries return them (snake_case, ready to shape). */
export interface ListingSummaryRow {
  id: number;
  name: string;
  short_address: string | null;
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  state: string | null;
  country: string | null;
  formatted_address: string | null;
  place_id: string | null;
  postal_code: string | null;
  status: ListingStatus;
  owner_id: number;
  rating_avg: number | null;
  review_count: number;
  instant_booking: boolean;
  created_at: Date | string;
  distance_km?: number | null;
  rental_type: { id: number; name: string } | null;
  category: { id: number; name: string } | null;
  images: { id: number; file_path: string; is_cover: 0 | 1; position: number }[];
  frequencies: { id: number; type: 'rent' | 'sale'; frequency: string; price_cents: number }[];
}

const FREQUENCY_ORDER = sql.raw(`ARRAY['Hourly','Daily','Weekly','Monthly','Once']`);

/** A listing's photos as JSON, cover flag as 0/1, in gallery order. */
const imagesJson = sql`(SELECT coalesce(json_agg(json_build_object(
      'id', i.id, 'file_path', i.file_path, 'is_cover', CASE WHEN i.is_cover THEN 1 ELSE 0 END,
      'position', i.position) ORDER BY i.position, i.id), '[]'::json)
     FROM listing_images i WHERE i.listing_id = l.id)`;

/**
 * A listing's prices as JSON, hourly to once; `extra` adds fields to each entry (the detail
 * page's dollar price, which search pages compute in toListingSummary).
 */
const frequenciesJson = (extra: SQL = sql``) => sql`(SELECT coalesce(json_agg(json_build_object(
      'id', f.id, 'type', f.type, 'frequency', f.frequency${extra}, 'price_cents', f.price_cents)
      ORDER BY array_position(${FREQUENCY_ORDER}, f.frequency), f.id), '[]'::json)
     FROM listing_frequencies f WHERE f.listing_id = l.id)`;

/** The rental type and category as {id, name} or null (joined as rt and c). */
const rentalTypeJson = sql`CASE WHEN rt.id IS NULL THEN NULL ELSE json_build_object('id', rt.id, 'name', rt.name) END`;
const categoryJson = sql`CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name) END`;

/** A timestamptz as JavaScript's toISOString() writes it (UTC, milliseconds, Z). */
export const isoTime = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A listing's card (listingSummarySchema) as json_build_object's arguments, every field
 * written as toListingSummary writes it: prices in dollars beside cents, rating and distance
 * to one decimal, ISO times. `distanceKm` is the distance from the searched point, or NULL.
 * Joined as l, rt and c.
 */
export const summaryFields = (distanceKm: SQL) => sql`
    'id', l.id, 'name', l.name, 'short_address', l.short_address,
    'address', json_build_object('latitude', l.latitude, 'longitude', l.longitude, 'city', l.city,
      'state', l.state, 'country', l.country, 'formatted_address', l.formatted_address,
      'place_id', l.place_id, 'postal_code', l.postal_code),
    'images', ${imagesJson},
    'frequencies', ${frequenciesJson(sql`, 'price', f.price_cents::float8 / 100`)},
    'rental_type', ${rentalTypeJson},
    'category', ${categoryJson},
    'is_published', CASE WHEN l.status = 'Published' THEN 1 ELSE 0 END,
    'status', l.status, 'owner_id', l.owner_id,
    -- Math.round(x * 10) / 10, as toListingSummary rounds (round() would round half to even).
    'distance_km', floor(${distanceKm} * 10 + 0.5) / 10,
    'rating', floor(l.rating_avg * 10 + 0.5) / 10,
    'review_count', l.review_count,
    'instant_booking', l.instant_booking,
    'created_at', ${isoTime(sql`l.created_at`)}`;

/** The JSON-building select list of search pages (shaped by toListingSummary). */
export const summaryColumns = sql`
  l.id, l.name, l.short_address, l.latitude, l.longitude, l.city, l.state, l.country,
  l.formatted_address, l.place_id, l.postal_code, l.status, l.owner_id, l.rating_avg, l.review_count, l.instant_booking, l.created_at,
  ${rentalTypeJson} AS rental_type,
  ${categoryJson} AS category,
  ${imagesJson} AS images,
  ${frequenciesJson()} AS frequencies`;
