import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { signedInUser } from '../test/auth';
import { inDays } from '../test/clock';
import { createListing, createOwner } from '../test/factories';

/** Values the database cannot hold are refused at the edge with a field message. */
describe('input bounds', () => {
  const t = useTestApp();

  it('refuses ids beyond int32 in paths, queries and bodies', async () => {
    const { headers } = await signedInUser(t);
    for (const url of [
      '/api/listing/2147483648',
      '/api/user/2147483648',
      '/api/reservation/2147483648',
      '/api/cart/99999999999999999999',
    ]) {
      const res = await t.request({ method: 'GET', url, headers });
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body.errors), url).toMatch(/too large|does not exist/);
    }
    const search = await t.request({ method: 'GET', url: '/api/listings?owner_id=2147483648' });
    expect(search.status).toBe(400);
    expect(search.body.errors.owner_id).toEqual(['That id is too large.']);
    const cart = await t.request({
      method: 'POST',
      url: '/api/cart/add-to-cart',
      headers,
      payload: { listing_id: 2 ** 31, frequency: 'Daily', start_at: inDays(3) },
    });
    expect(cart.status).toBe(400);
    expect(cart.body.errors.listing_id).toEqual(['That id is too large.']);
  });

  it('keeps pages between 1 and 10,000', async () => {
    const { headers } = await signedInUser(t);
    const tooFar = await t.request({ method: 'GET', url: '/api/favourites?page=10001', headers });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.errors.page).toEqual(['Must be at most 10,000.']);
    expect(
      (await t.request({ method: 'GET', url: '/api/favourites?page=10000', headers })).status,
    ).toBe(200);
    const zero = await t.request({ method: 'GET', url: '/api/reservation/renter?page=0', headers });
    expect(zero.body.errors.page).toEqual(['Pages start at 1.']);
    expect((await t.request({ method: 'GET', url: '/api/listings?page=99999999999' })).status).toBe(
      400,
    );
  });

  it('accepts only real calendar dates between 1900 and 2200', async () => {
    const owner = await createOwner(t.database.db);
    const listing = await createListing(t.database.db, { ownerId: owner.id });
    for (const [from, message] of [
      ['9999-12-31', 'Choose a date between 1900 and 2200.'],
      ['0000-01-01', 'Choose a date between 1900 and 2200.'],
      ['1899-12-31', 'Choose a date between 1900 and 2200.'],
      ['2026-02-30', 'That date does not exist.'],
    ] as const) {
      const res = await t.request({
        method: 'GET',
        url: `/api/listing/${listing.id}/booked?from=${from}`,
      });
      expect(res.status, from).toBe(400);
      expect(res.body.errors.from, from).toEqual([message]);
    }
    expect(
      (await t.request({ method: 'GET', url: `/api/listing/${listing.id}/booked?from=2200-12-31` }))
        .status,
    ).toBe(200);
    const search = await t.request({
      method: 'GET',
      url: '/api/listings?start_date=0000-01-01&end_date=0000-01-02',
    });
    expect(search.status).toBe(400);
    const quote = await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/quote`,
      payload: { frequency: 'Daily', start_at: '0000-01-01T00:00:00Z' },
    });
    expect(quote.body.errors.start_at).toEqual(['Choose a valid start date and time.']);
  });

  it('refuses text with a NUL character, field by field', async () => {
    const contact = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ann',
        email: 'ann@example.test',
        subject: 'Hello',
        message: 'Ten characters\u0000 and more',
      },
    });
    expect(contact.status).toBe(400);
    expect(contact.body.errors.message).toEqual([
      'Remove the invisible control characters from this text.',
    ]);
    const { headers } = await signedInUser(t);
    const profile = await t.request({
      method: 'PATCH',
      url: '/api/user/profile',
      headers,
      payload: { first_name: 'A\u0000', last_name: 'B' },
    });
    expect(profile.status).toBe(400);
    expect(profile.body.errors.first_name).toEqual([
      'Remove the invisible control characters from this text.',
    ]);
  });

  it('refuses a rental whose total would not fit the money columns', async () => {
    const owner = await createOwner(t.database.db);
    // $100,000 a day, the most a price may be, for 300 days: $30M, beyond int32 cents.
    const listing = await createListing(t.database.db, {
      ownerId: owner.id,
      frequencies: [{ frequency: 'Daily', priceCents: 10_000_000 }],
    });
    const { headers } = await signedInUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/cart/add-to-cart',
      headers,
      payload: { listing_id: listing.id, frequency: 'Daily', start_at: inDays(3), units: 300 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.units).toEqual([
      'One reservation can cost at most $999,999.99. Choose fewer items or a shorter rental.',
    ]);
    const ok = await t.request({
      method: 'POST',
      url: '/api/cart/add-to-cart',
      headers,
      payload: { listing_id: listing.id, frequency: 'Daily', start_at: inDays(3), units: 9 },
    });
    expect(ok.status).toBe(200);
  });

  it('answers a cut-off or malformed upload with 400', async () => {
    const { user: owner, headers } = await signedInUser(t, {
      roles: ['customer', 'seller'],
      sellerStatus: 'Approved',
      isStripeConnected: true,
    });
    const listing = await createListing(t.database.db, { ownerId: owner.id });
    for (const [url, payload] of [
      ['/api/user/profile/avatar', 'null'],
      [
        '/api/user/profile/avatar',
        '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc',
      ],
      [`/api/listing/${listing.id}/upload`, '1e999'],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload,
      });
      expect(res.status, url).toBe(400);
      expect(res.body.message).toMatch(/cut off or is not valid multipart/);
    }
  });
});
