import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { SellerInformationPanel } from '@/features/owners/components/seller-information-panel';

export default function SellerInformationRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Owner Information`}
      description={t`Rent out your things on OwnLess: apply once, then list as much as you like.`}
      width="narrow"
    >
      <SellerInformationPanel />
    </AdminPage>
  );
}
