import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../db/schema';
import { builtWeb, useTestApp } from '../../test/app';
import { createListing, createOwner, createUser } from '../../test/factories';

// The built app's page, as Vite writes it: a generic title and description.
const dist = builtWeb(
  '<!doctype html><html><head><meta name="description" content="Generic." /><title>OwnLess · Own less, experience more</title></head><body><div id="root">spa</div></body></html>',
);
// The same with the first paints the build writes (apps/web/vite.config.ts): home's, and a
// listing's top with the fields the server fills in.
const paintDist = builtWeb(
  '<!doctype html><html><head><meta name="description" content="Generic." /><title>OwnLess</title></head>' +
    '<body><div id="root"><nav>frame</nav><!--first-paint-->' +
    '<template id="first-paint:/"><h1>Own less</h1></template>' +
    '<template id="first-paint:/listing-detail/:id"><img src="{{photo}}" alt="{{name}}" /><h1>{{name}}</h1></template>' +
    '</div></body></html>',
);
const html = { accept: 'text/html' };
const APP_URL = 'https://rent.example.test';

/** The head's tags as the page has them before any script runs. */
function head(body: string) {
  const meta = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(body)?.[1];
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1],
    ogTitle: meta('property', 'og:title'),
    ogType: meta('property', 'og:type'),
    ogImage: meta('property', 'og:image'),
    twitterCard: meta('name', 'twitter:card'),
    robots: meta('name', 'robots'),
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
  };
}

