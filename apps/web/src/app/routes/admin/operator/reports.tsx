import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { ReportsQueue } from '@/features/operator/components/reports-queue';

/** /admin/operator/reports: reports of listings, people and messages; dismiss or act. */
export default function OperatorReportsRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Reports`}
      width="wide"
      description={t`What people reported, open reports first. Dismiss a report or act on it with a note: the reporter is told the outcome by e-mail.`}
    >
      <ReportsQueue />
    </AdminPage>
  );
}
