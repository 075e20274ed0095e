import { AdminPage } from '@/components/layouts/admin/admin-page';
import { StarterChecklist } from '@/features/onboarding/components/starter-checklist';

export default function StarterRoute() {
  return (
    <AdminPage
      title="Getting started"
      description="A few steps to get the most out of OwnLess, as a renter and as an owner."
      width="narrow"
    >
      <StarterChecklist />
    </AdminPage>
  );
}
