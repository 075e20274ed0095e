import { useQueryClient } from '@tanstack/react-query';
import type { SERVER_EVENTS } from '@ownless/shared/chat';
import { useSocketConnected, useSocketEvent } from '@/lib/socket';
import { useReservationStatistics } from '../api/get-reservation-statistics';
import { reservationKeys } from '../api/reservation-keys';

/**
 * Keeps the sidebar's Bookings and My Rentals badges current while signed in: polls
 * GET /reservation/statistics every 60 s (and after every action) and hands the counts to
 * the sidebar store. A ReservationUpdated event, or a reconnection after a network loss,
 * refreshes every reservation query at once (lists, details, counts). Renders nothing.
 */
// The name only (a type-checked literal): this runs on every page, the chat schemas do not.
const RESERVATION_UPDATED: (typeof SERVER_EVENTS)['ReservationUpdated'] = 'ReservationUpdated';

export function ReservationStatisticsSync() {
  useReservationStatistics();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
  useSocketEvent(RESERVATION_UPDATED, refresh);
  useSocketConnected(({ reconnect }) => {
    if (reconnect) refresh();
  });
  return null;
}
