// What the built index.html paints before the scripts arrive (the largest
// contentful paint of home and the search pages is their opening words, which need no data;
// a listing's is its first photo, which the server names).
// vite.config.ts renders this module at build time and writes one <template> per path into
// index.html; the server puts the opened page's in its place (apps/server/src/modules/seo/
// seo.html.ts), and React replaces it when the app mounts (main.tsx mounts once the page's
// own code is loaded, so the words stay on screen until the page itself takes their place).
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SEARCH_PAGES } from '@/app/routes/discovery/search-pages';
import { SearchIntro } from '@/features/discovery/components/search-intro';
import { ListingFirstPaint } from '@/features/listings/components/listing-first-paint';
import { Hero } from '@/features/marketing/components/hero';

/**
 * The first paint of each path that has one, as static HTML. A path with a parameter
 * (`/listing-detail/:id`) is painted for one listing: the server fills its `{{…}}` fields.
 */
export function firstPaints(): Record<string, string> {
  const pages: Record<string, ReactElement> = {
    '/': <Hero />,
    '/listing-detail/:id': <ListingFirstPaint />,
  };
  for (const [path, page] of Object.entries(SEARCH_PAGES)) {
    pages[`/${path}`] = (
      <SearchIntro
        eyebrow={'eyebrow' in page ? page.eyebrow : undefined}
        title={page.title}
        description={page.description}
      />
    );
  }
  return Object.fromEntries(
    Object.entries(pages).map(([path, page]) => [
      path,
      // Without the image preloads React writes for <img>: the page's head has them (the
      // server preloads a listing's photo with high priority, seo.html.ts).
      renderToStaticMarkup(<MemoryRouter>{page}</MemoryRouter>).replace(
        /<link rel="preload" as="image"[^>]*>/g,
        '',
      ),
    ]),
  );
}
