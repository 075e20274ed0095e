import { AdminPage } from '@/components/layouts/admin/admin-page';
import { ReferralsPanel } from '@/features/referrals/components/referrals-panel';

export default function ReferralsRoute() {
  return (
    <AdminPage
      title="My Referrals"
      description="Invite friends to OwnLess with your personal link."
      width="narrow"
    >
      <ReferralsPanel />
    </AdminPage>
  );
}
