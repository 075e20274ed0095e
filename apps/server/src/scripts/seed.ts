import { loadConfigOrFail, openMigratedDatabase } from '../bootstrap';
import { createStorage } from '../lib/create-storage';
import { ensureSeeded } from '../seed/seed';

/** `npm run seed`: migrates and seeds what is missing. Safe to run again (it only adds to an empty database). */
const config = loadConfigOrFail();
const database = await openMigratedDatabase(config);
const storage = await createStorage(config);
try {
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
