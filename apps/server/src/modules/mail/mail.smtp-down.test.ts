import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { createUser } from '../../test/factories';
import { fakeSmtp } from '../../test/fake-smtp';
import { type TcpProxy, tcpProxy } from '../../test/tcp-proxy';

const T0 = new Date('2026-11-25T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** The mail server unreachable (its port refuses connections), then back. */
describe('mail while the mail server is unreachable', () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  let proxy: TcpProxy;
  beforeAll(async () => {
    smtp = await fakeSmtp(() => 'accept');
    proxy = await tcpProxy(smtp.url);
  });
  afterAll(async () => {
    await proxy.close();
    smtp.close();
  });
  const clock = testClock();
  const t = useTestApp(() => ({ SMTP_URL: proxy.url }), { now: clock.now });

  const metrics = async () =>
    (await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
  const figure = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('answers the request that queued mail, keeps the mail, and delivers it once the server is back', async () => {
    clock.set(T0);
    const user = await createUser(t.database.db);
    await proxy.cut();

    const res = await t.request({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: user.email },
    });
    expect(res.status).toBe(200);
    await t.app.services.auth.settled();
    await t.app.services.mail.settled();

    // The first attempt was refused: the message waits in the outbox for its retry.
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toEmail, user.email));
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: at(30_000),
      error: expect.stringMatching(/ECONNREFUSED/),
    });

    // How long it has waited is the database's reckoning, in real time.
    await sleep(1_100);
    const during = await metrics();
    expect(figure(during, 'ownless_mail_outbox_messages{status="pending"}')).toBe(1);
    expect(figure(during, 'ownless_mail_oldest_pending_seconds')).toBeGreaterThanOrEqual(1);
    expect(figure(during, 'ownless_mail_delivery_failures_total{outcome="retry"}')).toBe(1);

    // Due again while the server is still away: another failed attempt, a longer wait.
    clock.set(at(30_000));
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 0, retry: 1, failed: 0 });

    await proxy.restore();
    clock.set(at(30_000 + 60_000));
    expect(await t.app.services.mail.deliverDue()).toEqual({ sent: 1, retry: 0, failed: 0 });
    expect(smtp.accepted.filter((m) => m.to.includes(user.email))).toHaveLength(1);

    const after = await metrics();
    expect(figure(after, 'ownless_mail_outbox_messages{status="pending"}')).toBe(0);
    expect(figure(after, 'ownless_mail_oldest_pending_seconds')).toBe(0);
    expect(figure(after, 'ownless_mail_delivery_failures_total{outcome="retry"}')).toBe(2);
  });
});
