import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { listingsService } from '../listings/listings.service';
import { favouritesRepository } from './favourites.repository';

/** Favourites: a heart on cards and detail pages; /admin/favorite-property lists them. */
export function favouritesService(deps: {
  db: Executor;
  listings: Pick<ReturnType<typeof listingsService>, 'summariesByIds' | 'isPublished'>;
}) {
  const repo = favouritesRepository(deps.db);
  return {
    ids: (userId: number) => repo.allIds(userId),

    /** Saved listings that were unpublished stay in the list, shown as unavailable. */
    async page(userId: number, page: number, perPage: number) {
      const { ids, total } = await repo.page(userId, page, perPage);
      return { items: await deps.listings.summariesByIds(ids), total };
    },

    async add(userId: number, listingId: number) {
      if (!(await deps.listings.isPublished(listingId)))
        throw notFound(/*i18n*/ 'This listing does not exist or is no longer available.');
      await repo.add(userId, listingId);
    },

    remove: (userId: number, listingId: number) => repo.remove(userId, listingId),
  };
}
