import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationPage } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { reservationKeys } from './reservation-keys';

export interface ReservationListParams {
  from?: string;
  to?: string;
  page: number;
  per_page: number;
}

export type { ReservationPage };

/**
 * GET /reservation/:listKey?role=…: one list of RENTER_LISTS / OWNER_LISTS (for-confirmations is
 * shared).
 */
export const getReservations = (
  role: 'renter' | 'owner',
  listKey: string,
  params: ReservationListParams,
  signal?: AbortSignal,
) =>
  api.get<ReservationPage>(`/reservation/${encodeURIComponent(listKey)}`, {
    params: { role, ...params },
    signal,
  });

export const getReservationsQueryOptions = (
  role: 'renter' | 'owner',
  listKey: string,
  params: ReservationListParams,
) =>
  queryOptions({
    queryKey: reservationKeys.list(role, listKey, params),
    queryFn: ({ signal }) => getReservations(role, listKey, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useReservations = (
  role: 'renter' | 'owner',
  listKey: string,
  params: ReservationListParams,
) => useQuery(getReservationsQueryOptions(role, listKey, params));
