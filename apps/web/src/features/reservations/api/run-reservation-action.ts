import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReservationActionResponse, ReservationView } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { actionRequest, type ActionInput } from '../utils/reservation-actions';
import { reservationKeys } from './reservation-keys';

export interface ReservationActionVariables {
  reservationId: number;
  action: string;
  input?: ActionInput;
}

export type ReservationActionResult = ReservationActionResponse;

/** POSTs one action of `reservation.actions` to its endpoint (utils/reservation-actions). */
export function runReservationAction({ reservationId, action, input }: ReservationActionVariables) {
  const request = actionRequest(reservationId, action, input);
  if (!request || request.kind !== 'post') {
    return Promise.reject(new Error(`"${action}" is not an action the web posts.`));
  }
  return api.post<ReservationActionResult>(request.path, request.body);
}

/**
 * The mutation every action button uses: on success the new reservation is in the cache at
 * once, and every reservation query (lists, ledgers, counts, dashboard) refreshes.
 */
export function useReservationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runReservationAction,
    onSuccess: (result) => {
      queryClient.setQueryData(
        reservationKeys.detail(result.reservation.id),
        (previous?: ReservationView) =>
          // The action's answer has no cancel refund for a closed reservation; keep events
          // from before if the answer has none.
          ({
            ...previous,
            ...result.reservation,
            events: result.reservation.events ?? previous?.events,
          }),
      );
    },
    // Not awaited, so the caller's callbacks run even when the refetch moves the row away.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
    },
  });
}
