import { describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords';
import { useTestApp } from '../test/app';
import { createUser } from '../test/factories';
import { demoDataRefusal } from './demo-guard';

const ctx = useTestApp();
const exposed = {
  env: 'production',
  host: '0.0.0.0',
  trustProxy: false,
  seedDemoData: false,
  allowDemoAccounts: false,
} as const;

async function demoAdmin(password: string) {
  await createUser(ctx.database.db, {
    email: 'admin@ownless.test',
    passwordHash: await hashPassword(password),
  });
}

describe('demo data on a server others can reach', () => {
  it('refuses to seed demo accounts there unless a public demo is meant', async () => {
    expect(await demoDataRefusal({ ...exposed, seedDemoData: true }, ctx.database.db)).toMatch(
      /SEED_DEMO_DATA=false .*ALLOW_DEMO_ACCOUNTS=true/,
    );
    expect(
      await demoDataRefusal(
        { ...exposed, seedDemoData: true, allowDemoAccounts: true },
        ctx.database.db,
      ),
    ).toBeNull();
  });

  it('refuses to serve while a demo account seeded earlier signs in with the published password', async () => {
    await demoAdmin('ownless-demo-1');
    const refusal = await demoDataRefusal(exposed, ctx.database.db);
    expect(refusal).toContain('admin@ownless.test');
    // Behind a local reverse proxy the loopback server is public as well.
    expect(
      await demoDataRefusal({ ...exposed, host: '127.0.0.1', trustProxy: true }, ctx.database.db),
    ).toContain('admin@ownless.test');
    // A laptop, development or an explicit public demo start as before.
    expect(await demoDataRefusal({ ...exposed, host: '127.0.0.1' }, ctx.database.db)).toBeNull();
    expect(await demoDataRefusal({ ...exposed, env: 'development' }, ctx.database.db)).toBeNull();
    expect(
      await demoDataRefusal({ ...exposed, allowDemoAccounts: true }, ctx.database.db),
    ).toBeNull();
  });

  it('starts once the demo account no longer opens with the published password', async () => {
    await demoAdmin('a-new-long-private-passphrase');
    expect(await demoDataRefusal(exposed, ctx.database.db)).toBeNull();
  });
});
