import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { ConditionReports } from '@/features/condition-reports/components/condition-reports';
import { showsConditionReports } from '@/features/condition-reports/utils/checklist';
import { ReservationDetailView } from '@/features/operator/components/reservation-detail-view';
import AdminNotFoundRoute from '../not-found';

/**
 * /admin/operator/reservations/:reservationId: one reservation, its condition reports once
 * paid (read-only for an operator), and the operator's cancel.
 */
export default function OperatorReservationDetailRoute() {
  const { t } = useLingui();
  const { reservationId } = useParams();
  const id = Number(reservationId);
  if (!Number.isInteger(id) || id < 1) return <AdminNotFoundRoute />;
  return (
    <AdminPage
      title={t`Reservation #${id}`}
      width="wide"
      description={t`Its parties, dates, price, timeline and every payment, and what the operators did about it.`}
    >
      <ReservationDetailView
        key={id}
        reservationId={id}
        renderConditions={(reservation) =>
          showsConditionReports(reservation) ? (
            <ConditionReports reservationId={reservation.id} />
          ) : null
        }
      />
    </AdminPage>
  );
}
