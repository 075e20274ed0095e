import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { createUser } from '../../test/factories';
import { fakeSmtp, type SmtpAnswer } from '../../test/fake-smtp';
import { MAIL_MAX_ATTEMPTS, mailService } from './mail.service';

const T0 = new Date('2026-11-25T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('mail delivery from the outbox, with retries', () => {
  // The answers the server gives, message after message; past the end it accepts.
  let script: SmtpAnswer[] = [];
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  beforeAll(async () => {
    smtp = await fakeSmtp((n) => script[n - 1] ?? 'accept');
  });
  afterAll(() => smtp.close());
  const clock = testClock();
  const t = useTestApp(() => ({ SMTP_URL: smtp.url }), { now: clock.now });

  const outboxOf = async (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
  const requestReset = async (email: string) => {
    const res = await t.request({ method: 'POST', url: '/api/password/email', payload: { email } });
    expect(res.status).toBe(200);
    await t.app.services.auth.settled();
    await t.app.services.mail.settled();
  };
  const reset = () => {
    script = [];
    smtp.accepted.length = 0;
  };

  it('retries a mail server that fails twice, with backoff, and delivers the message once', async () => {
    reset();
    const offeredBefore = smtp.offered();
    script = Array(offeredBefore).fill('accept').concat(['retry', 'retry']);
    clock.set(T0);
    const user = await createUser(t.database.db);
    await requestReset(user.email);

    // The first attempt was made at once, in the background, and failed: due again in 30 s.
    let [row] = await outboxOf(user.email);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: at(30_000),
      error: expect.stringMatching(/451/),
    });
    // Not due yet: nothing happens.
    clock.set(at(29_000));
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, retry: 0, failed: 0 });

    clock.set(at(30_000));
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, retry: 1, failed: 0 });
    [row] = await outboxOf(user.email);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 2,
      nextAttemptAt: at(30_000 + 60_000),
    });

    clock.set(at(90_000));
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 1, retry: 0, failed: 0 });
    [row] = await outboxOf(user.email);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 3,
      sentAt: at(90_000),
      error: null,
      nextAttemptAt: null,
    });
    expect(smtp.accepted.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    expect(smtp.accepted[0]!.data).toMatch(/reset/i);

    // Nothing is left to send, however often the pass runs.
    clock.set(at(10 * 60_000));
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(smtp.accepted.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('gives up at once on a permanent refusal, and after the last attempt otherwise', async () => {
    reset();
    script = Array(smtp.offered()).fill('accept').concat(['reject']);
    clock.set(T0);
    const refused = await createUser(t.database.db);
    await requestReset(refused.email);
    expect((await outboxOf(refused.email))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      error: expect.stringMatching(/550/),
    });

    script = Array(smtp.offered()).fill('accept').concat(Array(20).fill('retry'));
    const unlucky = await createUser(t.database.db);
    await requestReset(unlucky.email);
    let elapsed = 0;
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      elapsed += 60 * 60_000;
      clock.set(at(elapsed));
      await t.app.services.mail.deliverDue();
    }
    expect((await outboxOf(unlucky.email))[0]).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      nextAttemptAt: null,
    });
    clock.set(at(elapsed + 24 * 60 * 60_000));
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, retry: 0, failed: 0 });
  });

  it('delivers each message once when two instances run the pass at the same moment', async () => {
    reset();
    clock.set(T0);
    // Queued while the server refuses, so both passes below find them due.
    script = Array(smtp.offered()).fill('accept').concat(Array(5).fill('retry'));
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(t.database.db)));
    for (const user of users) await requestReset(user.email);
    script = [];
    clock.set(at(60_000));
    const other = mailService(t.database.db, t.app.config, undefined, clock.now);
    const [a, b] = await Promise.all([t.app.services.mail.deliverDue(), other.deliverDue()]);
    expect(a.sent + b.sent).toBe(5);
    for (const user of users)
      expect(smtp.accepted.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });
});
