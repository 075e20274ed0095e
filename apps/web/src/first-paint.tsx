// What the built index.html paints before the scripts arrive (issue 16: the largest
// contentful paint of home and the search pages is their opening words, which need no data).
// vite.config.ts renders this module at build time and writes one <template> per path into
// index.html; its inline script shows the one for the page being opened, and React replaces
// it when the app mounts (main.tsx mounts once the page's own code is loaded, so the words
// stay on screen until the page itself takes their place).
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SEARCH_PAGES } from '@/app/routes/discovery/search-pages';
import { SearchIntro } from '@/features/discovery/components/search-intro';
import { Hero } from '@/features/marketing/components/hero';

/** The first paint of each path that has one, as static HTML. */
export function firstPaints(): Record<string, string> {
  const pages: Record<string, ReactElement> = { '/': <Hero /> };
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
      renderToStaticMarkup(<MemoryRouter>{page}</MemoryRouter>),
    ]),
  );
}
