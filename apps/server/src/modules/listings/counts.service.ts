import type { Executor } from '../../db/client';
import { listingsWriteRepository } from './listings.write.repository';

/** Listings per rental type and per category, by id. */
export interface TaxonomyCounts {
  byRentalType: Map<number, number>;
  byCategory: Map<number, number>;
}

async function taxonomyCounts(
  repo: ReturnType<typeof listingsWriteRepository>,
  which: 'published' | 'all',
): Promise<TaxonomyCounts> {
  const { types, categories } = await repo.taxonomyCounts(which);
  const byId = (rows: { id: number | null; n: number }[]) =>
    new Map(rows.flatMap((r) => (r.id === null ? [] : [[r.id, Number(r.n)] as const])));
  return { byRentalType: byId(types), byCategory: byId(categories) };
}

/**
 * How many listings owners have, for other modules' pages (an owner's public profile, the
 * getting-started checklist), and how many there are per rental type and category (published
 * ones for the public pages, all of them for the content console). The users module is
 * wired before this one, so services.ts hands it `byOwner`.
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
    published: () => taxonomyCounts(listingsWriteRepository(db), 'published'),

    /**
     * Every listing, whatever its status, per rental type and per category, read on `tx`
     * (the content console's usage figures, shown in the transaction of the change).
     */
    allIn: (tx: Executor) => taxonomyCounts(listingsWriteRepository(tx), 'all'),
  };
}
export type ListingCountsService = ReturnType<typeof listingCountsService>;
