import type { Executor } from '../../db/client';
import { listingsWriteRepository } from './listings.write.repository';

/**
 * How many listings owners have, for other modules' pages (an owner's public profile, the
 * getting-started checklist), and how many are published per rental type and category. The users module is wired before this one, so services.ts
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

    /**
     * Published listings per rental type and per category, by id (a type or category
     * without any is absent): the content module's figures for its pages.
     */
    async published() {
      const { types, categories } = await listingsWriteRepository(db).publishedCounts();
      const byId = (rows: { id: number | null; n: number }[]) =>
        new Map(rows.flatMap((r) => (r.id === null ? [] : [[r.id, Number(r.n)] as const])));
      return { byRentalType: byId(types), byCategory: byId(categories) };
    },
  };
}
export type ListingCountsService = ReturnType<typeof listingCountsService>;
