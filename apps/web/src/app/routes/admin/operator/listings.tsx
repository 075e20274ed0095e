import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { ListingsView } from '@/features/operator/components/listings-view';

/** /admin/operator/listings: every listing; unpublish (one or several) and restore. */
export default function OperatorListingsRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Listings`}
      width="wide"
      description={t`Find any listing. Take listings out of search with a reason their owners receive, and restore them.`}
    >
      <ListingsView />
    </AdminPage>
  );
}
