import { Trans, useLingui } from '@lingui/react/macro';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';

/** Back to the listings, above a listing's page. */
export function ListingBreadcrumb() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="mb-6">
      <BackLink to={paths.gridSidebar}>
        <Trans>All listings</Trans>
      </BackLink>
    </nav>
  );
}
