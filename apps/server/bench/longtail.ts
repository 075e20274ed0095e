/** The long-tail search scenario of `npm run bench`, shared with `bench/explain.ts`. */
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client';

export interface Refs {
  ids: number[];
  categories: number[];
  types: number[];
  /** Words of the listings' own names, for keywords that find something. */
  words: string[];
  /** Coordinates of listings, for places that have listings around them. */
  points: [number, number][];
}

/** Ids, categories, rental types, words and places of the loaded listings. */
export async function loadRefs(db: Database): Promise<Refs> {
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM listings WHERE status = 'Published' ORDER BY random() LIMIT 20000`,
    )
  ).map((r) => r.id);
  const categories = (await queryRows<{ id: number }>(db, sql`SELECT id FROM categories`)).map(
    (r) => r.id,
  );
  const types = (await queryRows<{ id: number }>(db, sql`SELECT id FROM rental_types`)).map(
    (r) => r.id,
  );
  const words = (
    await queryRows<{ word: string }>(
      db,
      sql`SELECT DISTINCT lower(w) AS word FROM (SELECT regexp_split_to_table(name, '[^A-Za-z]+') AS w FROM listings LIMIT 200000) t WHERE length(w) >= 4 LIMIT 2000`,
    )
  ).map((r) => r.word);
  const points = (
    await queryRows<{ lat: number; lng: number }>(
      db,
      sql`SELECT latitude AS lat, longitude AS lng FROM listings WHERE latitude IS NOT NULL ORDER BY random() LIMIT 2000`,
    )
  ).map((r) => [r.lat, r.lng] as [number, number]);
  return { ids, categories, types, words, points };
}

export const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

let distinct = 0;
/**
 * The long tail: every request a combination never asked before (a keyword from the
 * listings' own words, a category or a rental type, a place and radius, dates, a sort, a
 * page from 1 to 20) — far more than 100,000 combinations — and each one carries a price
 * range no other request uses, so no cache can answer it.
 */
export function longTailPath(refs: Refs) {
  const params = new URLSearchParams({ per_page: '9' });
  const maybe = (chance: number) => Math.random() < chance;
  if (maybe(0.6)) params.set('search', pick(refs.words));
  if (maybe(0.4)) params.set('category', String(pick(refs.categories)));
  else if (maybe(0.3)) params.set('rental_type', String(pick(refs.types)));
  if (maybe(0.5)) {
    const [lat, lng] = pick(refs.points);
    params.set('lat', (lat + (Math.random() - 0.5) * 0.2).toFixed(4));
    params.set('lng', (lng + (Math.random() - 0.5) * 0.2).toFixed(4));
    params.set('radius', String(pick([5, 10, 25, 50, 100])));
  }
  if (maybe(0.3)) {
    const start = new Date(Date.now() + (1 + Math.floor(Math.random() * 90)) * 86_400_000);
    const end = new Date(start.getTime() + (1 + Math.floor(Math.random() * 14)) * 86_400_000);
    params.set('start_date', start.toISOString().slice(0, 10));
    params.set('end_date', end.toISOString().slice(0, 10));
  }
  // Distinct for every request: a price range no other request has (the search caches key
  // on the range in cents): from $0.00 – $19.99, up to $60 and more.
  distinct++;
  params.set('min_price', ((distinct % 2000) / 100).toFixed(2));
  params.set('max_price', String(60 + Math.floor(distinct / 2000)));
  params.set(
    'sortBy',
    pick(['price', 'newest', 'rating', 'relevance', ...(params.has('lat') ? ['distance'] : [])]),
  );
  if (maybe(0.5)) params.set('sortOrder', pick(['asc', 'desc']));
  params.set('page', String(1 + Math.floor(Math.random() * 20)));
  return `/api/listings?${params}`;
}
