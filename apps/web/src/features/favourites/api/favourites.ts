import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { FavouriteIds, FavouritesPage, FavouriteToggleResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

export const favouritesKey = ['favourites'] as const;
const idsKey = [...favouritesKey, 'ids'] as const;

/** GET /api/favourites/ids → the listing ids the user saved (hearts on every card). */
export const getFavouriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: idsKey,
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

/**
 * Save or remove a favourite: PUT or DELETE /api/favourites/:id. The heart changes at once
 * (optimistic) and goes back if the server refuses; the lists refresh afterwards.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, favourite }: { listingId: number; favourite: boolean }) =>
      favourite
        ? api.put<FavouriteToggleResponse>(`/favourites/${listingId}`)
        : api.delete<FavouriteToggleResponse>(`/favourites/${listingId}`),
    onMutate: async ({ listingId, favourite }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<number[]>(idsKey);
      queryClient.setQueryData<number[]>(idsKey, (ids = []) =>
        favourite ? [...new Set([...ids, listingId])] : ids.filter((id) => id !== listingId),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(idsKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });
}
