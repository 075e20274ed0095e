import type { SearchPageProps } from './search-page';

/**
 * The search pages' layouts and words, by path. The routes render them; the built
 * index.html paints their heads before the scripts arrive (src/first-paint.tsx).
 */
export const SEARCH_PAGES = {
  grid: {
    layout: 'grid',
    aside: 'none',
    title: 'Browse listings',
    description: 'Tools, gear, goods, services and places from owners near you.',
  },
  'grid-sidebar': {
    layout: 'grid',
    aside: 'sidebar',
    title: 'Find what you need',
    description: 'Narrow it down by category, place, dates and price.',
  },
  'grid-map': {
    layout: 'grid',
    aside: 'map',
    title: 'Listings on the map',
    description: 'See what is for rent around you, and where.',
  },
  list: {
    layout: 'list',
    aside: 'none',
    title: 'Browse listings',
    description: 'Tools, gear, goods, services and places from owners near you.',
  },
  'list-sidebar': {
    layout: 'list',
    aside: 'sidebar',
    title: 'Find what you need',
    description: 'Narrow it down by category, place, dates and price.',
  },
  'list-map': {
    layout: 'list',
    aside: 'map',
    title: 'Listings on the map',
    description: 'See what is for rent around you, and where.',
  },
  // Listings that can also be bought (a `sale` price), with the filter sidebar.
  buy: {
    layout: 'grid',
    aside: 'sidebar',
    eyebrow: 'Buy',
    title: 'Buy it for keeps',
    description:
      'Some owners also sell what they rent out: pre-loved tools, gear and goods, checked and cared for.',
    sale: true,
    showViewSwitch: false,
  },
} as const satisfies Record<string, SearchPageProps>;

export type SearchPagePath = keyof typeof SEARCH_PAGES;
