import { useReservationStatistics } from '../api/get-reservation-statistics';

/**
 * Keeps the sidebar's Bookings and My Rentals badges current while signed in: polls
 * GET /reservation/statistics every 60 s (and after every action) and hands the counts to
 * the sidebar store. Renders nothing.
 */
export function ReservationStatisticsSync() {
  useReservationStatistics();
  return null;
}
