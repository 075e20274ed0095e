import type { Executor } from '../../db/client';
import { type ListingRating, listingsWriteRepository } from './listings.write.repository';

/**
 * A listing's stored rating (`rating_avg`, `review_count`, which search sorts on). The
 * reviews module decides the figures (blind reviews, hidden ones: decision 0009) and hands
 * them over in its own transaction; this module owns the write.
 */
export function listingRatingsService() {
  return {
    /** Stores these listings' figures in the caller's transaction. */
    setIn: (tx: Executor, figures: readonly ListingRating[]) =>
      listingsWriteRepository(tx).setRatings(figures),
  };
}
export type ListingRatingsService = ReturnType<typeof listingRatingsService>;
