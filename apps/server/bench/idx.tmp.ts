/**
 * `npm run bench:explain`: runs long-tail searches (the `longtail` scenario of `npm run bench`)
 * one at a time through the search service on one PostgreSQL connection (BENCH_DATABASE_URL,
 * loaded by `npm run bench`), prints the service time per search (p50, p90, p99, mean) and,
 * for the slowest statements, `EXPLAIN (ANALYZE, BUFFERS)` with the values they ran with.
 *
 * Knobs: SEARCH_INDEX=off (the SQL search, not the in-memory index), BENCH_SEARCHES (400),
 * BENCH_EXPLAIN (3 statements explained), BENCH_PATH (one search
 * to run and explain instead, e.g. '/api/listings?search=drill&sortBy=price'), BENCH_RUNS_FILE
 * (every search's path and time, as JSON lines).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { listingSearchQuerySchema } from '@ownless/shared';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { listingsService } from '../src/modules/listings/listings.service';
import { SearchIndex } from '../src/modules/listings/search-index';
let idxMs = 0;
const orig = SearchIndex.prototype.search;
SearchIndex.prototype.search = function (q) { const s = performance.now(); try { return orig.call(this, q); } finally { idxMs += performance.now() - s; } };
import { loadRefs, longTailPath } from './longtail';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL to a database loaded by npm run bench.');
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 400);
const EXPLAIN = Number(process.env.BENCH_EXPLAIN ?? 3);
const ONE = process.env.BENCH_PATH;

interface Statement {
  text: string;
  values: unknown[];
  ms: number;
}
const statements: Statement[] = [];

// A pool that notes every statement it runs (queryRows calls query with a config object).
const pool = new pg.Pool({ connectionString: url, max: 1 });
const run = pool.query.bind(pool) as (config: pg.QueryConfig) => Promise<pg.QueryResult>;
pool.query = (async (config: pg.QueryConfig) => {
  const started = performance.now();
  const result = await run(config);
  statements.push({
    text: config.text,
    values: config.values ?? [],
    ms: performance.now() - started,
  });
  return result;
}) as typeof pool.query;
const db = drizzle(pool, { schema }) as unknown as Database;
const refs = await loadRefs(db);
// The in-memory index answers as in the server (decision 0017), loaded before the first
// search; SEARCH_INDEX=off explains the SQL search instead.
const search = listingsService(db, {
  cacheSeconds: 0,
  searchIndex: process.env.SEARCH_INDEX === 'off' ? 'off' : { syncMs: 3_600_000 },
});
search.warmIndex();
while (search.indexState() === 'loading') await new Promise((r) => setTimeout(r, 100));
const runs: { path: string; ms: number; idx: number; statements: Statement[] }[] = [];
for (let i = 0; i < (ONE ? 3 : SEARCHES); i++) {
  const path = ONE ?? longTailPath(refs);
  const query = listingSearchQuerySchema.parse(
    Object.fromEntries(new URL(path, 'http://bench').searchParams),
  );
  statements.length = 0;
  idxMs = 0;
  const started = performance.now();
  await search.searchUncached(query);
  runs.push({ path, ms: performance.now() - started, idx: idxMs, statements: [...statements] });
}
await pool.end();

const times = runs.map((r) => r.ms).sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))]!;
const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
console.log(
  `${SEARCHES} searches, one at a time: p50 ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, mean ${mean.toFixed(1)} ms`,
);

// BENCH_RUNS_FILE: every search's path and time as JSON lines, to group them by kind.
if (process.env.BENCH_RUNS_FILE) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(
    process.env.BENCH_RUNS_FILE,
    runs.map((run) => JSON.stringify({ path: run.path, ms: run.ms, idx: run.idx, sql: run.statements.map((x) => x.ms) })).join('\n'),
  );
}

const client = new pg.Client({ connectionString: url });
await client.connect();
const slowest = (ONE ? runs.slice(-1) : runs)
  .flatMap((run) => run.statements.map((statement) => ({ ...statement, path: run.path })))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, ONE ? undefined : EXPLAIN);
for (const statement of slowest) {
  const plan = await client.query<{ 'QUERY PLAN': string }>({
    text: `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
    values: statement.values,
  });
  console.log(`\n=== ${statement.ms.toFixed(1)} ms: ${statement.path}`);
  console.log(statement.text.trim());
  console.log(`values: ${JSON.stringify(statement.values)}`);
  console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
}
await client.end();
