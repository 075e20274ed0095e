import { describe, expect, it } from 'vitest';
import {
  listingDetailSchema,
  listingSearchResultSchema,
  listingSummarySchema,
} from '@ownless/shared';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app';
import { createListing, createOwner, createUser } from '../../test/factories';

describe('GET /api/listings', () => {
  const t = useTestApp();

  async function seedListings(count: number) {
    const owner = await createOwner(t.database.db);
    const base = Date.now() - 1_000_000;
    for (let i = 0; i < count; i++) {
      await createListing(t.database.db, {
        ownerId: owner.id,
        name: `Item ${i + 1}`,
        createdAt: new Date(base + i * 1000),
      });
    }
    return owner;
  }

  it('pages published listings newest first with the total', async () => {
    await seedListings(20);
    const page1 = await t.request({ method: 'GET', url: '/api/listings?page=1&per_page=9' });
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(20);
    expect(page1.body.items).toHaveLength(9);
    expect(page1.body.items[0].name).toBe('Item 20');
    const page3 = await t.request({ method: 'GET', url: '/api/listings?page=3&per_page=9' });
    expect(page3.body.items.map((i: { name: string }) => i.name)).toEqual(['Item 2', 'Item 1']);
    expect(page3.body.total).toBe(20);
  });

  it('keeps the total on a page past the end', async () => {
    await seedListings(3);
    const res = await t.request({ method: 'GET', url: '/api/listings?page=5&per_page=9' });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
    expect(res.body.total).toBe(3);
  });

  it('reads page 0 and negative pages as page 1', async () => {
    await seedListings(2);
    const res = await t.request({ method: 'GET', url: '/api/listings?page=0' });
    expect(res.body.page).toBe(1);
    expect(res.body.items).toHaveLength(2);
  });

  it('never returns drafts or inactive listings', async () => {
    const owner = await createOwner(t.database.db);
    await createListing(t.database.db, { ownerId: owner.id, name: 'Visible' });
    await createListing(t.database.db, { ownerId: owner.id, name: 'Draft one', status: 'Draft' });
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Paused one',
      status: 'Inactive',
    });
    const res = await t.request({ method: 'GET', url: '/api/listings' });
    expect(res.body.items.map((i: { name: string }) => i.name)).toEqual(['Visible']);
    const unpublished = await t.request({ method: 'GET', url: '/api/listings?is_published=0' });
    expect(unpublished.body.items).toEqual([]);
  });

  it('returns the API field names', async () => {
    const owner = await createOwner(t.database.db);
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Cordless drill',
      frequencies: [
        { frequency: 'Weekly', priceCents: 9000 },
        { frequency: 'Daily', priceCents: 1999 },
        { type: 'sale', frequency: 'Once', priceCents: 12000 },
      ],
      images: [{ filePath: '/uploads/a.webp' }, { filePath: '/uploads/b.webp', isCover: true }],
    });
    const res = await t.request({ method: 'GET', url: '/api/listings' });
    // The body is written outside Fastify's response schema (the cards by PostgreSQL): it
    // must still be exactly a search result (no missing, mistyped or extra fields), and JSON.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(listingSearchResultSchema.strict().parse(res.body)).toEqual(res.body);
    expect(listingSummarySchema.strict().parse(res.body.items[0])).toEqual(res.body.items[0]);
    const item = res.body.items[0];
    expect(item).toMatchObject({
      name: 'Cordless drill',
      short_address: 'Downtown, Austin, TX',
      address: { latitude: 30.2672, longitude: -97.7431 },
      is_published: 1,
      rental_type: { name: 'Tool' },
    });
    expect(item.images).toEqual([
      expect.objectContaining({ file_path: '/uploads/a.webp', is_cover: 0 }),
      expect.objectContaining({ file_path: '/uploads/b.webp', is_cover: 1 }),
    ]);
    expect(
      item.frequencies.map((f: { frequency: string; price: number }) => [f.frequency, f.price]),
    ).toEqual([
      ['Daily', 19.99],
      ['Weekly', 90],
      ['Once', 120],
    ]);
  });

  it('searches by keyword over name, description and category, with prefixes', async () => {
    const owner = await createOwner(t.database.db);
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Cordless drill',
      categorySlug: 'power-tools',
    });
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Two-person tent',
      description: 'Waterproof and light.',
      rentalTypeSlug: 'gear',
      categorySlug: 'camping',
    });
    const names = async (query: string) =>
      (await t.request({ method: 'GET', url: `/api/listings?${query}` })).body.items.map(
        (i: { name: string }) => i.name,
      );
    expect(await names('search=drill')).toEqual(['Cordless drill']);
    expect(await names('search=dri')).toEqual(['Cordless drill']);
    expect(await names('search=waterproof')).toEqual(['Two-person tent']);
    expect(await names('search=camping')).toEqual(['Two-person tent']);
    expect(await names('search=nothing-like-this')).toEqual([]);
  });

  it('treats injection-looking input as plain words', async () => {
    const owner = await createOwner(t.database.db);
    await createListing(t.database.db, { ownerId: owner.id, name: 'Ladder' });
    for (const evil of ["'; DROP TABLE listings; --", '!!&|:*()', "ladder' OR 1=1 --", '%', '_']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/listings?search=${encodeURIComponent(evil)}&location=${encodeURIComponent(evil)}`,
      });
      expect(res.status).toBe(200);
    }
    const still = await t.request({ method: 'GET', url: '/api/listings' });
    expect(still.body.total).toBe(1);
  });

  it('filters by rental type and location text', async () => {
    const owner = await createOwner(t.database.db);
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Austin drill',
      city: 'Austin',
      state: 'TX',
    });
    await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Denver tent',
      city: 'Denver',
      state: 'CO',
      rentalTypeSlug: 'gear',
      categorySlug: 'camping',
    });
    const types = (await t.request({ method: 'GET', url: '/api/rental-types' })).body;
    const gear = types.find((r: { name: string }) => r.name === 'Gear');
    const byType = await t.request({ method: 'GET', url: `/api/listings?rental_type=${gear.id}` });
    expect(byType.body.items.map((i: { name: string }) => i.name)).toEqual(['Denver tent']);
    const byPlace = await t.request({ method: 'GET', url: '/api/listings?location=denver' });
    expect(byPlace.body.items.map((i: { name: string }) => i.name)).toEqual(['Denver tent']);
  });

  it('ignores empty and null parameters', async () => {
    await seedListings(2);
    const res = await t.request({
      method: 'GET',
      url: '/api/listings?search=&rental_type=&location=null&page=&per_page=',
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
  });

  it('answers 400 with field errors for invalid parameters', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/listings?per_page=1000&rental_type=abc',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.per_page).toBeDefined();
    expect(res.body.errors.rental_type).toBeDefined();
  });
});

describe('GET /api/listing/:id', () => {
  const t = useTestApp();

  it('returns a published listing with its owner and details', async () => {
    const owner = await createOwner(t.database.db, {
      firstName: 'Maya',
      lastName: 'Torres',
      businessName: null,
    });
    const listing = await createListing(t.database.db, { ownerId: owner.id, name: 'Kayak' });
    const res = await t.request({ method: 'GET', url: `/api/listing/${listing.id}` });
    expect(res.status).toBe(200);
    expect(res.body.listing).toMatchObject({
      id: listing.id,
      name: 'Kayak',
      is_published: 1,
      owner: { id: owner.id, fullName: 'Maya Torres', firstName: 'Maya' },
      policy: { name: 'Flexible' },
      blocked_dates: [],
    });
    expect(res.body.listing.owner.profilePicture).toMatch(/placeholder/);
    expect(res.body.listing.owner).not.toHaveProperty('email');
    // The body is serialised once and cached, outside Fastify's response schema: it must still
    // be exactly a ListingDetail (no missing, mistyped or extra fields), and JSON.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(listingDetailSchema.strict().parse(res.body.listing)).toEqual(res.body.listing);
    const again = await t.request({ method: 'GET', url: `/api/listing/${listing.id}` });
    expect(again.body).toEqual(res.body);
  });

  it('writes the summary fields exactly as search results write them', async () => {
    // The detail body is built by PostgreSQL, search items by toListingSummary: the two must agree.
    const owner = await createOwner(t.database.db, {
      firstName: 'Ana',
      lastName: 'Ruiz',
      businessName: 'Ruiz Rentals',
    });
    const listing = await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Tile saw',
      frequencies: [
        { frequency: 'Weekly', priceCents: 9999 },
        { frequency: 'Daily', priceCents: 1505 },
        { type: 'sale', frequency: 'Once', priceCents: 45000 },
      ],
      images: [{ filePath: '/uploads/a.webp' }, { filePath: '/uploads/b.webp', isCover: true }],
      latitude: 30.123456789,
    });
    // 4.25 is the half-way case: rounded up to 4.3 as Math.round does, not to even.
    await t.database.db.execute(
      sql`UPDATE listings SET rating_avg = 4.25, review_count = 4 WHERE id = ${listing.id}`,
    );
    const search = await t.request({ method: 'GET', url: '/api/listings?search=tile%20saw' });
    const item = search.body.items.find((i: { id: number }) => i.id === listing.id);
    const detail = (await t.request({ method: 'GET', url: `/api/listing/${listing.id}` })).body
      .listing;
    expect(item).toBeDefined();
    expect(Object.fromEntries(Object.keys(item).map((key) => [key, detail[key]]))).toEqual(item);
    expect(detail).toMatchObject({
      rating: 4.3,
      frequencies: [
        { frequency: 'Daily', price: 15.05, price_cents: 1505 },
        { frequency: 'Weekly', price: 99.99, price_cents: 9999 },
        { type: 'sale', frequency: 'Once', price: 450, price_cents: 45000 },
      ],
      images: [
        { file_path: '/uploads/a.webp', is_cover: 0 },
        { file_path: '/uploads/b.webp', is_cover: 1 },
      ],
      owner: { fullName: 'Ana Ruiz', businessName: 'Ruiz Rentals' },
    });
    expect(detail.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(new Date(detail.updated_at).getTime()).toBe(new Date(listing.updatedAt).getTime());
  });

  it('hides drafts and inactive listings from everyone else', async () => {
    const owner = await createOwner(t.database.db);
    const draft = await createListing(t.database.db, { ownerId: owner.id, status: 'Draft' });
    const inactive = await createListing(t.database.db, { ownerId: owner.id, status: 'Inactive' });
    await createUser(t.database.db);
    expect((await t.request({ method: 'GET', url: `/api/listing/${draft.id}` })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/listing/${inactive.id}` })).status).toBe(
      404,
    );
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.request({ method: 'GET', url: '/api/listing/424242' })).status).toBe(404);
    const bad = await t.request({ method: 'GET', url: '/api/listing/abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.id).toBeDefined();
  });
});
