import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';

/**
 * A listing's page when the listing did not load: a clear not-found page for an unknown or
 * unpublished id, else the error with a retry.
 */
export function ListingMissing({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  if (isApiError(error) && (error.status === 404 || error.status === 400)) {
    return (
      <>
        <PageTitle title={t`Listing not found`} />
        <EmptyState
          headingLevel={1}
          title={t`Listing not found`}
          message={t`This listing does not exist or is no longer available. It may have been rented out for good or taken down by its owner.`}
          action={
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link to={paths.gridSidebar} className={buttonClass('primary')}>
                <Trans>Browse listings</Trans>
              </Link>
              <Link to={paths.home} className={buttonClass('outline')}>
                <Trans>Go home</Trans>
              </Link>
            </div>
          }
          className="py-16"
        />
      </>
    );
  }
  return (
    <>
      <PageTitle title={t`Listing`} />
      <ErrorState
        headingLevel={1}
        title={t`We couldn't load this listing`}
        message={errorMessage(error)}
        onRetry={onRetry}
      />
    </>
  );
}
