import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { AuditLogView } from '@/features/operator/components/audit-log-view';

/** /admin/operator/audit-log: every operator action; read-only. */
export default function OperatorAuditLogRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Audit Log`}
      width="wide"
      description={t`Every operator action: who did what to whom, when and why. Entries can never be changed or deleted.`}
    >
      <AuditLogView />
    </AdminPage>
  );
}
