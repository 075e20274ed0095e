import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { OverviewView } from '@/features/operator/components/overview-view';

/** /admin/operator/overview: the console's landing page. */
export default function OperatorOverviewRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Overview`}
      width="wide"
      description={t`How the marketplace is doing: sign-ups, listings, requests, bookings and money, against the period before.`}
    >
      <OverviewView />
    </AdminPage>
  );
}
