import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutResponse, ReservationActionResponse } from '@ownless/shared';
import { api, errorMessage, isApiError } from '@/lib/api-client';
import type { CardPayload } from '../utils/card-form';
import { reservationKeys } from './reservation-keys';

export type CheckoutBody = { card: CardPayload } | { payment_method_id: string };

/** POST /reservation/:id/checkout-items: 402 when the card fails (errors.card), 409 when it changed. */
export const checkoutReservation = (reservationId: number, body: CheckoutBody) =>
  api.post<CheckoutResponse>(`/reservation/${reservationId}/checkout-items`, body);

/**
 * POST /reservation/:id/checkout-items/confirm, once the bank's step is done (or given up):
 * the server asks the provider and answers paid (200), not yet (409) or failed (402).
 */
export const confirmCheckout = (reservationId: number, paymentIntentId: string) =>
  api.post<ReservationActionResponse>(`/reservation/${reservationId}/checkout-items/confirm`, {
    payment_intent_id: paymentIntentId,
  });

export function useConfirmCheckout(reservationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentIntentId: string) => confirmCheckout(reservationId, paymentIntentId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
    },
  });
}

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

/** What a failed checkout means for the form that sent it. */
export type CheckoutFailure =
  | { kind: 'card'; message: string }
  | { kind: 'changed'; message: string }
  | { kind: 'form'; message: string; errors?: Record<string, string[]> };

/**
 * 402: the card was refused (shown at the card); 409: the reservation changed (reload it), or,
 * naming a field, the listing's rules or stock refuse paying it as it is (said above the
 * button, the reason once); a field error on the card: shown at the card too; anything else:
 * above the button.
 */
export function checkoutFailure(error: unknown): CheckoutFailure {
  if (!isApiError(error)) return { kind: 'form', message: errorMessage(error) };
  if (error.status === 402)
    return { kind: 'card', message: error.errors?.card?.[0] ?? error.message };
  if (error.status === 409)
    return error.errors
      ? { kind: 'form', message: error.message }
      : { kind: 'changed', message: error.message };
  const card = error.errors?.card ?? error.errors?.['card.number'];
  if (card?.length) return { kind: 'card', message: card.join(' ') };
  return { kind: 'form', message: error.message, errors: error.errors };
}

/**
 * A failed confirmation after the bank's step: a 409 here means "not confirmed yet" or
 * "refunded because the reservation changed", both said in the message above the button.
 */
export function confirmFailure(error: unknown): CheckoutFailure {
  if (isApiError(error) && error.status === 409) return { kind: 'form', message: error.message };
  return checkoutFailure(error);
}
