import { useLocation, useParams } from 'react-router';
import { ReservationDetailView } from '@/features/reservations/components/reservation-detail-view';

/**
 * /admin/my-rentals/{id}/reservation-request (renter), /admin/bookings/{id}/reservation-request
 * and /admin/bookings/{id}/confirmed-reservation (owner): one reservation.
 */
export default function ReservationDetailRoute() {
  const { requestId } = useParams();
  const { pathname } = useLocation();
  const id = /^\d+$/.test(requestId ?? '') ? Number(requestId) : 0;
  const role = pathname.startsWith('/admin/bookings/') ? 'owner' : 'renter';
  return <ReservationDetailView key={id} reservationId={id} role={role} />;
}
