import { describe, expect, it } from 'vitest';
import { builtWeb, useTestApp } from '../../test/app';
import { createListing, createOwner } from '../../test/factories';

// The built page as Vite writes it (apps/web/vite.config.ts): English head, and each first
// paint once per language.
const dist = builtWeb(
  '<!doctype html><html lang="en" dir="ltr"><head><meta name="description" content="Generic." />' +
    '<title>OwnLess · Own less, experience more</title></head>' +
    '<body><div id="root"><nav>frame</nav><!--first-paint-->' +
    '<template id="first-paint:/" lang="en"><h1>Own less</h1></template>' +
    '<template id="first-paint:/" lang="es"><h1>Ten menos</h1></template>' +
    '<template id="first-paint:/" lang="ar"><h1>امتلك أقل</h1></template>' +
    '<template id="first-paint:/grid" lang="en"><h1>Browse listings</h1></template>' +
    '<template id="first-paint:/listing-detail/:id" lang="en"><h1>{{name}}</h1></template>' +
    '<template id="first-paint:/listing-detail/:id" lang="es"><h1>{{name}} (es)</h1></template>' +
    '</div></body></html>',
);
const APP_URL = 'https://rent.example.test';

function head(body: string) {
  return {
    html: /<html[^>]*>/.exec(body)?.[0],
    title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(body)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1],
    alternates: Object.fromEntries(
      [...body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    ),
    painted: /<div data-first-paint="">([\s\S]*?)<\/div>/.exec(body)?.[1],
  };
}

describe("a page's language before any script", () => {
  const t = useTestApp({ APP_URL }, { webDist: () => dist });
  const open = async (url: string, language?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(language ? { 'accept-language': language } : {}) },
    });
    return { res, ...head(res.body) };
  };

  it("writes home in the browser's language: lang and dir, title, description and opening words", async () => {
    const es = await open('/', 'es-ES,es;q=0.9,en;q=0.8');
    expect(es.html).toBe('<html lang="es" dir="ltr">');
    expect(es.title).toBe('OwnLess · Ten menos, vive más');
    expect(es.description).toMatch(/^OwnLess es un mercado de alquiler/);
    expect(es.painted).toBe('<h1>Ten menos</h1>');
    expect(es.res.headers.vary).toMatch(/accept-language/i);

    const ar = await open('/', 'ar');
    expect(ar.html).toBe('<html lang="ar" dir="rtl">');
    expect(ar.title).toBe('OwnLess · امتلك أقل، وعِش أكثر');
    expect(ar.painted).toBe('<h1>امتلك أقل</h1>');

    // A language OwnLess does not speak: the built English page.
    const fr = await open('/', 'fr-FR');
    expect(fr.html).toBe('<html lang="en" dir="ltr">');
    expect(fr.title).toBe('OwnLess · Own less, experience more');
    expect(fr.description).toBe('Generic.');
    expect(fr.painted).toBe('<h1>Own less</h1>');
  });

  it('lets ?lang= choose the language over the browser, and names every language as an alternate', async () => {
    const page = await open('/?lang=ar', 'es');
    expect(page.html).toBe('<html lang="ar" dir="rtl">');
    expect(page.painted).toBe('<h1>امتلك أقل</h1>');
    expect(page.alternates).toEqual({
      en: `${APP_URL}/?lang=en`,
      es: `${APP_URL}/?lang=es`,
      ar: `${APP_URL}/?lang=ar`,
      'x-default': `${APP_URL}/`,
    });
    // A search page without words in Spanish paints the English ones (the page's script hides
    // them: index.html), under the page's own path.
    const grid = await open('/grid/?lang=es&page=2');
    expect(grid.html).toBe('<html lang="es" dir="ltr">');
    expect(grid.painted).toBe('<h1>Browse listings</h1>');
    expect(grid.alternates.es).toBe(`${APP_URL}/grid?lang=es`);
  });

  it("writes a listing's head in the page's language; a named language is its own canonical", async () => {
    const owner = await createOwner(t.database.db);
    const listing = await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Taladro',
      description: 'Con dos baterías.',
      city: 'Madrid',
      state: 'MD',
      frequencies: [{ frequency: 'Daily', priceCents: 1550 }],
    });
    const es = await open(`/listing-detail/${listing.id}`, 'es');
    expect(es.res.statusCode).toBe(200);
    expect(es.title).toBe('Taladro en alquiler en Madrid, MD · OwnLess');
    expect(es.description).toMatch(/^Desde 15,50\sUS\$ al día en Madrid, MD\. Con dos baterías\./);
    expect(es.canonical).toBe(`${APP_URL}/listing-detail/${listing.id}`);
    expect(es.alternates.ar).toBe(`${APP_URL}/listing-detail/${listing.id}?lang=ar`);
    expect(es.painted).toBe('<h1>Taladro (es)</h1>');

    const ar = await open(`/listing-detail/${listing.id}?lang=ar`);
    expect(ar.html).toBe('<html lang="ar" dir="rtl">');
    // The Arabic alternate is the Arabic version: it names itself as canonical.
    expect(ar.canonical).toBe(`${APP_URL}/listing-detail/${listing.id}?lang=ar`);
    expect(ar.title).toBe('Taladro للإيجار في Madrid, MD · OwnLess');
    // No Arabic template: the English one.
    expect(ar.painted).toBe('<h1>Taladro</h1>');

    const missing = await open('/listing-detail/999999', 'es');
    expect(missing.res.statusCode).toBe(404);
    expect(missing.title).toBe('No encontrada · OwnLess');
  });

  it('names in the sitemaps the same language versions as each page’s head', async () => {
    const owner = await createOwner(t.database.db);
    const listing = await createListing(t.database.db, { ownerId: owner.id });
    // Each <url> of a sitemap file: its address and its alternates by hreflang.
    const sitemap = async (file: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/sitemaps/${file}.xml` });
      expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      return new Map(
        [...res.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => [
          /<loc>([^<]+)<\/loc>/.exec(entry!)![1],
          Object.fromEntries(
            [
              ...entry!.matchAll(
                /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
              ),
            ].map((m) => [m[1], m[2]]),
          ),
        ]),
      );
    };
    const listings = await sitemap('listings-1');
    const page = `${APP_URL}/listing-detail/${listing.id}`;
    expect(listings.get(page)).toEqual({
      en: `${page}?lang=en`,
      es: `${page}?lang=es`,
      ar: `${page}?lang=ar`,
      'x-default': page,
    });
    expect(listings.get(page)).toEqual(
      (await open(`/listing-detail/${listing.id}`, 'ar')).alternates,
    );
    const pages = await sitemap('pages');
    expect(pages.get(`${APP_URL}/`)).toEqual((await open('/', 'es')).alternates);
    expect(pages.get(`${APP_URL}/grid`)).toEqual((await open('/grid/')).alternates);
    const owners = await sitemap('owners');
    expect(owners.get(`${APP_URL}/owner-profile/${owner.id}`)?.es).toBe(
      `${APP_URL}/owner-profile/${owner.id}?lang=es`,
    );
  });
});
