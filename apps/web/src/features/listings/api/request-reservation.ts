import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestReservationResponse } from '@ownless/shared';
import { reservationsKey } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import type { QuoteSelection } from '../utils/quote-form';

export interface RequestReservationBody extends QuoteSelection {
  listing_id: number;
  note?: string;
}

/**
 * POST /api/reservation/request-reservation with one listing (a request straight from the
 * listing page) → 201 { reservations, message }.
 */
export function useRequestReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestReservationBody) =>
      api.post<RequestReservationResponse>('/reservation/request-reservation', body),
    onSuccess: () => {
      // The renter's lists and the sidebar's counts change.
      void queryClient.invalidateQueries({ queryKey: reservationsKey });
    },
  });
}
