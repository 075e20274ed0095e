import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { ReferralsPanel } from '@/features/referrals/components/referrals-panel';

export default function ReferralsRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`My Referrals`}
      description={t`Invite friends to OwnLess with your personal link.`}
      width="narrow"
    >
      <ReferralsPanel />
    </AdminPage>
  );
}
