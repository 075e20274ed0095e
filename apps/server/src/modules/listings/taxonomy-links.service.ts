import type { Executor } from '../../db/client';
import type { ContentService } from '../content/content.service';
import { listingKeywords } from './listing-derived';
import { listingsWriteRepository } from './listings.write.repository';

/**
 * What listings owe to the categories and rental types they are filed under, for the
 * operators' taxonomy console: whether one is still used, and the search keywords that name
 * it (rewritten when it is renamed). Both run inside the operator's transaction.
 */
export function listingTaxonomyLinksService(deps: {
  /** The categories' and rental types' names: the content module's rows. */
  content: Pick<ContentService, 'categoriesIn' | 'rentalTypesIn'>;
}) {
  const { content } = deps;
  return {
    /** How many listings (any status) use this category or rental type. */
    countUsingIn: (tx: Executor, kind: 'category' | 'rental_type', id: number) =>
      listingsWriteRepository(tx).countUsing(kind, id),

    /** Search keywords name the category and rental type: renaming one rewrites them. */
    async rekeyIn(tx: Executor, kind: 'category' | 'rental_type', id: number) {
      const repo = listingsWriteRepository(tx);
      const rows = await repo.keywordPartsFor(kind, id);
      const categories = await content.categoriesIn(
        tx,
        rows.map((r) => r.categoryId),
      );
      const rentalTypes = await content.rentalTypesIn(
        tx,
        rows.map((r) => r.rentalTypeId),
      );
      await repo.setKeywords(
        rows.map((r) => ({
          id: r.id,
          keywords: listingKeywords({
            ...r,
            categoryName: r.categoryId === null ? null : categories.get(r.categoryId)?.name,
            rentalTypeName: r.rentalTypeId === null ? null : rentalTypes.get(r.rentalTypeId)?.name,
          }),
        })),
      );
    },
  };
}
export type ListingTaxonomyLinksService = ReturnType<typeof listingTaxonomyLinksService>;
