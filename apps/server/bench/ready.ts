/**
 * `npm run bench:ready`: how long a new instance takes to become ready (decision 0021) on
 * the database of `npm run bench` (BENCH_DATABASE_URL): from its process start to
 * GET /api/health/ready answering 200. It starts the real server twice on one new data
 * directory: first without a search index snapshot (the index loads from the database, then
 * writes one), then with the snapshot the first wrote (read, then caught up from the change
 * log). Knobs: BENCH_PORT (3993), BENCH_NODE_ARGS (Node flags for the server),
 * BENCH_WARM_RUNS (1: how many starts from the snapshot), BENCH_COMPILED=1 (run
 * dist/server.js, as production does, after `npm run build`, instead of the TypeScript
 * through tsx, whose compiling adds seconds to every start).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL to a database loaded by npm run bench.');
const PORT = Number(process.env.BENCH_PORT ?? 3993);
const WARM_RUNS = Math.max(1, Number(process.env.BENCH_WARM_RUNS ?? 1) || 1);
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-bench-ready-'));
const snapshot = path.join(dataDir, 'search-index.snapshot');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ask(route: string): Promise<number | null> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}${route}`)).status;
  } catch {
    return null;
  }
}

/** Starts a server and answers when it was alive and ready, in seconds from its start. */
async function start(): Promise<{ child: ChildProcess; alive: number; ready: number }> {
  const started = performance.now();
  const entry =
    process.env.BENCH_COMPILED === '1' ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_ENABLED: 'false',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SEARCH_INDEX_SNAPSHOT: snapshot,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (/search index|snapshot/.test(line)) console.log(`  server: ${line.slice(0, 300)}`);
  });
  // Timed when the answer arrives: a server building its index may hold a request a while.
  const elapsed = () => (performance.now() - started) / 1000;
  let alive = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited');
    if (!alive && (await ask('/api/health/live')) === 200) alive = elapsed();
    if ((await ask('/api/health/ready')) === 200) return { child, alive, ready: elapsed() };
    await sleep(100);
  }
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

console.log(`[bench] data directory ${dataDir}`);
const cold = await start();
console.log(
  `[bench] without a snapshot: alive after ${cold.alive.toFixed(1)} s, ready after ${cold.ready.toFixed(1)} s`,
);
// The snapshot is written after the load, in the background.
for (let i = 0; i < 600 && !fs.existsSync(snapshot); i++) await sleep(500);
await stop(cold.child);
const size = fs.existsSync(snapshot) ? fs.statSync(snapshot).size : 0;
console.log(`[bench] snapshot: ${(size / 1e6).toFixed(0)} MB`);
for (let run = 1; run <= WARM_RUNS; run++) {
  const warm = await start();
  console.log(
    `[bench] with the snapshot (${run}): alive after ${warm.alive.toFixed(1)} s, ready after ${warm.ready.toFixed(1)} s`,
  );
  await stop(warm.child);
}
fs.rmSync(dataDir, { recursive: true, force: true });
