import {
  isLocale,
  isRightToLeft,
  LOCALES,
  localeFromAcceptLanguage,
  type Locale,
} from '@ownless/shared';

/** What the server writes into a page's <head> before any JavaScript runs. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page's one address. */
  canonical: string;
  /** Absolute URL of the preview image. */
  image?: string;
  /** Open Graph type: `website`, `article`, `product`, `profile`. */
  type: string;
  /** schema.org data (written as JSON-LD). */
  jsonLd?: Record<string, unknown>;
  /** Keep the page out of search results (a 404). */
  noindex?: boolean;
  /** Same-origin path of the image the page shows first, fetched with the HTML (its LCP). */
  preloadImage?: string;
  /**
   * The answer of the API call the page makes first (`path`, e.g. /api/listing/7, and its
   * JSON text), sent in the HTML: the app reads it instead of asking (lib/api-client.ts).
   */
  embedded?: { path: string; body: string };
  /** The page's first paint, made for what it shows (see firstPaintPages). */
  firstPaint?: FirstPaintFill;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON text inside <script>: no `</script>`, `<!--` or line separators can end it early. */
const scriptText = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const scriptJson = (value: unknown) => scriptText(JSON.stringify(value));

/** Plain text of at most `max` characters for a description (markdown and spacing folded). */
export function summarise(text: string | null | undefined, max = 160): string {
  const plain = (text ?? '')
    .replace(/[#*_`>[\]()!]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

/**
 * The SPA's index.html with this page's title, description, canonical URL, Open Graph and
 * Twitter card tags and JSON-LD: replaces the generic title and description, adds the rest
 * before </head>. Everything written is escaped.
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:site_name" content="OwnLess" />`,
    `<meta property="og:type" content="${escapeHtml(meta.type)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    meta.image ? `<meta name="twitter:image" content="${escapeHtml(meta.image)}" />` : '',
    meta.jsonLd ? `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>` : '',
    meta.preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}" fetchpriority="high" />`
      : '',
    // In the head: parsed before any of the app's scripts can run.
    meta.embedded
      ? `<script type="application/json" id="${escapeHtml(`api:${meta.embedded.path}`)}">${scriptText(meta.embedded.body)}</script>`
      : '',
  ].filter(Boolean);
  return (
    html
      // Replaced by functions: a `$&` in a listing's name is text, not a replacement pattern.
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(
        /<meta\s+name="description"[\s\S]*?\/?>/,
        () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      )
      .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
  );
}

/**
 * The language a page is written in: the one `?lang=` names (the `hreflang` alternates' links),
 * else the first of the browser's (`Accept-Language`) that OwnLess speaks, else English. A
 * language chosen in the browser is stored there, out of the server's sight: the page's inline
 * script applies it, and hides first-paint words written in another (apps/web/index.html).
 */
export function pageLocale(url: string, acceptLanguage: string | undefined): Locale {
  return linkedLocale(url) ?? localeFromAcceptLanguage(acceptLanguage);
}

/** Whether the page was opened in a named language (`?lang=es`: an `hreflang` alternate). */
export function linkedLocale(url: string): Locale | null {
  const asked = /[?&]lang=([^&#]*)/.exec(url)?.[1];
  return isLocale(asked) ? asked : null;
}

/**
 * A page opened in a named language is that language's version: its canonical URL names the
 * language too, as each `hreflang` alternate must be its own canonical.
 */
export function withCanonicalInLanguage(html: string, locale: Locale): string {
  return html.replace(
    /(<link rel="canonical" href=")([^"?]*)(" \/>)/,
    (_match, start: string, href: string, end: string) => `${start}${href}?lang=${locale}${end}`,
  );
}

/** What a page's head says in its language. */
export interface PageLanguage {
  locale: Locale;
  /** Absolute URL of the page without its query: the alternates add `?lang=`. */
  url: string;
  /** The generic title and description in this language (a page with meta of its own keeps them). */
  title?: string;
  description?: string;
}

/**
 * The same page in each language OwnLess speaks, as `hreflang` alternates of its absolute URL
 * (without a query): `?lang=es` for each language, and the plain URL as `x-default`, where the
 * browser's language chooses. A page's head and the sitemaps name the same ones.
 */
export function languageAlternates(url: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: `${url}?lang=${locale}` })),
    { hreflang: 'x-default', href: url },
  ];
}

/**
 * The page in its language: `<html lang dir>`, and the same page in each language OwnLess
 * speaks as `hreflang` alternates (languageAlternates). With `title` and `description`, the
 * generic ones are replaced.
 */
export function withPageLanguage(html: string, page: PageLanguage): string {
  const dir = isRightToLeft(page.locale) ? 'rtl' : 'ltr';
  const alternates = languageAlternates(page.url).map(
    ({ hreflang, href }) =>
      `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
  );
  let out = html
    .replace(/<html\b[^>]*>/i, () => `<html lang="${page.locale}" dir="${dir}">`)
    .replace('</head>', () => `    ${alternates.join('\n    ')}\n  </head>`);
  if (page.title !== undefined)
    out = out.replace(
      /<title>[\s\S]*?<\/title>/,
      () => `<title>${escapeHtml(page.title!)}</title>`,
    );
  if (page.description !== undefined)
    out = out.replace(
      /<meta\s+name="description"[\s\S]*?\/?>/,
      () => `<meta name="description" content="${escapeHtml(page.description!)}" />`,
    );
  return out;
}

const FIRST_PAINT_MARKER = '<!--first-paint-->';
const FIRST_PAINT_TEMPLATE =
  /<template id="first-paint:([^"]*)"(?: lang="([a-z]+)")?>([\s\S]*?)<\/template>/g;

/** A first paint made for one thing (a listing): its template's path and `{{field}}` values. */
export interface FirstPaintFill {
  /** The template's path, with its parameter: `/listing-detail/:id`. */
  page: string;
  fields: Record<string, string>;
}

const FIELD = /\{\{(\w+)\}\}/g;

/**
 * The built index.html, page by page: the opening words of home and the search pages (one
 * `<template>` per path and language, written at build time by apps/web/vite.config.ts) put in
 * at the `<!--first-paint-->` marker for their own path, in the page's language (English when
 * the build has none in it), and every template dropped. The words are then parsed with the
 * navigation frame and painted with it, before any script (docs/performance.md); a script
 * putting them in would wait for the stylesheet, and the frame could be painted alone. Made
 * once per page and language: `forPath` only picks. A template whose path has a parameter (a
 * listing's) is painted only when its fields are given, each escaped.
 */
export function firstPaintPages(html: string): {
  forPath(pathname: string, fill?: FirstPaintFill, locale?: string): string;
} {
  const markups = new Map<string, string>();
  const key = (locale: string, page: string) => `${locale} ${page}`;
  const marked = html.replace(
    FIRST_PAINT_TEMPLATE,
    (_template, page: string, locale: string | undefined, markup: string) => {
      markups.set(key(locale ?? 'en', page), markup);
      return '';
    },
  );
  // A function, so that a `$` in the markup is not read as a replacement pattern.
  const withMarkup = (markup: string) =>
    marked.replace(FIRST_PAINT_MARKER, () => `<div data-first-paint="">${markup}</div>`);
  const pages = new Map<string, string>();
  for (const [page, markup] of markups)
    if (!page.includes(':')) pages.set(page, withMarkup(markup));
  const bare = marked.replace(FIRST_PAINT_MARKER, '');
  return {
    forPath(pathname, fill, locale = 'en') {
      const template =
        fill && (markups.get(key(locale, fill.page)) ?? markups.get(key('en', fill.page)));
      if (template)
        return withMarkup(
          template.replace(FIELD, (_field, name: string) => escapeHtml(fill.fields[name] ?? '')),
        );
      const page = pathname.replace(/\/+$/, '') || '/';
      return pages.get(key(locale, page)) ?? pages.get(key('en', page)) ?? bare;
    },
  };
}
