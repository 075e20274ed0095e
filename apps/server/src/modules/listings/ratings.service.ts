import type { Executor } from '../../db/client';
import { type ListingRating, listingsWriteRepository } from './listings.write.repository';

/** How the caller computes the figures (it reads its own tables, after the lock). */
type FiguresOf = (listingIds: readonly number[]) => Promise<readonly ListingRating[]>;

/**
 * A listing's stored rating (`rating_avg`, `review_count`, which search sorts on). The
 * reviews module decides the figures (blind reviews, hidden ones: decision 0009) and hands
 * them over in its own transaction; this module owns the write.
 */
export function listingRatingsService() {
  return {
    /**
     * Locks the listings' rows, then stores the figures `figuresOf` computes, in the caller's
     * transaction. The lock comes first: two reviews of one listing revealed at once wait for
     * each other, and the second counts the first (each statement of a READ COMMITTED
     * transaction sees what committed before it), so neither overwrites the other's figures.
     */
    async refreshIn(tx: Executor, listingIds: readonly number[], figuresOf: FiguresOf) {
      const repo = listingsWriteRepository(tx);
      await repo.lockMany(listingIds);
      await repo.setRatings(await figuresOf(listingIds));
    },
  };
}
export type ListingRatingsService = ReturnType<typeof listingRatingsService>;
