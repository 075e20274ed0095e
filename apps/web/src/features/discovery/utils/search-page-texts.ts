import { msg } from '@lingui/core/macro';

/**
 * The words at the head of the search pages (title, line and eyebrow), painted before the
 * scripts arrive too: messages, read in the page's language when they are shown.
 */
export const SEARCH_PAGE_TEXTS = {
  browse: {
    title: msg`Browse listings`,
    description: msg`Tools, gear, goods, services and places from owners near you.`,
  },
  narrow: {
    title: msg`Find what you need`,
    description: msg`Narrow it down by category, place, dates and price.`,
  },
  map: {
    title: msg`Listings on the map`,
    description: msg`See what is for rent around you, and where.`,
  },
  buy: {
    eyebrow: msg`Buy`,
    title: msg`Buy it for keeps`,
    description: msg`Some owners also sell what they rent out: pre-loved tools, gear and goods, checked and cared for.`,
  },
};
