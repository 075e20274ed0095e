import { Trans, useLingui } from '@lingui/react/macro';
import { NotFoundPanel } from '@/components/ui/not-found-panel';
import { paths } from '@/config/paths';

/** Any /admin/… path that does not exist, shown inside the dashboard. */
export default function AdminNotFoundRoute() {
  const { t } = useLingui();
  return (
    <div className="px-4 py-20 sm:py-28">
      <NotFoundPanel
        testId="admin-not-found"
        heading={t`This dashboard page does not exist`}
        primary={{ to: paths.dashboard, label: t`Back to the dashboard` }}
        secondary={{ to: paths.home, label: t`Browse listings` }}
      >
        <Trans>
          The link may be wrong or the page may have moved. The menu on the side lists everything
          you can do here.
        </Trans>
      </NotFoundPanel>
    </div>
  );
}
