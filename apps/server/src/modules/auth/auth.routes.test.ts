import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, referrals, users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { codeFrom, loginAs, mailTo, signedInUser } from '../../test/auth';
import { createUser, TEST_PASSWORD } from '../../test/factories';

const signup = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'Ada@Example.test',
  password: 'analytical-engine-1843',
  password_confirmation: 'analytical-engine-1843',
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sign-up and e-mail verification', () => {
  const t = useTestApp();

  it('creates an unverified renter whose token works once the e-mailed link is followed', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: signup,
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
      },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['message', 'token']);
    expect(res.body.token).toMatch(/^[\w-]{40,}$/);
    const [created] = await t.database.db.select().from(users);
    expect(created).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.test',
      emailVerifiedAt: null,
    });

    // Until the address is confirmed, neither the token nor the password opens the account.
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/user/personal/info',
          headers: bearer(res.body.token),
        })
      ).status,
    ).toBe(401);
    const early = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: signup.email, password: signup.password },
    });
    expect(early.status).toBe(422);

    await t.app.services.auth.settled();
    const [mail] = await mailTo(t, 'ada@example.test');
    expect(mail!.subject).toMatch(/confirm/i);
    const link = new URL(mail!.links[0]!);
    const follow = await t.request({ method: 'GET', url: link.pathname + link.search });
    expect(follow.status).toBe(302);
    expect(follow.headers.location).toBe('/verify-email?status=verified');

    const me = await t.request({
      method: 'GET',
      url: '/api/user/personal/info',
      headers: bearer(res.body.token),
    });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      fullName: 'Ada Lovelace',
      roles: ['customer'],
      twoFAEnabled: false,
    });
    expect(me.body.data.emailVerifiedAt).not.toBeNull();
    const sessions = await t.request({
      method: 'GET',
      url: '/api/sessions',
      headers: bearer(res.body.token),
    });
    expect(sessions.body.sessions).toEqual([
      expect.objectContaining({ device: 'Firefox on Linux', current: true }),
    ]);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/login',
          payload: { email: signup.email, password: signup.password },
        })
      ).status,
    ).toBe(200);

    // The link works once.
    const again = await t.request({ method: 'GET', url: link.pathname + link.search });
    expect(again.headers.location).toBe('/verify-email?status=invalid');
  });

  it('a sign-in attempt before confirming sends the link again, to the address only', async () => {
    await t.request({ method: 'POST', url: '/api/register', payload: signup });
    await t.app.services.auth.settled();
    const wrong = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: signup.email, password: 'not-the-password-9' },
    });
    const right = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: signup.email, password: signup.password },
    });
    expect(right.status).toBe(wrong.status);
    expect(right.body).toEqual(wrong.body);
    await t.app.services.auth.settled();
    expect(
      (await mailTo(t, 'ada@example.test')).filter((m) => /confirm/i.test(m.subject)),
    ).toHaveLength(2);
  });

  it('answers a known e-mail exactly like a new one, creates nothing and tells the owner', async () => {
    const owner = await createUser(t.database.db, {
      email: 'taken@example.test',
      firstName: 'Olive',
    });
    const fresh = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { ...signup, email: 'new@example.test' },
    });
    const taken = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { ...signup, email: 'TAKEN@example.test' },
    });
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(taken.body.message).toBe(fresh.body.message);
    expect(taken.body.token).toMatch(/^[\w-]{40,}$/);
    expect(taken.body.errors).toBeUndefined();

    expect(await t.database.db.select().from(users)).toHaveLength(2);
    // The attempt's token is stored nowhere, so it can never become a session of the owner.
    const ownerTokens = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, owner.id));
    expect(ownerTokens).toHaveLength(0);
    await t.app.services.auth.settled();
    const [mail] = await mailTo(t, 'taken@example.test');
    expect(mail!.subject).toBe('Someone tried to sign up with your e-mail');
    expect(mail!.links[0]).toMatch(/\/auth-re-password$/);
  });

  it('answers field errors for a bad form and creates nothing', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: {
        first_name: '',
        last_name: 'X',
        email: 'nope',
        password: 'short',
        password_confirmation: 'other',
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'email',
      'first_name',
      'password',
      'password_confirmation',
    ]);
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it.each([
    ['password123', /too common/],
    ['qwertyuiop', /too common/],
    ['ada.lovelace', /e-mail address or name/],
    ['AdaLovelace1', /e-mail address or name/],
  ])('refuses the weak password %s on the password field', async (password, message) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: {
        ...signup,
        email: 'ada.lovelace@example.test',
        password,
        password_confirmation: password,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.password[0]).toMatch(message);
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('records the referrer of a referral code and refuses an unknown code', async () => {
    const referrer = await createUser(t.database.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { ...signup, referral_code: referrer.referralCode },
    });
    expect(res.status).toBe(201);
    const [created] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ada@example.test'));
    const rows = await t.database.db.select().from(referrals);
    expect(rows).toEqual([
      expect.objectContaining({ referrerId: referrer.id, referredId: created!.id }),
    ]);

    const bad = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { ...signup, email: 'other@example.test', referral_code: 'nope-nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.referral_code).toBeDefined();
  });

  it('resends the verification link only to a signed-in, unverified user', async () => {
    const { user, headers } = await signedInUser(t, { emailVerifiedAt: null });
    expect((await t.request({ method: 'POST', url: '/api/email/resend', headers })).status).toBe(
      200,
    );
    expect((await t.request({ method: 'POST', url: '/api/email/resend', headers })).status).toBe(
      200,
    );
    const mails = await mailTo(t, user.email);
    expect(mails).toHaveLength(2);
    // The older link still works after a new one is sent; then the newer one is used up.
    const [newer, older] = mails.map((mail) => new URL(mail.links[0]!));
    expect(
      (await t.request({ method: 'GET', url: older!.pathname + older!.search })).headers.location,
    ).toBe('/verify-email?status=verified');
    expect(
      (await t.request({ method: 'GET', url: newer!.pathname + newer!.search })).headers.location,
    ).toBe('/verify-email?status=invalid');

    expect((await t.request({ method: 'POST', url: '/api/email/resend' })).status).toBe(401);
    const { headers: verified } = await signedInUser(t);
    expect(
      (await t.request({ method: 'POST', url: '/api/email/resend', headers: verified })).status,
    ).toBe(400);
  });
});

