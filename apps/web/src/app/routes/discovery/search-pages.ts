import { SEARCH_PAGE_TEXTS } from '@/features/discovery/utils/search-page-texts';
import type { SearchPageProps } from './search-page';

/**
 * The search pages' layouts and words (messages), by path. The routes render them; the built
 * index.html paints their heads before the scripts arrive (src/first-paint.tsx).
 */
export const SEARCH_PAGES = {
  grid: { layout: 'grid', aside: 'none', ...SEARCH_PAGE_TEXTS.browse },
  'grid-sidebar': { layout: 'grid', aside: 'sidebar', ...SEARCH_PAGE_TEXTS.narrow },
  'grid-map': { layout: 'grid', aside: 'map', ...SEARCH_PAGE_TEXTS.map },
  list: { layout: 'list', aside: 'none', ...SEARCH_PAGE_TEXTS.browse },
  'list-sidebar': { layout: 'list', aside: 'sidebar', ...SEARCH_PAGE_TEXTS.narrow },
  'list-map': { layout: 'list', aside: 'map', ...SEARCH_PAGE_TEXTS.map },
  // Listings that can also be bought (a `sale` price), with the filter sidebar.
  buy: {
    layout: 'grid',
    aside: 'sidebar',
    ...SEARCH_PAGE_TEXTS.buy,
    sale: true,
    showViewSwitch: false,
  },
} as const satisfies Record<string, SearchPageProps>;

export type SearchPagePath = keyof typeof SEARCH_PAGES;
