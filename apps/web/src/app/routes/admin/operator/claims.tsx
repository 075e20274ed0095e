import { useLingui } from '@lingui/react/macro';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { ClaimsQueue } from '@/features/operator/components/claims-queue';

/** /admin/operator/claims: disputed damage claims, oldest first, each to decide. */
export default function OperatorClaimsRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Damage claims`}
      width="wide"
      description={t`Claims owners opened on a deposit and the renter disputed, oldest first. Open one to read both sides and decide how much the owner keeps.`}
    >
      <ClaimsQueue />
    </AdminPage>
  );
}
