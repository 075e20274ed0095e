// What the built index.html paints before the scripts arrive (the largest
// contentful paint of home and the search pages is their opening words, which need no data;
// a listing's is its first photo, which the server names).
// vite.config.ts renders this module at build time and writes one <template> per path and
// language into index.html; the server puts the opened page's, in the page's language, in its
// place (apps/server/src/modules/seo/seo.html.ts), and React replaces it when the app mounts
// (main.tsx mounts once the page's own code is loaded, so the words stay on screen until the
// page itself takes their place).
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { LOCALES, type Locale } from '@ownless/shared/locales';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SEARCH_PAGES } from '@/app/routes/discovery/search-pages';
import { SearchIntro } from '@/features/discovery/components/search-intro';
import { ListingFirstPaint } from '@/features/listings/components/listing-first-paint';
import { Hero } from '@/features/marketing/components/hero';

/**
 * The first pages' catalogs of every language (`shell`, home's and the search pages' `search`,
 * a listing's `listing`), compiled by the Lingui Vite plugin.
 */
const FIRST_PAINT_AREAS = ['shell', 'search', 'listing'];
const catalogs = import.meta.glob<Messages>('./locales/*/{shell,search,listing}.po', {
  eager: true,
  import: 'messages',
});

function activate(locale: Locale) {
  for (const area of FIRST_PAINT_AREAS) {
    const messages = catalogs[`./locales/${locale}/${area}.po`];
    if (messages) i18n.load(locale, messages);
  }
  i18n.activate(locale);
}

/** The pages painted first, by path, written in the active language. */
function pages(): Record<string, ReactElement> {
  const painted: Record<string, ReactElement> = {
    '/': <Hero />,
    '/listing-detail/:id': <ListingFirstPaint />,
  };
  for (const [path, page] of Object.entries(SEARCH_PAGES)) {
    painted[`/${path}`] = (
      <SearchIntro
        eyebrow={'eyebrow' in page ? page.eyebrow : undefined}
        title={page.title}
        description={page.description}
      />
    );
  }
  return painted;
}

/**
 * The first paint of each path that has one, as static HTML, in each language OwnLess speaks
 * (`{ es: { '/': '<div>…' } }`). A path with a parameter (`/listing-detail/:id`) is painted for
 * one listing: the server fills its `{{…}}` fields.
 */
export function firstPaints(): Record<Locale, Record<string, string>> {
  const byLocale = {} as Record<Locale, Record<string, string>>;
  const before = i18n.locale;
  try {
    for (const locale of LOCALES) {
      activate(locale);
      byLocale[locale] = Object.fromEntries(
        Object.entries(pages()).map(([path, page]) => [
          path,
          // Without the image preloads React writes for <img>: the page's head has them (the
          // server preloads a listing's photo with high priority, seo.html.ts).
          renderToStaticMarkup(
            <I18nProvider i18n={i18n}>
              <MemoryRouter>{page}</MemoryRouter>
            </I18nProvider>,
          ).replace(/<link rel="preload" as="image"[^>]*>/g, ''),
        ]),
      );
    }
  } finally {
    if (before) i18n.activate(before);
  }
  return byLocale;
}
