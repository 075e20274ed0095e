import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../lib/data-dir-lock';
import { databaseLabel, failStartup, logLine, retryWhileUnreachable } from '../lib/startup';

/**
 * `npm run migrate`: applies the pending migrations and exits. Deployments run it once
 * before rolling their instances (docs/deploy.md); it is safe to run again, and safe while
 * instances run (PostgreSQL migrations take an advisory lock). The server still migrates by
 * itself at start, so a single machine needs nothing but `npm start`.
 */
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) failStartup(error.message);
  throw error;
}
const where = databaseLabel(config);
const database = await openDatabase(config).catch((error: unknown) => {
  failStartup(error instanceof DataDirLockedError ? error.message : `could not open ${where}`, error instanceof DataDirLockedError ? undefined : error);
});
try {
  await retryWhileUnreachable(() => database.migrate(), { timeoutMs: config.databaseConnectTimeoutMs, what: where });
  logLine('info', `migrations applied to ${where}`);
} catch (error) {
  await database.close().catch(() => {});
  failStartup(`could not migrate ${where}`, error);
}
await database.close();
