import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { loginAs, mailTo, signedInUser } from '../../test/auth';
import { createUser } from '../../test/factories';

const DAY = 86_400_000;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('sessions: expiry', () => {
  const t = useTestApp({ SESSION_IDLE_DAYS: '30', SESSION_MAX_DAYS: '90' });
  const me = (authorization: string) =>
    t.request({ method: 'GET', url: '/api/user/personal/info', headers: { authorization } });

  it('a session unused for longer than the idle limit stops working', async () => {
    const { headers } = await signedInUser(t);
    const longAgo = new Date(Date.now() - 31 * DAY);
    await t.database.db.update(authTokens).set({ createdAt: longAgo, lastUsedAt: longAgo });
    expect((await me(headers.authorization)).status).toBe(401);
  });

  it('a session in use keeps working within its lifetime, and stops at the absolute limit however busy', async () => {
    const { headers } = await signedInUser(t);
    await t.database.db.update(authTokens).set({
      createdAt: new Date(Date.now() - 89 * DAY),
      lastUsedAt: new Date(Date.now() - 29 * DAY),
    });
    expect((await me(headers.authorization)).status).toBe(200);
    await t.database.db
      .update(authTokens)
      .set({ createdAt: new Date(Date.now() - 91 * DAY), lastUsedAt: new Date() });
    expect((await me(headers.authorization)).status).toBe(401);
  });

  it('records the last use at most once a minute', async () => {
    const { headers } = await signedInUser(t);
    const tenSecondsAgo = new Date(Date.now() - 10_000);
    await t.database.db.update(authTokens).set({ lastUsedAt: tenSecondsAgo });
    await me(headers.authorization);
    const [recent] = await t.database.db.select().from(authTokens);
    expect(recent!.lastUsedAt!.getTime()).toBe(tenSecondsAgo.getTime());

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.database.db.update(authTokens).set({ lastUsedAt: twoMinutesAgo });
    await me(headers.authorization);
    const [touched] = await t.database.db.select().from(authTokens);
    expect(touched!.lastUsedAt!.getTime()).toBeGreaterThan(twoMinutesAgo.getTime());
  });
});

