import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ListingDetail, ListingResponse } from '@ownless/shared';
import type { ListingCreateInput, ListingUpdateInput } from '@ownless/shared/listing-write';
import { listingListKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import { listingKeys } from '@/lib/query-keys';

export const ownerListingQueryKey = (id: number | string) => ['owner-listing', String(id)] as const;

/** GET /listing/:id/manage → { listing }: the owner's view, whatever the status. */
export const ownerListingQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: ownerListingQueryKey(id),
    queryFn: ({ signal }) =>
      api
        .get<ListingResponse>(`/listing/${encodeURIComponent(String(id))}/manage`, {
          signal,
        })
        .then((body) => body.listing),
    staleTime: 0,
  });

export const useOwnerListing = (id: number | null) =>
  useQuery({ ...ownerListingQueryOptions(id ?? 0), enabled: id !== null });

/**
 * Every owner call answers with the whole listing: it replaces the cached owner view, and
 * the public caches (detail, search, My Listings) are marked stale.
 */
export function storeListing(queryClient: QueryClient, listing: ListingDetail) {
  queryClient.setQueryData(ownerListingQueryKey(listing.id), listing);
  void queryClient.invalidateQueries({ queryKey: listingKeys.detail(listing.id) });
  void queryClient.invalidateQueries({ queryKey: listingListKeys.all });
  void queryClient.invalidateQueries({ queryKey: listingListKeys.mine() });
}

/** POST /listing → 201 { listing, message }: a new draft with the basics. */
export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingCreateInput) => api.post<ListingResponse>('/listing', input),
    onSuccess: ({ listing }) => storeListing(queryClient, listing),
  });
}

/** PATCH /listing/:id with any subset of the wizard's fields. */
export function useUpdateListing(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingUpdateInput) => api.patch<ListingResponse>(`/listing/${id}`, input),
    onSuccess: ({ listing }) => storeListing(queryClient, listing),
  });
}

export type ListingAction = 'publish' | 'deactivate' | 'activate';

/** PATCH /listing/:id/publish, POST /listing/:id/deactivate/ and /activate/. */
export const runListingAction = (id: number, action: ListingAction) =>
  action === 'publish'
    ? api.patch<ListingResponse>(`/listing/${id}/publish`)
    : api.post<ListingResponse>(`/listing/${id}/${action}/`);

export function useListingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ListingAction }) =>
      runListingAction(id, action),
    onSuccess: ({ listing }) => storeListing(queryClient, listing),
  });
}
