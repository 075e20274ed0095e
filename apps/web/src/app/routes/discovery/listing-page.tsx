import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { t } from '@lingui/core/macro';
import { Sparkles } from 'lucide-react';
import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
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
import { withCatalogs } from '@/lib/i18n';

// The map is in the sections under the fold, which load after the first paint: its frame's
// code comes then, not with the page.
const LazyLocationMap = lazy(() => import('@/features/discovery/components/map/location-map-slot'));

// The owner's card closes the page: it loads as the reader scrolls towards it.
const OwnerSummary = lazy(async () => ({
  default: (await withCatalogs(() => import('@/features/owner-profiles/components/owner-summary')))
    .OwnerSummary,
}));

const MAP_FRAME = 'h-72 w-full rounded-2xl border border-slate-200 sm:h-80 dark:border-slate-800';

/** "Map of Austin, TX", in the page's language. */
function mapLabel(address: string | null | undefined): string {
  return address ? t`Map of ${address}` : t`Map of the listing’s area`;
}

/** The owner card's outline while its code loads. */
function OwnerPlaceholder() {
  const { t } = useLingui();
  return (
    <LoadingState
      label={t`Loading the owner`}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-5 sm:flex-row sm:items-center dark:border-slate-800"
    >
      <Skeleton className="size-16 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-64 max-w-full" />
      </div>
    </LoadingState>
  );
}

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
      renderMap={(listing) =>
        listing.address.latitude !== null && listing.address.longitude !== null ? (
          <Suspense fallback={<div className={MAP_FRAME} />}>
            <LazyLocationMap
              point={{ lat: listing.address.latitude, lng: listing.address.longitude }}
              label={mapLabel(listing.short_address)}
              className={MAP_FRAME}
            />
          </Suspense>
        ) : null
      }
      renderOwner={(listing) => (
        <WhenNearViewport placeholder={<OwnerPlaceholder />}>
          <OwnerSummary owner={listing.owner} />
        </WhenNearViewport>
      )}
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
