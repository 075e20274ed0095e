import { lazy, Suspense } from 'react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ListingDetail } from '@ownless/shared';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { withCatalogs } from '@/lib/i18n';

/*
 * A listing page's map and owner card: they render in the sections under the fold, which load
 * with the `browse` catalog (apps/web/lingui.config.ts, LATER), so their words are there and
 * not in the catalog of the page's first screen.
 */

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

/** The listing's place on a map, or nothing when it has no coordinates. */
export function ListingMap({ listing }: { listing: ListingDetail }) {
  const { latitude, longitude } = listing.address;
  if (latitude === null || longitude === null) return null;
  return (
    <Suspense fallback={<div className={MAP_FRAME} />}>
      <LazyLocationMap
        point={{ lat: latitude, lng: longitude }}
        label={mapLabel(listing.short_address)}
        className={MAP_FRAME}
      />
    </Suspense>
  );
}

/** The owner's card, loaded as the reader scrolls towards it. */
export function ListingOwner({ listing }: { listing: ListingDetail }) {
  return (
    <WhenNearViewport placeholder={<OwnerPlaceholder />}>
      <OwnerSummary owner={listing.owner} />
    </WhenNearViewport>
  );
}
