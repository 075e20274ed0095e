import { type Config, ConfigError, loadConfig, loadEnvFile } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { DataDirLockedError } from './lib/data-dir-lock';
import { databaseLabel, failStartup, retryWhileUnreachable } from './lib/startup';

/**
 * The first steps every process of the server shares (the server, `npm run migrate`,
 * `npm run seed`): read the configuration (`.env` first, when present) and open the database with its migrations
 * applied. What fails here ends the process with one log line (lib/startup.ts).
 */
export function loadConfigOrFail(): Config {
  try {
    loadEnvFile();
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) failStartup(error.message);
    throw error;
  }
}

/** Opens the database, waiting for an unreachable PostgreSQL up to DATABASE_CONNECT_TIMEOUT_SECONDS, and migrates it. */
export async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabaseOrFail(config);
  await migrateOrFail(config, database);
  return database;
}

/** Opens the database without migrating it (the server listens first, then migrates). */
export async function openDatabaseOrFail(config: Config): Promise<DatabaseHandle> {
  try {
    return await openDatabase(config);
  } catch (error) {
    // The embedded database in use by another process: its own message names it.
    if (error instanceof DataDirLockedError) failStartup(error.message);
    failStartup(`could not open ${databaseLabel(config)}`, error);
  }
}

/** Migrates the database, waiting for an unreachable PostgreSQL up to DATABASE_CONNECT_TIMEOUT_SECONDS. */
export async function migrateOrFail(config: Config, database: DatabaseHandle): Promise<void> {
  const where = databaseLabel(config);
  try {
    await retryWhileUnreachable(() => database.migrate(), {
      timeoutMs: config.databaseConnectTimeoutMs,
      what: where,
    });
  } catch (error) {
    await database.close().catch(() => {});
    failStartup(
      `could not reach or migrate ${where}; check DATABASE_URL and that the database is running`,
      error,
    );
  }
}
