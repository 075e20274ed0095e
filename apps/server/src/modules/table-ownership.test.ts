import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every table has one owning module (docs/architecture.md, "Rules the linter holds"):
 * only that module's files write it, and another module reads it only in the read models
 * listed below, each with its reason. This test reads the source, no database: the tables
 * of db/schema.ts, and for every non-test file under modules/ the tables it uses (imported
 * from db/schema, or named in SQL after FROM, JOIN, INTO or UPDATE) and the tables it
 * writes (`.insert(t)`, `.update(t)`, `.delete(t)`, or INSERT INTO, UPDATE, DELETE FROM).
 */

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const schemaFile = path.join(modulesDir, '..', 'db', 'schema.ts');

/** Module folder → the tables it owns (SQL names). Every table of the schema is in exactly one. */
const TABLE_OWNERS: Record<string, readonly string[]> = {
  auth: ['auth_tokens'],
  cart: ['carts', 'cart_items'],
  chat: ['chats', 'chat_messages'],
  'condition-reports': ['condition_reports'],
  content: [
    'blog_posts',
    'categories',
    'rental_types',
    'policies',
    'faqs',
    'shipping_options',
    'terms_and_conditions',
    'content_versions',
  ],
  favourites: ['favourites'],
  listings: [
    'listings',
    'listing_images',
    'listing_frequencies',
    'listing_blocked_dates',
    'listing_shipping_options',
    'listing_changes',
    'calendar_feeds',
    'owner_calendar_secrets',
  ],
  mail: ['mail_outbox'],
  operator: ['operator_actions', 'app_settings', 'contact_messages', 'contact_message_replies'],
  payments: ['stripe_events'],
  privacy: ['data_exports'],
  reports: ['reports'],
  reservations: ['reservations', 'reservation_events', 'ledger_entries', 'deposits', 'claims'],
  reviews: ['reviews'],
  sellers: ['seller_applications'],
  users: ['users', 'referrals'],
};

/**
 * The reads of another module's tables that are allowed: file (under modules/) → table →
 * why the read belongs in that file rather than behind the owner's service. Reads only:
 * a write to another module's table is never allowed.
 */
const EXPORT_READ =
  "a person's copy of their data: the rows tied to their account, read in the export's transaction";

