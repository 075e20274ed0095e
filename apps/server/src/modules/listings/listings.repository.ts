import { type SQL, sql } from 'drizzle-orm';
import { BOOKED_STATUSES, type ListingStatus, PROFILE_PICTURE_PLACEHOLDER } from '@ownless/shared';
import { type Executor, fixedQuery, queryRows } from '../../db/client';
import { containing } from '../../lib/like';
import { intArrayLiteral, textArray } from '../../lib/sql-arrays';

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
  created_at: Date | string;
  distance_km?: number | null;
  rental_type: { id: number; name: string } | null;
  category: { id: number; name: string } | null;
  images: { id: number; file_path: string; is_cover: 0 | 1; position: number }[];
  frequencies: { id: number; type: 'rent' | 'sale'; frequency: string; price_cents: number }[];
}

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
  /** Free for the whole range: no blocked day and stock left (dates inclusive). */
  available?: { startDate: string; endDate: string };
  minPriceCents?: number;
  maxPriceCents?: number;
  forSale?: boolean;
  ids?: number[];
}

export type ListingSort = {
  field: 'price' | 'newest' | 'distance' | 'rating' | 'relevance';
  order: 'asc' | 'desc';
};

/** Totals above this are estimated (see count). */
export const COUNT_CAP = 2_000;

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
const isoTime = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A listing's card (listingSummarySchema) as json_build_object's arguments, every field
 * written as toListingSummary writes it: prices in dollars beside cents, rating and distance
 * to one decimal, ISO times. `distanceKm` is the distance from the searched point, or NULL.
 * Joined as l, rt and c.
 */
const summaryFields = (distanceKm: SQL) => sql`
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
    'created_at', ${isoTime(sql`l.created_at`)}`;

/** The JSON-building select list of search pages (shaped by toListingSummary). */
const summaryColumns = sql`
  l.id, l.name, l.short_address, l.latitude, l.longitude, l.city, l.state, l.country,
  l.formatted_address, l.place_id, l.postal_code, l.status, l.owner_id, l.rating_avg, l.review_count, l.created_at,
  ${rentalTypeJson} AS rental_type,
  ${categoryJson} AS category,
  ${imagesJson} AS images,
  ${frequenciesJson()} AS frequencies`;

