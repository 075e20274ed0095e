// `npm run lint:openapi`: builds the server app on a throwaway in-memory database, takes the
// OpenAPI document it serves at /api/docs/json, and lints it with Redocly's recommended rules
// (redocly.yaml). `node scripts/openapi.mjs --out <file>` only writes the document.
//
// Offline on purpose: nothing listens, no database or Redis from .env is used, and Redocly's
// usage data and update checks are off.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { root } from './lib.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' } } });

/** The document exactly as the app serves it, with every route that can be registered. */
async function buildDocument() {
  const server = (file) => tsImport(path.join(root, 'apps/server/src', file), import.meta.url);
  const [{ buildApp }, { loadConfig }, { openPglite }] = await Promise.all([
    server('app.ts'),
    server('config.ts'),
    server('db/client.ts'),
  ]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-openapi-data-'));
  // An explicit environment, not process.env: the document must not depend on who runs this.
  // The development mailbox is on so that its route is linted too.
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    DEV_MAILBOX: 'true',
  });
  const database = await openPglite();
  // Never migrated: the routes are all there is to read, and nothing that waits for the
  // migrations (the search index) starts.
  const app = await buildApp({ config, database, webDist: null, starting: ['migrations'] });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const document = await buildDocument();
const json = `${JSON.stringify(document, null, 2)}\n`;

if (values.out) {
  fs.writeFileSync(path.resolve(values.out), json);
  process.exit(0);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-openapi-'));
const file = path.join(dir, 'openapi.json');
fs.writeFileSync(file, json);
const lint = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
    'lint',
    file,
    '--config',
    path.join(root, 'redocly.yaml'),
    '--format',
    'json',
  ],
  {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    },
  },
);
fs.rmSync(dir, { recursive: true, force: true });

let report;
try {
  report = JSON.parse(lint.stdout);
} catch {
  // Not a report: Redocly itself failed (a bad redocly.yaml, say); its own words say why.
  process.stderr.write(lint.stderr || lint.stdout);
  process.exit(lint.status || 1);
}

// One line a problem, named by where it is in the document (`GET /api/config`) rather than by
// a line of a temporary file.
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const where = (pointer = '') => {
  const parts = pointer
    .replace(/^#\//, '')
    .split('/')
    .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'));
  if (parts[0] === 'paths' && METHODS.has(parts[2]))
    return [`${parts[2].toUpperCase()} ${parts[1]}`, ...parts.slice(3)].join(' › ');
  return parts.join(' › ');
};
for (const problem of report.problems) {
  console.log(
    `${problem.severity.padEnd(7)} ${problem.ruleId.padEnd(24)} ${where(problem.location?.[0]?.pointer)}: ${problem.message}`,
  );
}
const { errors, warnings } = report.totals;
console.log(`OpenAPI document: ${errors} errors, ${warnings} warnings (Redocly, redocly.yaml).`);
process.exit(errors > 0 ? 1 : 0);
