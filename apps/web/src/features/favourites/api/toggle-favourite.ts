import {
  MutationObserver,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { FavouriteToggleResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { favouriteIdsKey, favouritesKey } from './favourites';

interface ToggleFavourite {
  listingId: number;
  favourite: boolean;
}

/**
 * Save or remove a favourite: PUT or DELETE /api/favourites/:id. The heart changes at once
 * (optimistic) and goes back if the server refuses; the lists refresh afterwards.
 */
const toggleFavouriteOptions = (queryClient: QueryClient) => ({
  mutationFn: ({ listingId, favourite }: ToggleFavourite) =>
    favourite
      ? api.put<FavouriteToggleResponse>(`/favourites/${listingId}`)
      : api.delete<FavouriteToggleResponse>(`/favourites/${listingId}`),
  onMutate: async ({ listingId, favourite }: ToggleFavourite) => {
    await queryClient.cancelQueries({ queryKey: favouriteIdsKey });
    const previous = queryClient.getQueryData<number[]>(favouriteIdsKey);
    queryClient.setQueryData<number[]>(favouriteIdsKey, (ids = []) =>
      favourite ? [...new Set([...ids, listingId])] : ids.filter((id) => id !== listingId),
    );
    return { previous };
  },
  onError: (_error: unknown, _variables: ToggleFavourite, context?: { previous?: number[] }) => {
    if (context?.previous) queryClient.setQueryData(favouriteIdsKey, context.previous);
  },
  onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
});

/** The toggle as a mutation hook, for lists that show its state. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation(toggleFavouriteOptions(queryClient));
}

/** The toggle run once, outside a component: resolves when the server answered, rejects if it refused. */
export function toggleFavourite(queryClient: QueryClient, variables: ToggleFavourite) {
  return new MutationObserver(queryClient, toggleFavouriteOptions(queryClient)).mutate(variables);
}
