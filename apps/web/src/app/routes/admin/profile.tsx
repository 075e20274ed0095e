import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { ProfileCard } from '@/features/account/components/profile-card';
import { useCurrentUser } from '@/lib/auth';

export default function ProfileRoute() {
  const { t } = useLingui();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <AdminPage
      title={t`User Profile`}
      description={t`How owners and renters see you, and the state of your account.`}
      width="narrow"
    >
      <ProfileCard user={user} />
    </AdminPage>
  );
}
