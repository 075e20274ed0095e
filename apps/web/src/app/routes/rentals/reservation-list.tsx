import { useLocation } from 'react-router';
import { ReservationListView } from '@/features/reservations/components/reservation-list-view';
import { findList } from '@/features/reservations/utils/reservation-lists';
import AdminNotFoundRoute from '../admin/not-found';

/**
 * /admin/my-rentals/{list} and /admin/bookings/{list}: the list is the path's last segment
 * and the side its first (RENTER_LISTS / OWNER_LISTS in packages/shared).
 */
export default function ReservationListRoute() {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  const role = segments[1] === 'bookings' ? 'owner' : 'renter';
  const list = findList(role, segments[2]);
  if (!list) return <AdminNotFoundRoute />;
  // A new list starts fresh (its own filter and page state).
  return <ReservationListView key={list.to} list={list} />;
}
