/**
 * The search index of published listings: what the rest of the server uses. See README.md
 * in this folder for how it is built, kept fresh and searched.
 */
export { GRID_CELL_DEGREES } from './geo';
export { searchIndexRepository } from './repository';
export { SearchIndex } from './search-index';
export { type SearchIndexService, searchIndexService } from './service';
export type {
  IndexedListing,
  IndexQuery,
  IndexResult,
  ListingAvailability,
  OrderName,
} from './types';
export { registerSearchIndexMetrics } from './metrics';