describe('pages that link previews and search engines read', () => {
  const t = useTestApp({ APP_URL }, { webDist: () => dist });

  it('gives a listing page its title, description, canonical URL, preview tags and Product JSON-LD in the HTML', async () => {
    const owner = await createOwner(t.database.db, { firstName: 'Maya', lastName: 'Torres' });
    const listing = await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Cordless drill "Pro" <kit>',
      description: 'A **powerful** drill with two batteries. </script><script>alert(1)</script>',
      city: 'Denver',
      state: 'CO',
      frequencies: [
        { frequency: 'Weekly', priceCents: 9000 },
        { frequency: 'Daily', priceCents: 1500 },
      ],
      images: [
        { filePath: '/uploads/listings/1/back.webp' },
        { filePath: '/uploads/listings/1/cover.webp', isCover: true },
      ],
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/listing-detail/${listing.id}`,
      headers: html,
    });
    expect(res.statusCode).toBe(200);
    const tags = head(res.body);
    expect(tags.title).toBe(
      'Cordless drill &quot;Pro&quot; &lt;kit&gt; for rent in Denver, CO · OwnLess',
    );
    expect(tags.description).toMatch(
      /^From \$15\.00 daily in Denver, CO\. A powerful drill with two batteries\./,
    );
    expect(tags.canonical).toBe(`${APP_URL}/listing-detail/${listing.id}`);
    expect(tags).toMatchObject({
      ogType: 'product',
      ogImage: `${APP_URL}/uploads/listings/1/cover.webp`,
      twitterCard: 'summary_large_image',
      robots: undefined,
    });
    expect(tags.jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Cordless drill "Pro" <kit>',
      url: `${APP_URL}/listing-detail/${listing.id}`,
      image: [
        `${APP_URL}/uploads/listings/1/cover.webp`,
        `${APP_URL}/uploads/listings/1/back.webp`,
      ],
      offers: expect.arrayContaining([
        expect.objectContaining({ '@type': 'Offer', price: '15.00', priceCurrency: 'USD' }),
      ]),
    });
    // Nothing a seller writes can close the script or inject markup.
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    // The first photo (the cover) is fetched with the page, and the app's first call, the
    // listing itself, is answered in it: exactly what the API sends.
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/uploads/listings/1/cover.webp" fetchpriority="high" />',
    );
    const embedded =
      /<script type="application\/json" id="api:\/api\/listing\/(\d+)">([^<]*)<\/script>/.exec(
        res.body,
      );
    expect(embedded?.[1]).toBe(String(listing.id));
    const api = await t.app.inject({ method: 'GET', url: `/api/listing/${listing.id}` });
    expect(JSON.parse(embedded![2]!)).toEqual(api.json());
    // The app itself is still the page.
    expect(res.body).toContain('<div id="root">spa</div>');
    // The other address of a listing page points to this one.
    const twin = await t.app.inject({
      method: 'GET',
      url: `/property-detail-two/${listing.id}`,
      headers: html,
    });
    expect(head(twin.body).canonical).toBe(`${APP_URL}/listing-detail/${listing.id}`);
  });

  it("answers the app's first call only under the address the app asks for", async () => {
    const owner = await createOwner(t.database.db);
    const listing = await createListing(t.database.db, { ownerId: owner.id });
    const sent = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: html })).body;
    expect(await sent(`/listing-detail/${listing.id}`)).toContain(
      `id="api:/api/listing/${listing.id}"`,
    );
    // /listing-detail/052 asks for /api/listing/052: an answer for /api/listing/52 would wait
    // unread and be taken, stale, by a later visit to listing 52.
    const padded = await sent(`/listing-detail/0${listing.id}`);
    expect(head(padded).canonical).toBe(`${APP_URL}/listing-detail/${listing.id}`);
    expect(padded).not.toContain('type="application/json"');
  });

  it('writes a name as it is, `$` patterns included', async () => {
    const owner = await createOwner(t.database.db);
    const listing = await createListing(t.database.db, {
      ownerId: owner.id,
      name: "Drill $& $' set",
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/listing-detail/${listing.id}`,
      headers: html,
    });
    expect(head(res.body).title).toMatch(/^Drill \$&amp; \$' set for rent in /);
  });

  it('answers a real 404 (with noindex) for an unknown, unpublished or malformed listing, owner or article', async () => {
    const owner = await createOwner(t.database.db);
    const draft = await createListing(t.database.db, { ownerId: owner.id, status: 'Draft' });
    const renter = await createUser(t.database.db);
    for (const url of [
      `/listing-detail/${draft.id}`,
      '/listing-detail/999999',
      '/listing-detail/abc',
      '/listing-detail/99999999999',
      `/owner-profile/${renter.id}`,
      '/owner-profile/999999',
      '/blog-detail/no-such-post',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(head(res.body).robots, url).toBe('noindex');
      expect(res.body, url).toContain('<div id="root">spa</div>');
    }
    // Other pages keep their generic head and a 200.
    const faqs = await t.app.inject({ method: 'GET', url: '/faqs', headers: html });
    expect(faqs.statusCode).toBe(200);
    expect(head(faqs.body)).toMatchObject({
      title: 'OwnLess · Own less, experience more',
      canonical: undefined,
    });
  });

  it('describes an owner’s public profile and a blog post', async () => {
    const owner = await createOwner(t.database.db, {
      firstName: 'Daniel',
      lastName: 'Brooks',
      businessName: 'Brooks Outdoor Rentals',
      city: 'Boulder',
    });
    await createListing(t.database.db, { ownerId: owner.id });
    const profile = head(
      (await t.app.inject({ method: 'GET', url: `/owner-profile/${owner.id}`, headers: html }))
        .body,
    );
    expect(profile).toMatchObject({
      title: 'Brooks Outdoor Rentals · rentals on OwnLess',
      ogType: 'profile',
      canonical: `${APP_URL}/owner-profile/${owner.id}`,
    });
    expect(profile.description).toMatch(/^1 listing in Boulder to rent on OwnLess\./);
    expect(profile.jsonLd).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Organization', name: 'Brooks Outdoor Rentals' },
    });

    const [post] = await t.database.db
      .insert(blogPosts)
      .values({
        slug: 'renting-a-kayak',
        title: 'Renting a kayak',
        excerpt: 'What to check before you paddle.',
        content: '# Kayaks',
        authorName: 'Avery Quinn',
        tags: ['outdoors'],
        publishedAt: new Date('2026-11-01T10:00:00Z'),
        coverImage: '/uploads/blog/kayak.webp',
      })
      .returning();
    for (const url of [`/blog-detail/${post!.id}`, '/blog-detail/renting-a-kayak']) {
      const article = head((await t.app.inject({ method: 'GET', url, headers: html })).body);
      expect(article).toMatchObject({
        title: 'Renting a kayak · OwnLess blog',
        description: 'What to check before you paddle.',
        ogType: 'article',
        canonical: `${APP_URL}/blog-detail/${post!.id}`,
        ogImage: `${APP_URL}/uploads/blog/kayak.webp`,
      });
      expect(article.jsonLd).toMatchObject({
        '@type': 'BlogPosting',
        headline: 'Renting a kayak',
        datePublished: '2026-11-01T10:00:00.000Z',
        author: { name: 'Avery Quinn' },
      });
    }
  });
});

