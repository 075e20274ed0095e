import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ReportDetailView } from '@/features/operator/components/report-detail-view';
import AdminNotFoundRoute from '../not-found';

/**
 * /admin/operator/reports/:reportId: one report with its evidence (a message's conversation,
 * the reservations between the two, the other open reports) and its actions.
 */
export default function OperatorReportDetailRoute() {
  const { t } = useLingui();
  const { reportId } = useParams();
  const id = Number(reportId);
  if (!Number.isInteger(id) || id < 1) return <AdminNotFoundRoute />;
  return (
    <AdminPage
      title={t`Report #${id}`}
      width="wide"
      description={t`What the reporter said, a reported message in its conversation, the reservations between the reporter and the person reported, and the other open reports of the same thing.`}
      actions={
        <Link to={paths.operator.reports} className={buttonClass('outline', 'sm')}>
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t`Back to the reports`}
        </Link>
      }
    >
      <ReportDetailView key={id} reportId={id} />
    </AdminPage>
  );
}
