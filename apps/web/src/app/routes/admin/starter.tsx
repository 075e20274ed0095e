import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { StarterChecklist } from '@/features/onboarding/components/starter-checklist';

export default function StarterRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Getting started`}
      description={t`A few steps to get the most out of OwnLess, as a renter and as an owner.`}
      width="narrow"
    >
      <StarterChecklist />
    </AdminPage>
  );
}