describe('login, logout and tokens', () => {
  const t = useTestApp();

  it('logs in with the right password and the token reads the user', async () => {
    const user = await createUser(t.database.db, { firstName: 'Sam' });
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user.firstName).toBe('Sam');
    const me = await t.request({
      method: 'GET',
      url: '/api/user/personal/info',
      headers: { authorization: `Bearer ${res.body.data.token}` },
    });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(user.id);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const user = await createUser(t.database.db);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'wrong-password1' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.test', password: 'wrong-password1' },
    });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.errors.email[0]).toMatch(/do not match/);
  });

  it('refuses a suspended account', async () => {
    const user = await createUser(t.database.db, { suspendedAt: new Date() });
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(403);
  });

  it('revokes the token on logout', async () => {
    const user = await createUser(t.database.db);
    const { authorization } = await loginAs(t, user.email);
    const other = await loginAs(t, user.email);
    expect(
      (await t.request({ method: 'POST', url: '/api/logout', headers: { authorization } })).status,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/user/personal/info',
          headers: { authorization },
        })
      ).status,
    ).toBe(401);
    // Other sessions stay signed in.
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/user/personal/info',
          headers: { authorization: other.authorization },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 401 for a missing, malformed, unknown or expired token', async () => {
    const user = await createUser(t.database.db);
    const { authorization } = await loginAs(t, user.email);
    const read = (headers?: Record<string, string>) =>
      t.request({ method: 'GET', url: '/api/user/personal/info', headers });
    expect((await read()).status).toBe(401);
    expect((await read({ authorization: 'Bearer nope' })).status).toBe(401);
    expect((await read({ authorization: `Bearer ${'x'.repeat(43)}` })).status).toBe(401);
    expect((await read({ authorization })).status).toBe(200);
    await t.database.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await read({ authorization })).status).toBe(401);
  });

  it('stores tokens hashed, never in the clear', async () => {
    const user = await createUser(t.database.db);
    const { token } = await loginAs(t, user.email);
    const rows = await t.database.db.select().from(authTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows[0]!.tokenHash).toMatch(/^[a-f0-9]{64}$/);
  });
});

