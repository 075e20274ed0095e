import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { OwnerCalendar } from '@/features/owners/components/owner-calendar';

export default function OwnerCalendarRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Calendar`}
      description={t`Bookings, blocked days and preparation time across your listings.`}
      width="wide"
    >
      <OwnerCalendar />
    </AdminPage>
  );
}
