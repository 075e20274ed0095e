import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { bookedQueryOptions } from '@/lib/listing-queries';
import { storeListing } from './owner-listing';

export type { BookedPeriod } from '@ownless/shared';
export { bookedQueryOptions };

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
