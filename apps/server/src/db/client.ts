import crypto from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from '../lib/data-dir-lock';
import { migrationsFolder } from '../paths';
import { type ConnectionFigures, watchConnections } from './read-retry';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or an open transaction: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations (idempotent, safe with several instances starting at once). */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** The connection pool's state (PostgreSQL; the embedded database has no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Connections lost or refused, safe reads retried (PostgreSQL; absent on the embedded database). */
  connectionFigures?(): ConnectionFigures;
  close(): Promise<void>;
}

export const pgliteExtensions = { pg_trgm, cube, earthdistance };

/** Parses DATE as 'YYYY-MM-DD' strings and BIGINT counts as numbers on node-postgres. */
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

const MIGRATION_LOCK = 724_113_901;

/**
 * How long a statement waits for a connection (a free one, or a new one opening) before it
 * fails and its request answers 503. Without it, a database that stops answering without
 * refusing (a network partition) would hold every request until the operating system gives
 * up on the connection, minutes later.
 */
const CONNECT_TIMEOUT_MS = 10_000;
/** TCP keep-alive on each connection, so one whose peer vanished is noticed in seconds. */
const KEEP_ALIVE_DELAY_MS = 10_000;

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const figures = watchConnections(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    connectionFigures: () => figures,
    async migrate() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        await client.end();
      }
    },
    async ping() {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

export async function openPglite(
  options: { dataDir?: string; client?: PGlite; loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  // One process per directory: a second one would silently overwrite the first one's writes.
  const lock = options.dataDir ? await lockDataDir(options.dataDir) : null;
  let client: PGlite;
  try {
    client =
      options.client ??
      (await PGlite.create({
        dataDir: options.dataDir,
        loadDataDir: options.loadDataDir,
        extensions: pgliteExtensions,
      }));
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    async ping() {
      try {
        await client.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  databasePoolSize: number;
  pgliteDir: string;
}): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize)
    : openPglite({ dataDir: config.pgliteDir });
}

const dialect = new PgDialect();
const statementNames = new Map<string, string>();

/**
 * Runs raw SQL and returns its rows (node-postgres and PGlite both answer `{ rows }`).
 * On a PostgreSQL pool, hot read queries run as named prepared statements: planning the
 * search and detail queries costs more than executing them.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    let name = statementNames.get(text);
    if (!name) {
      name = statementName(text);
      if (statementNames.size < 5000) statementNames.set(text, name);
    }
    const result = await client.query<T & pg.QueryResultRow>({
      name,
      text,
      values: params as unknown[],
    });
    return result.rows;
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const statementName = (text: string) =>
  `q${crypto.createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/**
 * A query whose text is the same on every call, only its values change (a listing's page
 * by id). It is compiled once — turning a long statement into SQL text costs ~20 µs a
 * call — and runs as a named prepared statement on a PostgreSQL pool; elsewhere (PGlite,
 * a transaction) it is built with the values and run by queryRows.
 */
export function fixedQuery<T, K extends string>(
  keys: readonly K[],
  build: (values: Record<K, unknown>) => SQL,
) {
  let compiled: { name: string; text: string; params: unknown[] } | undefined;
  return async (db: Executor, values: Record<K, unknown>): Promise<T[]> => {
    const client = (db as { $client?: unknown }).$client;
    if (!(client instanceof pg.Pool)) return queryRows<T>(db, build(values));
    if (!compiled) {
      const placeholders = Object.fromEntries(
        keys.map((key) => [key, sql.placeholder(key)]),
      ) as Record<K, unknown>;
      const { sql: text, params } = dialect.sqlToQuery(build(placeholders));
      compiled = { name: statementName(text), text, params };
    }
    const { name, text, params } = compiled;
    const result = await client.query<T & pg.QueryResultRow>({
      name,
      text,
      values: fillPlaceholders(params, values),
    });
    return result.rows;
  };
}
