import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingImages, listings, reservations } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { signedInUser } from '../../test/auth';
import { createUser, referenceIds } from '../../test/factories';
import { multipart } from '../../test/multipart';

const jpeg = (hue = 120) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

const sf = {
  formattedAddress: 'San Francisco, CA 94110, USA',
  latitude: 37.7487,
  longitude: -122.4158,
  placeId: 'us-zip:94110',
  city: 'San Francisco',
  state: 'CA',
  country: 'US',
  postalCode: '94110',
};

async function ownerHeaders(t: TestContext, overrides = {}) {
  return signedInUser(t, {
    roles: ['customer', 'seller'],
    sellerStatus: 'Approved',
    isStripeConnected: true,
    ...overrides,
  });
}

async function basics(t: TestContext) {
  const refs = await referenceIds(t.database.db);
  return {
    name: 'Cordless drill',
    rental_type_id: refs.rentalType('tool').id,
    category_id: refs.category('power-tools').id,
  };
}

async function createDraft(t: TestContext, headers: Record<string, string>) {
  const res = await t.request({
    method: 'POST',
    url: '/api/listing',
    headers,
    payload: await basics(t),
  });
  expect(res.status).toBe(201);
  return res.body.listing as { id: number; status: string };
}

async function upload(
  t: TestContext,
  headers: Record<string, string>,
  id: number,
  files: { filename: string; data: Buffer; contentType?: string }[],
) {
  const body = multipart(
    files.map((f) => ({
      field: 'images',
      filename: f.filename,
      contentType: f.contentType ?? 'image/jpeg',
      data: f.data,
    })),
  );
  return t.request({
    method: 'POST',
    url: `/api/listing/${id}/upload`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Fills every step of the wizard through the API. */
async function completeListing(t: TestContext, headers: Record<string, string>, id: number) {
  const refs = await referenceIds(t.database.db);
  const patch = await t.request({
    method: 'PATCH',
    url: `/api/listing/${id}`,
    headers,
    payload: {
      description: 'Two batteries and a charger.',
      location: sf,
      frequencies: [
        { frequency: 'Daily', price: 15 },
        { frequency: 'Weekly', price: 55.5 },
      ],
      deposit: 50,
      policy_id: refs.policy('moderate').id,
      accept_terms: true,
      fulfilment: ['pickup'],
    },
  });
  expect(patch.status).toBe(200);
  const up = await upload(t, headers, id, [{ filename: 'drill.jpg', data: await jpeg() }]);
  expect(up.status).toBe(200);
}

describe('creating and editing a listing', () => {
  const t = useTestApp();

  it('lets an approved owner draft, save each step and read it back', async () => {
    const { headers } = await ownerHeaders(t);
    const draft = await createDraft(t, headers);
    expect(draft.status).toBe('Draft');
    await completeListing(t, headers, draft.id);
    const res = await t.request({ method: 'GET', url: `/api/listing/${draft.id}`, headers });
    expect(res.status).toBe(200);
    expect(res.body.listing).toMatchObject({
      status: 'Draft',
      is_published: 0,
      short_address: 'San Francisco, CA',
      address: { latitude: 37.7487, longitude: -122.4158, city: 'San Francisco' },
      deposit_cents: 5000,
      policy: { name: 'Moderate' },
    });
    expect(
      res.body.listing.frequencies.map((f: { frequency: string; price_cents: number }) => [
        f.frequency,
        f.price_cents,
      ]),
    ).toEqual([
      ['Daily', 1500],
      ['Weekly', 5550],
    ]);
    expect(res.body.listing.images).toHaveLength(1);
    expect(res.body.listing.images[0].is_cover).toBe(1);
  });

  it('stores a time zone typed in any letter case as its one spelling, and refuses an unknown one', async () => {
    const { headers } = await ownerHeaders(t);
    const draft = await createDraft(t, headers);
    const save = (timezone: string) =>
      t.request({
        method: 'PATCH',
        url: `/api/listing/${draft.id}`,
        headers,
        payload: { timezone },
      });
    expect((await save('america/new_york')).status).toBe(200);
    const [row] = await t.database.db
      .select({ timezone: listings.timezone })
      .from(listings)
      .where(eq(listings.id, draft.id));
    expect(row!.timezone).toBe('America/New_York');
    const read = await t.request({ method: 'GET', url: `/api/listing/${draft.id}`, headers });
    expect(read.body.listing.timezone).toBe('America/New_York');

    const unknown = await save('Mars/Olympus_Mons');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('timezone');
    const [after] = await t.database.db
      .select({ timezone: listings.timezone })
      .from(listings)
      .where(eq(listings.id, draft.id));
    expect(after!.timezone).toBe('America/New_York');
  });

  it('lets a pending applicant draft, but not someone who never applied', async () => {
    const { headers: pending } = await signedInUser(t, { sellerStatus: 'Pending' });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/listing',
          headers: pending,
          payload: await basics(t),
        })
      ).status,
    ).toBe(201);
    const { headers: renter } = await signedInUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/listing',
      headers: renter,
      payload: await basics(t),
    });
    expect(res.status).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/listing', payload: await basics(t) })).status,
    ).toBe(401);
  });

  it('answers field errors for bad input and saves nothing', async () => {
    const { headers } = await ownerHeaders(t);
    const refs = await referenceIds(t.database.db);
    const bad = await t.request({
      method: 'POST',
      url: '/api/listing',
      headers,
      payload: {
        name: 'x',
        rental_type_id: refs.rentalType('gear').id,
        category_id: refs.category('power-tools').id,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.name).toBeDefined();
    const wrongCategory = await t.request({
      method: 'POST',
      url: '/api/listing',
      headers,
      payload: {
        name: 'A tent',
        rental_type_id: refs.rentalType('gear').id,
        category_id: refs.category('power-tools').id,
      },
    });
    expect(wrongCategory.status).toBe(400);
    expect(wrongCategory.body.errors.category_id[0]).toMatch(/not part of Gear/);
    const draft = await createDraft(t, headers);
    const patch = await t.request({
      method: 'PATCH',
      url: `/api/listing/${draft.id}`,
      headers,
      payload: {
        frequencies: [
          { frequency: 'Daily', price: 10.123 },
          { frequency: 'Daily', price: 5 },
        ],
        min_units: 5,
        max_units: 2,
        location: { ...sf, latitude: 'north' },
        policy_id: 999,
      },
    });
    expect(patch.status).toBe(400);
    expect(Object.keys(patch.body.errors).sort()).toEqual(
      expect.arrayContaining(['frequencies.0.price', 'location.latitude']),
    );
    const check = await t.request({
      method: 'PATCH',
      url: `/api/listing/${draft.id}`,
      headers,
      payload: { min_units: 5, max_units: 2, policy_id: 999 },
    });
    expect(check.status).toBe(400);
    expect(Object.keys(check.body.errors).sort()).toEqual(['max_units', 'policy_id']);
    const stored = await t.database.db.select().from(listings).where(eq(listings.id, draft.id));
    expect(stored[0]!.minUnits).toBe(1);
  });
});