const ALLOWED_READS: Record<string, Record<string, string>> = {
  'mail/mail.repository.ts': {
    users:
      "a mail is written in its recipient's language: the account's language, looked up by the address on the queuing transaction (a mail may go to an address with no account)",
  },
  'listings/search-sql.ts': {
    reservations:
      "public search's availability filter: booked reservations leave a listing out in the one statement that filters, counts and pages the search (decision 0002)",
  },
  'listings/search-cards.repository.ts': {
    categories:
      "search cards show the listing's category ({id, name}) from the statement that builds them",
    rental_types:
      "search cards show the listing's rental type ({id, name}) from the statement that builds them",
  },
  'listings/detail-body.repository.ts': {
    users:
      "the listing detail embeds the owner's name and picture in the statement that builds it (the detail body is one cached JSON value)",
    categories:
      "the listing detail shows the listing's category ({id, name}) from the statement that builds it",
    rental_types:
      "the listing detail shows the listing's rental type ({id, name}) from the statement that builds it",
    policies: "the listing detail embeds the listing's cancellation policy",
    shipping_options: 'the listing detail embeds the shipping options the listing offers',
  },
  'listings/calendar/export.repository.ts': {
    reservations:
      "a listing's calendar export lists its booked periods (dates and reservation code only) in the statement that reads them with the blocks (decision 0028)",
  },
  'listings/search-index/repository.ts': {
    reservations:
      'the in-memory search index loads the dates and quantities of stock-holding reservations, all at once when it loads and for the listings the change log names, in the statements that load it (decision 0017)',
  },
  'reviews/blind.ts': {
    reservations:
      'the blind-review rule reads reservations.completed_at inside the statement that pages, counts and averages reviews, so the rule stays one SQL condition',
  },
  'owners/owners.repository.ts': {
    users: 'the owner directory lists accounts (the owners module owns no table)',
    listings:
      "the owner directory filters, sorts and pages on each owner's published-listing count in one query",
  },
  'operator/accounts.repository.ts': {
    users: "the console's account list and detail: a read model, filtered and paged in one query",
    listings:
      "an account's latest listings, and the listing names beside its reservations and reviews, in its console detail",
    reservations: 'the latest reservations an account rents or owns, in its console detail',
    reviews: 'the latest reviews an account wrote or received, in its console detail',
  },
  'operator/listings.repository.ts': {
    listings:
      "the console's listing list and detail: a read model, filtered and paged in one query",
    users: "each listing's owner, shown and searched beside it",
  },
  'operator/overview.repository.ts': {
    reservations: "the console's overview figures, aggregated in SQL",
    reservation_events: "the console's overview figures (recent activity), aggregated in SQL",
    ledger_entries: "the console's overview figures (money moved), aggregated in SQL",
    deposits:
      "the console's overview figures: deposit movements are not fees, refunds or payouts, told apart in SQL",
  },
  'operator/reservations.repository.ts': {
    reservations:
      "the console's reservation list and detail: a read model, filtered and paged in one query",
    listings: "each reservation's listing, shown and searched beside it",
    users: "each reservation's renter and owner, shown and searched beside it",
  },
  'operator/reviews.repository.ts': {
    reviews: "the console's review list: a read model, filtered and paged in one query",
    reservations: 'the blind-review rule the list shows (reviews/blind.ts) reads completed_at',
    listings: "each review's listing, shown and searched beside it",
    users: "each review's author and subject, shown and searched beside them",
  },
  'operator/audit.repository.ts': {
    users: "the audit log shows and searches each entry's actor by name",
  },
  // A person's data export and deletion check (decision 0022) read every row tied to one
  // account in one transaction, so the archive is one consistent picture; writes go
  // through the owning modules' services.
  'privacy/account-data.repository.ts': {
    users: EXPORT_READ,
    referrals: EXPORT_READ,
    seller_applications: EXPORT_READ,
    auth_tokens: EXPORT_READ,
    listings: EXPORT_READ,
    listing_images: EXPORT_READ,
    listing_frequencies: EXPORT_READ,
    listing_blocked_dates: EXPORT_READ,
    calendar_feeds: EXPORT_READ,
    favourites: EXPORT_READ,
    carts: EXPORT_READ,
    cart_items: EXPORT_READ,
    reservations: EXPORT_READ,
    reservation_events: EXPORT_READ,
    ledger_entries: EXPORT_READ,
    deposits: EXPORT_READ,
    claims: EXPORT_READ,
    reviews: EXPORT_READ,
    condition_reports: EXPORT_READ,
    chats: EXPORT_READ,
    chat_messages: EXPORT_READ,
    contact_messages: EXPORT_READ,
    contact_message_replies: EXPORT_READ,
    mail_outbox: EXPORT_READ,
  },
  'reports/reports.repository.ts': {
    users:
      "the operators' report queue shows the reporter, the person reported and the operator who resolved it, from the statement that pages it",
  },
  'reports/targets.repository.ts': {
    listings:
      'a report names the listing it is about and its owner when it is filed (unpublishing goes through the operator service)',
    users:
      'a report names the person it is about, and its e-mails are addressed to the reporter and that person',
    chat_messages:
      "a reported message is one of the reporter's chats; the operators read it with the lines around it",
    reservations:
      "a report's page lists the reservations between the reporter and the person reported, as evidence",
  },
  'operator/messages.repository.ts': {
    mail_outbox:
      "the console's mail log pages the outbox and shows each reply's delivery status (retrying goes through the mail service)",
  },
};

