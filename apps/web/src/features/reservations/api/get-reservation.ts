import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationDetailResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { reservationKeys } from './reservation-keys';

/** GET /reservation/:id → the reservation with its events, actions and cancel refund. */
export const getReservation = (id: number, signal?: AbortSignal) =>
  api
    .get<ReservationDetailResponse>(`/reservation/${id}`, { signal })
    .then((body) => body.reservation);

export const getReservationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reservationKeys.detail(id),
    queryFn: ({ signal }) => getReservation(id, signal),
    staleTime: 10_000,
  });

export const useReservation = (id: number) =>
  useQuery({ ...getReservationQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
