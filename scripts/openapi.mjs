// `npm run lint:openapi`: builds the server app on a throwaway in-memory database, takes the
// OpenAPI document it serves at /api/docs/json, and lints it with Redocly's recommended rules
// (redocly.yaml). `node scripts/openapi.mjs --out <file>` only writes the document.
//
// Offline on purpose: nothing listens, no database or Redis from .env is used, and Redocly's
// usage data and update checks are off.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { root, run } from './lib.mjs';

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
const code = await run(
  process.execPath,
  [
    path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
    'lint',
    file,
    '--config',
    path.join(root, 'redocly.yaml'),
    // One line a problem; the document is kept when it fails, so its lines can be looked up.
    '--format',
    'stylish',
  ],
  {
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    },
  },
);
if (code === 0) fs.rmSync(dir, { recursive: true, force: true });
else console.error(`The linted document is kept at ${file}.`);
process.exit(code);
