/**
 * `npm run bench:index`: the in-memory search index alone (decision 0017). Loads it from a
 * database loaded by `npm run bench` (BENCH_DATABASE_URL), runs long-tail searches (the
 * `longtail` scenario) one at a time through the search service, and times only the
 * index's part of each (SearchIndex.search): mean, p50, p99, and the mean of each kind of
 * search (its sort, and whether it has a word, a category or rental type, a place, dates).
 *
 * The same searches run BENCH_ROUNDS times (3): the first round also pays for what the index
 * keeps between searches (a group's or a word's order), the later ones show the steady
 * state. Every search is still distinct within a round, so no answer is reused.
 *
 * To compare two trees on the same searches: BENCH_PATHS_FILE names a file of paths, one per
 * line; it is written when missing and replayed when present. Knobs: BENCH_SEARCHES (3000).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { listingSearchQuerySchema } from '@ownless/shared';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { listingsService } from '../src/modules/listings/listings.service';
import { SearchIndex } from '../src/modules/listings/search-index';
import { loadRefs, longTailPath } from './longtail';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL to a database loaded by npm run bench.');
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 3000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PATHS_FILE = process.env.BENCH_PATHS_FILE;

// Time the index's own call; the rest of a search (the cards from the database) is not.
let spent = 0;
let kept = '';
const search = SearchIndex.prototype.search;
SearchIndex.prototype.search = function timed(this: SearchIndex, query) {
  const started = performance.now();
  try {
    return search.call(this, query);
  } finally {
    spent += performance.now() - started;
    kept = JSON.stringify(this.kept());
  }
};

const pool = new pg.Pool({ connectionString: url, max: 2 });
const db = drizzle(pool, { schema }) as unknown as Database;
const service = listingsService(db, { cacheSeconds: 0, searchIndex: { syncMs: 3_600_000 } });
const loading = performance.now();
service.warmIndex();
while (service.indexState() === 'loading') await new Promise((r) => setTimeout(r, 100));
if (service.indexState() !== 'ready') throw new Error(`index: ${service.indexState()}`);
console.log(`index loaded in ${((performance.now() - loading) / 1000).toFixed(1)} s`);

let paths: string[];
if (PATHS_FILE && existsSync(PATHS_FILE)) {
  paths = readFileSync(PATHS_FILE, 'utf8').split('\n').filter(Boolean);
} else {
  const refs = await loadRefs(db);
  paths = Array.from({ length: SEARCHES }, () => longTailPath(refs));
  if (PATHS_FILE) writeFileSync(PATHS_FILE, `${paths.join('\n')}\n`);
}
const queries = paths.map((path) =>
  listingSearchQuerySchema.parse(Object.fromEntries(new URL(path, 'http://bench').searchParams)),
);

/** A search's kind: its sort, then what it filters on. */
function kindOf(path: string) {
  const params = new URL(path, 'http://bench').searchParams;
  return [
    params.get('sortBy'),
    params.has('search') && 'word',
    params.has('category') && 'category',
    params.has('rental_type') && 'type',
    params.has('lat') && 'place',
    params.has('start_date') && 'dates',
  ]
    .filter(Boolean)
    .join('+');
}

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const mean = (list: number[]) => list.reduce((sum, ms) => sum + ms, 0) / list.length;

let times: number[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  times = [];
  for (const query of queries) {
    spent = 0;
    await service.searchUncached(query);
    times.push(spent);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `round ${round}: ${times.length} searches, index time per search: mean ${mean(times).toFixed(3)} ms, p50 ${at(sorted, 0.5).toFixed(3)} ms, p99 ${at(sorted, 0.99).toFixed(3)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; kept ${kept}`,
  );
}
await pool.end();

// The last round's means by kind, the heaviest first (kinds of 20 searches or more).
const kinds = new Map<string, number[]>();
paths.forEach((path, i) => {
  const kind = kindOf(path);
  kinds.set(kind, [...(kinds.get(kind) ?? []), times[i]!]);
});
console.log('\nlast round by kind (20 searches or more), mean ms:');
for (const [kind, list] of [...kinds]
  .filter(([, list]) => list.length >= 20)
  .sort((a, b) => mean(b[1]) - mean(a[1])))
  console.log(
    `  ${mean(list).toFixed(3).padStart(7)}  ${String(list.length).padStart(4)}×  ${kind}`,
  );
