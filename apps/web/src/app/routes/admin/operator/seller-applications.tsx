import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { SellerApplicationsView } from '@/features/operator/components/seller-applications-view';

/** /admin/operator/seller-applications: the operators review owner applications. */
export default function SellerApplicationsRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Owner Applications`}
      description={t`Who asked to rent out their things on OwnLess. Approve them, or reject them with a reason they can act on.`}
    >
      <SellerApplicationsView />
    </AdminPage>
  );
}
