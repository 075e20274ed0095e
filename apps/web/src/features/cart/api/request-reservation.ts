import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestReservationResponse } from '@ownless/shared';
import { reservationsKey } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

/**
 * POST /reservation/request-reservation with the cart: one pending reservation per item,
 * and the cart is emptied, in one transaction (docs/decisions/0003-reservations.md).
 */
export const requestReservationFromCart = (cartId: number, note?: string) =>
  api.post<RequestReservationResponse>('/reservation/request-reservation', {
    cart_id: cartId,
    ...(note ? { note } : {}),
  });

export function useRequestReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cartId, note }: { cartId: number; note?: string }) =>
      requestReservationFromCart(cartId, note),
    // New requests change the renter's lists and counts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationsKey }),
  });
}