describe('sessions: list and sign out', () => {
  const t = useTestApp();
  const login = (email: string, userAgent: string) =>
    t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'user-agent': userAgent },
      payload: { email, password: 'correct horse battery staple' },
    });

  it('lists my live sessions with their device, marking this one', async () => {
    const user = await createUser(t.database.db);
    const laptop = (await login(user.email, FIREFOX)).body.data.token as string;
    const phone = (await login(user.email, IPHONE)).body.data.token as string;
    await loginAs(t, (await createUser(t.database.db)).email);
    const ended = (await login(user.email, FIREFOX)).body.data.token as string;
    await t.request({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${ended}` },
    });

    const res = await t.request({
      method: 'GET',
      url: '/api/sessions',
      headers: { authorization: `Bearer ${phone}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(2);
    const byDevice = Object.fromEntries(
      res.body.sessions.map((s: { device: string }) => [s.device, s]),
    );
    expect(byDevice['Safari on iPhone']).toMatchObject({ current: true });
    expect(byDevice['Firefox on Linux']).toMatchObject({ current: false });
    expect(Date.parse(byDevice['Firefox on Linux'].createdAt)).not.toBeNaN();
    expect(Date.parse(byDevice['Firefox on Linux'].lastUsedAt)).not.toBeNaN();
    expect(laptop).not.toBe(phone);
    expect((await t.request({ method: 'GET', url: '/api/sessions' })).status).toBe(401);
  });

  it('signs one device out at once, and never another user’s', async () => {
    const user = await createUser(t.database.db);
    const laptop = (await login(user.email, FIREFOX)).body.data.token as string;
    const phone = (await login(user.email, IPHONE)).body.data.token as string;
    const other = await signedInUser(t);
    const [laptopRow] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userAgent, FIREFOX));

    const foreign = await t.request({
      method: 'DELETE',
      url: `/api/sessions/${laptopRow!.id}`,
      headers: other.headers,
    });
    expect(foreign.status).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/user/personal/info',
          headers: { authorization: `Bearer ${laptop}` },
        })
      ).status,
    ).toBe(200);

    const res = await t.request({
      method: 'DELETE',
      url: `/api/sessions/${laptopRow!.id}`,
      headers: { authorization: `Bearer ${phone}` },
    });
    expect(res.status).toBe(200);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/user/personal/info',
          headers: { authorization: `Bearer ${laptop}` },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/user/personal/info',
          headers: { authorization: `Bearer ${phone}` },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/sessions/${laptopRow!.id}`,
          headers: { authorization: `Bearer ${phone}` },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: '/api/sessions/abc',
          headers: { authorization: `Bearer ${phone}` },
        })
      ).status,
    ).toBe(400);
  });

  it('signs every other device out and keeps this one', async () => {
    const user = await createUser(t.database.db);
    const laptop = (await login(user.email, FIREFOX)).body.data.token as string;
    const phone = (await login(user.email, IPHONE)).body.data.token as string;
    const other = await signedInUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/sessions/revoke-all',
      headers: { authorization: `Bearer ${phone}` },
    });
    expect(res.status).toBe(200);
    const status = async (authorization: string) =>
      (
        await t.request({
          method: 'GET',
          url: '/api/user/personal/info',
          headers: { authorization },
        })
      ).status;
    expect(await status(`Bearer ${laptop}`)).toBe(401);
    expect(await status(`Bearer ${phone}`)).toBe(200);
    expect(await status(other.headers.authorization)).toBe(200);
  });
});

describe('the password rule on reset and change', () => {
  const t = useTestApp();

  it('refuses a common password or one built from the e-mail on reset and change, on the password field', async () => {
    const user = await createUser(t.database.db, {
      email: 'maria.lopez@example.test',
      firstName: 'Maria',
      lastName: 'Lopez',
    });
    const { headers } = await signedInUser(t, {
      email: 'sam.stone@example.test',
      firstName: 'Sam',
      lastName: 'Stone',
    });
    const change = await t.request({
      method: 'POST',
      url: '/api/user/password',
      headers,
      payload: {
        current_password: 'correct horse battery staple',
        password: 'samstone2024',
        password_confirmation: 'samstone2024',
      },
    });
    expect(change.status).toBe(400);
    expect(change.body.errors.password[0]).toMatch(/e-mail address or name/);
    const common = await t.request({
      method: 'POST',
      url: '/api/user/password',
      headers,
      payload: {
        current_password: 'correct horse battery staple',
        password: 'password123',
        password_confirmation: 'password123',
      },
    });
    expect(common.status).toBe(400);
    expect(common.body.errors.password[0]).toMatch(/too common/);

    await t.request({ method: 'POST', url: '/api/password/email', payload: { email: user.email } });
    await t.app.services.auth.settled();
    const [mail] = await mailTo(t, user.email);
    const token = decodeURIComponent(new URL(mail!.links[0]!).pathname.split('/').pop()!);
    for (const password of ['qwertyuiop', 'MariaLopez1']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/password/reset',
        payload: { token, email: user.email, password, password_confirmation: password },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.password).toHaveLength(1);
    }
    const ok = await t.request({
      method: 'POST',
      url: '/api/password/reset',
      payload: {
        token,
        email: user.email,
        password: 'lantern-harbour-42',
        password_confirmation: 'lantern-harbour-42',
      },
    });
    expect(ok.status).toBe(200);
  });
});

// A mail server that accepts connections and never answers: a handler that waited for
// the e-mail would never respond, so these requests answering at all is the proof.
describe('answers that do not wait for mail', () => {
  const sockets = new Set<net.Socket>();
  const smtp = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listening = new Promise<number>((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.address() as net.AddressInfo).port)),
  );
  let port = 0;
  beforeAll(async () => {
    port = await listening;
  });
  const t = useTestApp(() => ({ SMTP_URL: `smtp://127.0.0.1:${port}` }));
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t.app.services.auth.settled();
    smtp.close();
  });

  it('password e-mail and sign-up answer the same for known and unknown addresses without awaiting the mail', async () => {
    const user = await createUser(t.database.db, { email: 'known@example.test' });
    const known = await t.request({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: user.email },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: 'ghost@example.test' },
    });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual(unknown.body);

    const payload = {
      first_name: 'Kim',
      last_name: 'Park',
      password: 'lantern-harbour-42',
      password_confirmation: 'lantern-harbour-42',
    };
    const taken = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { ...payload, email: user.email },
    });
    const fresh = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { ...payload, email: 'fresh@example.test' },
    });
    expect([taken.status, fresh.status]).toEqual([201, 201]);
    expect(Object.keys(taken.body)).toEqual(Object.keys(fresh.body));
  });
});
