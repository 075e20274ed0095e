import { LRUCache } from 'lru-cache';

/** What one load needs: how to load the value, and whether the answer may be kept. */
interface LoadContext<V> {
  loader: () => Promise<V>;
  shouldStore: (value: V) => boolean;
}

export interface RefreshingCache<V> {
  /** The cached value, a stale one while it refreshes, or the loader's answer (shared). */
  load(key: string, loader: () => Promise<V>, shouldStore?: (value: V) => boolean): Promise<V>;
  /** Forgets every entry; loads already under way still answer their callers but store nothing. */
  clear(): void;
}

/**
 * An in-process cache (lru-cache) with a time to live, a stale window and a size bound: the
 * least recently used entries leave first once the entries' total `sizeOf` passes `maxSize`,
 * and an entry larger than `maxSize` is answered but not kept. Each server instance has its
 * own: entries are short-lived, so instances never disagree for long.
 *
 * Concurrent misses for one key share a single load (no stampede when a popular page
 * expires). An entry past its time to live but within `staleMs` more is answered at once
 * while one refresh runs behind it; past that, callers wait for the load. A failed refresh
 * leaves the stale entry to run out its window. `clear()` also discards loads under way, so
 * a change is never overwritten by an older answer. A time to live of 0 turns caching off:
 * every load runs.
 */
export function refreshingCache<V>(options: {
  ttlMs: number;
  staleMs: number;
  maxSize: number;
  sizeOf: (value: V) => number;
}): RefreshingCache<V> {
  const { ttlMs, staleMs, maxSize, sizeOf } = options;
  if (ttlMs <= 0) return { load: (_key, loader) => loader(), clear() {} };

  // Values are boxed so that null (say, "no such listing") is a value the cache can hold.
  const cache = new LRUCache<string, { value: V }, LoadContext<V>>({
    // lru-cache counts an entry stale only past the whole window; freshness is read from the
    // time it has left (see load).
    ttl: ttlMs + staleMs,
    // The wall clock, read through the global Date each time (tests replace it to age entries).
    perf: { now: () => Date.now() },
    maxSize,
    sizeCalculation: (box) => sizeOf(box.value),
    // A refresh that fails puts the stale entry back rather than dropping it.
    noDeleteOnFetchRejection: true,
    // clear() aborts loads under way: they still answer whoever waits, but are not stored.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { options: setOptions, context }) => {
      const value = await context.loader();
      // An answer not to keep is sized past the bound: lru-cache then returns it unstored.
      if (!context.shouldStore(value)) setOptions.size = maxSize + 1;
      return { value };
    },
  });

  return {
    async load(key, loader, shouldStore = () => true) {
      // Time left before the entry leaves the stale window (0 when absent): more than
      // staleMs is fresh, and up to that it is answered stale while a refresh runs.
      const left = cache.getRemainingTTL(key);
      const box = await cache.forceFetch(key, {
        context: { loader, shouldStore },
        forceRefresh: left <= staleMs,
        allowStale: left > 0,
      });
      return box.value;
    },
    clear: () => cache.clear(),
  };
}