describe("a listing's first paint", () => {
  const t = useTestApp({ APP_URL }, { webDist: () => paintDist });
  const sent = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: html })).body;

  it('paints the photo the gallery shows first and the name, escaped, before any script', async () => {
    const owner = await createOwner(t.database.db);
    const listing = await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Drill "Pro" <b>kit</b> $& set',
      images: [
        { filePath: '/uploads/listings/1/back.webp' },
        { filePath: '/uploads/listings/1/cover.webp', isCover: true },
      ],
    });
    const page = await sent(`/listing-detail/${listing.id}`);
    expect(page).toContain(
      '<nav>frame</nav><div data-first-paint="">' +
        '<img src="/uploads/listings/1/cover.webp" alt="Drill &quot;Pro&quot; &lt;b&gt;kit&lt;/b&gt; $&amp; set" />' +
        '<h1>Drill &quot;Pro&quot; &lt;b&gt;kit&lt;/b&gt; $&amp; set</h1></div>',
    );
    expect(page).not.toContain('<template');
    expect(page).not.toContain('{{');
    // Without photos, the picture the app shows instead.
    const bare = await createListing(t.database.db, { ownerId: owner.id, images: [] });
    expect(await sent(`/listing-detail/${bare.id}`)).toContain(
      '<img src="/images/listing-fallback.svg"',
    );
  });

  it('paints nothing where the app would show something else', async () => {
    const owner = await createOwner(t.database.db);
    const listing = await createListing(t.database.db, { ownerId: owner.id });
    const draft = await createListing(t.database.db, { ownerId: owner.id, status: 'Draft' });
    for (const url of [
      // The other layout puts its photos elsewhere.
      `/property-detail-two/${listing.id}`,
      // An address the app does not answer from the page (see the embedded answer).
      `/listing-detail/0${listing.id}`,
      `/listing-detail/${draft.id}`,
      '/listing-detail/999999',
    ]) {
      const page = await sent(url);
      expect(page, url).toContain('<nav>frame</nav></div>');
      expect(page, url).not.toContain('data-first-paint');
    }
  });
});

describe('a listing page during maintenance', () => {
  const t = useTestApp({ APP_URL, MAINTENANCE_MODE: 'true' }, { webDist: () => paintDist });

  it('keeps its head but does not answer for the closed API', async () => {
    const owner = await createOwner(t.database.db);
    const listing = await createListing(t.database.db, { ownerId: owner.id, name: 'Ladder' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/listing-detail/${listing.id}`,
      headers: html,
    });
    expect(head(res.body).title).toMatch(/^Ladder/);
    expect(res.body).not.toContain('type="application/json"');
    // Nor paints a listing the app will not show: it shows the maintenance page.
    expect(res.body).not.toContain('data-first-paint');
  });
});

describe('robots.txt and the sitemaps', () => {
  const t = useTestApp({ APP_URL }, { webDist: () => dist });

  it('keeps crawlers out of /admin and /api and points them to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });

  it('lists static pages, published listings (not drafts), owners and articles', async () => {
    const owner = await createOwner(t.database.db);
    const published = await createListing(t.database.db, { ownerId: owner.id });
    const draft = await createListing(t.database.db, { ownerId: owner.id, status: 'Draft' });
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual([
      `${APP_URL}/sitemaps/pages.xml`,
      `${APP_URL}/sitemaps/listings-1.xml`,
      `${APP_URL}/sitemaps/owners.xml`,
    ]);

    const listings = await t.app.inject({ method: 'GET', url: '/sitemaps/listings-1.xml' });
    expect(listings.body).toContain(
      `<loc>${APP_URL}/listing-detail/${published.id}</loc><lastmod>`,
    );
    expect(listings.body).not.toContain(`/listing-detail/${draft.id}<`);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/owners.xml' })).body).toContain(
      `<loc>${APP_URL}/owner-profile/${owner.id}</loc>`,
    );
    const pages = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain(`<loc>${APP_URL}/faqs</loc>`);
    expect(pages.body).not.toContain('/admin');
    for (const url of [
      '/sitemaps/listings-2.xml',
      '/sitemaps/listings-0.xml',
      '/sitemaps/secrets.xml',
      '/sitemaps/..%2Fpackage.json',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