interface FileTables {
  /** Path under modules/, with forward slashes. */
  file: string;
  /** Module folder the file belongs to ('' for a file directly under modules/). */
  module: string;
  uses: Set<string>;
  writes: Set<string>;
  /** Write calls whose argument is not a table name (a variable holding a table). */
  indirectWrites: string[];
}

/** The schema's tables: exported name → SQL name. */
function schemaTables(): Map<string, string> {
  const schema = fs.readFileSync(schemaFile, 'utf8');
  const tables = new Map<string, string>();
  for (const m of schema.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
    tables.set(m[1]!, m[2]!);
  return tables;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** The tables a file uses and writes, read from its text. */
function tablesOf(full: string, tables: Map<string, string>): FileTables {
  const file = path.relative(modulesDir, full).split(path.sep).join('/');
  const source = fs.readFileSync(full, 'utf8');
  const sqlNames = new Set(tables.values());
  const uses = new Set<string>();
  const writes = new Set<string>();
  const indirectWrites: string[] = [];

  // Table objects imported from db/schema (types only excepted: a type reads nothing),
  // by the name they have in this file.
  const local = new Map<string, string>();
  const imports = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'(?:\.\.\/)+db\/schema'/g;
  for (const m of source.matchAll(imports)) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const [name, alias] = spec.split(/\s+as\s+/);
      const table = tables.get(name!.trim());
      if (table) local.set((alias ?? name)!.trim(), table);
    }
  }
  // `import * as schema from '…/db/schema'`: each `schema.someTable` the file names.
  for (const m of source.matchAll(/import\s+\*\s+as\s+(\w+)\s+from\s*'(?:\.\.\/)+db\/schema'/g)) {
    for (const use of source.matchAll(new RegExp(`\\b${m[1]}\\.(\\w+)`, 'g'))) {
      const table = tables.get(use[1]!);
      if (table) local.set(`${m[1]}.${use[1]}`, table);
    }
  }
  for (const table of local.values()) uses.add(table);

  // Tables named in SQL text.
  for (const m of source.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+([a-z_]+)/g))
    if (sqlNames.has(m[1]!)) uses.add(m[1]!);
  for (const m of source.matchAll(/\b(?:INSERT INTO|UPDATE|DELETE FROM)\s+([a-z_]+)/g))
    if (sqlNames.has(m[1]!)) writes.add(m[1]!);
  for (const m of source.matchAll(/\b(?:INSERT INTO|UPDATE|DELETE FROM)\s+\$\{\s*(\w+)\s*\}/g)) {
    const table = local.get(m[1]!);
    if (table) writes.add(table);
  }

  // Drizzle's writes: db.insert(t), db.update(t), db.delete(t).
  for (const m of source.matchAll(/\.(insert|update|delete)\(\s*([\w.[\]]+)\s*\)/g)) {
    const table = local.get(m[2]!);
    if (table) writes.add(table);
    // A write through a variable in a file that uses tables: it may write any of them.
    else if (local.size > 0) indirectWrites.push(`.${m[1]}(${m[2]})`);
  }
  if (indirectWrites.length > 0) for (const table of local.values()) writes.add(table);

  return {
    file,
    module: file.includes('/') ? file.split('/')[0]! : '',
    uses,
    writes,
    indirectWrites,
  };
}

const tables = schemaTables();
const owner = new Map<string, string>();
for (const [module, owned] of Object.entries(TABLE_OWNERS))
  for (const table of owned) if (!owner.has(table)) owner.set(table, module);
const scanned = sourceFiles(modulesDir).map((file) => tablesOf(file, tables));

