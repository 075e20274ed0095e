import { and, desc, eq } from 'drizzle-orm';
import { CATEGORY_ICONS } from '@ownless/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { categories, listings, operatorActions } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { signedInUser } from '../../test/auth';
import { createListing, createOwner } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { CATEGORIES } from '../../seed/content/taxonomy';

async function people(t: TestContext) {
  const admin = await signedInUser(t, { roles: ['customer', 'admin'], firstName: 'Ada' });
  const renter = await signedInUser(t, { firstName: 'Rita' });
  /** A request as the admin. */
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, headers: admin.headers, payload });
  return { admin: { ...admin, call }, renter };
}

/** The newest audit entry of an action. */
async function lastAudit(t: TestContext, action: string) {
  const [row] = await t.database.db
    .select()
    .from(operatorActions)
    .where(eq(operatorActions.action, action))
    .orderBy(desc(operatorActions.id))
    .limit(1);
  return row;
}

const post = {
  title: 'How to lend a ladder safely',
  excerpt: 'Five checks before a ladder leaves your garage.',
  content: '# Check the feet\n\nRubber feet wear out.\n\n- Look\n- Test',
  author_name: 'Ada Admin',
  tags: ['Safety', 'Tools', 'Safety'],
};

describe('content console: who may call it', () => {
  const t = useTestApp();

  it('answers admins only (401 guests, 403 others) and writes nothing for refused callers', async () => {
    const { admin, renter } = await people(t);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/content/blog-posts' },
      { method: 'POST' as const, url: '/api/admin/content/blog-posts', payload: post },
      { method: 'GET' as const, url: '/api/admin/content/faqs' },
      {
        method: 'POST' as const,
        url: '/api/admin/content/faqs',
        payload: { question: 'Why rent?', answer: 'Because.', category: 'General' },
      },
      { method: 'GET' as const, url: '/api/admin/content/taxonomy' },
      { method: 'DELETE' as const, url: '/api/admin/content/categories/1' },
      { method: 'GET' as const, url: '/api/admin/content/documents' },
      {
        method: 'PUT' as const,
        url: '/api/admin/content/documents/terms/1',
        payload: { title: 'Terms', body: 'New terms for everyone.' },
      },
      { method: 'GET' as const, url: '/api/admin/content/shipping-options' },
    ];
    for (const call of calls) {
      expect((await t.request(call)).status, call.url).toBe(401);
      expect((await t.request({ ...call, headers: renter.headers })).status, call.url).toBe(403);
    }
    expect(await t.database.db.select().from(operatorActions)).toEqual([]);
    const ok = await t.request({ ...calls[0]!, headers: admin.headers });
    expect(ok.status).toBe(200);
  });

  it('answers 400 with a message per field', async () => {
    const { admin } = await people(t);
    const bad = await admin.call('POST', '/api/admin/content/blog-posts', {
      title: 'x',
      slug: 'Not a slug!',
      excerpt: '',
      content: 'short',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'author_name',
      'content',
      'excerpt',
      'slug',
      'title',
    ]);
    const price = await admin.call('POST', '/api/admin/content/shipping-options', {
      name: 'Courier',
      price_cents: -5,
    });
    expect(price.status).toBe(400);
    expect(price.body.errors.price_cents).toBeDefined();
    const icon = await admin.call('POST', '/api/admin/content/categories', {
      name: 'Boats',
      icon: 'rocket-launcher',
      rental_type_id: 1,
    });
    expect(icon.status).toBe(400);
    expect(icon.body.errors.icon).toEqual(['Choose one of the icons.']);
  });
});

