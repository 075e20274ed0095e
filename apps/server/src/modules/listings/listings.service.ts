import {
  DEFAULT_RADIUS_KM,
  type ListingStatus,
  type ListingSearchQuery,
  type ListingSummary,
} from '@ownless/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { refreshingCache } from '../../lib/refreshing-cache';
import {
  type ListingFilter,
  type ListingSort,
  type ListingSummaryRow,
  listingsRepository,
} from './listings.repository';
import {
  type SearchIndex,
  type SearchIndexService,
  searchIndexRepository,
  searchIndexService,
} from './search-index';

const DEFAULT_PER_PAGE = 9;

/** Search totals are counted up to this many matches; past it they read "1,000+". */
export const TOTAL_CAP = 1_000;

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/** Words for full-text search: letters and digits only, so no input can break the query. */
export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

export function toListingSummary(row: ListingSummaryRow): ListingSummary {
  return {
    id: row.id,
    name: row.name,
    short_address: row.short_address,
    address: {
      latitude: row.latitude,
      longitude: row.longitude,
      city: row.city,
      state: row.state,
      country: row.country,
      formatted_address: row.formatted_address,
      place_id: row.place_id,
      postal_code: row.postal_code,
    },
    images: row.images,
    frequencies: row.frequencies.map((f) => ({
      id: f.id,
      type: f.type,
      frequency: f.frequency as ListingSummary['frequencies'][number]['frequency'],
      price: f.price_cents / 100,
      price_cents: f.price_cents,
    })),
    rental_type: row.rental_type,
    category: row.category,
    is_published: row.status === 'Published' ? 1 : 0,
    status: row.status,
    owner_id: row.owner_id,
    rating: row.rating_avg === null ? null : Math.round(row.rating_avg * 10) / 10,
    distance_km:
      row.distance_km === undefined || row.distance_km === null
        ? null
        : Math.round(row.distance_km * 10) / 10,
    review_count: row.review_count,
    instant_booking: row.instant_booking,
    created_at: iso(row.created_at),
  };
}

/**
 * The total a page of `count` cards shows: exact when the page ends the matches or there
 * are at most TOTAL_CAP (or the statement counted every match anyway: `exact`); past that
 * TOTAL_CAP (or what the page itself proves) with `lowerBound` set, so no search counts
 * every match only to print a number (decision 0002).
 */
function totalOf(count: number, matches: number, exact: boolean, page: number, perPage: number) {
  const offset = (page - 1) * perPage;
  if (count > 0 && count < perPage) return { total: offset + count, lowerBound: false };
  if (!exact && matches > TOTAL_CAP)
    return {
      // A page past the last match proves nothing about the total.
      total: Math.max(TOTAL_CAP, count > 0 ? offset + count : 0),
      lowerBound: true,
    };
  return { total: matches, lowerBound: false };
}

/** A page of search results: its items as JSON text, and the total it shows. */
interface FoundPage {
  items: string;
  total: number;
  lowerBound: boolean;
}

/** GET /listings' body (listingSearchResultSchema), in the schema's field order. */
function resultBody(found: FoundPage, page: number, perPage: number): string {
  return `{"items":${found.items},"total":${found.total},"total_is_lower_bound":${found.lowerBound},"page":${page},"per_page":${perPage}}`;
}

/** Days before this one are not in the index (it keeps bookings from yesterday on). */
const indexFirstDay = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** Whether the in-memory index holds what this search filters on. */
function indexCanAnswer(filter: ListingFilter): boolean {
  return (
    filter.statuses.length === 1 &&
    filter.statuses[0] === 'Published' &&
    filter.ids === undefined &&
    filter.fuzzy === undefined &&
    !filter.location &&
    (filter.available === undefined || filter.available.startDate >= indexFirstDay())
  );
}

function searchIn(
  index: SearchIndex,
  filter: ListingFilter,
  terms: string[],
  sort: ListingSort,
  offset: number,
  limit: number,
) {
  return index.search({
    terms,
    ownerId: filter.ownerId,
    categoryId: filter.categoryId,
    rentalTypeId: filter.rentalTypeId,
    near: filter.near,
    available: filter.available,
    minPriceCents: filter.minPriceCents,
    maxPriceCents: filter.maxPriceCents,
    forSale: filter.forSale,
    instantBooking: filter.instantBooking,
    sort,
    offset,
    limit,
    countUpTo: TOTAL_CAP + 1,
  });
}

