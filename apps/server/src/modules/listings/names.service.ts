import type { Executor } from '../../db/client';
import { listingsWriteRepository } from './listings.write.repository';

/**
 * Listings' names for other modules' views (a review beside the listing it rates). The
 * reviews module is wired apart from the public listings service, so services.ts hands it
 * `namesOf`.
 */
export function listingNamesService(db: Executor) {
  return {
    /** These listings' names, by id (one query; a listing that is gone is absent). */
    async namesOf(ids: readonly number[]): Promise<Map<number, string>> {
      const rows = await listingsWriteRepository(db).names(ids);
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
export type ListingNamesService = ReturnType<typeof listingNamesService>;