/** Prefix tsquery from plain words: 'cordless dri' → 'cordless:* & dri:*'. */
export function toPrefixQuery(words: string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

const tsQuery = (words: string[]) => sql`to_tsquery('english', ${toPrefixQuery(words)})`;

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
const earthPoint = (near: { lat: unknown; lng: unknown }) =>
  sql`ll_to_earth(${near.lat}::float8, ${near.lng}::float8)`;

function whereClause(filter: ListingFilter): SQL {
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
    const { startDate, endDate } = filter.available;
    conditions.push(
      sql`NOT EXISTS (SELECT 1 FROM listing_blocked_dates b WHERE b.listing_id = l.id AND b.start_date <= ${endDate}::date AND b.end_date >= ${startDate}::date)`,
    );
    // The days are the listing's own (decision 0002): from the local start of the first day
    // to that of the day after the last. PostgreSQL reads a local midnight the clocks jump
    // over as the moment they land, the day's real start.
    conditions.push(
      sql`l.quantity > (SELECT coalesce(sum(r.quantity), 0) FROM reservations r WHERE r.listing_id = l.id AND r.status = ANY(${textArray([...BOOKED_STATUSES])}) AND r.start_at < ((${endDate}::date + 1)::timestamp AT TIME ZONE l.timezone) AND r.end_at > (${startDate}::date::timestamp AT TIME ZONE l.timezone))`,
    );
  }
  if (filter.minPriceCents !== undefined)
    conditions.push(sql`l.min_rent_price_cents >= ${filter.minPriceCents}`);
  if (filter.maxPriceCents !== undefined)
    conditions.push(sql`l.min_rent_price_cents <= ${filter.maxPriceCents}`);
  if (filter.forSale) conditions.push(sql`l.has_sale_price`);
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

function orderBy(filter: ListingFilter, sort: ListingSort): SQL {
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

interface DetailBodyRow {
  status: ListingStatus;
  owner_id: number;
  body: string;
}

/** See findDetailBody. Compiled once: only the id changes. */
const detailBodyQuery = fixedQuery<DetailBodyRow, 'id'>(
  ['id'],
  (values) => sql`
  SELECT l.status, l.owner_id, json_build_object('listing', json_build_object(
    ${summaryFields(sql`NULL::float8`)},
    'description', l.description, 'condition', l.condition, 'brand', l.brand, 'model', l.model,
    'attributes', l.attributes, 'included', l.included, 'quantity', l.quantity,
    'deposit_cents', l.deposit_cents, 'min_rental_units', l.min_rental_units,
    'max_rental_units', l.max_rental_units, 'advance_notice_hours', l.advance_notice_hours,
    'fulfilment', l.fulfilment, 'delivery_radius_km', l.delivery_radius_km,
    'shipping_options', (SELECT coalesce(json_agg(json_build_object('id', so.id, 'name', so.name, 'price_cents', so.price_cents)
        ORDER BY so.position, so.id), '[]'::json)
       FROM listing_shipping_options lso JOIN shipping_options so ON so.id = lso.shipping_option_id
      WHERE lso.listing_id = l.id),
    'pickup_notes', l.pickup_notes, 'return_notes', l.return_notes, 'house_rules', l.house_rules,
    'timezone', l.timezone, 'terms_accepted', l.terms_accepted_at IS NOT NULL,
    'policy', CASE WHEN p.id IS NULL THEN NULL
         ELSE json_build_object('id', p.id, 'name', p.name, 'description', p.description) END,
    'blocked_dates', (SELECT coalesce(json_agg(json_build_object('id', b.id, 'start_date', b.start_date,
        'end_date', b.end_date, 'reason', b.reason) ORDER BY b.start_date, b.id), '[]'::json)
       FROM listing_blocked_dates b WHERE b.listing_id = l.id),
    'owner', json_build_object('id', u.id, 'fullName', trim(u.first_name || ' ' || u.last_name),
      'firstName', u.first_name, 'profilePicture', coalesce(u.profile_picture, ${PROFILE_PICTURE_PLACEHOLDER}::text),
      'businessName', u.business_name),
    'updated_at', ${isoTime(sql`l.updated_at`)}
  ))::text AS body
  FROM listings l
  JOIN users u ON u.id = l.owner_id
  LEFT JOIN rental_types rt ON rt.id = l.rental_type_id
  LEFT JOIN categories c ON c.id = l.category_id
  LEFT JOIN policies p ON p.id = l.policy_id
  WHERE l.id = ${values.id}`,
);

/**
 * The cards of a page: `pageIds` is a row source of (id, rank); distances are measured from
 * `near` when a place was given.
 */
const cardsOf = (pageIds: SQL, near?: { lat: number; lng: number }) => sql`
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

/** How many of the newest keyword matches relevance ranks (see rankedByRelevance). */
export const RELEVANCE_CANDIDATES = 1_001;

type CardsOf = (pageIds: SQL) => SQL;

export function listingsRepository(db: Executor) {
  // The search pages whose cards are wanted, sent together (see cardsInOrder).
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

  /** Rows of a page statement that carries `matches` on every row (and one row when empty). */
  async function withCount(statement: SQL) {
    const rows = await queryRows<ListingSummaryRow & { matches: number; rank: number | null }>(
      db,
      statement,
    );
    return {
      rows: rows
        .filter((row) => row.rank !== null)
        .map(({ matches: _matches, rank: _rank, ...row }) => row),
      matches: rows[0]?.matches ?? 0,
    };
  }

  /**
   * Keyword pages by relevance, in work bounded by the page, not by the catalogue: the
   * newest `candidates` matches are taken in the newest-first index order (or from the GIN
   * bitmap when the words are rare: the planner chooses), ranked by `ts_rank`, and
   * followed by every older match, newest first. Pages are consistent — the candidates are
   * exactly the first matches in that order — and the candidates are also the count,
   * bounded like every other search's (decision 0002).
   */
  async function rankedByRelevance(
    where: SQL,
    query: SQL,
    sort: ListingSort,
    offset: number,
    perPage: number,
    options: { candidates?: number; cards: CardsOf },
  ) {
    const pool = options.candidates ?? RELEVANCE_CANDIDATES;
    const best = sql.raw(sort.order === 'desc' ? 'ASC' : 'DESC');
    const newest = sql`l.created_at DESC, l.id DESC`;
    const ranked = sql`WITH candidates AS MATERIALIZED (
        SELECT l.id, l.created_at, ts_rank(l.search_vector, ${query}) AS score
        FROM listings l WHERE ${where} ORDER BY ${newest} LIMIT ${pool}
      ), ranked AS (
        SELECT id, row_number() OVER (ORDER BY score ${best}, created_at DESC, id DESC) AS rank
        FROM candidates
      )`;
    // Past the candidates the order is newest first; a page may straddle the two.
    const tailFrom = Math.max(offset, pool);
    const tailSize = offset + perPage - tailFrom;
    const tail =
      tailSize > 0
        ? sql` UNION ALL SELECT t.id, ${tailFrom}::bigint + t.n FROM unnest(ARRAY(
            SELECT l.id FROM listings l WHERE ${where} ORDER BY ${newest} LIMIT ${tailSize} OFFSET ${tailFrom}
          )) WITH ORDINALITY AS t(id, n)`
        : sql``;
    const pageIds = sql`(SELECT id, rank FROM ranked WHERE rank > ${offset} AND rank <= ${offset + perPage}${tail}) page`;
    const found = await withCount(sql`${ranked}
      SELECT counted.matches, found.*
      FROM (SELECT count(*)::int AS matches FROM candidates) counted
      LEFT JOIN (${options.cards(pageIds)}) found ON true
      ORDER BY found.rank`);
    return { ...found, exact: false };
  }

  return {
    /**
     * Whether every word (stop words aside) starts a word of some published listing, as the
     * keyword search matches them: a word that does is spelled as renters' listings spell it.
     */
    async knowsWords(words: string[]): Promise<boolean> {
      const [row] = await queryRows<{ known: boolean | null }>(
        db,
        sql`SELECT bool_and(numnode(q) = 0 OR EXISTS (
                SELECT 1 FROM listings l WHERE l.status = 'Published' AND l.search_vector @@ q)) AS known
            FROM unnest(${textArray(words)}) AS w, LATERAL to_tsquery('english', w || ':*') AS q`,
      );
      return row?.known ?? true;
    },

    /** A listing's status, or null when there is no such listing. */
    async statusOf(id: number): Promise<ListingStatus | null> {
      const [row] = await queryRows<{ status: ListingStatus }>(
        db,
        sql`SELECT status FROM listings WHERE id = ${id}`,
      );
      return row?.status ?? null;
    },

    /**
     * One page of listings and, with `countUpTo`, how many listings match, in one round trip.
     *
     * Keywords (full-text or typo matches) make PostgreSQL read every match from a GIN
     * bitmap and sort them, so the statement numbers the matches once and counts them:
     * exact, at no extra cost (`exact: true`). Other filters walk an index in the page's order and stop
     * after the page, and the same statement counts the matches in whatever order is
     * cheapest, stopping at `countUpTo` (decision 0002). Either way only the page's rows
     * then get their images and prices.
     */
    async search(
      filter: ListingFilter,
      page: number,
      perPage: number,
      sort: ListingSort = { field: 'newest', order: 'asc' },
      options: { countUpTo?: number } = {},
    ): Promise<{ rows: ListingSummaryRow[]; matches?: number; exact?: boolean }> {
      const offset = (page - 1) * perPage;
      const where = whereClause(filter);
      const order = orderBy(filter, sort);
      const cards = (pageIds: SQL) => cardsOf(pageIds, filter.near);
      // The page's ids in order, found with ORDER BY … LIMIT alone.
      const limited = sql`unnest(ARRAY(
          SELECT l.id FROM listings l WHERE ${where} ORDER BY ${order} LIMIT ${perPage} OFFSET ${offset}
        )) WITH ORDINALITY AS page(id, rank)`;
      if (options.countUpTo === undefined) {
        return {
          rows: await queryRows<ListingSummaryRow>(db, sql`${cards(limited)} ORDER BY page.rank`),
        };
      }
      if (filter.words?.length && sort.field === 'relevance')
        return rankedByRelevance(where, tsQuery(filter.words), sort, offset, perPage, {
          candidates: options.countUpTo,
          cards,
        });
      // Ranking by typo likeness needs every match; sorted by a column, a keyword page is
      // the first rows of that column's index that match, and the count stops at countUpTo
      // as without a keyword.
      const exact = Boolean(filter.fuzzy);
      // Every match numbered once, for the count and the page (no LIMIT: with one,
      // PostgreSQL 15 costs the window as if it could stop early and walks a sort index,
      // testing the condition row by row).
      const ranked = sql`WITH ranked AS (
          SELECT l.id, row_number() OVER (ORDER BY ${order}) AS rank FROM listings l WHERE ${where}
        )`;
      const counted = exact
        ? sql`SELECT count(*)::int AS matches FROM ranked`
        : sql`SELECT count(*)::int AS matches
              FROM (SELECT 1 FROM listings l WHERE ${where} LIMIT ${options.countUpTo}) bounded`;
      const pageIds = exact
        ? sql`(SELECT id, rank FROM ranked WHERE rank > ${offset} AND rank <= ${offset + perPage}) page`
        : limited;
      // One row even when the page is empty (past the end), carrying the count.
      const rows = await withCount(sql`${exact ? ranked : sql``}
        SELECT counted.matches, found.*
        FROM (${counted}) counted
        LEFT JOIN (${cards(pageIds)}) found ON true
        ORDER BY found.rank`);
      return { ...rows, exact };
    },
    /**
     * The cards of these published listings, in this order (the in-memory index chose
     * them: decision 0017), as the JSON text of a search page's `items`, built by PostgreSQL
     * (summaryFields) and sent as it is: no row parsing, mapping or serialisation. A listing
     * unpublished since is left out; `count` is how many are in.
     *
     * The pages asked for in one turn of the event loop share one statement: under load,
     * several searches end their index part in the same turn, and each statement costs the
     * server a write and a wake-up of PostgreSQL (a third of its time per search before).
     */
    cardsInOrder(
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
    },

    /**
     * Exact up to COUNT_CAP matches; past that, the planner's estimate (never below the
     * cap). Counting every one of 95,000 matches costs more than the page itself.
     */
    async count(filter: ListingFilter): Promise<number> {
      const where = whereClause(filter);
      const [row] = await queryRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM listings l WHERE ${where} LIMIT ${COUNT_CAP}) capped`,
      );
      const exact = row?.total ?? 0;
      if (exact < COUNT_CAP) return exact;
      const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        db,
        sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM listings l WHERE ${where}`,
      );
      const estimate = Math.round(plan?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0);
      return Math.max(COUNT_CAP, estimate);
    },

    /**
     * A listing's public page as the JSON body of GET /listing/:id, `{"listing": …}` in the
     * shape of listingDetailSchema, built by PostgreSQL in one statement: the server sends it
     * as it is, with no row parsing, mapping or serialisation. The summary fields are written
     * as toListingSummary writes them (prices in dollars beside cents, rating to one decimal,
     * ISO times); a route test compares the two.
     */
    async findDetailBody(id: number): Promise<DetailBodyRow | null> {
      const [row] = await detailBodyQuery(db, { id });
      return row ?? null;
    },

    /** Published listings after `afterId` in id order, with when they last changed (the sitemap). */
    publishedPage(afterId: number, limit: number) {
      return queryRows<{ id: number; updated_at: Date | string }>(
        db,
        sql`SELECT id, updated_at FROM listings WHERE status = 'Published' AND id > ${afterId} ORDER BY id LIMIT ${limit}`,
      );
    },

    async publishedCount(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM listings WHERE status = 'Published'`,
      );
      return row?.n ?? 0;
    },

    /** Owners with at least one published listing, after `afterId` in id order (their public profiles). */
    publishingOwnersPage(afterId: number, limit: number) {
      return queryRows<{ id: number }>(
        db,
        sql`SELECT DISTINCT owner_id AS id FROM listings WHERE status = 'Published' AND owner_id > ${afterId} ORDER BY owner_id LIMIT ${limit}`,
      );
    },
  };
}
export type ListingsRepository = ReturnType<typeof listingsRepository>;
