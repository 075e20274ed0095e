import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ConditionReports } from '@/features/condition-reports/components/condition-reports';
import { ClaimDetailView } from '@/features/operator/components/claim-detail-view';
import AdminNotFoundRoute from '../not-found';

/**
 * /admin/operator/claims/:claimId: one damage claim, both sides, the rental's condition
 * reports (read-only for an operator), and the operator's decision.
 */
export default function OperatorClaimDetailRoute() {
  const { t } = useLingui();
  const { claimId } = useParams();
  const id = Number(claimId);
  if (!Number.isInteger(id) || id < 1) return <AdminNotFoundRoute />;
  return (
    <AdminPage
      title={t`Claim #${id}`}
      width="wide"
      description={t`The owner’s claim and the renter’s dispute side by side, the item’s condition when it left and when it came back, the conversation, the reservation’s history and its ledger.`}
      actions={
        <Link to={paths.operator.claims} className={buttonClass('outline', 'sm')}>
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t`Back to the claims`}
        </Link>
      }
    >
      <ClaimDetailView
        key={id}
        claimId={id}
        renderConditions={(reservationId) => <ConditionReports reservationId={reservationId} />}
      />
    </AdminPage>
  );
}
