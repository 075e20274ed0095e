import { useQuery } from '@tanstack/react-query';
import type {
  OperatorCancelReservationResponse,
  OperatorReservation,
  OperatorReservationDetail,
  ReservationStatus,
} from '@ownless/shared';
import { api, type QueryParams } from '@/lib/api-client';
import { listOptions, useConsoleMutation } from './console';

export const reservationKeys = {
  list: (params: QueryParams) => ['operator', 'reservations', params] as const,
  one: (id: number) => ['operator', 'reservation', id] as const,
};

/** GET /admin/reservations: a server page with the URL's filters. */
export const useOperatorReservations = (params: QueryParams) =>
  useQuery(
    listOptions<OperatorReservation>(reservationKeys.list(params), '/admin/reservations', params),
  );

/** GET /admin/reservations/:id: the reservation, its timeline, ledger and what cancelling does. */
export const useOperatorReservation = (id: number) =>
  useQuery({
    queryKey: reservationKeys.one(id),
    queryFn: ({ signal }) =>
      api.get<OperatorReservationDetail>(`/admin/reservations/${id}`, { signal }),
  });

/** POST /admin/reservations/:id/cancel, with the state the operator saw. */
export const useCancelReservation = () =>
  useConsoleMutation(
    ({ id, reason, expected }: { id: number; reason: string; expected: ReservationStatus }) =>
      api.post<OperatorCancelReservationResponse>(`/admin/reservations/${id}/cancel`, {
        reason,
        expected_status: expected,
      }),
  );