describe('table ownership', () => {
  it('finds the tables of db/schema.ts and the files that use them', () => {
    // The scan itself works: if these fail, the patterns above no longer match the code.
    expect(tables.size).toBeGreaterThan(20);
    expect(tables.get('users')).toBe('users');
    expect(scanned.find((f) => f.file === 'users/users.repository.ts')?.writes).toContain('users');
    expect(scanned.find((f) => f.file === 'reviews/blind.ts')?.uses).toContain('reservations');
  });

  it('gives every table of the schema exactly one owning module', () => {
    const problems: string[] = [];
    const sqlNames = new Set(tables.values());
    for (const table of sqlNames) {
      const owners = Object.entries(TABLE_OWNERS)
        .filter(([, owned]) => owned.includes(table))
        .map(([module]) => module);
      if (owners.length === 0)
        problems.push(
          `Table ${table} (db/schema.ts) has no owner: add it to TABLE_OWNERS under the module whose repository writes it.`,
        );
      if (owners.length > 1)
        problems.push(
          `Table ${table} is owned by ${owners.join(' and ')}: keep it in one module's TABLE_OWNERS and have the others go through that module's service.`,
        );
    }
    for (const [module, owned] of Object.entries(TABLE_OWNERS)) {
      if (!fs.existsSync(path.join(modulesDir, module)))
        problems.push(`TABLE_OWNERS names modules/${module}, which does not exist.`);
      for (const table of owned)
        if (!sqlNames.has(table))
          problems.push(
            `TABLE_OWNERS gives ${module} the table ${table}, which db/schema.ts does not define: remove it.`,
          );
    }
    expect(problems).toEqual([]);
  });

  it("writes a table only in its owning module's files", () => {
    const problems = scanned.flatMap(({ file, module, writes, indirectWrites }) =>
      [...writes]
        .filter((table) => owner.get(table) !== module)
        .map(
          (table) =>
            `modules/${file} writes ${table}, which is the ${owner.get(table) ?? '(unowned)'} module's table${
              indirectWrites.length > 0
                ? ` (it writes through a variable, ${indirectWrites.join(', ')}, so it is taken to write every table it imports)`
                : ''
            }: ${
              owner.has(table)
                ? `move the write into modules/${owner.get(table)}/ and call it through that module's service (handing your transaction over when it must commit with your change).`
                : 'give the table an owner in TABLE_OWNERS first.'
            }`,
        ),
    );
    expect(problems).toEqual([]);
  });

  it("reads another module's table only where ALLOWED_READS lists it, with its reason", () => {
    // A foreign table the file writes is reported by the test above.
    const problems = scanned.flatMap(({ file, module, uses, writes }) =>
      [...uses]
        .filter((table) => owner.get(table) !== module && !writes.has(table))
        .filter((table) => !ALLOWED_READS[file]?.[table])
        .map(
          (table) =>
            `modules/${file} reads ${table}, which is the ${owner.get(table) ?? '(unowned)'} module's table: ask that module's service for it (e.g. by ids, on your transaction), or if the read must stay inside one statement, add it to ALLOWED_READS['${file}'] with the reason and to docs/architecture.md.`,
        ),
    );
    expect(problems).toEqual([]);
  });

  it('lists no read in ALLOWED_READS that the code no longer makes', () => {
    const problems: string[] = [];
    for (const [file, reads] of Object.entries(ALLOWED_READS)) {
      const found = scanned.find((f) => f.file === file);
      for (const [table, reason] of Object.entries(reads)) {
        if (!reason.trim()) problems.push(`ALLOWED_READS['${file}'].${table} needs a reason.`);
        if (!found)
          problems.push(`ALLOWED_READS lists modules/${file}, which no longer exists: remove it.`);
        else if (owner.get(table) === found.module)
          problems.push(
            `ALLOWED_READS['${file}'].${table}: ${table} is the file's own module's table, no allowance needed: remove it.`,
          );
        else if (!found.uses.has(table))
          problems.push(
            `ALLOWED_READS['${file}'].${table}: the file does not read ${table} (any more): remove the entry (and its line in docs/architecture.md).`,
          );
      }
    }
    expect(problems).toEqual([]);
  });
});