describe('who may change a listing', () => {
  const t = useTestApp();

  it('refuses a renter, another owner and a guest on every owner-only call, and nothing changes', async () => {
    const { headers } = await ownerHeaders(t);
    const draft = await createDraft(t, headers);
    await completeListing(t, headers, draft.id);
    const [image] = await t.database.db
      .select()
      .from(listingImages)
      .where(eq(listingImages.listingId, draft.id));
    const { headers: otherOwner } = await ownerHeaders(t);
    const { headers: renter } = await signedInUser(t);
    const calls = [
      {
        method: 'PATCH' as const,
        url: `/api/listing/${draft.id}`,
        payload: { name: 'Stolen drill' },
      },
      { method: 'PATCH' as const, url: `/api/listing/${draft.id}/publish` },
      { method: 'POST' as const, url: `/api/listing/${draft.id}/deactivate/` },
      { method: 'POST' as const, url: `/api/listing/${draft.id}/activate/` },
      { method: 'DELETE' as const, url: `/api/listing/${draft.id}/images/${image!.id}` },
      { method: 'PATCH' as const, url: `/api/listing/${draft.id}/images/${image!.id}/cover` },
      {
        method: 'POST' as const,
        url: `/api/listing/${draft.id}/blockdate`,
        payload: { start_date: '2030-01-01', end_date: '2030-01-02' },
      },
      { method: 'GET' as const, url: `/api/listing/${draft.id}/manage` },
    ];
    for (const call of calls) {
      for (const [who, h, expected] of [
        ['other owner', otherOwner, 403],
        ['renter', renter, 403],
        ['guest', {}, 401],
      ] as const) {
        const res = await t.request({ ...call, headers: h });
        expect(res.status, `${who} ${call.method} ${call.url}`).toBe(expected);
      }
    }
    const up = await upload(t, renter, draft.id, [{ filename: 'x.jpg', data: await jpeg() }]);
    expect(up.status).toBe(403);
    const [stored] = await t.database.db.select().from(listings).where(eq(listings.id, draft.id));
    expect(stored!.name).toBe('Cordless drill');
    expect(stored!.status).toBe('Draft');
    expect(
      await t.database.db.select().from(listingImages).where(eq(listingImages.listingId, draft.id)),
    ).toHaveLength(1);
    // Drafts stay invisible to others.
    expect(
      (await t.request({ method: 'GET', url: `/api/listing/${draft.id}`, headers: renter })).status,
    ).toBe(404);
  });
});

