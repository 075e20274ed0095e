import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDistDir = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.join(root, 'apps/web/dist');
export const webDist = path.join(webDistDir, 'index.html');

/**
 * Reads the repository's `.env` (or ENV_FILE) into this process's environment, for the tools
 * that `npm run dev` starts beside the server (Vite's proxy reads PORT); variables already set
 * win. The server reads the same file itself at start-up (apps/server/src/config.ts).
 */
export function loadRootEnvFile() {
  if (process.env.ENV_FILE === 'none') return;
  const file = path.resolve(root, process.env.ENV_FILE || '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    settle(child, 'exit', resolve);
  });
}

/**
 * Passes Ctrl-C and SIGTERM on to `child` until it ends (`event`: 'exit', or 'close' once its
 * piped output is read too), then resolves with its exit code (1 if a signal ended it).
 */
function settle(child, event, resolve) {
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on(event, (code, signal) => {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    resolve(code ?? (signal ? 1 : 0));
  });
}

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** True when `output` is missing or older than any of `sources` (folders or files). */
function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((source) => {
    const full = path.join(root, source);
    if (!fs.existsSync(full)) return false;
    return (
      (fs.statSync(full).isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs) > built
    );
  });
}

/** True when the built web app is missing or older than its sources. */
export function webBuildIsStale() {
  return isStale(webDist, [
    'apps/web/src',
    'apps/web/public',
    'packages/shared/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/lingui.config.ts',
  ]);
}

/**
 * Whether this Node runs the project's tools: the web build's Lingui CLI and the web tests'
 * jsdom need Node 22.22 / 24.15 or later. The product's target is Node 24 LTS.
 */
export function nodeIsSupported(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return !(major < 22 || (major === 22 && minor < 22) || (major === 24 && minor < 15));
}

/**
 * Runs a command on this Node when it is supported, else on Node 24 (fetched from the npm
 * registry once by scripts/with-node.mjs), so a fresh machine works whatever Node it has.
 */
export function runOnSupportedNode(command, args, options = {}) {
  if (nodeIsSupported()) return run(command, args, options);
  const withNode = path.join(root, 'scripts/with-node.mjs');
  return run(process.execPath, [withNode, '24', command, ...args], options);
}

export async function buildWebIfNeeded() {
  if (!webBuildIsStale()) return 0;
  console.log('Building the web app…');
  return runOnSupportedNode('npm', ['run', 'build', '-w', '@ownless/web']);
}

/** The compiled server (apps/server/scripts/build.mjs) that production runs. */
export const serverBundle = path.join(root, 'apps/server/dist/server.js');

/** True when the compiled server is missing or older than its sources. */
export function serverBuildIsStale() {
  return isStale(serverBundle, [
    'apps/server/src',
    'packages/shared/src',
    'apps/server/package.json',
    'apps/server/scripts/build.mjs',
  ]);
}

/**
 * Compiles the server when its sources changed. Without the build tool (an install with
 * --omit=dev) an existing bundle is used as it is.
 */
export async function buildServerIfNeeded() {
  if (!serverBuildIsStale()) return 0;
  if (!fs.existsSync(path.join(root, 'node_modules/esbuild'))) {
    if (fs.existsSync(serverBundle)) return 0;
    console.error(
      'The server is not compiled and the build tool is not installed: run `npm ci` (with dev dependencies) and `npm run build`.',
    );
    return 1;
  }
  console.log('Compiling the server…');
  return run('npm', ['run', 'build', '-w', '@ownless/server']);
}

/** Runs a compiled server command (server, migrate, seed) with source-mapped stack traces. */
export function runCompiled(entry, options = {}) {
  return run(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps/server/dist', `${entry}.js`)],
    options,
  );
}

/** The Chromium to drive: CHROME_PATH, then Debian's, else null. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}

/**
 * How many groups of journey files run side by side, each against its own server and
 * database (E2E_SHARDS). Two by default: one browser and one server per core on a 2-core
 * machine, where a single group leaves a core idle while a page waits on its server.
 */
export function journeyShards() {
  const wanted = Number(process.env.E2E_SHARDS);
  if (Number.isInteger(wanted) && wanted >= 1) return wanted;
  return Math.min(2, Math.max(1, os.availableParallelism()));
}

/** Runs a command, each line of its output prefixed; resolves with its exit code. */
function runPrefixed(prefix, command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline
        .createInterface({ input: stream })
        .on('line', (line) => out.write(`${prefix}${line}\n`));
    }
    settle(child, 'close', resolve);
  });
}

/**
 * The journey files split into `shards` groups of about equal running time. Playwright's own
 * --shard splits by the number of tests, and one long journey weighs as much as a
 * two-second check, so one group ran a minute longer than the other. Each file weighs what
 * it took in CI (`e2e/durations.json`, seconds; a file not in it weighs the median): the
 * heaviest go first, each to the lightest group. A stale table only costs balance.
 */
export function journeyGroups(shards) {
  const dir = path.join(root, 'e2e');
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
  let seconds = {};
  try {
    seconds = JSON.parse(fs.readFileSync(path.join(dir, 'durations.json'), 'utf8')).seconds ?? {};
  } catch {
    // No table: every file weighs the same.
  }
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length > 0 ? known[Math.floor(known.length / 2)] : 1;
  const weight = (file) => seconds[file] ?? median;
  const groups = Array.from({ length: shards }, () => ({ files: [], total: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((best, group) => (group.total < best.total ? group : best));
    lightest.files.push(`e2e/${file}`);
    lightest.total += weight(file);
  }
  return groups.map((group) => group.files.sort());
}

/**
 * Runs the Playwright journeys in `shards` groups of files at once (journeyGroups),
 * each on its own port, so each starts its own server on its own fresh database
 * (scripts/e2e-server.mjs). `jsonReport(i)` names shard i's JSON report, or is omitted.
 * Resolves with the first non-zero exit code, else 0.
 */
export async function runJourneys({ chromium, shards = 1, args = [], jsonReport }) {
  const basePort = Number(process.env.E2E_PORT ?? 3111);
  const groups = shards > 1 ? journeyGroups(shards) : [];
  const codes = await Promise.all(
    Array.from({ length: shards }, (_, index) => {
      const env = {
        ...process.env,
        CHROME_PATH: chromium,
        E2E_PORT: String(basePort + index),
        ...(jsonReport ? { PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport(index) } : {}),
      };
      if (shards === 1) return run('npx', ['playwright', 'test', ...args], { env });
      const shardArgs = ['playwright', 'test', ...groups[index], ...args];
      return runPrefixed(`[journeys ${index + 1}/${shards}] `, 'npx', shardArgs, { env });
    }),
  );
  return codes.find((code) => code !== 0) ?? 0;
}
