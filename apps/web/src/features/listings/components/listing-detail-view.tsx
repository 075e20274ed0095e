import type { CurrentUser } from '@ownless/shared';
import { useDeferredValue } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useListing } from '../api/get-listing';
import { DetailSkeleton } from './listing-detail/detail-skeleton';
import { ListingDetailContent } from './listing-detail/listing-detail-content';
import type {
  ListingDetailSlots,
  ListingDetailVariant,
} from './listing-detail/listing-detail-slots';

export type { ListingDetailSlots, ListingDetailVariant };

/**
 * A listing's page (/listing-detail/{id}, /property-detail-two/{id}): photos with a
 * full-screen viewer, prices, the live quote with Add to cart and Request reservation,
 * details, hand-over, availability, place, policy, reviews and the owner. An unknown or
 * unpublished id shows a clear not-found page.
 */
export function ListingDetailView({
  id,
  user: userProp,
  variant = 'standard',
  ...slots
}: {
  id: string;
  /** Defaults to the signed-in user. */
  user?: CurrentUser;
  variant?: ListingDetailVariant;
} & ListingDetailSlots) {
  const { t } = useLingui();
  const currentUser = useCurrentUser();
  const user = userProp ?? currentUser;
  const { data, isPending, isError, error, refetch } = useListing(id);
  // The page renders from the listing in a background render that React slices, instead of
  // one long task when the data arrives (TBT ≤ 150 ms); the skeleton stays meanwhile.
  const listing = useDeferredValue(data);
  const skeleton = (
    <>
      <PageTitle title={t`Listing`} />
      <DetailSkeleton variant={variant} />
    </>
  );

  if (isPending) return skeleton;

  if (isError) {
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
          onRetry={() => void refetch()}
        />
      </>
    );
  }

  if (!listing) return skeleton;

  return (
    <>
      <PageTitle title={listing.name} />
      <ListingDetailContent
        key={listing.id}
        listing={listing}
        user={user}
        variant={variant}
        slots={slots}
      />
    </>
  );
}
