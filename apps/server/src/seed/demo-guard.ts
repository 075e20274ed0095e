import { inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import * as t from '../db/schema';
import { isReachableByOthers } from '../lib/exposure';
import { verifyPassword } from '../lib/passwords';
import { DEMO_PASSWORD, DEMO_USERS } from './content';

/** The demo accounts that still sign in with the password the README publishes. */
export async function demoAccountsWithKnownPassword(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ email: t.users.email, passwordHash: t.users.passwordHash })
    .from(t.users)
    .where(
      inArray(
        t.users.email,
        DEMO_USERS.map((user) => user.email),
      ),
    );
  const open: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(row.passwordHash, DEMO_PASSWORD)) open.push(row.email);
  }
  return open;
}

/**
 * Why a production server must not start with demo data, or null when it may. The demo
 * accounts' password is published (an administrator among them), so a server others can reach
 * refuses to seed them and refuses to run while any of them still signs in with it, unless
 * ALLOW_DEMO_ACCOUNTS=true says a public demo is meant.
 */
export async function demoDataRefusal(
  config: Pick<Config, 'env' | 'host' | 'trustProxy' | 'seedDemoData' | 'allowDemoAccounts'>,
  db: Executor,
): Promise<string | null> {
  if (config.env !== 'production' || config.allowDemoAccounts || !isReachableByOthers(config)) {
    return null;
  }
  if (config.seedDemoData) {
    return 'refusing to seed demo accounts, whose password is published, on a server others can reach: set SEED_DEMO_DATA=false (or ALLOW_DEMO_ACCOUNTS=true for a public demo)';
  }
  const open = await demoAccountsWithKnownPassword(db);
  if (open.length > 0) {
    return `refusing to serve others while demo accounts sign in with the published password (${open.join(', ')}): delete them or change their passwords, or set ALLOW_DEMO_ACCOUNTS=true for a public demo`;
  }
  return null;
}
