import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { signedInUser } from '../../test/auth';
import { createListing, createOwner, createUser } from '../../test/factories';
import { multipart } from '../../test/multipart';

const png = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 90 } } })
    .png()
    .toBuffer();

describe('current user and public profiles', () => {
  const t = useTestApp();

  it('returns every field of the API user for the signed-in user', async () => {
    const { user, headers } = await signedInUser(t);
    const res = await t.request({ method: 'GET', url: '/api/user/personal/info', headers });
    expect(res.status).toBe(200);
    for (const field of [
      'id',
      'firstName',
      'fullName',
      'profilePicture',
      'roles',
      'sellerStatus',
      'isStripeConnected',
      'emailVerifiedAt',
      'twoFAEnabled',
      'activeCartId',
      'isHomeToured',
      'isSellerToured',
      'isRenterToured',
    ]) {
      expect(res.body.data).toHaveProperty(field);
    }
    expect(res.body.data.email).toBe(user.email);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows an owner profile to anyone without private fields', async () => {
    const owner = await createOwner(t.database.db, {
      businessName: 'Brooks Outdoor',
      phone: '+1 555 0100',
    });
    await createListing(t.database.db, { ownerId: owner.id });
    await createListing(t.database.db, { ownerId: owner.id, status: 'Draft' });
    const { headers } = await signedInUser(t);
    for (const h of [undefined, headers]) {
      const res = await t.request({ method: 'GET', url: `/api/user/${owner.id}`, headers: h });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: owner.id,
        businessName: 'Brooks Outdoor',
        isOwner: true,
        listingsCount: 1,
      });
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(owner.email);
      expect(text).not.toContain('555 0100');
      expect(res.body.data).not.toHaveProperty('twoFAEnabled');
      expect(res.body.data).not.toHaveProperty('referralCode');
    }
  });

  it('answers 404 for unknown and suspended users', async () => {
    const suspended = await createUser(t.database.db, { suspendedAt: new Date() });
    expect((await t.request({ method: 'GET', url: '/api/user/999999' })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/user/${suspended.id}` })).status).toBe(404);
  });

  it('marks a tour done and refuses an unknown tour', async () => {
    const { headers } = await signedInUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/user/toggle-tour',
      headers,
      payload: { tour: 'seller' },
    });
    expect(res.body.data).toMatchObject({
      isSellerToured: true,
      isHomeToured: false,
      isRenterToured: false,
    });
    const bad = await t.request({
      method: 'POST',
      url: '/api/user/toggle-tour',
      headers,
      payload: { tour: 'moon' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.tour).toBeDefined();
    expect(
      (await t.request({ method: 'POST', url: '/api/user/toggle-tour', payload: { tour: 'home' } }))
        .status,
    ).toBe(401);
  });
});

describe('profile editing', () => {
  const t = useTestApp();

  it('updates names, phone and bio, with field errors for bad values', async () => {
    const { headers } = await signedInUser(t);
    const ok = await t.request({
      method: 'PATCH',
      url: '/api/user/profile',
      headers,
      payload: {
        first_name: 'Grace',
        last_name: 'Hopper',
        phone: '+1 (415) 555-0199',
        bio: 'I lend my ladder.',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      fullName: 'Grace Hopper',
      phone: '+1 (415) 555-0199',
      bio: 'I lend my ladder.',
    });
    const bad = await t.request({
      method: 'PATCH',
      url: '/api/user/profile',
      headers,
      payload: { first_name: '', last_name: 'H', phone: 'call me' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['first_name', 'phone']);
    const me = await t.request({ method: 'GET', url: '/api/user/personal/info', headers });
    expect(me.body.data.firstName).toBe('Grace');
  });

  it('stores an uploaded avatar as a 256 px WebP and replaces the old file', async () => {
    const { headers } = await signedInUser(t);
    const first = multipart([
      { field: 'avatar', filename: 'me.png', contentType: 'image/png', data: await png() },
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/user/profile/avatar',
      headers: { ...headers, ...first.headers },
      payload: first.payload,
    });
    expect(res.status).toBe(200);
    const url: string = res.body.data.profilePicture;
    expect(url).toMatch(/^\/uploads\/avatars\/\d+-[a-f0-9]+\.webp$/);
    const file = path.join(t.config.uploadDir, url.replace('/uploads/', ''));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/max-age=\d+/);

    const second = multipart([
      { field: 'avatar', filename: 'me2.png', contentType: 'image/png', data: await png(400, 400) },
    ]);
    const res2 = await t.request({
      method: 'POST',
      url: '/api/user/profile/avatar',
      headers: { ...headers, ...second.headers },
      payload: second.payload,
    });
    expect(res2.body.data.profilePicture).not.toBe(url);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses a text file named .jpg and keeps the old picture', async () => {
    const { headers } = await signedInUser(t);
    const fake = multipart([
      {
        field: 'avatar',
        filename: 'me.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('definitely not a picture'),
      },
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/user/profile/avatar',
      headers: { ...headers, ...fake.headers },
      payload: fake.payload,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.avatar[0]).toMatch(/JPEG, PNG, WebP or AVIF/);
    const me = await t.request({ method: 'GET', url: '/api/user/personal/info', headers });
    expect(me.body.data.hasProfilePicture).toBe(false);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const { headers } = await signedInUser(t);
    const big = multipart([
      {
        field: 'avatar',
        filename: 'big.png',
        contentType: 'image/png',
        data: Buffer.alloc(10 * 1024 * 1024 + 10, 1),
      },
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/user/profile/avatar',
      headers: { ...headers, ...big.headers },
      payload: big.payload,
    });
    expect(res.status).toBe(413);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('referrals and the getting-started checklist', () => {
  const t = useTestApp();

  it('lists the people who signed up with my link', async () => {
    const { user, headers } = await signedInUser(t);
    await t.request({
      method: 'POST',
      url: '/api/register',
      payload: {
        first_name: 'New',
        last_name: 'Friend',
        email: 'friend@example.test',
        password: 'friendly-neighbour-12',
        password_confirmation: 'friendly-neighbour-12',
        referral_code: user.referralCode,
      },
    });
    const res = await t.request({ method: 'GET', url: '/api/user/referrals', headers });
    expect(res.body.referralLink).toContain(`ref=${user.referralCode}`);
    expect(res.body.referrals).toEqual([
      expect.objectContaining({ fullName: 'New Friend', verified: false }),
    ]);
  });

  it('computes the checklist from the account', async () => {
    const { headers } = await signedInUser(t, { emailVerifiedAt: new Date() });
    const res = await t.request({ method: 'GET', url: '/api/user/starter', headers });
    const done = Object.fromEntries(
      res.body.steps.map((s: { key: string; done: boolean }) => [s.key, s.done]),
    );
    expect(done).toEqual({
      'verify-email': true,
      'complete-profile': false,
      'apply-as-owner': false,
      'connect-payouts': false,
      'publish-listing': false,
    });
    expect(res.body.completed).toBe(1);
  });
});

describe('development mailbox', () => {
  const t = useTestApp();

  it('lists stored mail newest first with links', async () => {
    await t.request({
      method: 'POST',
      url: '/api/register',
      payload: {
        first_name: 'A',
        last_name: 'B',
        email: 'a@example.test',
        password: 'mailbox-check-77',
        password_confirmation: 'mailbox-check-77',
      },
    });
    await t.app.services.auth.settled();
    await t.request({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: 'a@example.test' },
    });
    await t.app.services.auth.settled();
    const res = await t.request({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.status).toBe(200);
    expect(res.body.map((m: { subject: string }) => m.subject)).toEqual([
      'Reset your OwnLess password',
      'Confirm your e-mail address',
    ]);
    expect(res.body[0].links[0]).toMatch(/\/reset-password\//);
    expect(res.body[0]).toHaveProperty('html');
    const filtered = await t.request({ method: 'GET', url: '/api/dev/mailbox?to=A@EXAMPLE' });
    expect(filtered.body).toHaveLength(2);
    expect((await t.request({ method: 'GET', url: '/api/dev/mailbox?to=nobody' })).body).toEqual(
      [],
    );
  });
});

describe('with SMTP configured', () => {
  const t = useTestApp({ SMTP_URL: 'smtp://127.0.0.1:2' });

  it('has no mailbox route', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.status).toBe(404);
  });
});

describe('without SMTP on a shared deployment (DEV_MAILBOX=false)', () => {
  const t = useTestApp({ DEV_MAILBOX: 'false' });

  it('keeps the outbox, password-reset links included, away from anyone who asks', async () => {
    await t.request({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: 'a@example.test' },
    });
    expect((await t.request({ method: 'GET', url: '/api/dev/mailbox' })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/config' })).body).toMatchObject({
      mailbox: false,
    });
  });
});
