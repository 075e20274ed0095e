import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { ReservationsView } from '@/features/operator/components/reservations-view';

/** /admin/operator/reservations: every reservation, found by anything about it. */
export default function OperatorReservationsRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Reservations`}
      width="wide"
      description={t`Find any reservation by id, code, renter, owner or listing, by state and by the days it covers. Open one for its timeline and ledger.`}
    >
      <ReservationsView />
    </AdminPage>
  );
}
