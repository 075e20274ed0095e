import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { mailTo, signedInUser } from '../../test/auth';
import { createUser, TEST_PASSWORD } from '../../test/factories';

/**
 * E-mailed links (confirmation, password reset): asking for another never ends the earlier
 * ones; using any one ends them all (decision 0004).
 */

const signup = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.test',
  password: 'compiler-cobol-1959',
  password_confirmation: 'compiler-cobol-1959',
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('confirmation links', () => {
  const t = useTestApp();

  /** The confirmation links mailed to an address, oldest first, as paths to GET. */
  async function confirmationLinks(email: string) {
    await t.app.services.auth.settled();
    const mails = (await mailTo(t, email)).filter((mail) => /confirm/i.test(mail.subject));
    return mails.reverse().map((mail) => {
      const url = new URL(mail.links[0]!);
      return url.pathname + url.search;
    });
  }

  const follow = async (link: string) =>
    (await t.request({ method: 'GET', url: link })).headers.location;

  const signIn = () =>
    t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: signup.email, password: signup.password },
    });

  it('the first e-mail still confirms after a sign-in attempt mailed another; then the second is used up', async () => {
    const registered = await t.request({ method: 'POST', url: '/api/register', payload: signup });
    expect(registered.status).toBe(201);
    await t.app.services.auth.settled();
    // Signing in before confirming answers as a wrong password and mails the link again.
    expect((await signIn()).status).toBe(422);
    const [first, second] = await confirmationLinks(signup.email);
    expect(second).toBeDefined();
    expect(first).not.toBe(second);

    expect(await follow(first!)).toBe('/verify-email?status=verified');
    // The sign-up's own token became this browser's session, and the password works now.
    const me = await t.request({
      method: 'GET',
      url: '/api/user/personal/info',
      headers: bearer(registered.body.token),
    });
    expect(me.status).toBe(200);
    expect(me.body.data.emailVerifiedAt).not.toBeNull();
    expect((await signIn()).status).toBe(200);

    // Using one link ended the other, as a used link answers.
    expect(await follow(second!)).toBe('/verify-email?status=invalid');
    expect(await follow(first!)).toBe('/verify-email?status=invalid');
  });

  it('a link from the resend button and the older one: either works, once', async () => {
    const { user, headers } = await signedInUser(t, { emailVerifiedAt: null });
    for (let i = 0; i < 2; i++)
      expect((await t.request({ method: 'POST', url: '/api/email/resend', headers })).status).toBe(
        200,
      );
    const [older, newer] = await confirmationLinks(user.email);
    expect(await follow(newer!)).toBe('/verify-email?status=verified');
    expect(await follow(older!)).toBe('/verify-email?status=invalid');
  });

  it('an expired link is refused with the expired-or-invalid page, and confirms nothing', async () => {
    await t.request({ method: 'POST', url: '/api/register', payload: signup });
    const [link] = await confirmationLinks(signup.email);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.kind, 'email_verification'));
    expect(await follow(link!)).toBe('/verify-email?status=invalid');
    expect((await signIn()).status).toBe(422);
  });

  it('two links followed at once: exactly one confirms', async () => {
    await t.request({ method: 'POST', url: '/api/register', payload: signup });
    await t.app.services.auth.settled();
    await signIn();
    const links = await confirmationLinks(signup.email);
    expect(links).toHaveLength(2);
    const outcomes = await Promise.all(links.map(follow));
    expect(outcomes.sort()).toEqual([
      '/verify-email?status=invalid',
      '/verify-email?status=verified',
    ]);
    expect((await signIn()).status).toBe(200);
  });
});

describe('password-reset links', () => {
  const t = useTestApp();

  /** Asks for a reset link and answers its token. */
  async function requestReset(email: string) {
    const res = await t.request({ method: 'POST', url: '/api/password/email', payload: { email } });
    expect(res.status).toBe(200);
    await t.app.services.auth.settled();
    const [mail] = await mailTo(t, email);
    const link = new URL(mail!.links[0]!);
    return decodeURIComponent(link.pathname.split('/').pop()!);
  }

  const reset = (token: string, email: string, password: string) =>
    t.request({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, email, password, password_confirmation: password },
    });

  const signIn = (email: string, password: string) =>
    t.request({ method: 'POST', url: '/api/login', payload: { email, password } });

  it('asking again leaves the first link working; using it ends the second', async () => {
    const user = await createUser(t.database.db);
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(first).not.toBe(second);

    expect((await reset(first, user.email, 'first-new-pass-71')).status).toBe(200);
    const refused = await reset(second, user.email, 'second-new-pass-72');
    expect(refused.status).toBe(400);
    expect(refused.body.errors.token[0]).toMatch(/invalid or has expired/);
    expect((await signIn(user.email, 'first-new-pass-71')).status).toBe(200);
    expect((await signIn(user.email, 'second-new-pass-72')).status).toBe(422);
  });

  it('the newer link works too, and then the older one no longer does', async () => {
    const user = await createUser(t.database.db);
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect((await reset(second, user.email, 'second-new-pass-72')).status).toBe(200);
    expect((await reset(first, user.email, 'first-new-pass-71')).status).toBe(400);
    expect((await signIn(user.email, 'second-new-pass-72')).status).toBe(200);
  });

  it('an expired link is refused with a clear message and changes nothing', async () => {
    const user = await createUser(t.database.db);
    const token = await requestReset(user.email);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.id));
    const expired = await reset(token, user.email, 'late-new-pass-73');
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({
      message: 'This reset link is invalid or has expired. Please ask for a new one.',
      errors: { token: ['This reset link is invalid or has expired. Please ask for a new one.'] },
    });
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('two links used at once: exactly one sets its password, the other is refused', async () => {
    const user = await createUser(t.database.db);
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    const [a, b] = await Promise.all([
      reset(first, user.email, 'first-new-pass-71'),
      reset(second, user.email, 'second-new-pass-72'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const winner = a.status === 200 ? 'first-new-pass-71' : 'second-new-pass-72';
    const loser = a.status === 200 ? 'second-new-pass-72' : 'first-new-pass-71';
    expect((await signIn(user.email, winner)).status).toBe(200);
    expect((await signIn(user.email, loser)).status).toBe(422);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(422);
  });
});
