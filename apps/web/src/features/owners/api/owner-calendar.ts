import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingResponse, OwnerCalendarResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { storeListing } from './owner-listing';

export type { OwnerCalendarEntry, OwnerCalendarListing } from '@ownless/shared';

export const ownerCalendarKeys = {
  all: ['owner-calendar'] as const,
  range: (from: string, to: string, listingId: number | null) =>
    ['owner-calendar', from, to, listingId] as const,
};

/** GET /owner/calendar: the owner's bookings and blocks from `from` to `to` (both included). */
export function useOwnerCalendar(from: string, to: string, listingId: number | null) {
  return useQuery({
    queryKey: ownerCalendarKeys.range(from, to, listingId),
    queryFn: ({ signal }) =>
      api.get<OwnerCalendarResponse>('/owner/calendar', {
        params: { from, to, listing_id: listingId ?? undefined },
        signal,
      }),
    // The month before stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export interface CalendarBlockInput {
  listingId: number;
  start_date: string;
  end_date: string;
  reason?: string;
}

/** POST /listing/:id/blockdate from the calendar (409 with the server's words where renters booked). */
export function useCalendarBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, ...input }: CalendarBlockInput) =>
      api.post<ListingResponse>(`/listing/${listingId}/blockdate`, input),
    onSuccess: ({ listing }) => {
      storeListing(queryClient, listing);
      void queryClient.invalidateQueries({ queryKey: ownerCalendarKeys.all });
    },
  });
}

/** DELETE /listing/:id/blockdate/:blockId from the calendar. */
export function useCalendarUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, blockId }: { listingId: number; blockId: number }) =>
      api.delete<ListingResponse>(`/listing/${listingId}/blockdate/${blockId}`),
    onSuccess: ({ listing }) => {
      storeListing(queryClient, listing);
      void queryClient.invalidateQueries({ queryKey: ownerCalendarKeys.all });
    },
  });
}
