import { type SQL, sql } from 'drizzle-orm';
import { type DatabaseHandle, type Database, queryRows } from '../db/client';

/** Tables whose rows are reference data seeded in the template; everything else is reset. */
export const REFERENCE_TABLES = new Set([
  'rental_types',
  'categories',
  'policies',
  'shipping_options',
  'faqs',
  'terms_and_conditions',
  'blog_posts',
]);

interface Layout {
  /** Every table but the reference ones. */
  tables: string[];
  /** One query naming those tables that hold rows, and the sequences that handed out ids. */
  used: SQL;
  /** Whether this connection may turn foreign-key checks off (superusers; PGlite is one). */
  canSkipChecks: boolean;
  /** Tables with triggers on TRUNCATE, which emptying them row by row would skip. */
  truncateTriggered: Set<string>;
  /** The table each id sequence belongs to. */
  ownerOf: Map<string, string>;
}

/**
 * Emptying listings by TRUNCATE leaves a row without a listing in the search index's change
 * log (its trigger), which tells every index to reload; emptied row by row, the reset writes it.
 */
const LISTINGS_TRUNCATED = sql`INSERT INTO listing_changes (listing_id) VALUES (NULL)`;

const layouts = new WeakMap<Database, Promise<Layout>>();

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function layoutOf(db: Database): Promise<Layout> {
  const tables = (
    await queryRows<{ tablename: string }>(
      db,
      sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
    )
  )
    .map((t) => t.tablename)
    .filter((name) => !REFERENCE_TABLES.has(name));
  const sequences = (
    await queryRows<{ sequence: string; owner: string }>(
      db,
      sql`SELECT s.relname AS sequence, t.relname AS owner
          FROM pg_class s
          JOIN pg_namespace n ON n.oid = s.relnamespace
          JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
          JOIN pg_class t ON t.oid = d.refobjid
          WHERE s.relkind = 'S' AND n.nspname = 'public'`,
    )
  ).filter((row) => tables.includes(row.owner));
  const [role] = await queryRows<{ superuser: boolean }>(
    db,
    sql`SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`,
  );
  const triggered = await queryRows<{ table: string }>(
    db,
    sql`SELECT DISTINCT c.relname AS table FROM pg_trigger g
        JOIN pg_class c ON c.oid = g.tgrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND NOT g.tgisinternal AND (g.tgtype & 32) <> 0`,
  );
  const probes = tables.map(
    (name) =>
      `SELECT 'table' AS kind, '${name}' AS name WHERE EXISTS (SELECT 1 FROM ${quote(name)})`,
  );
  if (sequences.length > 0) {
    const list = sequences.map((s) => `'${s.sequence}'`).join(', ');
    probes.push(
      `SELECT 'sequence', sequencename
       FROM pg_sequences
       WHERE schemaname = 'public' AND last_value IS NOT NULL AND sequencename IN (${list})`,
    );
  }
  return {
    tables,
    used: sql.raw(probes.join(' UNION ALL ')),
    canSkipChecks: role?.superuser === true,
    truncateTriggered: new Set(triggered.map((row) => row.table)),
    ownerOf: new Map(sequences.map((row) => [row.sequence, row.owner])),
  };
}

/**
 * Empties every table but the reference data, and restarts ids. Only the tables that hold
 * rows are emptied, row by row with foreign-key checks off, which costs a fraction of
 * truncating them all after every test; without the right to turn checks off, TRUNCATE.
 */
export async function resetDatabase(database: DatabaseHandle) {
  const db = database.db;
  let pending = layouts.get(db);
  if (!pending) {
    pending = layoutOf(db);
    layouts.set(db, pending);
  }
  const layout = await pending;
  if (layout.tables.length === 0) return;
  // The app's own background work (the scheduler's first pass, mail sent after a request)
  // may still be writing when the next test starts, so PostgreSQL can pick the reset as a
  // deadlock's victim: the writer then finishes and the reset goes through on a second try.
  for (let attempt = 1; ; attempt++) {
    try {
      await (layout.canSkipChecks ? emptyUsedTables(db, layout) : truncateAll(db, layout));
      return;
    } catch (error) {
      const failure = error as { code?: string; cause?: { code?: string } };
      const deadlock = (failure.code ?? failure.cause?.code) === '40P01';
      if (!deadlock || attempt >= 5) throw error;
    }
  }
}

async function emptyUsedTables(db: Database, layout: Layout) {
  const used = await queryRows<{ kind: 'table' | 'sequence'; name: string }>(db, layout.used);
  if (used.length === 0) return;
  const sequences = used.filter((u) => u.kind === 'sequence').map((u) => u.name);
  // A sequence is read outside the probe's snapshot: a row the app's background work wrote
  // just after it shows as a used sequence of a table that looked empty. Its table is emptied
  // with it, or the restarted ids would meet that row.
  const emptied = new Set([
    ...used.filter((u) => u.kind === 'table').map((u) => u.name),
    ...sequences.flatMap((name) => layout.ownerOf.get(name) ?? []),
  ]);
  const triggered = [...layout.truncateTriggered].filter((name) => emptied.has(name));
  if (triggered.some((name) => name !== 'listings')) return truncateAll(db, layout);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    // A write still in flight (the app's background work) may hold an id the restarted
    // sequence will hand out again: the lock waits for it to end, so the delete removes its row.
    const names = [...emptied].sort().map(quote).join(', ');
    await tx.execute(sql.raw(`LOCK TABLE ${names} IN SHARE ROW EXCLUSIVE MODE`));
    for (const name of emptied) await tx.execute(sql.raw(`DELETE FROM ${quote(name)}`));
    for (const name of sequences) {
      await tx.execute(sql`SELECT setval(${name}, seq.start_value, false)
                           FROM pg_sequences seq WHERE seq.sequencename = ${name}`);
    }
    if (triggered.includes('listings')) await tx.execute(LISTINGS_TRUNCATED);
  });
}

async function truncateAll(db: Database, layout: Layout) {
  const names = layout.tables.map(quote).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
}
