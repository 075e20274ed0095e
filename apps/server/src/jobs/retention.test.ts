import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { queryRows } from '../db/client';
import { authTokens, listingChanges, mailOutbox, stripeEvents } from '../db/schema';
import { useTestApp } from '../test/app';
import { loginAs, mailTo } from '../test/auth';
import { DAY, HOUR } from '../test/clock';
import { createListing, createOwner, createUser } from '../test/factories';
import { searchIndexService } from '../modules/listings/search-index';
import { RETENTION_JOBS, RETENTION_LOCK_CLASS, retentionService } from './retention';

const ago = (ms: number) => new Date(Date.now() - ms);

describe('retention job', () => {
  const t = useTestApp();

  const run = async () => {
    const runs = await t.app.services.retention.run();
    return Object.fromEntries(runs.map((r) => [r.job, r.deleted]));
  };
  const me = (token: string) =>
    t.request({
      method: 'GET',
      url: '/api/user/personal/info',
      headers: { authorization: `Bearer ${token}` },
    });
  /** The newest token of a kind of the user, as stored. */
  async function newestToken(userId: number, kind: string) {
    const [row] = await t.database.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind)))
      .orderBy(desc(authTokens.id))
      .limit(1);
    return row!;
  }
  const backdate = (id: number, patch: Partial<typeof authTokens.$inferInsert>) =>
    t.database.db.update(authTokens).set(patch).where(eq(authTokens.id, id));
  /** The listings the change log names (emptying the tables between tests logs one "all" row). */
  const changedListings = async () =>
    (await t.database.db.select({ listingId: listingChanges.listingId }).from(listingChanges))
      .map((row) => row.listingId)
      .filter((id) => id !== null);
  const tokenIds = async () =>
    new Set((await t.database.db.select({ id: authTokens.id }).from(authTokens)).map((r) => r.id));

  it('deletes auth tokens that ended over a week ago; live sessions and recent ends stay', async () => {
    const user = await createUser(t.database.db);
    const live = await loginAs(t, user.email);
    const liveRow = await newestToken(user.id, 'access');

    // Signed out eight days ago (gone) and three days ago (kept a while longer).
    const signedOut = [];
    for (const days of [8, 3]) {
      const session = await loginAs(t, user.email);
      await t.request({
        method: 'POST',
        url: '/api/logout',
        headers: { authorization: session.authorization },
      });
      const row = await newestToken(user.id, 'access');
      await backdate(row.id, { usedAt: ago(days * DAY) });
      signedOut.push(row.id);
    }
    // Unused for 40 days: idle past 30 days since 10 days (gone); for 33: since 3 (kept).
    const idle = [];
    for (const days of [40, 33]) {
      await loginAs(t, user.email);
      const row = await newestToken(user.id, 'access');
      await backdate(row.id, { lastUsedAt: ago(days * DAY), createdAt: ago(days * DAY) });
      idle.push(row.id);
    }
    // A reset link that expired eight days ago (gone) and one still valid (kept, and works).
    await t.request({ method: 'POST', url: '/api/password/email', payload: { email: user.email } });
    await t.app.services.auth.settled();
    const expiredReset = await newestToken(user.id, 'password_reset');
    await backdate(expiredReset.id, { expiresAt: ago(8 * DAY), createdAt: ago(8 * DAY) });
    await t.request({ method: 'POST', url: '/api/password/email', payload: { email: user.email } });
    await t.app.services.auth.settled();
    const [resetMail] = await mailTo(t, user.email);
    const resetToken = decodeURIComponent(new URL(resetMail!.links[0]!).pathname.split('/').pop()!);

    expect((await run()).auth_tokens).toBe(3);
    const left = await tokenIds();
    expect(left.has(signedOut[0]!)).toBe(false);
    expect(left.has(signedOut[1]!)).toBe(true);
    expect(left.has(idle[0]!)).toBe(false);
    expect(left.has(idle[1]!)).toBe(true);
    expect(left.has(expiredReset.id)).toBe(false);
    expect(left.has(liveRow.id)).toBe(true);

    // What was not due still works after the run.
    expect((await me(live.token)).status).toBe(200);
    const reset = await t.request({
      method: 'POST',
      url: '/api/password/reset',
      payload: {
        token: resetToken,
        email: user.email,
        password: 'after-retention-pass-5',
        password_confirmation: 'after-retention-pass-5',
      },
    });
    expect(reset.status).toBe(200);
    // A second run finds nothing more that is due.
    expect((await run()).auth_tokens).toBe(0);
  });

  it('keeps a never-confirmed sign-up closed: its pending token stays, its old links go', async () => {
    const signup = {
      first_name: 'Ida',
      last_name: 'Rhodes',
      email: 'ida@example.test',
      password: 'univac-census-1951',
      password_confirmation: 'univac-census-1951',
    };
    expect(
      (await t.request({ method: 'POST', url: '/api/register', payload: signup })).status,
    ).toBe(201);
    await t.app.services.auth.settled();
    const [user] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM users WHERE email = 'ida@example.test'`,
    );
    // Both the sign-up and its link expired a month ago.
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: ago(30 * DAY), createdAt: ago(31 * DAY) })
      .where(eq(authTokens.userId, user!.id));
    expect((await run()).auth_tokens).toBe(1);
    const kinds = await t.database.db
      .select({ kind: authTokens.kind })
      .from(authTokens)
      .where(eq(authTokens.userId, user!.id));
    expect(kinds).toEqual([{ kind: 'signup' }]);
    // Anyone may have chosen that password: it still answers as a wrong one.
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: signup.email, password: signup.password },
    });
    expect(login.status).toBe(422);
  });

  it('deletes mail sent, failed or kept over 30 days ago; mail still retrying stays', async () => {
    const message = (status: string, daysAgo: number, sent = false) => ({
      toEmail: 'someone@example.test',
      subject: `${status} ${daysAgo} days ago`,
      text: 'Hello',
      html: '<p>Hello</p>',
      status,
      createdAt: ago(daysAgo * DAY),
      sentAt: sent ? ago(daysAgo * DAY) : null,
      nextAttemptAt: status === 'pending' ? new Date() : null,
    });
    await t.database.db
      .insert(mailOutbox)
      .values([
        message('sent', 31, true),
        message('sent', 29, true),
        message('failed', 40),
        message('stored', 31),
        message('stored', 1),
        message('pending', 40),
      ]);
    expect((await run()).mail_outbox).toBe(3);
    const left = await t.database.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    expect(left.map((row) => row.subject).sort()).toEqual([
      'pending 40 days ago',
      'sent 29 days ago',
      'stored 1 days ago',
    ]);
  });

  it('deletes Stripe events over 90 days old and change-log rows over a day old', async () => {
    await t.database.db.insert(stripeEvents).values([
      {
        id: 'evt_old',
        type: 'payment_intent.succeeded',
        outcome: 'applied',
        createdAt: ago(91 * DAY),
      },
      {
        id: 'evt_recent',
        type: 'payment_intent.succeeded',
        outcome: 'applied',
        createdAt: ago(DAY),
      },
    ]);
    await t.database.db.insert(listingChanges).values([
      { listingId: 1, at: ago(25 * HOUR) },
      { listingId: 2, at: ago(25 * HOUR) },
      { listingId: 3, at: ago(HOUR) },
    ]);
    const deleted = await run();
    expect(deleted).toMatchObject({ stripe_events: 1, listing_changes: 2 });
    expect(await t.database.db.select({ id: stripeEvents.id }).from(stripeEvents)).toEqual([
      { id: 'evt_recent' },
    ]);
    expect(await changedListings()).toEqual([3]);
  });

  it('a search index that fell behind a pruned change log loads afresh and misses nothing', async () => {
    const owner = await createOwner(t.database.db);
    await createListing(t.database.db, { ownerId: owner.id });
    let clock = Date.now();
    const search = searchIndexService(t.database.db, { syncMs: 0, now: () => clock });
    expect((await search.current())?.size).toBe(1);
    // A listing published while this instance reads nothing; once its change is past
    // retention, another instance's job deletes it before this one reads the log again.
    await createListing(t.database.db, { ownerId: owner.id });
    const later = retentionService({
      db: t.database.db,
      config: t.config,
      now: () => new Date(Date.now() + 2 * DAY),
    });
    await later.run();
    expect(await changedListings()).toEqual([]);
    // That far behind (the log is kept an hour at least), the index reloads.
    clock += 31 * 60_000;
    expect((await search.current())?.size).toBe(2);
  });

  it('deletes a backlog bigger than a batch in one run, batch by batch', async () => {
    const small = retentionService({ db: t.database.db, config: t.config, batch: 2 });
    await t.database.db.insert(stripeEvents).values(
      Array.from({ length: 5 }, (_, i) => ({
        id: `evt_${i}`,
        type: 'charge.refunded',
        outcome: 'applied',
        createdAt: ago(100 * DAY),
      })),
    );
    const runs = await small.run();
    expect(runs.find((r) => r.job === 'stripe_events')?.deleted).toBe(5);
    expect(await t.database.db.select().from(stripeEvents)).toEqual([]);
  });

  it('two instances running at once delete each row once, and neither fails', async () => {
    const instances = [1, 2].map(() =>
      retentionService({ db: t.database.db, config: t.config, batch: 3 }),
    );
    await t.database.db.insert(stripeEvents).values(
      Array.from({ length: 20 }, (_, i) => ({
        id: `evt_${i}`,
        type: 'charge.refunded',
        outcome: 'applied',
        createdAt: ago(100 * DAY),
      })),
    );
    await t.database.db
      .insert(listingChanges)
      .values(Array.from({ length: 20 }, (_, i) => ({ listingId: i + 1, at: ago(2 * DAY) })));
    const [a, b] = await Promise.all(instances.map((instance) => instance.run()));
    const total = (job: string) =>
      [...a!, ...b!].filter((r) => r.job === job).reduce((sum, r) => sum + r.deleted, 0);
    expect(total('stripe_events')).toBe(20);
    expect(total('listing_changes')).toBe(20);
    expect(await t.database.db.select().from(stripeEvents)).toEqual([]);
    expect(await changedListings()).toEqual([]);
  });

  // The embedded database has one connection: a held lock would hold every query.
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'an instance that finds another one pruning leaves the job to it, without waiting',
    async () => {
      await t.database.db
        .insert(stripeEvents)
        .values([
          { id: 'evt_a', type: 'charge.refunded', outcome: 'applied', createdAt: ago(200 * DAY) },
        ]);
      const job = RETENTION_JOBS.indexOf('stripe_events');
      // Another instance in the middle of the job holds its lock until its batch commits.
      const runs = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${RETENTION_LOCK_CLASS}, ${job})`);
        return t.app.services.retention.run();
      });
      expect(runs.find((r) => r.job === 'stripe_events')).toMatchObject({
        deleted: 0,
        skipped: true,
      });
      expect(runs.find((r) => r.job === 'auth_tokens')?.skipped).toBe(false);
      expect((await run()).stripe_events).toBe(1);
    },
  );

  it('reports rows deleted, the last run and its duration on /metrics', async () => {
    const metrics = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const deletedLine = (text: string) =>
      text
        .split('\n')
        .find((line) =>
          line.startsWith('ownless_retention_deleted_rows_total{job="stripe_events"}'),
        );
    const before = Number(deletedLine(await metrics())?.split(' ')[1]);
    await t.database.db.insert(stripeEvents).values([
      { id: 'evt_a', type: 'charge.refunded', outcome: 'applied', createdAt: ago(200 * DAY) },
      { id: 'evt_b', type: 'charge.refunded', outcome: 'applied', createdAt: ago(200 * DAY) },
    ]);
    const startedAt = Date.now() / 1000;
    await run();
    const text = await metrics();
    expect(Number(deletedLine(text)?.split(' ')[1])).toBe(before + 2);
    for (const job of ['auth_tokens', 'mail_outbox', 'stripe_events', 'listing_changes']) {
      const last = new RegExp(
        `^ownless_retention_last_run_timestamp_seconds\\{job="${job}"\\} (\\S+)$`,
        'm',
      ).exec(text);
      expect(Number(last?.[1])).toBeGreaterThanOrEqual(Math.floor(startedAt));
      expect(text).toMatch(
        new RegExp(`^ownless_retention_last_run_duration_seconds\\{job="${job}"\\} \\d`, 'm'),
      );
    }
  });
});
