import { type SQL, sql } from 'drizzle-orm';
import { type Executor, fixedQuery } from '../../db/client';
import { intArrayLiteral } from '../../lib/sql-arrays';
import { summaryColumns, summaryFields } from './listing-json.sql';
import { earthPoint } from './search-sql';

/**
 * The cards of a page: `pageIds` is a row source of (id, rank); distances are measured from
 * `near` when a place was given.
 */
export const cardsOf = (pageIds: SQL, near?: { lat: number; lng: number }) => sql`
  SELECT ${summaryColumns},
    ${near ? sql`earth_distance(${earthPoint(near)}, l.geo) / 1000.0` : sql`NULL::float8`} AS distance_km,
    page.rank
  FROM ${pageIds}
  JOIN listings l ON l.id = page.id
  LEFT JOIN rental_types rt ON rt.id = l.rental_type_id
  LEFT JOIN categories c ON c.id = l.category_id`;

/**
 * The cards of several search pages (see cardsInOrder), one row per card: `ids` is every
 * page's ids one after the other, and `lats`/`lngs` beside each id the point its page
 * measures distances from (NULL without one). Compiled once and prepared; PostgreSQL keeps
 * its generic plan after the first five custom ones, so it is not planned on every call
 * (pg_prepared_statements at 100,000 listings, 2026-11-27; docs/performance.md).
 */
const cardsQuery = fixedQuery<{ i: number; card: string }, 'ids' | 'lats' | 'lngs'>(
  ['ids', 'lats', 'lngs'],
  (v) => sql`
  SELECT w.i::int AS i,
    json_build_object(${summaryFields(sql`(earth_distance(${earthPoint({ lat: sql`w.lat`, lng: sql`w.lng` })}, l.geo) / 1000.0)`)})::text AS card
  FROM listings l
  JOIN unnest(${v.ids}::int[], ${v.lats}::float8[], ${v.lngs}::float8[])
    WITH ORDINALITY AS w(id, lat, lng, i) ON w.id = l.id
  LEFT JOIN rental_types rt ON rt.id = l.rental_type_id
  LEFT JOIN categories c ON c.id = l.category_id
  WHERE l.id = ANY(${v.ids}::int[]) AND l.status = 'Published'
  ORDER BY w.i`,
);
/** At most this many ids in one cards statement (see cardsInOrder). */
const CARDS_BATCH_IDS = 500;

/** A search page's cards asked for, waiting for the next cards statement. */
interface CardsWanted {
  ids: number[];
  near?: { lat: number; lng: number };
  resolve: (cards: { count: number; items: string }) => void;
  reject: (error: unknown) => void;
}

/**
 * The cards of these published listings, in this order (the in-memory index chose them:
 * decision 0017), as the JSON text of a search page's `items`, built by PostgreSQL
 * (summaryFields) and sent as it is: no row parsing, mapping or serialisation. A listing
 * unpublished since is left out; `count` is how many are in.
 *
 * The pages asked for in one turn of the event loop share one statement: under load,
 * several searches end their index part in the same turn, and each statement costs the
 * server a write and a wake-up of PostgreSQL (a third of its time per search before).
 * Each call of this function keeps its own queue of pages waiting.
 */
export function cardsInOrderOn(db: Executor) {
  // The search pages whose cards are wanted, sent together.
  let wanted: CardsWanted[] = [];
  let wantedIds = 0;
  function sendCards() {
    if (wanted.length === 0) return;
    const pages = wanted;
    wanted = [];
    wantedIds = 0;
    const ids: number[] = [];
    const lats: string[] = [];
    const lngs: string[] = [];
    const pageOf: number[] = [];
    pages.forEach((page, n) => {
      for (const id of page.ids) {
        ids.push(id);
        lats.push(page.near ? String(page.near.lat) : 'NULL');
        lngs.push(page.near ? String(page.near.lng) : 'NULL');
        pageOf.push(n);
      }
    });
    cardsQuery(db, {
      ids: intArrayLiteral(ids),
      lats: `{${lats.join(',')}}`,
      lngs: `{${lngs.join(',')}}`,
    }).then(
      (rows) => {
        const cards: string[][] = pages.map(() => []);
        for (const row of rows) cards[pageOf[row.i - 1]!]!.push(row.card);
        // As json_agg writes an array: elements separated by a comma and a space.
        pages.forEach((page, n) =>
          page.resolve({
            count: cards[n]!.length,
            items: `[${cards[n]!.join(', ')}]`,
          }),
        );
      },
      (error: unknown) => {
        for (const page of pages) page.reject(error);
      },
    );
  }

  return function cardsInOrder(
    ids: number[],
    near?: { lat: number; lng: number },
  ): Promise<{ count: number; items: string }> {
    if (ids.length === 0) return Promise.resolve({ count: 0, items: '[]' });
    return new Promise((resolve, reject) => {
      if (wantedIds + ids.length > CARDS_BATCH_IDS) sendCards();
      if (wanted.length === 0) setImmediate(sendCards);
      wanted.push({ ids, near, resolve, reject });
      wantedIds += ids.length;
    });
  };
}
