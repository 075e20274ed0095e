import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  GRID_CELL_DEGREES,
  type IndexedListing,
  type ListingAvailability,
  SearchIndex,
} from './search-index';
import {
  type BlockedRow,
  type BookedRow,
  type IndexRow,
  searchIndexRepository,
} from './search-index.repository';

const WEIGHT_CODE: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
/** One entry of a tsvector's text: a quoted lexeme ('' and \ escaped), then its positions. */
const TSVECTOR_ENTRY = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;

/** A tsvector's text as lexeme → best weight (3 = A … 0 = D). */
export function parseTsvector(text: string): Map<string, number> {
  const terms = new Map<string, number>();
  for (const [, quoted, positions] of text.matchAll(TSVECTOR_ENTRY)) {
    const lexeme = quoted!.replace(/''/g, "'").replace(/\\(.)/g, '$1');
    let best = 0;
    if (positions)
      for (const position of positions.split(',')) {
        const code = WEIGHT_CODE[position.at(-1)!] ?? 0;
        if (code > best) best = code;
      }
    terms.set(lexeme, Math.max(best, terms.get(lexeme) ?? 0));
  }
  return terms;
}

function toIndexed(row: IndexRow): IndexedListing {
  return {
    id: row.id,
    ownerId: row.owner_id,
    categoryId: row.category_id,
    rentalTypeId: row.rental_type_id,
    priceCents: row.price_cents,
    forSale: row.for_sale,
    rating: row.rating,
    reviewCount: row.review_count,
    createdUs: Number(row.created_us),
    latitude: row.latitude,
    longitude: row.longitude,
    quantity: row.quantity,
    terms: parseTsvector(row.terms),
  };
}

function availabilityOf(blocked: BlockedRow[], booked: BookedRow[]) {
  const days = new Map<number, ListingAvailability>();
  const of = (id: number) => {
    let entry = days.get(id);
    if (!entry) {
      entry = { blocked: [], booked: [] };
      days.set(id, entry);
    }
    return entry;
  };
  for (const b of blocked) of(b.listing_id).blocked.push([b.start_date, b.end_date]);
  for (const r of booked)
    of(r.listing_id).booked.push({
      startMs: Number(r.start_ms),
      endMs: Number(r.end_ms),
      quantity: r.quantity,
    });
  return days;
}

const LOAD_BATCH = 5_000;
/**
 * An index that has not followed the change log for this long loads afresh rather than
 * follow it: the retention job deletes changes after RETENTION_CHANGE_LOG_HOURS (1 hour at
 * least), so this must stay well under an hour (and so must the age of any horizon an index
 * starts following from).
 */
const RELOAD_AFTER_MS = 30 * 60_000;
/** Slots left behind by changes, as a share of all, past which the index is rebuilt. */
const MAX_WASTE = 0.25;
/** A smaller index is not worth rebuilding for the room it would free. */
const MIN_REBUILT = 10_000;

/**
 * The search index of this instance, loaded from the database and kept in step with the
 * change log (decision 0017). `current()` answers the index to search, or null while it is
 * loading or cannot follow (the caller then searches in SQL):
 *
 * - `syncMs` 0: every search first reads the change log (and the first search waits for the
 *   load) — tests, and anyone who wants every search to see every commit;
 * - otherwise a search reads the change log first when it was last read `syncMs` ago or
 *   more (one small statement, for at most one search in that time), or when a change was
 *   made on this instance (`changed()`), so a writer sees its own change in its next
 *   search. Another instance's change shows in searches within `syncMs`.
 */
