/**
 * `npm run bench`: loads generated listings (100,000 by default) into PostgreSQL
 * (BENCH_DATABASE_URL) or, when unset, an embedded PGlite database; starts the real
 * server in its own process; drives it with autocannon; prints requests/s and latency
 * for a trivial route, mixed searches and listing-detail reads, and the ratio of each to
 * the trivial route so results compare across machines.
 *
 * Knobs: BENCH_LISTINGS (100000), BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_PORT (3990),
 * BENCH_ONLY (a comma list of scenarios after the trivial one: search,longtail,detail),
 * BENCH_ROUNDS (1: with more, the trivial route and each scenario take turns, round after
 * round; each column of the table is the median over the rounds (of two middle rounds, their
 * mean), errors are summed, and each round's share is taken against that round's trivial
 * route, measured seconds before rather than minutes: on a shared machine whose speed drifts,
 * that is the fairer ratio),
 * BENCH_NODE_ARGS (Node flags for the server, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
 *
 * The server's pool is sized as docs/performance.md advises for a database on the same small
 * machine (twice its cores) unless DATABASE_POOL_SIZE is set.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client';
import { seedReference } from '../src/seed/seed';
import { generateListings } from './generate';
import { loadRefs, longTailPath, pick, type Refs } from './longtail';

const env = process.env;
const LISTINGS = Number(env.BENCH_LISTINGS ?? 100_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Math.max(1, Math.floor(Number(env.BENCH_ROUNDS ?? 1)) || 1);
const PORT = Number(env.BENCH_PORT ?? 3990);
const ONLY = new Set(
  (env.BENCH_ONLY ?? 'search,longtail,detail').split(',').map((name) => name.trim()),
);
const databaseUrl = env.BENCH_DATABASE_URL;
const POOL = env.DATABASE_POOL_SIZE ?? String(2 * os.availableParallelism());
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = path.join(os.tmpdir(), 'ownless-bench-pglite');

const log = (msg: string) => console.log(`[bench] ${msg}`);

async function prepare(): Promise<Refs> {
  const handle: DatabaseHandle = databaseUrl
    ? await openPostgres(databaseUrl, 4)
    : await openPglite({ dataDir: path.join(dataDir, 'db') });
  try {
    log(`database: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : `PGlite at ${dataDir}`}`);
    await handle.migrate();
    await seedReference(handle.db);
    const started = Date.now();
    const total = await generateListings(handle.db, LISTINGS, log);
    log(`${total} listings ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return await loadRefs(handle.db);
  } finally {
    await handle.close();
  }
}

/** BENCH_NODE_ARGS: Node flags for the server (to profile it, say). */
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

async function startServer() {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_ENABLED: 'false',
      DATA_DIR: dataDir,
      DATABASE_POOL_SIZE: POOL,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/health/live`);
      if (res.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('the server did not start');
}

function searchPath(refs: { categories: number[]; types: number[] }) {
  const city = pick([
    [37.7749, -122.4194],
    [40.7128, -74.006],
    [39.7392, -104.9903],
    [30.2672, -97.7431],
    [47.6062, -122.3321],
    [41.8781, -87.6298],
  ]);
  const words = ['drill', 'tent', 'kayak', 'camera', 'ladder', 'portable', 'bike', 'speaker'];
  const variants = [
    () => `/api/listings?per_page=9&page=1`,
    () => `/api/listings?per_page=9&search=${pick(words)}`,
    () =>
      `/api/listings?per_page=9&search=${pick(words)}&category=${pick(refs.categories)}&lat=${city[0]}&lng=${city[1]}&radius=50&sortBy=price`,
    () =>
      `/api/listings?per_page=9&rental_type=${pick(refs.types)}&lat=${city[0]}&lng=${city[1]}&sortBy=distance`,
    () =>
      `/api/listings?per_page=9&category=${pick(refs.categories)}&page=${1 + Math.floor(Math.random() * 5)}`,
    () => `/api/listings?per_page=9&min_price=20&max_price=80&sortBy=price&sortOrder=desc`,
  ];
  return pick(variants)();
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function drive(name: string, nextPath: () => string): Promise<Row> {
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: CONNECTIONS,
      duration,
      requests: [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }],
    });
  await run(2); // warm-up: JIT, caches, connection pool
  const result = await run(SECONDS);
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Waits until the server is ready (decision 0021): public search runs on the in-memory index
 * (decision 0017), so every measured search is answered by it; SEARCH_INDEX=off measures the
 * SQL search instead.
 */
async function indexReady() {
  const started = Date.now();
  while (!(await fetch(`http://127.0.0.1:${PORT}/api/health/ready`)).ok)
    await new Promise((r) => setTimeout(r, 250));
  const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
  const { searchIndex } = (await res.json()) as { searchIndex: string };
  log(
    `ready, search index ${searchIndex} (waited ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

const refs = await prepare();
const server = await startServer();
try {
  await indexReady();
  log(
    `driving ${CONNECTIONS} connections for ${SECONDS} s per scenario on ${os.cpus().length} cores; server pool ${POOL}`,
  );
  const scenarios: [string, () => string][] = [
    ['trivial (GET /api/health/live)', () => '/api/health/live'],
  ];
  if (ONLY.has('search'))
    scenarios.push(['search (GET /api/listings, mixed)', () => searchPath(refs)]);
  if (ONLY.has('longtail'))
    scenarios.push([
      'search, long tail (every request distinct, no cache can help)',
      () => longTailPath(refs),
    ]);
  if (ONLY.has('detail'))
    scenarios.push(['detail (GET /api/listing/:id)', () => `/api/listing/${pick(refs.ids)}`]);
  // rounds[r][s]: scenario s in round r; a round's shares use that round's trivial route.
  const rounds: Row[][] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const round: Row[] = [];
    for (const [name, next] of scenarios) round.push(await drive(name, next));
    rounds.push(round);
    if (ROUNDS > 1)
      log(
        `round ${r + 1}/${ROUNDS}: ${round.map((row) => `${row.rps} req/s p99 ${row.p99} ms`).join(' · ')}`,
      );
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  const rows = scenarios.map(([name], s) => {
    const runs = rounds.map((round) => round[s]!);
    const shares = rounds.map((round) => round[s]!.rps / round[0]!.rps);
    return {
      name,
      rps: Math.round(median(runs.map((row) => row.rps))),
      p50: median(runs.map((row) => row.p50)),
      p99: median(runs.map((row) => row.p99)),
      errors: runs.reduce((sum, row) => sum + row.errors, 0),
      share: median(shares),
      shares,
    };
  });
  if (ROUNDS > 1)
    console.log(
      `\n${ROUNDS} rounds: each column the median over the rounds (errors summed); a share is against its own round's trivial route, its range in brackets`,
    );
  console.log('\n| scenario | req/s | p50 ms | p99 ms | errors | share of trivial |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const spread =
      ROUNDS > 1 && row !== rows[0]
        ? ` (${percent(Math.min(...row.shares))} – ${percent(Math.max(...row.shares))})`
        : '';
    console.log(
      `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${percent(row.share)}${spread} |`,
    );
  }
  const out = path.join(os.tmpdir(), 'ownless-bench.json');
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        database: databaseUrl ? 'postgres' : 'pglite',
        listings: LISTINGS,
        connections: CONNECTIONS,
        seconds: SECONDS,
        rounds: rounds.length,
        pool: Number(POOL),
        rows,
        perRound: rounds,
      },
      null,
      2,
    ),
  );
  log(`results also written to ${out}`);
} finally {
  server.kill('SIGTERM');
}
