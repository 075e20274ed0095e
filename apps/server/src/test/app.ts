import type { PaymentProvider } from '../modules/payments/provider';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { type DatabaseHandle, openPglite, openPostgres, queryRows } from '../db/client';
import { createStorage } from '../lib/create-storage';
import { closeAfterFile } from './file-teardown';
import { withDatabase } from './global-setup-postgres';
import { REFERENCE_TABLES, resetDatabase } from './reset-database';

export { resetDatabase };

export type TestDatabase =
  | { kind: 'pglite'; dumpPath: string; tmpDir: string }
  | { kind: 'postgres'; url: string; template: string; tmpDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
    testDatabaseUrl: string;
    testRedisUrl: string;
  }
}

/** A fresh database for this test file, copied from the migrated template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const dump = new Blob([fs.readFileSync(target.dumpPath)]);
    return openPglite({ loadDataDir: dump });
  }
  const name = `${target.template}_f${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${target.template}`);
  } finally {
    await admin.end();
  }
  const handle = await openPostgres(withDatabase(target.url, name), 25);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: target.url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await cleanup.end();
    },
  };
}

/** What the reference tables hold: a file's describe blocks share a database only while it is unchanged. */
async function referenceFingerprint(database: DatabaseHandle): Promise<string> {
  const parts: string[] = [];
  for (const table of REFERENCE_TABLES) {
    const [row] = await queryRows<{ hash: string }>(
      database.db,
      sql.raw(
        `SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS hash FROM "${table}" r`,
      ),
    );
    parts.push(row?.hash ?? '');
  }
  return parts.join(',');
}

/** The database of this test file (module state is per file): opened once, shared by its apps. */
let fileDatabase: { database: DatabaseHandle; reference: string; close(): Promise<void> } | null =
  null;

/**
 * A database as the template left it, for the next app of this file. Loading a copy costs
 * about a second of CPU, so describe blocks reuse the file's copy once it is emptied, unless
 * a test changed the reference data: then a fresh copy replaces it.
 */
async function databaseForFile(): Promise<DatabaseHandle> {
  if (fileDatabase) {
    const current = fileDatabase;
    if ((await referenceFingerprint(current.database)) === current.reference) {
      await resetDatabase(current.database);
      return current.database;
    }
    fileDatabase = null;
    await current.close();
  }
  const database = await openTestDatabase();
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= database.close());
  fileDatabase = { database, reference: await referenceFingerprint(database), close };
  closeAfterFile(close);
  return database;
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Shorthand for `app.inject` that parses JSON. */
  request(
    options: InjectOptions,
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
}

/** A built web app of one page, as Vite writes it: a new folder with this index.html (webDist). */
export function builtWeb(indexHtml: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
  return dist;
}

/**
 * Registers the hooks of a server test file: one app per describe block on the file's
 * database, emptied before each test (and before the app is built). Returns a context whose fields are ready inside tests.
 */
export function useTestApp(
  overrides: Record<string, string> | (() => Record<string, string>) = {},
  options: {
    webDist?: () => string;
    onRoute?: BuildAppOptions['onRoute'];
    now?: () => Date;
    /** The payment provider (a recording wrapper around the sandbox); the configured one when absent. */
    payments?: () => PaymentProvider;
    /** false keeps one world for the whole file. */
    resetBeforeEach?: boolean;
  } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const target = inject('testDatabase');
    const dataDir = fs.mkdtempSync(path.join(target.tmpDir, 'file-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_ENABLED: 'false',
      LISTING_CACHE_SECONDS: '0',
      // Every search reads the change log first, so a row a test just wrote is found.
      SEARCH_INDEX_SYNC_MS: '0',
      ...(typeof overrides === 'function' ? overrides() : overrides),
    });
    const database = await databaseForFile();
    const app = await buildApp({
      config,
      database,
      storage: await createStorage(config),
      webDist: options.webDist?.() ?? null,
      onRoute: options.onRoute,
      now: options.now,
      payments: options.payments?.(),
    });
    await app.ready();
    Object.assign(context, {
      app,
      database,
      config,
      async request(options: InjectOptions) {
        const response = await app.inject(options);
        let body: unknown = response.body;
        if ((response.headers['content-type'] ?? '').toString().includes('application/json')) {
          body = response.json();
        }
        return { status: response.statusCode, body, headers: response.headers };
      },
    });
  });
  if (options.resetBeforeEach !== false) {
    beforeEach(async () => {
      await resetDatabase(context.database);
    });
  }
  // The database stays open for the file's next app; it closes after the file.
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}
