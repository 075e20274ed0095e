import { lazy } from 'react';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { withCatalogs } from '@/lib/i18n';
import { ReviewsPlaceholder } from '../reviews-placeholder';

// Below the fold: the reviews load as the reader scrolls towards them, not with the page
// (a listing's first visit is on the first-page JavaScript budget).
const ListingReviews = lazy(async () => ({
  default: (await withCatalogs(() => import('../listing-reviews'))).ListingReviews,
}));

/** The reviews, where the header's rating links to (#listing-reviews). */
export function ReviewsSection({ listingId }: { listingId: number }) {
  return (
    <div id="listing-reviews" className="scroll-mt-24">
      <WhenNearViewport placeholder={<ReviewsPlaceholder />}>
        <ListingReviews listingId={listingId} headingId="listing-reviews-title" />
      </WhenNearViewport>
    </div>
  );
}