describe('blog posts', () => {
  const t = useTestApp();

  it('keeps drafts off the public blog, publishes, refuses a taken slug, deletes; all audited', async () => {
    const { admin } = await people(t);
    const created = await admin.call('POST', '/api/admin/content/blog-posts', post);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const item = created.body.item;
    expect(item).toMatchObject({
      slug: 'how-to-lend-a-ladder-safely',
      status: 'draft',
      published_at: null,
      tags: ['Safety', 'Tools'],
    });
    expect(await lastAudit(t, 'blog_post.create')).toMatchObject({ subjectId: item.id });

    // A draft is on no public page.
    expect((await t.request({ method: 'GET', url: `/api/blog-posts/${item.slug}` })).status).toBe(
      404,
    );
    const list = await t.request({ method: 'GET', url: '/api/blog-posts?per_page=50' });
    expect(list.body.items.map((p: { id: number }) => p.id)).not.toContain(item.id);

    const published = await admin.call('POST', `/api/admin/content/blog-posts/${item.id}/status`, {
      status: 'published',
    });
    expect(published.status).toBe(200);
    expect(published.body.item.published_at).not.toBeNull();
    expect(await lastAudit(t, 'blog_post.publish')).toMatchObject({
      before: { status: 'draft' },
      after: { status: 'published' },
    });
    const shown = await t.request({ method: 'GET', url: `/api/blog-posts/${item.slug}` });
    expect(shown.status).toBe(200);
    expect(shown.body.post.title).toBe(post.title);
    const latest = await t.request({ method: 'GET', url: '/api/blog-posts/latest' });
    expect(latest.body.post.id).toBe(item.id);
    const sitemap = await t.request({ method: 'GET', url: '/sitemaps/pages.xml' });
    if (sitemap.status === 200) expect(sitemap.body).toContain(`/blog-detail/${item.id}`);

    // Another post may not take its slug.
    const clash = await admin.call('POST', '/api/admin/content/blog-posts', {
      ...post,
      slug: item.slug,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.errors.slug[0]).toContain(item.slug);

    const edited = await admin.call('PUT', `/api/admin/content/blog-posts/${item.id}`, {
      ...post,
      title: 'Lending a ladder',
      status: 'published',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.item.published_at).toBe(published.body.item.published_at);
    // An edit that leaves the status out keeps the post published.
    const kept = await admin.call('PUT', `/api/admin/content/blog-posts/${item.id}`, {
      ...post,
      title: 'Lending a ladder',
    });
    expect(kept.body.item.status).toBe('published');
    const again = await t.request({ method: 'GET', url: `/api/blog-posts/${item.id}` });
    expect(again.body.post.title).toBe('Lending a ladder');

    const filtered = await admin.call(
      'GET',
      '/api/admin/content/blog-posts?q=ladder&status=published&sort=title',
    );
    expect(filtered.body).toMatchObject({ total: 1, page: 1 });

    const deleted = await admin.call('DELETE', `/api/admin/content/blog-posts/${item.id}`);
    expect(deleted.status).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/blog-posts/${item.id}` })).status).toBe(
      404,
    );
    expect(await lastAudit(t, 'blog_post.delete')).toMatchObject({
      subjectId: item.id,
      subjectLabel: 'Lending a ladder',
    });
  });

  it('stores an uploaded cover as a 16:9 WebP and replaces it', async () => {
    const { admin } = await people(t);
    const created = await admin.call('POST', '/api/admin/content/blog-posts', post);
    const id = created.body.item.id as number;
    const png = await sharp({
      create: { width: 800, height: 800, channels: 3, background: { r: 200, g: 90, b: 20 } },
    })
      .png()
      .toBuffer();
    const upload = (data: Buffer) =>
      t.request({
        method: 'POST',
        url: `/api/admin/content/blog-posts/${id}/cover`,
        ...(() => {
          const body = multipart([
            { field: 'cover', filename: 'cover.png', contentType: 'image/png', data },
          ]);
          return { payload: body.payload, headers: { ...admin.headers, ...body.headers } };
        })(),
      });
    const first = await upload(png);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const url = first.body.item.cover_image as string;
    expect(url).toMatch(/\/uploads\/blog\/covers\/\d+-[0-9a-f]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 675]);

    const second = await upload(png);
    expect(second.body.item.cover_image).not.toBe(url);
    const gone = await t.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname });
    expect(gone.statusCode).toBe(404);
    expect(await lastAudit(t, 'blog_post.cover')).toMatchObject({ subjectId: id });

    const notImage = await upload(Buffer.from('not a picture at all'));
    expect(notImage.status).toBe(400);
    expect(notImage.body.errors.cover).toBeDefined();

    // Removing the cover deletes its file and is audited with what it was.
    const current = second.body.item.cover_image as string;
    const removed = await admin.call('DELETE', `/api/admin/content/blog-posts/${id}/cover`);
    expect(removed.status).toBe(200);
    expect(removed.body.item.cover_image).toBeNull();
    const file = await t.app.inject({ method: 'GET', url: new URL(current, 'http://x').pathname });
    expect(file.statusCode).toBe(404);
    expect(await lastAudit(t, 'blog_post.cover_remove')).toMatchObject({
      subjectId: id,
      before: { cover_image: current },
      after: { cover_image: null },
    });
  });
});

describe('FAQs', () => {
  const t = useTestApp();

  it('creates, edits, moves and deletes; the public list shows each change on the next GET', async () => {
    const { admin } = await people(t);
    const publicFaqs = async () => {
      const res = await t.request({ method: 'GET', url: '/api/faqs' });
      expect(res.headers['cache-control']).toBe('public, no-cache');
      return res.body as { id: number; question: string; category: string; position: number }[];
    };
    const create = async (question: string) => {
      const res = await admin.call('POST', '/api/admin/content/faqs', {
        question,
        answer: 'An answer for it.',
        category: 'Console tests',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.item as { id: number; position: number };
    };
    const a = await create('First question?');
    const b = await create('Second question?');
    expect(b.position).toBe(a.position + 1);
    expect((await publicFaqs()).some((f) => f.question === 'Second question?')).toBe(true);

    const edited = await admin.call('PUT', `/api/admin/content/faqs/${a.id}`, {
      question: 'First question, edited?',
      answer: 'A new answer.',
      category: 'Console tests',
    });
    expect(edited.status).toBe(200);
    expect((await publicFaqs()).find((f) => f.id === a.id)?.question).toBe(
      'First question, edited?',
    );
    expect(await lastAudit(t, 'faq.update')).toMatchObject({
      before: { question: 'First question?' },
      after: { question: 'First question, edited?' },
    });

    const moved = await admin.call('POST', `/api/admin/content/faqs/${b.id}/move`, {
      direction: 'up',
    });
    expect(moved.status).toBe(200);
    const order = (await publicFaqs())
      .filter((f) => f.category === 'Console tests')
      .map((f) => [f.id, f.position]);
    expect(order).toEqual([
      [b.id, 1],
      [a.id, 2],
    ]);
    const top = await admin.call('POST', `/api/admin/content/faqs/${b.id}/move`, {
      direction: 'up',
    });
    expect(top.body.message).toContain('Already first');

    const deleted = await admin.call('DELETE', `/api/admin/content/faqs/${a.id}`);
    expect(deleted.status).toBe(200);
    expect((await publicFaqs()).some((f) => f.id === a.id)).toBe(false);
    expect(await lastAudit(t, 'faq.delete')).toMatchObject({ subjectId: a.id });
    const missing = await admin.call('DELETE', `/api/admin/content/faqs/${a.id}`);
    expect(missing.status).toBe(404);
  });
});

describe('categories and rental types', () => {
  const t = useTestApp();

  it('offers every icon the seeded categories use', () => {
    const known = new Set<string>(CATEGORY_ICONS);
    expect(CATEGORIES.filter((c) => !known.has(c.icon)).map((c) => c.icon)).toEqual([]);
  });

  it('refuses to delete what listings use (409), renames into search at once, orders', async () => {
    const { admin } = await people(t);
    const owner = await createOwner(t.database.db);
    const listing = await createListing(t.database.db, { ownerId: owner.id, name: 'Drill' });
    const used = listing.categoryId!;

    const refused = await admin.call('DELETE', `/api/admin/content/categories/${used}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/1 listing uses .* before deleting it/);
    const typeRefused = await admin.call(
      'DELETE',
      `/api/admin/content/rental-types/${listing.rentalTypeId}`,
    );
    expect(typeRefused.status).toBe(409);

    const counts = (await admin.call('GET', '/api/admin/content/taxonomy')).body;
    const cats = counts.categories as {
      id: number;
      listings_count: number;
      rental_type_id: number;
    }[];
    expect(cats.find((c) => c.id === used)!.listings_count).toBe(1);
    expect(cats.filter((c) => c.listings_count > 0)).toHaveLength(1);
    const type = counts.rental_types.find((r: { id: number }) => r.id === listing.rentalTypeId);
    expect(type).toMatchObject({
      listings_count: 1,
      categories_count: cats.filter((c) => c.rental_type_id === listing.rentalTypeId).length,
    });
    expect(type.categories_count).toBeGreaterThan(1);

    // Warm the search cache, rename, and search by the new name.
    await t.request({ method: 'GET', url: '/api/listings?keyword=Zapatools' });
    const [category] = await t.database.db.select().from(categories).where(eq(categories.id, used));
    const renamed = await admin.call('PUT', `/api/admin/content/categories/${used}`, {
      name: 'Zapatools',
      slug: category!.slug,
      icon: 'drill',
      rental_type_id: category!.rentalTypeId,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.keywords).toContain('Zapatools');
    const found = await t.request({ method: 'GET', url: '/api/listings?keyword=Zapatools' });
    expect(found.body.items.map((l: { id: number }) => l.id)).toEqual([listing.id]);
    const publicCats = await t.request({ method: 'GET', url: '/api/categories' });
    expect(publicCats.body.find((c: { id: number }) => c.id === used).name).toBe('Zapatools');

    const taken = await admin.call('POST', '/api/admin/content/categories', {
      name: 'zapatools',
      rental_type_id: category!.rentalTypeId,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.name).toBeDefined();

    const made = await admin.call('POST', '/api/admin/content/categories', {
      name: 'Kayaks & canoes',
      icon: 'waves',
      rental_type_id: category!.rentalTypeId,
    });
    expect(made.status).toBe(201);
    const newCat = made.body.taxonomy.categories.at(-1);
    expect(newCat).toMatchObject({ name: 'Kayaks & canoes', slug: 'kayaks-canoes', icon: 'waves' });
    const up = await admin.call('POST', `/api/admin/content/categories/${newCat.id}/move`, {
      direction: 'up',
    });
    const ids = up.body.taxonomy.categories.map((c: { id: number }) => c.id);
    expect(ids.indexOf(newCat.id)).toBe(ids.length - 2);
    const gone = await admin.call('DELETE', `/api/admin/content/categories/${newCat.id}`);
    expect(gone.status).toBe(200);
    expect(await lastAudit(t, 'category.delete')).toMatchObject({ subjectId: newCat.id });
    const publicAfter = await t.request({ method: 'GET', url: '/api/categories' });
    expect(publicAfter.body.some((c: { id: number }) => c.id === newCat.id)).toBe(false);
  });
});

describe('policies and terms', () => {
  const t = useTestApp();

  it('keeps every version; the public page shows the current one and its date', async () => {
    const { admin } = await people(t);
    const docs = await admin.call('GET', '/api/admin/content/documents');
    const privacy = docs.body.items.find(
      (d: { kind: string; key: string }) => d.kind === 'terms' && d.key === 'privacy',
    );
    const original = privacy.body as string;
    const save = (body: string) =>
      admin.call('PUT', `/api/admin/content/documents/terms/${privacy.id}`, {
        title: 'Privacy Policy',
        body,
      });
    const first = await save('We keep only what we need to run rentals.');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.item.versions).toBe(2);
    const second = await save('We keep only what we need, and delete it on request.');
    expect(second.body.item.versions).toBe(3);

    const shown = await t.request({
      method: 'GET',
      url: '/api/terms-and-conditions?category=privacy',
    });
    expect(shown.body[0].content).toBe('We keep only what we need, and delete it on request.');
    expect(shown.body[0].updated_at).toBe(second.body.item.updated_at);

    const versions = await admin.call('GET', `/api/admin/content/documents/terms/${privacy.id}`);
    expect(versions.body.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(versions.body.versions[2].body).toBe(original);
    expect(versions.body.versions[0].created_by).toBe('Ada Tester');
    expect(await lastAudit(t, 'terms.update')).toMatchObject({
      subjectId: privacy.id,
      before: { version: 2 },
      after: { version: 3 },
    });

    const policy = docs.body.items.find((d: { kind: string }) => d.kind === 'policy');
    const edited = await admin.call('PUT', `/api/admin/content/documents/policy/${policy.id}`, {
      title: policy.title,
      body: 'Full refund up to 24 hours before the start.',
    });
    expect(edited.status).toBe(200);
    const policies = await t.request({ method: 'GET', url: '/api/policies' });
    const live = policies.body.find((p: { id: number }) => p.id === policy.id);
    expect(live).toMatchObject({
      description: 'Full refund up to 24 hours before the start.',
      updated_at: edited.body.item.updated_at,
    });
    const unknown = await admin.call('PUT', '/api/admin/content/documents/terms/999999', {
      title: 'Nothing',
      body: 'Nothing at all here.',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('shipping options', () => {
  const t = useTestApp();

  it('creates, edits the price in cents, deactivates and activates; public list follows', async () => {
    const { admin } = await people(t);
    const created = await admin.call('POST', '/api/admin/content/shipping-options', {
      name: 'Bike courier',
      price_cents: 1250,
      estimated_days: 1,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const item = created.body.item;
    expect(item).toMatchObject({ key: 'bike-courier', price_cents: 1250, active: true });
    const publicList = async () =>
      (await t.request({ method: 'GET', url: '/api/shipping-options' })).body as {
        id: number;
        price_cents: number;
        price: number;
      }[];
    expect((await publicList()).find((s) => s.id === item.id)).toMatchObject({ price: 12.5 });

    const off = await admin.call('PUT', `/api/admin/content/shipping-options/${item.id}`, {
      ...item,
      description: undefined,
      active: false,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await publicList()).some((s) => s.id === item.id)).toBe(false);
    expect(await lastAudit(t, 'shipping_option.deactivate')).toMatchObject({ subjectId: item.id });

    const on = await admin.call('PUT', `/api/admin/content/shipping-options/${item.id}`, {
      name: 'Bike courier',
      key: 'bike-courier',
      price_cents: 990,
      active: true,
    });
    expect(on.status).toBe(200);
    expect((await publicList()).find((s) => s.id === item.id)).toMatchObject({ price_cents: 990 });
    expect(
      await t.database.db
        .select()
        .from(operatorActions)
        .where(
          and(
            eq(operatorActions.subjectType, 'shipping_option'),
            eq(operatorActions.subjectId, item.id),
          ),
        ),
    ).toHaveLength(3);
  });
});

describe('content console: every write is audited', () => {
  const t = useTestApp();

  it('records who did what to which item, with before and after, for each content write', async () => {
    const { admin } = await people(t);
    const ok = async (
      method: 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
    ): Promise<{
      item?: { id: number };
      taxonomy?: Record<'rental_types' | 'categories', { id: number; name: string }[]>;
    }> => {
      const res = await admin.call(method, url, payload);
      expect(res.status, `${method} ${url} ${JSON.stringify(res.body)}`).toBeLessThan(300);
      return res.body;
    };
    const audited = async (action: string, subjectId: number, extra: object = {}) =>
      expect(await lastAudit(t, action), action).toMatchObject({
        subjectId,
        actorId: admin.user.id,
        ...extra,
      });

    // Blog posts: edit, unpublish, remove the cover.
    const blog = (await ok('POST', '/api/admin/content/blog-posts', post)).item!.id;
    await ok('PUT', `/api/admin/content/blog-posts/${blog}`, { ...post, title: 'Ladders, safely' });
    await audited('blog_post.update', blog, {
      before: expect.objectContaining({ title: post.title }),
      after: expect.objectContaining({ title: 'Ladders, safely' }),
    });
    await ok('POST', `/api/admin/content/blog-posts/${blog}/status`, { status: 'published' });
    await ok('POST', `/api/admin/content/blog-posts/${blog}/status`, { status: 'draft' });
    await audited('blog_post.unpublish', blog);

    // FAQs: create and move.
    const faqInput = { question: 'Can I extend?', answer: 'Ask the owner.', category: 'Renting' };
    const first = (await ok('POST', '/api/admin/content/faqs', faqInput)).item!.id;
    await audited('faq.create', first, { before: null });
    const second = (
      await ok('POST', '/api/admin/content/faqs', { ...faqInput, question: 'Can I return early?' })
    ).item!.id;
    await ok('POST', `/api/admin/content/faqs/${second}/move`, { direction: 'up' });
    await audited('faq.move', second, { after: expect.objectContaining({ direction: 'up' }) });

    // Rental types: create, rename, move, delete.
    const types = (await ok('POST', '/api/admin/content/rental-types', { name: 'Boats' }))
      .taxonomy!;
    const type = types.rental_types.find((r) => r.name === 'Boats')!.id;
    await audited('rental_type.create', type, { before: null });
    await ok('PUT', `/api/admin/content/rental-types/${type}`, { name: 'Boats & rafts' });
    await audited('rental_type.update', type, {
      before: expect.objectContaining({ name: 'Boats' }),
      after: expect.objectContaining({ name: 'Boats & rafts' }),
    });
    await ok('POST', `/api/admin/content/rental-types/${type}/move`, { direction: 'up' });
    await audited('rental_type.move', type);

    // Categories (with an icon): create, edit, move, delete; then the empty type.
    const withCategory = (
      await ok('POST', '/api/admin/content/categories', {
        name: 'Rafts',
        icon: CATEGORY_ICONS[0],
        rental_type_id: type,
      })
    ).taxonomy!;
    const category = withCategory.categories.find((c) => c.name === 'Rafts')!.id;
    await audited('category.create', category, {
      after: expect.objectContaining({ icon: CATEGORY_ICONS[0] }),
    });
    await ok('PUT', `/api/admin/content/categories/${category}`, {
      name: 'Inflatable rafts',
      icon: CATEGORY_ICONS[1],
      rental_type_id: type,
    });
    await audited('category.update', category);
    await ok('POST', `/api/admin/content/categories/${category}/move`, { direction: 'up' });
    await audited('category.move', category);
    await ok('DELETE', `/api/admin/content/categories/${category}`);
    await audited('category.delete', category, { after: null });
    await ok('DELETE', `/api/admin/content/rental-types/${type}`);
    await audited('rental_type.delete', type, { after: null });

    // Shipping options: create.
    const shipping = (
      await ok('POST', '/api/admin/content/shipping-options', {
        name: 'Drone drop',
        price_cents: 500,
      })
    ).item!.id;
    await audited('shipping_option.create', shipping, { before: null });
  });
});
