import { buildApp } from './app';
import { loadConfigOrFail, migrateOrFail, openDatabaseOrFail } from './bootstrap';
import { exposureWarnings } from './lib/exposure';
import { failStartup } from './lib/startup';
import { createStorage } from './lib/create-storage';
import { startScheduler } from './jobs/scheduler';
import { demoDataRefusal } from './seed/demo-guard';
import { ensureSeeded } from './seed/seed';

/**
 * Starts one production process: listen (liveness answers from here on), migrate, seed if
 * empty, then take traffic once ready (GET /api/health/ready: migrated and the search index
 * loaded; decision 0021); shut down cleanly. A
 * failure to start (bad configuration, database unreachable past
 * DATABASE_CONNECT_TIMEOUT_SECONDS, data directory in use, port taken) is one JSON log line
 * that says what to do, and exit code 1.
 */
async function main() {
  const config = loadConfigOrFail();
  const database = await openDatabaseOrFail(config);
  const storage = await createStorage(config);
  // Listening before migrating: an orchestrator's liveness probe answers while a long
  // migration runs; readiness, and every API route but health's, wait for `done('migrations')`.
  const app = await buildApp({
    config,
    database,
    storage,
    webDist: config.webDist,
    starting: ['migrations'],
  });
  await listen();
  app.log.info(`listening on ${config.host}:${config.port}; migrating, then loading search`);
  await migrateOrFail(config, database);
  const refusal = await demoDataRefusal(config, database.db);
  if (refusal) {
    await database.close().catch(() => {});
    failStartup(refusal);
  }

  const seeded = await ensureSeeded(database.db, storage, {
    demo: config.seedDemoData,
    log: (msg) => app.log.info(msg),
  });
  if (seeded.reference || seeded.demo) app.log.info(seeded, 'seeded an empty database');

  if (!config.databaseUrl) app.log.info(`embedded database (PGlite) at ${config.pgliteDir}`);
  for (const warning of exposureWarnings(config)) app.log.warn(warning);
  if (!config.smtpUrl) {
    app.log.warn(
      config.devMailbox
        ? `mail is not configured (SMTP_URL is unset): e-mails stay in the outbox, readable from this machine at ${config.appUrl}/dev/mailbox`
        : 'mail is not configured (SMTP_URL is unset): e-mails stay in the outbox and nobody receives them; set SMTP_URL',
    );
  }

  let closing = false;
  let stopJobs = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      stopJobs();
      await app.close();
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error(error, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  app.readiness.done('migrations');
  stopJobs = startScheduler(app);
  void app.readiness
    .untilReady()
    .then(() =>
      app.log.info(
        `OwnLess is ready at ${config.appUrl} (listening on ${config.host}:${config.port})`,
      ),
    );

  async function listen() {
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      await database.close().catch(() => {});
      if ((error as { code?: unknown }).code === 'EADDRINUSE') {
        failStartup(
          `port ${config.port} on ${config.host} is already in use by another process; stop it or choose another PORT`,
          error,
        );
      }
      failStartup(`could not listen on ${config.host}:${config.port}`, error);
    }
  }
}

main().catch((error: unknown) => failStartup('start-up failed', error));
