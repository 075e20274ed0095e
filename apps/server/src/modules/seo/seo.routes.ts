import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageAlternates } from './seo.html';

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** Crawlers may keep these an hour; listings change, but not by the minute. */
const CACHE = 'public, max-age=3600';

/**
 * /robots.txt and the sitemaps, at the site's root where crawlers look for them: an index
 * (/sitemap.xml) naming one file for static pages and articles, one per 50,000 published
 * listings, and one for owners' public profiles. Each URL names its versions in every language
 * (`xhtml:link` `hreflang` alternates), the same ones its page's head names.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { seo } = app.services;
  const base = app.config.appUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /api/',
          'Disallow: /dev/',
          'Disallow: /shopping-cart',
          'Disallow: /checkout',
          'Allow: /',
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const files = await seo.sitemapFiles();
    const body = [
      XML_HEAD,
      `<sitemapindex xmlns="${NS}">`,
      ...files.map(
        (f) => `  <sitemap><loc>${xmlEscape(`${base}/sitemaps/${f}.xml`)}</loc></sitemap>`,
      ),
      '</sitemapindex>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(body);
  });

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
    async (req, reply) => {
      const match = /^([a-z0-9-]+)\.xml$/.exec(req.params.file);
      const urls = match ? await seo.sitemapUrls(match[1]!) : null;
      if (!urls) return reply.status(404).send({ message: req.say(/*i18n*/ 'No such sitemap.') });
      const body = [
        XML_HEAD,
        `<urlset xmlns="${NS}" xmlns:xhtml="${XHTML_NS}">`,
        ...urls.map((u) =>
          [
            '  <url>',
            `    <loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${xmlEscape(u.lastmod)}</lastmod>` : ''}`,
            // The page in every language, as its head names them (seo.html.ts).
            ...languageAlternates(u.loc).map(
              ({ hreflang, href }) =>
                `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`,
            ),
            '  </url>',
          ].join('\n'),
        ),
        '</urlset>',
        '',
      ].join('\n');
      return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(body);
    },
  );
};