describe('two-factor sign-in', () => {
  const t = useTestApp();

  async function twoFactorUser() {
    const user = await createUser(t.database.db, { twoFAEnabled: true });
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toBeUndefined();
    expect(res.body.data.twoFactor).toBe(true);
    const [mail] = await mailTo(t, user.email);
    return {
      user,
      challenge: res.body.data.challenge_token as string,
      code: codeFrom(mail!.subject),
    };
  }

  it('answers a challenge instead of a token, and the e-mailed code completes sign-in', async () => {
    const { user, challenge, code } = await twoFactorUser();
    const res = await t.request({
      method: 'POST',
      url: '/api/2fa/verify',
      payload: { challenge_token: challenge, code },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(user.id);
    // A code works once.
    const again = await t.request({
      method: 'POST',
      url: '/api/2fa/verify',
      payload: { challenge_token: challenge, code },
    });
    expect(again.status).toBe(400);
  });

  it('refuses a wrong code, then locks the challenge after five tries', async () => {
    const { challenge, code } = await twoFactorUser();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/2fa/verify',
        payload: { challenge_token: challenge, code: wrong },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.code[0]).toMatch(/not right/);
    }
    const fifth = await t.request({
      method: 'POST',
      url: '/api/2fa/verify',
      payload: { challenge_token: challenge, code: wrong },
    });
    expect(fifth.body.errors.code[0]).toMatch(/last try/);
    const right = await t.request({
      method: 'POST',
      url: '/api/2fa/verify',
      payload: { challenge_token: challenge, code },
    });
    expect(right.status).not.toBe(200);
  });

  it('refuses an expired code', async () => {
    const { challenge, code } = await twoFactorUser();
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.kind, 'two_factor'));
    const res = await t.request({
      method: 'POST',
      url: '/api/2fa/verify',
      payload: { challenge_token: challenge, code },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.code[0]).toMatch(/expired/);
  });

  it('resends a new code that replaces the old one', async () => {
    const { user, challenge, code: first } = await twoFactorUser();
    const resend = await t.request({
      method: 'POST',
      url: '/api/2fa/send-code-via-email',
      payload: { challenge_token: challenge },
    });
    expect(resend.status).toBe(200);
    const [latest] = await mailTo(t, user.email);
    const second = codeFrom(latest!.subject);
    if (second !== first) {
      const old = await t.request({
        method: 'POST',
        url: '/api/2fa/verify',
        payload: { challenge_token: challenge, code: first },
      });
      expect(old.status).toBe(422);
    }
    const ok = await t.request({
      method: 'POST',
      url: '/api/2fa/verify',
      payload: { challenge_token: challenge, code: second },
    });
    expect(ok.status).toBe(200);
  });

  it('turns two-factor on and off with the password', async () => {
    const { headers } = await signedInUser(t);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/user/two-factor',
      headers,
      payload: { enabled: true, password: 'nope-nope1' },
    });
    expect(wrong.status).toBe(422);
    const on = await t.request({
      method: 'POST',
      url: '/api/user/two-factor',
      headers,
      payload: { enabled: true, password: TEST_PASSWORD },
    });
    expect(on.body.user.twoFAEnabled).toBe(true);
    const off = await t.request({
      method: 'POST',
      url: '/api/user/two-factor',
      headers,
      payload: { enabled: false, password: TEST_PASSWORD },
    });
    expect(off.body.user.twoFAEnabled).toBe(false);
  });
});

