import { AdminPage } from '@/components/layouts/admin/admin-page';
import { ReservationsView } from '@/features/operator/components/reservations-view';

/** /admin/operator/reservations: every reservation, found by anything about it. */
export default function OperatorReservationsRoute() {
  return (
    <AdminPage
      title="Reservations"
      width="wide"
      description="Find any reservation by id, code, renter, owner or listing, by state and by the days it covers. Open one for its timeline and ledger."
    >
      <ReservationsView />
    </AdminPage>
  );
}
