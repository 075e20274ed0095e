import { type Config, ConfigError, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { DataDirLockedError } from './lib/data-dir-lock';
import { databaseLabel, failStartup, retryWhileUnreachable } from './lib/startup';

/**
 * The first steps every process of the server shares (the server, `npm run migrate`,
 * `npm run seed`): read the configuration and open the database with its migrations
 * applied. What fails here ends the process with one log line (lib/startup.ts).
 */
export function loadConfigOrFail(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) failStartup(error.message);
    throw error;
  }
}

/** Opens the database, waiting for an unreachable PostgreSQL up to DATABASE_CONNECT_TIMEOUT_SECONDS, and migrates it. */
export async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  const where = databaseLabel(config);
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config);
  } catch (error) {
    // The embedded database in use by another process: its own message names it.
    if (error instanceof DataDirLockedError) failStartup(error.message);
    failStartup(`could not open ${where}`, error);
  }
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
  return database;
}