describe('publishing and the listing lifecycle', () => {
  const t = useTestApp();

  it('refuses to publish an incomplete listing, naming every missing part', async () => {
    const { headers } = await ownerHeaders(t);
    const draft = await createDraft(t, headers);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/listing/${draft.id}/publish`,
      headers,
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/not ready/);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'accept_terms',
      'frequencies',
      'images',
      'location',
      'policy_id',
    ]);
  });

  it('refuses to publish for an owner without payouts or still pending', async () => {
    const { headers: unconnected } = await ownerHeaders(t, { isStripeConnected: false });
    const a = await createDraft(t, unconnected);
    await completeListing(t, unconnected, a.id);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/listing/${a.id}/publish`,
      headers: unconnected,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['payouts']);

    const { headers: pending } = await signedInUser(t, {
      sellerStatus: 'Pending',
      isStripeConnected: true,
    });
    const b = await createDraft(t, pending);
    await completeListing(t, pending, b.id);
    const res2 = await t.request({
      method: 'PATCH',
      url: `/api/listing/${b.id}/publish`,
      headers: pending,
    });
    expect(res2.status).toBe(422);
    expect(res2.body.errors.seller[0]).toMatch(/still being reviewed/);
  });

  it('goes Draft → Published → Inactive → Published, and search follows', async () => {
    const { headers } = await ownerHeaders(t);
    const draft = await createDraft(t, headers);
    await completeListing(t, headers, draft.id);
    const inSearch = async () =>
      (await t.request({ method: 'GET', url: '/api/listings?search=cordless' })).body.items.map(
        (i: { id: number }) => i.id,
      );
    expect(await inSearch()).toEqual([]);

    const published = await t.request({
      method: 'PATCH',
      url: `/api/listing/${draft.id}/publish`,
      headers,
    });
    expect(published.status).toBe(200);
    expect(published.body.listing).toMatchObject({ status: 'Published', is_published: 1 });
    expect(await inSearch()).toEqual([draft.id]);
    expect(
      (await t.request({ method: 'PATCH', url: `/api/listing/${draft.id}/publish`, headers }))
        .status,
    ).toBe(409);

    const inactive = await t.request({
      method: 'POST',
      url: `/api/listing/${draft.id}/deactivate/`,
      headers,
    });
    expect(inactive.body.listing.status).toBe('Inactive');
    expect(await inSearch()).toEqual([]);
    expect(
      (await t.request({ method: 'POST', url: `/api/listing/${draft.id}/deactivate`, headers }))
        .status,
    ).toBe(409);

    const active = await t.request({
      method: 'POST',
      url: `/api/listing/${draft.id}/activate/`,
      headers,
    });
    expect(active.body.listing.status).toBe('Published');
    expect(await inSearch()).toEqual([draft.id]);
  });

  it('refuses an edit that would leave a published listing incomplete', async () => {
    const { headers } = await ownerHeaders(t);
    const draft = await createDraft(t, headers);
    await completeListing(t, headers, draft.id);
    await t.request({ method: 'PATCH', url: `/api/listing/${draft.id}/publish`, headers });
    const res = await t.request({
      method: 'PATCH',
      url: `/api/listing/${draft.id}`,
      headers,
      payload: { frequencies: [], name: 'Renamed drill' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.frequencies).toBeDefined();
    const [stored] = await t.database.db.select().from(listings).where(eq(listings.id, draft.id));
    expect(stored!.name).toBe('Cordless drill');
  });

  it('lists my listings with status counts, filter, keyword and paging', async () => {
    const { headers } = await ownerHeaders(t);
    const a = await createDraft(t, headers);
    await completeListing(t, headers, a.id);
    await t.request({ method: 'PATCH', url: `/api/listing/${a.id}/publish`, headers });
    const refs = await referenceIds(t.database.db);
    await t.request({
      method: 'POST',
      url: '/api/listing',
      headers,
      payload: {
        name: 'Camping stove',
        rental_type_id: refs.rentalType('gear').id,
        category_id: refs.category('camping').id,
      },
    });
    const { headers: other } = await ownerHeaders(t);
    await createDraft(t, other);

    const all = await t.request({ method: 'GET', url: '/api/listing/personal/list', headers });
    expect(all.body.total).toBe(2);
    expect(all.body.counts).toEqual({ Draft: 1, Published: 1, Inactive: 0 });
    const drafts = await t.request({
      method: 'GET',
      url: '/api/listing/personal/list?status=Draft',
      headers,
    });
    expect(drafts.body.items.map((i: { name: string }) => i.name)).toEqual(['Camping stove']);
    const keyword = await t.request({
      method: 'GET',
      url: '/api/listing/personal/list?search=drill',
      headers,
    });
    expect(keyword.body.items.map((i: { name: string }) => i.name)).toEqual(['Cordless drill']);
    const paged = await t.request({
      method: 'GET',
      url: '/api/listing/personal/list?per_page=1&page=2',
      headers,
    });
    expect(paged.body.items).toHaveLength(1);
    expect(
      (await t.request({ method: 'GET', url: '/api/listing/personal/list?status=Gone', headers }))
        .status,
    ).toBe(400);
  });
});

describe('photos', () => {
  const t = useTestApp();

  it('stores several photos as WebP sizes, reorders them and moves the cover', async () => {
    const { headers } = await ownerHeaders(t);
    const draft = await createDraft(t, headers);
    const res = await upload(t, headers, draft.id, [
      { filename: 'a.jpg', data: await jpeg(10) },
      {
        filename: 'b.png',
        data: await sharp(await jpeg(200))
          .png()
          .toBuffer(),
        contentType: 'image/png',
      },
      {
        filename: 'c.webp',
        data: await sharp(await jpeg(90))
          .webp()
          .toBuffer(),
        contentType: 'image/webp',
      },
    ]);
    expect(res.status).toBe(200);
    const images = res.body.listing.images as { id: number; file_path: string; is_cover: number }[];
    expect(images).toHaveLength(3);
    expect(images.map((i) => i.is_cover)).toEqual([1, 0, 0]);
    const file = path.join(t.config.uploadDir, images[0]!.file_path.replace('/uploads/', ''));
    expect((await sharp(fs.readFileSync(file)).metadata()).format).toBe('webp');

    const order = [images[2]!.id, images[0]!.id, images[1]!.id];
    const reordered = await t.request({
      method: 'PATCH',
      url: `/api/listing/${draft.id}/images/order`,
      headers,
      payload: { image_ids: order },
    });
    expect(reordered.body.listing.images.map((i: { id: number }) => i.id)).toEqual(order);
    const bad = await t.request({
      method: 'PATCH',
      url: `/api/listing/${draft.id}/images/order`,
      headers,
      payload: { image_ids: [images[0]!.id] },
    });
    expect(bad.status).toBe(400);

    const cover = await t.request({
      method: 'PATCH',
      url: `/api/listing/${draft.id}/images/${images[1]!.id}/cover`,
      headers,
    });
    expect(cover.body.listing.images.find((i: { is_cover: number }) => i.is_cover === 1).id).toBe(
      images[1]!.id,
    );

    // Deleting the cover makes the first remaining photo the cover, and removes the files.
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/listing/${draft.id}/images/${images[1]!.id}`,
      headers,
    });
    expect(removed.body.listing.images).toHaveLength(2);
    expect(removed.body.listing.images[0].is_cover).toBe(1);
    const gone = path.join(t.config.uploadDir, images[1]!.file_path.replace('/uploads/', ''));
    expect(fs.existsSync(gone)).toBe(false);
  });

  it('refuses a text file named .jpg and stores nothing of that upload', async () => {
    const { headers } = await ownerHeaders(t);
    const draft = await createDraft(t, headers);
    const res = await upload(t, headers, draft.id, [
      { filename: 'fine.jpg', data: await jpeg() },
      { filename: 'notes.jpg', data: Buffer.from('this is a text file, not a photo') },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.errors.images[0]).toMatch(/notes\.jpg is not a JPEG, PNG, WebP or AVIF/);
    expect(await t.database.db.select().from(listingImages)).toHaveLength(0);
  });

  it('refuses a file over 10 MB', async () => {
    const { headers } = await ownerHeaders(t);
    const draft = await createDraft(t, headers);
    const res = await upload(t, headers, draft.id, [
      { filename: 'huge.jpg', data: Buffer.alloc(10 * 1024 * 1024 + 1, 7) },
    ]);
    expect(res.status).toBe(413);
    expect(await t.database.db.select().from(listingImages)).toHaveLength(0);
  });

  it('refuses a 13th photo', async () => {
    const { headers } = await ownerHeaders(t);
    const draft = await createDraft(t, headers);
    const photo = await jpeg();
    const twelve = Array.from({ length: 12 }, (_, i) => ({ filename: `p${i}.jpg`, data: photo }));
    expect((await upload(t, headers, draft.id, twelve)).status).toBe(200);
    const res = await upload(t, headers, draft.id, [{ filename: 'p13.jpg', data: photo }]);
    expect(res.status).toBe(400);
    expect(res.body.errors.images[0]).toMatch(/at most 12 photos/);
    expect(await t.database.db.select().from(listingImages)).toHaveLength(12);
  });

  it('keeps at least one photo on a published listing', async () => {
    const { headers } = await ownerHeaders(t);
    const draft = await createDraft(t, headers);
    await completeListing(t, headers, draft.id);
    const published = await t.request({
      method: 'PATCH',
      url: `/api/listing/${draft.id}/publish`,
      headers,
    });
    const only = published.body.listing.images[0].id;
    const res = await t.request({
      method: 'DELETE',
      url: `/api/listing/${draft.id}/images/${only}`,
      headers,
    });
    expect(res.status).toBe(422);
  });
});

describe('blocked dates', () => {
  const t = useTestApp();

  it('blocks and unblocks a range, and shows it on the listing', async () => {
    const { headers } = await ownerHeaders(t);
    const draft = await createDraft(t, headers);
    const blocked = await t.request({
      method: 'POST',
      url: `/api/listing/${draft.id}/blockdate`,
      headers,
      payload: { start_date: '2030-07-01', end_date: '2030-07-04', reason: 'Family trip' },
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.listing.blocked_dates).toEqual([
      expect.objectContaining({
        start_date: '2030-07-01',
        end_date: '2030-07-04',
        reason: 'Family trip',
      }),
    ]);
    const blockId = blocked.body.listing.blocked_dates[0].id;
    const res = await t.request({
      method: 'DELETE',
      url: `/api/listing/${draft.id}/blockdate/${blockId}`,
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.listing.blocked_dates).toEqual([]);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/listing/${draft.id}/blockdate/${blockId}`,
          headers,
        })
      ).status,
    ).toBe(404);
  });

  it('shows blocked days to renters, and why they are blocked only to the owner', async () => {
    const { headers } = await ownerHeaders(t);
    const draft = await createDraft(t, headers);
    await completeListing(t, headers, draft.id);
    await t.request({ method: 'PATCH', url: `/api/listing/${draft.id}/publish`, headers });
    await t.request({
      method: 'POST',
      url: `/api/listing/${draft.id}/blockdate`,
      headers,
      payload: { start_date: '2030-07-01', end_date: '2030-07-04', reason: 'Hospital visit' },
    });
    const days = { start_date: '2030-07-01', end_date: '2030-07-04' };

    const stranger = await signedInUser(t);
    for (const viewer of [{}, stranger.headers, headers]) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/listing/${draft.id}`,
        headers: viewer,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('Hospital visit');
      expect(page.json().listing.blocked_dates).toEqual([
        expect.objectContaining({ ...days, reason: null }),
      ]);
    }
    const managed = await t.request({
      method: 'GET',
      url: `/api/listing/${draft.id}/manage`,
      headers,
    });
    expect(managed.body.listing.blocked_dates).toEqual([
      expect.objectContaining({ ...days, reason: 'Hospital visit' }),
    ]);
  });

  it('refuses days a booked reservation touches (the reservations module answers), and not the days around it', async () => {
    const { user, headers } = await ownerHeaders(t);
    const draft = await createDraft(t, headers);
    const renter = await createUser(t.database.db);
    const db = t.database.db;
    const booking = {
      listingId: draft.id,
      renterId: renter.id,
      ownerId: user.id,
      frequency: 'Daily',
      startAt: new Date('2030-08-10T12:00:00Z'),
      endAt: new Date('2030-08-12T12:00:00Z'),
    };
    await db.insert(reservations).values([
      { ...booking, code: 'OL-BLOCK1', status: 'paid' },
      // A request nobody approved holds no stock: its days may be blocked.
      {
        ...booking,
        code: 'OL-BLOCK2',
        status: 'pending',
        startAt: new Date('2030-08-20T12:00:00Z'),
        endAt: new Date('2030-08-21T12:00:00Z'),
      },
    ]);
    const block = (start_date: string, end_date: string) =>
      t.request({
        method: 'POST',
        url: `/api/listing/${draft.id}/blockdate`,
        headers,
        payload: { start_date, end_date },
      });
    for (const [start, end] of [
      ['2030-08-12', '2030-08-15'],
      ['2030-08-01', '2030-08-10'],
      ['2030-08-11', '2030-08-11'],
    ] as const) {
      const refused = await block(start, end);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Some of those days are already booked by a renter.');
    }
    expect((await block('2030-08-14', '2030-08-16')).status).toBe(200);
    expect((await block('2030-08-20', '2030-08-21')).status).toBe(200);
  });

  it('refuses an end before the start and impossible dates', async () => {
    const { headers } = await ownerHeaders(t);
    const draft = await createDraft(t, headers);
    const backwards = await t.request({
      method: 'POST',
      url: `/api/listing/${draft.id}/blockdate`,
      headers,
      payload: { start_date: '2030-07-05', end_date: '2030-07-01' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.end_date).toBeDefined();
    const impossible = await t.request({
      method: 'POST',
      url: `/api/listing/${draft.id}/blockdate`,
      headers,
      payload: { start_date: '2030-02-30', end_date: '2030-03-01' },
    });
    expect(impossible.body.errors.start_date[0]).toMatch(/does not exist/);
    expect(impossible.status).toBe(400);
  });
});