describe('password reset', () => {
  const t = useTestApp();

  async function requestReset(email: string) {
    const res = await t.request({ method: 'POST', url: '/api/password/email', payload: { email } });
    expect(res.status).toBe(200);
    await t.app.services.auth.settled();
    const [mail] = await mailTo(t, email);
    const link = new URL(mail!.links[0]!);
    return {
      token: decodeURIComponent(link.pathname.split('/').pop()!),
      message: res.body.message,
    };
  }

  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const user = await createUser(t.database.db);
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
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    await t.app.services.auth.settled();
    expect(await mailTo(t, user.email)).toHaveLength(1);
    expect(await mailTo(t, 'ghost@example.test')).toHaveLength(0);
  });

  it("stops a suspended account's session and reset link even where the tokens were not revoked", async () => {
    const user = await createUser(t.database.db);
    const session = await loginAs(t, user.email);
    const { token } = await requestReset(user.email);
    // As a token issued in the same moment as the suspension would be left: live, unrevoked.
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    const me = await t.request({
      method: 'GET',
      url: '/api/user/personal/info',
      headers: { authorization: session.authorization },
    });
    expect(me.status).toBe(401);
    const reset = await t.request({
      method: 'POST',
      url: '/api/password/reset',
      payload: {
        token,
        email: user.email,
        password: 'brand-new-pass9',
        password_confirmation: 'brand-new-pass9',
      },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.errors.token[0]).toMatch(/invalid or has expired/);
  });

  it('sets a new password once, signs every session out, and the old password stops working', async () => {
    const user = await createUser(t.database.db);
    const session = await loginAs(t, user.email);
    const { token } = await requestReset(user.email);
    const payload = {
      token,
      email: user.email,
      password: 'brand-new-pass9',
      password_confirmation: 'brand-new-pass9',
    };
    const res = await t.request({ method: 'POST', url: '/api/password/reset', payload });
    expect(res.status).toBe(200);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/user/personal/info',
          headers: { authorization: session.authorization },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: 'brand-new-pass9' },
        })
      ).status,
    ).toBe(200);
    // Reused token.
    const reuse = await t.request({
      method: 'POST',
      url: '/api/password/reset',
      payload: { ...payload, password: 'another-pass9', password_confirmation: 'another-pass9' },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.errors.token).toBeDefined();
  });

  it('refuses an expired token, a token for another e-mail, and mismatched passwords', async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const { token } = await requestReset(user.email);
    const base = {
      token,
      email: user.email,
      password: 'brand-new-pass9',
      password_confirmation: 'brand-new-pass9',
    };
    const mismatch = await t.request({
      method: 'POST',
      url: '/api/password/reset',
      payload: { ...base, password_confirmation: 'different9x' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.password_confirmation).toBeDefined();
    const wrongEmail = await t.request({
      method: 'POST',
      url: '/api/password/reset',
      payload: { ...base, email: other.email },
    });
    expect(wrongEmail.status).toBe(400);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.kind, 'password_reset'));
    const expired = await t.request({ method: 'POST', url: '/api/password/reset', payload: base });
    expect(expired.status).toBe(400);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('changes the password with the current one and keeps this session', async () => {
    const user = await createUser(t.database.db);
    const here = await loginAs(t, user.email);
    const elsewhere = await loginAs(t, user.email);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/user/password',
      headers: { authorization: here.authorization },
      payload: {
        current_password: 'not-it-123',
        password: 'fresh-pass-42',
        password_confirmation: 'fresh-pass-42',
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toBeDefined();
    const ok = await t.request({
      method: 'POST',
      url: '/api/user/password',
      headers: { authorization: here.authorization },
      payload: {
        current_password: TEST_PASSWORD,
        password: 'fresh-pass-42',
        password_confirmation: 'fresh-pass-42',
      },
    });
    expect(ok.status).toBe(200);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/user/personal/info',
          headers: { authorization: here.authorization },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/user/personal/info',
          headers: { authorization: elsewhere.authorization },
        })
      ).status,
    ).toBe(401);
  });
});

describe('rate limits', () => {
  const t = useTestApp({ RATE_LIMIT_ENABLED: 'true' });

  it('answers 429 with a clear message after too many logins', async () => {
    const user = await createUser(t.database.db);
    let last = { status: 0, body: {} as { message?: string } };
    for (let i = 0; i < 11; i++) {
      last = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'wrong-pass-1' },
      });
    }
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/Too many attempts/);
  });

  it('limits password e-mails', async () => {
    let status = 0;
    for (let i = 0; i < 6; i++) {
      status = (
        await t.request({
          method: 'POST',
          url: '/api/password/email',
          payload: { email: `x${i}@example.test` },
        })
      ).status;
    }
    expect(status).toBe(429);
  });
});