/** A word's stem as a prefix query, e.g. 'drills' → `'drill':*`. */
const STEM = /'((?:[^']|'')*)':\*/g;
/** Words remembered with their stems (a property of the language, never stale). */
const MAX_STEMS = 10_000;

/**
 * The lexeme prefixes of these words, as PostgreSQL's English full-text parser stems them
 * (so the index matches what search_vector stored); stop words give none.
 */
function stemsOf(db: Database) {
  const known = new Map<string, string[]>();
  const repo = searchIndexRepository(db);
  return async (words: string[]): Promise<string[]> => {
    const missing = [...new Set(words.filter((word) => !known.has(word)))];
    if (missing.length > 0) {
      if (known.size + missing.length > MAX_STEMS) known.clear();
      for (const { word, query } of await repo.stems(missing))
        known.set(
          word,
          [...query.matchAll(STEM)].map(([, lexeme]) => lexeme!.replace(/''/g, "'")),
        );
    }
    return [...new Set(words.flatMap((word) => known.get(word) ?? []))];
  };
}

/**
 * A detail as cached: the response body already serialised (`{"listing":…}`), so a cached
 * read costs no mapping and no serialisation; who may see it is decided per request from
 * status and owner.
 */
interface DetailEntry {
  status: ListingStatus;
  ownerId: number;
  body: string;
}

/**
 * A search is one statement: the page (an index walked in the page's order where one fits)
 * and a count of the matches bounded at TOTAL_CAP. Search pages and public detail pages are
 * remembered for LISTING_CACHE_SECONDS (10 s by default) per instance, answered up to one
 * more TTL stale while a refresh runs; a listing change on this instance forgets them at once,
 * and a reservation's change the searches by dates.
 */
