import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { listingSearchQuerySchema } from '@ownless/shared';
import { listingsService } from '../src/modules/listings/listings.service';
import * as schema from '../src/db/schema';

const url = process.env.BENCH_DATABASE_URL!;
const N = Number(process.env.N ?? 300);
const log: { text: string; values: unknown[]; ms: number }[] = [];
class TimedPool extends pg.Pool {
  // @ts-expect-error overload
  async query(config: any, values?: any) {
    const t = performance.now();
    const r = await super.query(config, values);
    log.push({
      text: config.text ?? config,
      values: config.values ?? values,
      ms: performance.now() - t,
    });
    return r;
  }
}
const pool = new TimedPool({ connectionString: url, max: 1 });
const db = drizzle(pool, { schema }) as any;
const { loadRefs } = await import('./longtail');
const refs = await loadRefs(db);
const { longTailPath } = await import('./longtail');
const svc = listingsService(db, { cacheSeconds: 0 });
const results: { path: string; ms: number; queries: typeof log }[] = [];
for (let i = 0; i < N; i++) {
  const p = longTailPath(refs);
  const q = listingSearchQuerySchema.parse(Object.fromEntries(new URL(p, 'http://x').searchParams));
  log.length = 0;
  const t = performance.now();
  await svc.searchUncached(q);
  results.push({ path: p, ms: performance.now() - t, queries: [...log] });
}
results.sort((a, b) => b.ms - a.ms);
const ms = results.map((r) => r.ms).sort((a, b) => a - b);
console.log(
  'p50',
  ms[Math.floor(N / 2)]!.toFixed(1),
  'p90',
  ms[Math.floor(N * 0.9)]!.toFixed(1),
  'p99',
  ms[Math.floor(N * 0.99)]!.toFixed(1),
  'mean',
  (ms.reduce((a, b) => a + b) / N).toFixed(1),
);
(await import('node:fs')).writeFileSync('/tmp/search-work/probe.json', JSON.stringify(results, null, 1));
for (const r of results.slice(0, 15))
  console.log(r.ms.toFixed(1), r.path, r.queries.map((q) => q.ms.toFixed(1)).join(','));
await pool.end();
const K = Number(process.env.K ?? 3);
const c = new pg.Client({ connectionString: url });
await c.connect();
const allq = results.flatMap((r) => r.queries.map((q) => ({ ...q, path: r.path }))).sort((a, b) => b.ms - a.ms);
for (const q of allq.slice(0, K)) {
  const r = await c.query({ text: 'EXPLAIN (ANALYZE, BUFFERS) ' + q.text, values: q.values as any[] });
  console.log('\n=== ' + q.ms.toFixed(1) + ' ms ' + q.path + '\n' + q.text + '\n' + JSON.stringify(q.values) + '\n' + r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
}
await c.end();
