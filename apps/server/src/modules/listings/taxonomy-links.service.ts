import type { Executor } from '../../db/client';
import { listingKeywords } from './listing-derived';
import { listingsWriteRepository } from './listings.write.repository';

/**
 * What listings owe to the categories and rental types they are filed under, for the
 * operators' taxonomy console: whether one is still used, and the search keywords that name
 * it (rewritten when it is renamed). Both run inside the operator's transaction.
 */
export function listingTaxonomyLinksService() {
  return {
    /** How many listings (any status) use this category or rental type. */
    countUsingIn: (tx: Executor, kind: 'category' | 'rental_type', id: number) =>
      listingsWriteRepository(tx).countUsing(kind, id),

    /** Search keywords name the category and rental type: renaming one rewrites them. */
    async rekeyIn(tx: Executor, kind: 'category' | 'rental_type', id: number) {
      const repo = listingsWriteRepository(tx);
      const rows = await repo.keywordPartsFor(kind, id);
      await repo.setKeywords(rows.map((r) => ({ id: r.id, keywords: listingKeywords(r) })));
    },
  };
}
export type ListingTaxonomyLinksService = ReturnType<typeof listingTaxonomyLinksService>;
