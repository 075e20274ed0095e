import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavouriteToggleResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { favouriteIdsKey, favouritesKey } from './favourites';

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
      await queryClient.cancelQueries({ queryKey: favouriteIdsKey });
      const previous = queryClient.getQueryData<number[]>(favouriteIdsKey);
      queryClient.setQueryData<number[]>(favouriteIdsKey, (ids = []) =>
        favourite ? [...new Set([...ids, listingId])] : ids.filter((id) => id !== listingId),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(favouriteIdsKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });
}
