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
import { withDatabase } from './global-setup-postgres';

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

/** Tables whose rows are reference data seeded in the template; everything else is reset. */
const REFERENCE_TABLES = new Set([
  'rental_types',
  'categories',
  'policies',
  'shipping_options',
  'faqs',
  'terms_and_conditions',
  'blog_posts',
]);

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

/** Empties every table but the reference data, and restarts ids. */
export async function resetDatabase(database: DatabaseHandle) {
  const tables = await queryRows<{ tablename: string }>(
    database.db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  );
  const names = tables.map((t) => t.tablename).filter((name) => !REFERENCE_TABLES.has(name));
  if (names.length === 0) return;
  const truncate = sql.raw(
    `TRUNCATE ${names.map((n) => `"${n}"`).join(', ')} RESTART IDENTITY CASCADE`,
  );
  // The app's own background work (the scheduler's first pass, mail sent after a request)
  // may still be writing when the next test starts. TRUNCATE locks table after table, so
  // PostgreSQL can pick it as a deadlock's victim: the writer then finishes and TRUNCATE
  // goes through on a second try.
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.execute(truncate);
      return;
    } catch (error) {
      const failure = error as { code?: string; cause?: { code?: string } };
      const deadlock = (failure.code ?? failure.cause?.code) === '40P01';
      if (!deadlock || attempt >= 5) throw error;
    }
  }
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
 * Registers the hooks of a server test file: one database and app per file, emptied
 * before each test. Returns a context whose fields are ready inside tests.
 */
export function useTestApp(
  overrides: Record<string, string> | (() => Record<string, string>) = {},
  options: {
    webDist?: () => string;
    onRoute?: BuildAppOptions['onRoute'];
    now?: () => Date;
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
    const database = await openTestDatabase();
    const app = await buildApp({
      config,
      database,
      storage: await createStorage(config),
      webDist: options.webDist?.() ?? null,
      onRoute: options.onRoute,
      now: options.now,
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
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
