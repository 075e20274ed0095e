import { Trans, useLingui } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { StartChatButton } from '@/features/chat/components/start-chat-button';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { ReportButton } from '@/features/reports/components/report-button';
import { useFeaturedListing } from '@/features/listings/api/get-featured-listing';
import { ListingBreadcrumb } from '@/features/listings/components/listing-breadcrumb';
import {
  ListingDetailView,
  type ListingDetailVariant,
} from '@/features/listings/components/listing-detail-view';
import { LISTING_PAGE } from '@/features/listings/components/listing-layout';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { ListingMap, ListingOwner } from './listing-page-sections';

function Detail({ id, variant }: { id: string; variant: ListingDetailVariant }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <ListingDetailView
      key={id}
      id={id}
      user={user}
      variant={variant}
      renderFavourite={(listing) => (
        <span className="inline-flex items-center gap-1">
          <FavouriteButton listingId={listing.id} listingName={listing.name} variant="detail" />
          <ReportButton
            kind="listing"
            targetId={listing.id}
            ownerId={listing.owner.id}
            variant="icon"
          />
        </span>
      )}
      renderMap={(listing) => <ListingMap listing={listing} />}
      renderOwner={(listing) => <ListingOwner listing={listing} />}
      renderContact={(listing) => (
        <StartChatButton
          receiverId={listing.owner.id}
          listingId={listing.id}
          label={t`Message the owner`}
          size="sm"
        />
      )}
    />
  );
}

/** Without an id: the featured listing (the highest rated, else the newest). */
function Featured({ variant }: { variant: ListingDetailVariant }) {
  const { t } = useLingui();
  const featured = useFeaturedListing();
  if (featured.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t`Loading listing`} className="space-y-6">
        <Skeleton className="aspect-[16/10] w-full max-w-3xl rounded-2xl" />
        <Skeleton className="h-8 w-1/2" />
      </div>
    );
  }
  if (featured.isError) {
    return (
      <>
        <PageTitle title={t`Listing`} />
        <ErrorState
          headingLevel={1}
          title={t`We couldn't load the featured listing`}
          message={errorMessage(featured.error)}
          onRetry={() => void featured.refetch()}
        />
      </>
    );
  }
  if (!featured.data) {
    return (
      <>
        <PageTitle title={t`Listing`} />
        <EmptyState headingLevel={1} title={t`No listings yet`} message={t`Check back soon.`} />
      </>
    );
  }
  return (
    <>
      <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-brand-400/10 dark:text-brand-300">
        <Sparkles className="size-4" aria-hidden="true" />
        <Trans>Featured listing</Trans>
      </p>
      <Detail id={String(featured.data.id)} variant={variant} />
    </>
  );
}

/** /listing-detail[/{id}] and /property-detail-two[/{id}] (and the same inside /admin). */
export function ListingPage({ variant }: { variant: ListingDetailVariant }) {
  const { id } = useParams();
  return (
    <Container className={LISTING_PAGE}>
      <ListingBreadcrumb />
      {id ? <Detail id={id} variant={variant} /> : <Featured variant={variant} />}
    </Container>
  );
}
