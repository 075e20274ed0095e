import type { CurrentUser } from '@ownless/shared';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '@/components/ui/page-title';
import { useCurrentUser } from '@/lib/auth';
import { withCatalogs } from '@/lib/i18n';
import { useListing } from '../api/get-listing';
import { DetailSkeleton } from './listing-detail/detail-skeleton';
import { ListingDetailContent } from './listing-detail/listing-detail-content';
import type {
  ListingDetailSlots,
  ListingDetailVariant,
} from './listing-detail/listing-detail-slots';

export type { ListingDetailSlots, ListingDetailVariant };

// A listing that is not there (or did not load) is rare on a first visit: its page and words
// (`browse`) load when it happens, not with every listing's page.
const ListingMissing = lazy(async () => ({
  default: (await withCatalogs(() => import('./listing-missing'))).ListingMissing,
}));

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

  if (isError)
    return (
      <Suspense fallback={skeleton}>
        <ListingMissing error={error} onRetry={() => void refetch()} />
      </Suspense>
    );

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