export function listingsService(
  db: Database,
  options: {
    cacheSeconds: number;
    detailCacheBytes?: number;
    /** The in-memory search index (decision 0017): how often it follows the database; off: SQL only. */
    searchIndex?: { syncMs: number; snapshot?: string | null } | 'off';
    log?: FastifyBaseLogger;
    /** The server's clock: "now" of the booking rules a search by dates applies. */
    now?: () => Date;
    /** Told which engine answered each search (tests, diagnostics). */
    onSearch?: (engine: 'index' | 'sql') => void;
    /** Awaited before the search index loads (tests hold it loading). */
    beforeIndexLoad?: () => Promise<void>;
  } = { cacheSeconds: 10 },
) {
  const repo = listingsRepository(db);
  const clock = options.now ?? (() => new Date());
  const index: SearchIndexService | null =
    options.searchIndex === 'off'
      ? null
      : searchIndexService(db, {
          syncMs: options.searchIndex?.syncMs ?? 1000,
          log: options.log,
          beforeLoad: options.beforeIndexLoad,
          snapshot: options.searchIndex?.snapshot ?? undefined,
        });
  const stems = stemsOf(db);
  const ttl = options.cacheSeconds * 1000;
  // Pages and details may be answered up to one more TTL stale while a refresh runs. Pages
  // are kept as their response bodies, bounded by the characters they take: at about 6 KB a
  // page of nine, 16 MB holds some 2,500.
  const pageCache = (maxSize: number) =>
    refreshingCache<string>({
      ttlMs: ttl,
      staleMs: ttl,
      maxSize,
      sizeOf: (body) => 64 + body.length,
    });
  const pages = pageCache(16 * 1024 * 1024);
  // Searches by dates are kept apart: a reservation's change (stock on some days) forgets
  // them alone (forgetAvailability), not every page.
  const datedPages = pageCache(4 * 1024 * 1024);
  // Details are bounded by the memory their bodies take, counted in characters (V8 keeps
  // Latin text at a byte each, other scripts at two): at about 1.5 KB a listing, the
  // default 32 MB holds some 20,000.
  const details = refreshingCache<DetailEntry | null>({
    ttlMs: ttl,
    staleMs: ttl,
    maxSize: options.detailCacheBytes ?? 32 * 1024 * 1024,
    sizeOf: (entry) => 64 + (entry?.body.length ?? 0),
  });

  /**
   * A page and its total in one statement. The total is exact when the page query counted
   * every match anyway (keywords) or there are at most TOTAL_CAP; past that it is TOTAL_CAP
   * (or what the page itself proves) with `lowerBound` set, so no search counts every match
   * only to print a number (decision 0002).
   */
  async function pageWithTotal(
    filter: ListingFilter,
    page: number,
    perPage: number,
    sort: ListingSort,
  ): Promise<FoundPage> {
    const found = await repo.search(filter, page, perPage, sort, { countUpTo: TOTAL_CAP + 1 });
    options.onSearch?.('sql');
    return {
      items: JSON.stringify(found.rows.map(toListingSummary)),
      ...totalOf(found.rows.length, found.matches ?? 0, Boolean(found.exact), page, perPage),
    };
  }

  /**
   * The page from the in-memory index (decision 0017), or null when it cannot answer this
   * search (a place typed as text, dates in the past, a typo match) or is not loaded yet:
   * the caller searches in SQL then.
   */
  async function pageFromIndex(
    filter: ListingFilter,
    page: number,
    perPage: number,
    sort: ListingSort,
  ): Promise<FoundPage | null> {
    if (!index || !indexCanAnswer(filter)) return null;
    const current = await index.current();
    if (!current) return null;
    let terms: string[] = [];
    if (filter.words?.length) {
      terms = await stems(filter.words);
      // Only stop words: nothing matches, as in SQL.
      if (terms.length === 0) return { items: '[]', total: 0, lowerBound: false };
    }
    const found = searchIn(current, filter, terms, sort, (page - 1) * perPage, perPage);
    options.onSearch?.('index');
    const cards = await repo.cardsInOrder(found.ids, filter.near);
    return { items: cards.items, ...totalOf(cards.count, found.matches, false, page, perPage) };
  }

  /** Whether every word (stop words aside) is in some published listing: the index says, else SQL. */
  async function wordsKnown(words: string[]): Promise<boolean> {
    const current = index?.state() === 'ready' ? await index.current() : null;
    if (!current) return repo.knowsWords(words);
    return (await stems(words)).every((term) => current.hasLexemeStartingWith(term));
  }

  return {
    /**
     * Cards of these listings in this order, whatever their status (a saved listing that
     * was unpublished is shown as unavailable); ids that no longer exist are left out.
     */
    async summariesByIds(ids: number[]): Promise<ListingSummary[]> {
      if (ids.length === 0) return [];
      const { rows } = await repo.search(
        { statuses: ['Published', 'Inactive', 'Draft'], ids },
        1,
        ids.length,
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids
        .map((id) => byId.get(id))
        .filter((r) => r !== undefined)
        .map(toListingSummary);
    },

    /** Whether the listing exists and renters can find it. */
    async isPublished(id: number): Promise<boolean> {
      return (await repo.statusOf(id)) === 'Published';
    },

    /** Forget remembered pages and details (after a listing changes here). */
    forget() {
      pages.clear();
      datedPages.clear();
      details.clear();
      index?.changed();
    },

    /**
     * A reservation changed here (a listing's stock on some days): searches by dates forget
     * their pages, and the index reads the change in the next search, so a renter searching
     * those dates no longer finds a listing that was just booked.
     */
    forgetAvailability() {
      datedPages.clear();
      index?.changed();
    },

    /** Whether public search runs on the in-memory index yet. */
    indexState(): 'ready' | 'loading' | 'off' {
      return index ? index.state() : 'off';
    },

    /** Whether public search still waits for its index to load (readiness waits with it). */
    indexLoading(): boolean {
      return index?.loading() ?? false;
    },

    /** The search index's figures for /metrics; null when it is off. */
    indexStats() {
      return index?.stats() ?? null;
    },

    /** Starts loading the search index (at start-up). */
    warmIndex() {
      index?.warm();
    },

    close() {
      index?.close();
    },

    search(query: ListingSearchQuery): Promise<string> {
      const cache = query.start_date && query.end_date ? datedPages : pages;
      return cache.load(JSON.stringify(query), () => this.searchUncached(query));
    },

    async searchUncached(query: ListingSearchQuery): Promise<string> {
      const page = Math.max(1, query.page ?? 1);
      const perPage = query.per_page ?? DEFAULT_PER_PAGE;
      const wantsUnpublished = query.is_published === '0' || query.is_published === 'false';
      if (wantsUnpublished)
        return resultBody({ items: '[]', total: 0, lowerBound: false }, page, perPage);
      const lat = query.lat ?? query['coordinates[lat]'];
      const lng = query.lng ?? query['coordinates[lng]'];
      const keyword = query.search ?? query.keyword;
      const filter: ListingFilter = {
        statuses: ['Published'],
        words: searchWords(keyword),
        rentalTypeId: query.rental_type,
        categoryId: query.category,
        // A point with a radius replaces the text match on the place name.
        location: lat === undefined ? query.location : undefined,
        near:
          lat !== undefined && lng !== undefined
            ? { lat, lng, radiusKm: query.radius ?? DEFAULT_RADIUS_KM }
            : undefined,
        available:
          query.start_date && query.end_date
            ? { startDate: query.start_date, endDate: query.end_date, now: clock() }
            : undefined,
        minPriceCents:
          query.min_price === undefined ? undefined : Math.round(query.min_price * 100),
        maxPriceCents:
          query.max_price === undefined ? undefined : Math.round(query.max_price * 100),
        forSale: query.sale === '1' || query.sale === 'true' ? true : undefined,
        instantBooking:
          query.instant_booking === '1' || query.instant_booking === 'true' ? true : undefined,
        ownerId: query.owner_id,
      };
      const sort: ListingSort = {
        field: query.sortBy ?? (filter.words?.length ? 'relevance' : 'newest'),
        order: query.sortOrder ?? 'asc',
      };
      let found =
        (await pageFromIndex(filter, page, perPage, sort)) ??
        (await pageWithTotal(filter, page, perPage, sort));
      // Typo-tolerant fallback: nothing matched, and a word is in no listing at all (a typo),
      // so match the name by similarity. A word listings do use is spelled right: nothing
      // matched because of the other filters, and names that merely look alike would not
      // be what the renter asked for (decision 0002).
      if (
        found.total === 0 &&
        keyword &&
        filter.words?.length &&
        !(await wordsKnown(filter.words))
      ) {
        const fuzzy = { ...filter, words: undefined, fuzzy: filter.words.join(' ') };
        found = await pageWithTotal(fuzzy, page, perPage, sort);
      }
      return resultBody(found, page, perPage);
    },

    /** Published listings in id order, for the sitemap (keyset: pass the last id seen). */
    publishedPage: (afterId: number, limit: number) => repo.publishedPage(afterId, limit),
    publishedCount: () => repo.publishedCount(),
    /** Owners with published listings in id order, for the sitemap. */
    publishingOwnersPage: (afterId: number, limit: number) =>
      repo.publishingOwnersPage(afterId, limit),

    /**
     * A listing as renters see it, as the JSON body of GET /listing/:id (`{"listing":…}`,
     * built by the database: see findDetailBody). Drafts and inactive listings are visible to
     * their owner only.
     */
    async detailBody(id: number, viewerId: number | null): Promise<string> {
      // The row is loaded once for concurrent readers; who may see it is decided per request,
      // and only published listings are kept.
      const entry = await details.load(
        String(id),
        async () => {
          const row = await repo.findDetailBody(id);
          return row ? { status: row.status, ownerId: row.owner_id, body: row.body } : null;
        },
        (loaded) => loaded?.status === 'Published',
      );
      if (!entry || (entry.status !== 'Published' && entry.ownerId !== viewerId)) {
        throw notFound(/*i18n*/ 'This listing does not exist or is no longer available.');
      }
      return entry.body;
    },
  };
}
export type ListingsService = ReturnType<typeof listingsService>;
