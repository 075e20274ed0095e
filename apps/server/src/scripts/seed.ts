import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../lib/data-dir-lock';
import { createStorage } from '../lib/storage';
import { ensureSeeded } from '../seed/seed';

/** `npm run seed`: migrates and seeds what is missing. Safe to run again (it only adds to an empty database). */
const config = loadConfig();
const database = await openDatabase(config).catch((error: unknown) => {
  // The server running on the same embedded database: say so in one line.
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const storage = await createStorage(config);
try {
  await database.migrate();
  const result = await ensureSeeded(database.db, storage, {
    demo: config.seedDemoData,
    log: (msg) => console.log(msg),
  });
  console.log(
    result.reference || result.demo
      ? `Seeded: reference data ${result.reference ? 'added' : 'already there'}, demo data ${result.demo ? 'added' : 'skipped (the database already has users or demo data is off)'}.`
      : 'Nothing to seed: the database already has data.',
  );
} finally {
  storage.close?.();
  await database.close();
}
