import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { contactMessages } from '../../db/schema';

describe('reference data', () => {
  const t = useTestApp();

  it('lists the five rental types in order', async () => {
    const res = await t.request({ method: 'GET', url: '/api/rental-types' });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { name: string }) => r.name)).toEqual([
      'Tool',
      'Gear',
      'Goods',
      'Service',
      'Property',
    ]);
  });

  it('lists categories, each tied to a rental type', async () => {
    const [cats, types] = await Promise.all([
      t.request({ method: 'GET', url: '/api/categories' }),
      t.request({ method: 'GET', url: '/api/rental-types' }),
    ]);
    expect(cats.body.length).toBeGreaterThanOrEqual(12);
    const typeIds = new Set(types.body.map((r: { id: number }) => r.id));
    for (const category of cats.body) expect(typeIds.has(category.rental_type_id)).toBe(true);
  });

  it('counts only published listings in rental-type-stats', async () => {
    const { createOwner, createListing } = await import('../../test/factories');
    const owner = await createOwner(t.database.db);
    await createListing(t.database.db, {
      ownerId: owner.id,
      rentalTypeSlug: 'tool',
      categorySlug: 'power-tools',
    });
    await createListing(t.database.db, {
      ownerId: owner.id,
      rentalTypeSlug: 'tool',
      categorySlug: 'power-tools',
      status: 'Draft',
    });
    await createListing(t.database.db, {
      ownerId: owner.id,
      rentalTypeSlug: 'gear',
      categorySlug: 'camping',
    });
    const res = await t.request({ method: 'GET', url: '/api/rental-type-stats' });
    expect(res.status).toBe(200);
    const count = (list: { name: string; listings_count: number }[], name: string) =>
      list.find((e) => e.name === name)?.listings_count;
    expect(count(res.body.rentalTypes, 'Tool')).toBe(1);
    expect(count(res.body.rentalTypes, 'Gear')).toBe(1);
    expect(count(res.body.rentalTypes, 'Property')).toBe(0);
    expect(count(res.body.categoriesStats, 'Power Tools')).toBe(1);
  });

  it('serves FAQs, the three cancellation policies and shipping options', async () => {
    const [faqs, policies, shipping] = await Promise.all([
      t.request({ method: 'GET', url: '/api/faqs' }),
      t.request({ method: 'GET', url: '/api/policies' }),
      t.request({ method: 'GET', url: '/api/shipping-options' }),
    ]);
    expect(faqs.body.length).toBeGreaterThanOrEqual(12);
    expect(policies.body.map((p: { slug: string }) => p.slug)).toEqual([
      'flexible',
      'moderate',
      'strict',
    ]);
    expect(shipping.body.length).toBeGreaterThanOrEqual(4);
    for (const option of shipping.body) expect(option.price).toBe(option.price_cents / 100);
  });

  it('filters terms by category and returns all terms on the other route', async () => {
    const listing = await t.request({
      method: 'GET',
      url: '/api/terms-and-conditions?category=listing',
    });
    expect(listing.status).toBe(200);
    expect(listing.body.length).toBeGreaterThan(0);
    expect(listing.body.every((x: { category: string }) => x.category === 'listing')).toBe(true);
    expect(listing.body[0].content.length).toBeGreaterThan(200);

    const unknown = await t.request({
      method: 'GET',
      url: '/api/terms-and-conditions?category=nope',
    });
    expect(unknown.body).toEqual([]);

    const all = await t.request({ method: 'GET', url: '/api/all-terms-and-conditions' });
    const categories = new Set(all.body.map((x: { category: string }) => x.category));
    expect([...categories].sort()).toEqual(['listing', 'platform', 'privacy', 'rental']);
  });

  it('asks for a category on terms-and-conditions', async () => {
    const res = await t.request({ method: 'GET', url: '/api/terms-and-conditions' });
    expect(res.status).toBe(400);
    expect(res.body.errors.category).toBeDefined();
  });
});

describe('blog', () => {
  const t = useTestApp();

  it('pages posts newest first', async () => {
    const first = await t.request({ method: 'GET', url: '/api/blog-posts?per_page=3' });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(3);
    expect(first.body.total).toBeGreaterThanOrEqual(6);
    const dates = first.body.items.map((p: { published_at: string }) => Date.parse(p.published_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const second = await t.request({ method: 'GET', url: '/api/blog-posts?per_page=3&page=2' });
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
  });

  it('finds a post by id, by slug, and the latest one', async () => {
    const list = await t.request({ method: 'GET', url: '/api/blog-posts?per_page=1' });
    const newest = list.body.items[0];
    const byId = await t.request({ method: 'GET', url: `/api/blog-posts/${newest.id}` });
    const bySlug = await t.request({ method: 'GET', url: `/api/blog-posts/${newest.slug}` });
    const latest = await t.request({ method: 'GET', url: '/api/blog-posts/latest' });
    expect(byId.body.post.title).toBe(newest.title);
    expect(bySlug.body.post.id).toBe(newest.id);
    expect(latest.body.post.id).toBe(newest.id);
  });

  it('answers 404 with a message for an unknown post', async () => {
    const res = await t.request({ method: 'GET', url: '/api/blog-posts/999999' });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/does not exist/);
  });
});

describe('contact form', () => {
  const t = useTestApp();

  it('stores a valid message', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ada',
        email: 'ada@example.test',
        subject: 'Hello there',
        message: 'I have a question about deposits.',
      },
    });
    expect(res.status).toBe(201);
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe('ada@example.test');
  });

  it('answers field errors for bad input and stores nothing', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '', email: 'not-an-email', subject: 'Hi', message: 'short' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(res.body.errors.email[0]).toBe('Please enter a valid e-mail address.');
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('rejects a body that is not JSON with a 400, not a 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });
});
