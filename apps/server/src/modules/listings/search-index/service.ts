import type { FastifyBaseLogger } from 'fastify';
import { zonedDay } from '@ownless/shared';
import type { Database } from '../../../db/client';
import { GRID_CELL_DEGREES } from './geo';
import { SearchIndex } from './search-index';
import {
  type BlockedRow,
  type BookedRow,
  type IndexRow,
  type RulesRow,
  searchIndexRepository,
} from './repository';
import { readSnapshot, UnusableSnapshot, writeSnapshot } from './snapshot';
import type { IndexedListing, ListingAvailability } from './types';

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
    instantBooking: row.instant_booking,
    terms: parseTsvector(row.terms),
  };
}

function availabilityOf(blocked: BlockedRow[], booked: BookedRow[], rules: RulesRow[]) {
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
  for (const r of rules)
    of(r.listing_id).rules = {
      minHours: Number(r.min_hours),
      noticeHours: r.notice_hours,
      windowDays: r.booking_window_days,
      timezone: r.timezone,
    };
  // A booking holds the listing's local days from the one it starts on to the one its last
  // moment falls on (its end is the first free instant, hence a millisecond before it,
  // rounded up first as the database keeps microseconds): turned into days here, once, so a
  // search compares strings rather than asking Intl for every listing it tests.
  for (const r of booked)
    of(r.listing_id).booked.push({
      startDay: zonedDay(Math.floor(Number(r.start_ms)), r.timezone),
      endDay: zonedDay(Math.ceil(Number(r.end_ms)) - 1, r.timezone),
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
/** How often a running instance writes its snapshot: well within RELOAD_AFTER_MS. */
const SNAPSHOT_EVERY_MS = 10 * 60_000;
/** A load that failed is tried again this much later. */
const RETRY_LOAD_MS = 5_000;
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
  options: {
    syncMs: number;
    log?: FastifyBaseLogger;
    now?: () => number;
    /** Awaited before a load starts (tests hold the index in its loading state). */
    beforeLoad?: () => Promise<void>;
    /** The snapshot's file (decision 0021): read at the first load, written after loads and every SNAPSHOT_EVERY_MS. */
    snapshot?: string;
  },
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
  /** The last whole load: how long it took, and what from. */
  let lastLoad: { ms: number; source: 'snapshot' | 'database' } | null = null;
  let triedSnapshot = false;
  let writing = false;
  let savedAt = 0;
  let saver: NodeJS.Timeout | null = null;

  /**
   * A whole new index; it replaces the current one when done. The first load of an
   * instance starts from the snapshot when there is a usable one (decision 0021), any
   * other from the published listings in the database.
   */
  function load(): Promise<void> {
    loading ??= (async () => {
      await options.beforeLoad?.();
      const started = now();
      const first = !triedSnapshot;
      triedSnapshot = true;
      // How old the snapshot started from was; null: loaded from the database.
      const age = first && options.snapshot ? await restore(options.snapshot) : null;
      const restored = age !== null;
      if (!restored) await loadFromDatabase();
      lastLoad = { ms: now() - started, source: restored ? 'snapshot' : 'database' };
      options.log?.info(
        { listings: index!.size, ms: lastLoad.ms, from: lastLoad.source },
        'search index loaded',
      );
      // A snapshot is kept younger than the oldest a start may use (see SNAPSHOT_EVERY_MS).
      if (!restored || age > SNAPSHOT_EVERY_MS) void saveSnapshot();
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  async function loadFromDatabase() {
    const from = await repo.horizon();
    const fresh = new SearchIndex();
    const [blocked, booked, rules] = [
      await repo.blockedOf('all'),
      await repo.bookedOf('all'),
      await repo.rulesOf('all'),
    ];
    const days = availabilityOf(blocked, booked, rules);
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
    fresh.finishLoading(days);
    index = fresh;
    horizon = from;
    syncedAt = now();
  }

  /**
   * The index from the snapshot at `path`, caught up with the change log since it was
   * written; false (and the reason logged) when there is none or it cannot be trusted: of
   * another database or version, damaged, ahead of the database, or older than the change
   * log is sure to reach back (its position may have been pruned), or the listings were
   * emptied since.
   */
  async function restore(path: string): Promise<number | null> {
    try {
      const { position, state } = await readSnapshot(path);
      if (position.database !== (await repo.identity()))
        throw new UnusableSnapshot('it is of another database');
      const checkedAt = now();
      if (checkedAt - position.syncedAt > RELOAD_AFTER_MS)
        throw new UnusableSnapshot('it is older than the change log is sure to reach back');
      const changes = await repo.changesSince(position.horizon);
      if (position.horizon > changes.horizon)
        throw new UnusableSnapshot('it is ahead of the database (restored from a backup?)');
      if (changes.all) throw new UnusableSnapshot('the listings were emptied since');
      const restored = SearchIndex.fromState(state);
      if (changes.ids.length > 0) {
        const { listings, removed, availability } = await changedRows(changes.ids);
        restored.apply(listings, removed, availability);
      }
      index = restored;
      horizon = changes.horizon;
      syncedAt = checkedAt;
      return checkedAt - position.syncedAt;
    } catch (error) {
      const reason = error instanceof UnusableSnapshot ? error.message : String(error);
      options.log?.info({ reason }, 'search index snapshot not used: loading from the database');
      return null;
    }
  }

  /**
   * Writes the index to its snapshot, if it has one and no write is under way. The state
   * and its position are taken at one moment; the writing runs beside searches and changes.
   */
  async function saveSnapshot(): Promise<void> {
    if (!options.snapshot || !index || writing || closed) return;
    writing = true;
    try {
      const position = { database: await repo.identity(), horizon, syncedAt };
      if (!index) return;
      await writeSnapshot(options.snapshot, index.exportState(), position);
      savedAt = now();
    } catch (error) {
      if (!closed) options.log?.warn({ err: error }, 'search index: could not write its snapshot');
    } finally {
      writing = false;
    }
  }

  /** The rows of listings that changed, as the index takes them (apply). */
  async function changedRows(ids: number[]) {
    const rows = await repo.rowsOf(ids);
    const days = availabilityOf(
      await repo.blockedOf(ids),
      await repo.bookedOf(ids),
      await repo.rulesOf(ids),
    );
    const published = rows.filter((row) => row.status === 'Published');
    const listed = new Set(published.map((row) => row.id));
    return {
      listings: published.map(toIndexed),
      removed: ids.filter((id) => !listed.has(id)),
      availability: new Map<number, ListingAvailability | null>(
        ids.map((id) => [id, days.get(id) ?? null]),
      ),
    };
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
    const rows = changes.ids.length > 0 ? await changedRows(changes.ids) : null;
    // A load that finished meanwhile replaced the index: follow from its own horizon.
    if (index !== current || horizon !== since) return follow();
    if (rows) current.apply(rows.listings, rows.removed, rows.availability);
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

  /** The index's size, counted again only once it has changed (a count walks every lexeme). */
  let counted: { index: SearchIndex; size: number; waste: number; bytes: number } | null = null;
  function bytesOf(current: SearchIndex): number {
    // Every change drops a slot or adds one, so size and waste together tell one happened.
    const { size, waste } = current;
    if (counted?.index !== current || counted.size !== size || counted.waste !== waste)
      counted = { index: current, size, waste, bytes: current.bytes() };
    return counted.bytes;
  }

  /**
   * Loads until it succeeds: an instance whose load failed (the database away at start-up)
   * gets no searches to start another while readiness keeps traffic from it.
   */
  function warm() {
    if (options.snapshot && !saver && options.syncMs > 0) {
      // Kept fresh enough for a new instance to start from (see RELOAD_AFTER_MS): caught up
      // with the change log first, so it holds what the database held a moment ago.
      saver = setInterval(() => {
        if (!index || now() - savedAt < SNAPSHOT_EVERY_MS / 2) return;
        void sync(false)
          .then(saveSnapshot)
          .catch((error) => fail(error));
      }, SNAPSHOT_EVERY_MS).unref();
    }
    if (index || closed || options.syncMs === 0) return;
    load().catch((error) => {
      fail(error);
      setTimeout(warm, RETRY_LOAD_MS).unref();
    });
  }

  return {
    /** Starts loading in the background (at start-up, so the first searches find it ready). */
    warm,

    state(): 'ready' | 'loading' {
      return index ? 'ready' : 'loading';
    },

    /**
     * Whether searches run in SQL because the index is not loaded yet. With `syncMs` 0 a
     * search waits for the load instead, so nothing waits on it.
     */
    loading(): boolean {
      return !index && options.syncMs > 0;
    },

    /** Figures for /metrics: the last load, the index's size, and when it last followed the log. */
    async stats() {
      const current = index;
      const lag = current ? await repo.lagSince(horizon) : null;
      return {
        loadSeconds: lastLoad ? lastLoad.ms / 1000 : null,
        loadedFrom: lastLoad?.source ?? null,
        listings: current?.size ?? 0,
        bytes: current ? bytesOf(current) : 0,
        lagChanges: lag?.changes ?? null,
        lagSeconds: lag?.seconds ?? null,
        syncedAt: current ? syncedAt / 1000 : null,
      };
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
      if (saver) clearInterval(saver);
    },
  };
}
export type SearchIndexService = ReturnType<typeof searchIndexService>;
