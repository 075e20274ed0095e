import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteIds, FavouritesPage } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

export const favouritesKey = ['favourites'] as const;
export const favouriteIdsKey = [...favouritesKey, 'ids'] as const;

/** GET /api/favourites/ids → the listing ids the user saved (hearts on every card). */
export const getFavouriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: favouriteIdsKey,
    queryFn: ({ signal }) =>
      api.get<FavouriteIds>('/favourites/ids', { signal }).then((body) => body.ids),
  });

/** The saved ids while signed in; guests get none (and no request). */
export function useFavouriteIds() {
  const token = useSessionStore((state) => state.token);
  return useQuery({ ...getFavouriteIdsQueryOptions(), enabled: token !== null });
}

export type { FavouritesPage };

/** GET /api/favourites?page=&per_page= → the saved listings, newest first. */
export const getFavouritesQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    queryKey: [...favouritesKey, 'list', page, perPage],
    queryFn: ({ signal }) =>
      api.get<FavouritesPage>('/favourites', { params: { page, per_page: perPage }, signal }),
  });

export const useFavourites = (page: number, perPage: number) =>
  useQuery({ ...getFavouritesQueryOptions(page, perPage), placeholderData: keepPreviousData });
