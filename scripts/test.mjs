// `npm test`: every unit and API test (Vitest, all workspaces; PostgreSQL too when
// TEST_DATABASE_URL is set), then the browser journeys (Playwright). Ends with one line
// "Total: N passed, N failed" and exits non-zero on any failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildServerIfNeeded,
  buildWebIfNeeded,
  findChromium,
  journeyShards,
  nodeIsSupported,
  root,
  run,
  runJourneys,
  runOnSupportedNode,
} from './lib.mjs';

// The web tests' DOM (jsdom) needs Node 22.22 / 24.15 or later. On an older Node the whole run
// moves to Node 24, fetched from the npm registry once (scripts/with-node.mjs), so a fresh
// machine's `npm install && npm test` works whatever Node it has.
if (!nodeIsSupported()) {
  process.exit(await runOnSupportedNode('node', [path.join(root, 'scripts/test.mjs')]));
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-test-report-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = (shard) => path.join(reports, `playwright-${shard}.json`);
const shards = journeyShards();

const unitCode = await run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);

let e2eCode = 0;
const chromium = findChromium();
if (!chromium) {
  console.warn(
    '\n\x1b[33m!!! No Chromium found (set CHROME_PATH or `apt-get install -y chromium`): SKIPPING the browser tests. !!!\x1b[0m\n',
  );
} else {
  // The journeys run against what production runs: the built app and the compiled server.
  e2eCode = await buildWebIfNeeded();
  if (e2eCode === 0) e2eCode = await buildServerIfNeeded();
  if (e2eCode === 0) {
    e2eCode = await runJourneys({ chromium, shards, jsonReport: playwrightReport });
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  // A file that fails to load has no failed test of its own: count it once.
  failed += vitest.numFailedTests || vitest.numFailedTestSuites || 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
} else if (unitCode !== 0) {
  failed += 1;
}
for (let shard = 0; shard < shards; shard++) {
  const playwright = readJson(playwrightReport(shard));
  if (playwright?.stats) {
    passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
    failed += playwright.stats.unexpected ?? 0;
    skipped += playwright.stats.skipped ?? 0;
  } else if (e2eCode !== 0) {
    failed += 1;
  }
}
fs.rmSync(reports, { recursive: true, force: true });

const exitCode = unitCode !== 0 || e2eCode !== 0 ? 1 : 0;
if (exitCode !== 0 && failed === 0) failed = 1;
console.log(`\nTotal: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.chdir(root);
process.exit(exitCode);
