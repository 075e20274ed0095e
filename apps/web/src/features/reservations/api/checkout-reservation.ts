import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReservationView } from '@ownless/shared/rental';
import { api } from '@/lib/api-client';
import type { CardPayload } from '../utils/card-form';
import { reservationKeys } from './reservation-keys';

export type CheckoutBody = { card: CardPayload } | { payment_method_id: string };

/** POST /reservation/:id/checkout-items: 402 when the card fails (errors.card), 409 when it changed. */
export const checkoutReservation = (reservationId: number, body: CheckoutBody) =>
  api.post<{ reservation: ReservationView; message: string }>(
    `/reservation/${reservationId}/checkout-items`,
    body,
  );

export function useCheckoutReservation(reservationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutBody) => checkoutReservation(reservationId, body),
    // Not awaited: the caller's onSuccess (off to the thank-you page) must run before the
    // refetched reservation ("paid") re-renders the checkout as not payable.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
    },
  });
}