export function searchIndexService(
  db: Database,
  options: { syncMs: number; log?: FastifyBaseLogger; now?: () => number },
) {
  const repo = searchIndexRepository(db);
  const now = options.now ?? Date.now;
  let index: SearchIndex | null = null;
  let horizon = 0;
  let syncedAt = 0;
  let stale = false;
  let loading: Promise<void> | null = null;
  let syncing: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let closed = false;

  /** A whole new index from the published listings; it replaces the current one when done. */
  function load(): Promise<void> {
    loading ??= (async () => {
      const started = now();
      const from = await repo.horizon();
      const fresh = new SearchIndex();
      const [blocked, booked] = [await repo.blockedOf('all'), await repo.bookedOf('all')];
      const days = availabilityOf(blocked, booked);
      // Numbered in grid order (see publishedIdsInGridOrder): a search around a place reads
      // its listings' columns as a few runs of neighbouring memory, not a million scattered
      // cache lines. One unpublished since the ids were read is left out here; a change
      // after the horizon is followed as any other.
      const ids = await repo.publishedIdsInGridOrder(GRID_CELL_DEGREES);
      for (let start = 0; start < ids.length; start += LOAD_BATCH) {
        const batch = ids.subarray(start, start + LOAD_BATCH);
        const position = new Map<number, number>();
        for (let i = 0; i < batch.length; i++) position.set(batch[i]!, i);
        const rows = await repo.publishedOf(batch);
        rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
        fresh.add(rows.map(toIndexed));
      }
      fresh.seal(days);
      index = fresh;
      horizon = from;
      syncedAt = now();
      options.log?.info({ listings: fresh.size, ms: now() - started }, 'search index loaded');
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  async function follow(): Promise<void> {
    const current = index;
    const since = horizon;
    if (!current) return;
    const checkedAt = now();
    const changes = await repo.changesSince(since);
    if (changes.all || checkedAt - syncedAt > RELOAD_AFTER_MS) {
      await load();
      return;
    }
    let listings: IndexedListing[] = [];
    let removed: number[] = [];
    let availability: Map<number, ListingAvailability | null> | undefined;
    if (changes.ids.length > 0) {
      const ids = changes.ids;
      const rows = await repo.rowsOf(ids);
      const days = availabilityOf(await repo.blockedOf(ids), await repo.bookedOf(ids));
      const published = rows.filter((row) => row.status === 'Published');
      const listed = new Set(published.map((row) => row.id));
      listings = published.map(toIndexed);
      removed = ids.filter((id) => !listed.has(id));
      availability = new Map(ids.map((id) => [id, days.get(id) ?? null]));
    }
    // A load that finished meanwhile replaced the index: follow from its own horizon.
    if (index !== current || horizon !== since) return follow();
    if (changes.ids.length > 0) current.apply(listings, removed, availability);
    horizon = changes.horizon;
    syncedAt = checkedAt;
    if (current.waste > MAX_WASTE && current.size > MIN_REBUILT)
      void load().catch((error) => fail(error));
  }

  /**
   * Reads the change log once for all concurrent callers. `fresh`: the caller must see what
   * was committed before it asked, which a read already under way may have missed, so it
   * waits for one more after it.
   */
  function sync(fresh: boolean): Promise<void> {
    if (!syncing) {
      syncing = follow().finally(() => {
        syncing = null;
      });
      return syncing;
    }
    if (!fresh) return syncing;
    queued ??= syncing
      .catch(() => {})
      .then(() => {
        queued = null;
        return sync(false);
      });
    return queued;
  }

  function fail(error: unknown) {
    if (!closed) options.log?.error({ err: error }, 'search index: could not follow the database');
  }

  return {
    /** Starts loading in the background (at start-up, so the first searches find it ready). */
    warm() {
      if (!index && options.syncMs > 0) void load().catch((error) => fail(error));
    },

    state(): 'ready' | 'loading' {
      return index ? 'ready' : 'loading';
    },

    /** A change was committed on this instance: the next search reads the change log first. */
    changed() {
      stale = true;
    },

    /** The index to search, up to date as the options say; null: search in SQL instead. */
    async current(): Promise<SearchIndex | null> {
      try {
        if (!index) {
          if (options.syncMs > 0) {
            void load().catch((error) => fail(error));
            return null;
          }
          await load();
          return index;
        }
        if (stale || now() - syncedAt >= options.syncMs) {
          const fresh = stale || options.syncMs === 0;
          stale = false;
          try {
            await sync(fresh);
          } catch (error) {
            stale = true;
            throw error;
          }
        }
        return index;
      } catch (error) {
        fail(error);
        return null;
      }
    },

    close() {
      closed = true;
    },
  };
}
export type SearchIndexService = ReturnType<typeof searchIndexService>;
