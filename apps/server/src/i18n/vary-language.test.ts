import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { createListing, createOwner } from '../test/factories';
import { registerRequestLocale } from './request-locale';

const LANGUAGES = ['en', 'es', 'ar'];
const variesOnLanguage = (vary: unknown) => /(^|,)\s*accept-language\s*(,|$)/i.test(String(vary));

/**
 * A shared cache (a CDN, a company proxy) must never serve one language's answer to a reader
 * of another: an answer written in the request's language says `Vary: Accept-Language`.
 */
describe('answers in the reader’s language vary on Accept-Language', () => {
  const t = useTestApp();

  it('marks every public read whose words are translated', async () => {
    const owner = await createOwner(t.database.db);
    const listing = await createListing(t.database.db, { ownerId: owner.id });
    const reads = [
      // A missing listing, article or place: a 404 a cache may keep, in the reader's words.
      { url: '/api/listing/999999', status: 404 },
      { url: '/api/blog-posts/999999', status: 404 },
      { url: '/api/places/nowhere', status: 404 },
      { url: '/api/nope', status: 404 },
      // Field messages of a bad query.
      { url: '/api/listings?per_page=many', status: 400 },
      { url: `/api/listing/${listing.id}/reviews?page=0`, status: 400 },
    ];
    for (const { url, status } of reads) {
      const bodies = new Set<string>();
      for (const language of LANGUAGES) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-language': language },
        });
        expect(res.statusCode, url).toBe(status);
        expect(variesOnLanguage(res.headers.vary), `${url} in ${language}`).toBe(true);
        bodies.add(res.body);
      }
      // What varies is really the words.
      expect(bodies.size, url).toBe(LANGUAGES.length);
    }
  });

  it('leaves answers without words one copy for everyone, the listing caches included', async () => {
    const owner = await createOwner(t.database.db);
    const listing = await createListing(t.database.db, { ownerId: owner.id });
    // The search pages and listing details are kept as JSON text on each instance (keyed by
    // the query, not the language): they must hold no translated words, so one copy serves
    // every language. A translated word added to them needs a language in their keys.
    for (const url of [
      '/api/listings',
      `/api/listing/${listing.id}`,
      '/api/categories',
      '/api/rental-types',
      '/api/config',
      '/api/places/autocomplete?q=Austin',
    ]) {
      const bodies = new Set<string>();
      for (const language of LANGUAGES) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-language': language },
        });
        expect(res.statusCode, url).toBe(200);
        expect(variesOnLanguage(res.headers.vary), `${url} in ${language}`).toBe(false);
        bodies.add(res.body);
      }
      expect(bodies.size, url).toBe(1);
    }
  });

  it('adds Accept-Language to a Vary the answer already has, once', async () => {
    const app = Fastify();
    registerRequestLocale(app);
    app.get('/compressed', async (req, reply) =>
      reply.header('vary', 'Accept-Encoding').send({ message: req.say('Not found.') }),
    );
    app.get('/page', async (req, reply) =>
      reply.header('vary', 'accept-language').send({ message: req.say('Not found.') }),
    );
    const vary = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: { 'accept-language': 'es' } })).headers.vary;
    expect(await vary('/compressed')).toBe('Accept-Encoding, Accept-Language');
    expect(await vary('/page')).toBe('accept-language');
    await app.close();
  });
});
