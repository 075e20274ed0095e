import { loadConfigOrFail, openMigratedDatabase } from '../bootstrap';
import { databaseLabel, logLine } from '../lib/startup';

/**
 * `npm run migrate`: applies the pending migrations and exits. Deployments run it once
 * before rolling their instances (docs/deploy.md); it is safe to run again, and safe while
 * instances run (PostgreSQL migrations take an advisory lock). The server still migrates by
 * itself at start, so a single machine needs nothing but `npm start`.
 */
const config = loadConfigOrFail();
const database = await openMigratedDatabase(config);
logLine('info', `migrations applied to ${databaseLabel(config)}`);
await database.close();
