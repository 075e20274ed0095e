import { useLingui } from '@lingui/react/macro';
import { useLocation, useParams } from 'react-router';
import { StartChatButton } from '@/features/chat/components/start-chat-button';
import { DepositPanel } from '@/features/claims/components/deposit-panel';
import { ConditionReports } from '@/features/condition-reports/components/condition-reports';
import { showsConditionReports } from '@/features/condition-reports/utils/checklist';
import { ReservationDetailView } from '@/features/reservations/components/reservation-detail-view';

/**
 * /admin/my-rentals/{id}/reservation-request (renter), /admin/bookings/{id}/reservation-request
 * and /admin/bookings/{id}/confirmed-reservation (owner): one reservation.
 */
export default function ReservationDetailRoute() {
  const { t } = useLingui();
  const { requestId } = useParams();
  const { pathname } = useLocation();
  const id = /^\d+$/.test(requestId ?? '') ? Number(requestId) : 0;
  const role = pathname.startsWith('/admin/bookings/') ? 'owner' : 'renter';
  return (
    <ReservationDetailView
      key={id}
      reservationId={id}
      role={role}
      renderConditions={(reservation) =>
        showsConditionReports(reservation) ? (
          <ConditionReports reservationId={reservation.id} />
        ) : null
      }
      renderDeposit={(reservation) => <DepositPanel reservation={reservation} />}
      renderMessage={(reservation, other) => (
        <StartChatButton
          receiverId={other.id}
          reservationId={reservation.id}
          listingId={reservation.listing.id}
          label={other.role === 'renter' ? t`Message the renter` : t`Message the owner`}
          size="sm"
          className="w-full"
        />
      )}
    />
  );
}
