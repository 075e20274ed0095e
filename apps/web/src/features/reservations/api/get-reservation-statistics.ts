import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationStatistics } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { sidebarDispatch } from '@/stores/sidebar-store';
import { reservationKeys } from './reservation-keys';

/** bookingOngoingCount: the Bookings badge; renterOngoingCount: the My Rentals badge. */
export type { ReservationStatistics };

/** The sidebar badges refresh this often while signed in. */
export const STATISTICS_REFRESH_MS = 60_000;

/** GET /reservation/statistics: what waits for each side, for the sidebar counts. */
export const getReservationStatistics = (signal?: AbortSignal) =>
  api.get<ReservationStatistics>('/reservation/statistics', { signal });

export const getReservationStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: reservationKeys.statistics(),
    queryFn: ({ signal }) => getReservationStatistics(signal),
    staleTime: 0,
    refetchInterval: STATISTICS_REFRESH_MS,
  });

/**
 * The two counts, polled every 60 s while signed in and refetched after every action (the
 * actions invalidate ['reservations']); each answer goes to the sidebar store.
 */
export function useReservationStatistics() {
  const token = useSessionStore((state) => state.token);
  const query = useQuery({ ...getReservationStatisticsQueryOptions(), enabled: token !== null });
  const { data } = query;
  useEffect(() => {
    if (data) sidebarDispatch({ type: 'set-counts', counts: data });
  }, [data]);
  return query;
}
