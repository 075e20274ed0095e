import type { Executor } from '../../db/client';
import { listingsWriteRepository } from './listings.write.repository';

/**
 * How many listings owners have, for other modules' pages (an owner's public profile, the
 * getting-started checklist). The users module is wired before this one, so services.ts
 * hands it `byOwner`.
 */
export function listingCountsService(db: Executor) {
  return {
    /**
     * Each of these owners' listings counted by status (`{ Published: 3, Draft: 1 }`); an
     * owner without listings is absent. One query, whatever the number of owners.
     */
    async byOwner(ownerIds: readonly number[]): Promise<Map<number, Record<string, number>>> {
      const counts = new Map<number, Record<string, number>>();
      if (ownerIds.length === 0) return counts;
      for (const row of await listingsWriteRepository(db).statusCountsByOwner(ownerIds)) {
        const owner = counts.get(row.ownerId) ?? {};
        owner[row.status] = Number(row.n);
        counts.set(row.ownerId, owner);
      }
      return counts;
    },
  };
}
export type ListingCountsService = ReturnType<typeof listingCountsService>;
