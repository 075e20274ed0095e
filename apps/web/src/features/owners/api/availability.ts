import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingDetail } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { storeListing } from './owner-listing';

type ListingResponse = { listing: ListingDetail };

export interface BookedPeriod {
  start_at: string;
  end_at: string;
  quantity: number;
}

/** GET /listing/:id/booked?from=&to= (YYYY-MM-DD): days renters hold. */
export const bookedQueryOptions = (listingId: number, from: string, to: string) =>
  queryOptions({
    queryKey: ['listing-booked', listingId, from, to],
    queryFn: ({ signal }) =>
      api
        .get<{ booked: BookedPeriod[] }>(`/listing/${listingId}/booked`, {
          params: { from, to },
          signal,
        })
        .then((body) => body.booked),
  });

export const useBookedPeriods = (listingId: number, from: string, to: string) =>
  useQuery(bookedQueryOptions(listingId, from, to));

export interface BlockDatesInput {
  start_date: string;
  end_date: string;
  reason?: string;
}

/** POST /listing/:id/blockdate (409 when renters booked some of the days). */
export function useBlockDates(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlockDatesInput) =>
      api.post<ListingResponse>(`/listing/${listingId}/blockdate`, input),
    onSuccess: ({ listing }) => storeListing(queryClient, listing),
  });
}

/** DELETE /listing/:id/blockdate/:blockDateId */
export function useUnblockDates(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockDateId: number) =>
      api.delete<ListingResponse>(`/listing/${listingId}/blockdate/${blockDateId}`),
    onSuccess: ({ listing }) => storeListing(queryClient, listing),
  });
}
