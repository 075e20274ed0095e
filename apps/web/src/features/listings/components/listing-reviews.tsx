import { ReviewList, reviewMonth } from '@/components/ui/review-list';
import { Stars } from '@/components/ui/stars';
import { useListingReviews } from '../api/get-listing-reviews';
import { ReviewsPlaceholder } from './reviews-placeholder';

/** Renters' reviews of the listing, shown only when there are some. */
export function ListingReviews({ listingId, headingId }: { listingId: number; headingId: string }) {
  const reviews = useListingReviews(listingId);
  if (reviews.isPending) return <ReviewsPlaceholder />;
  if (reviews.isError) return null;
  const first = reviews.data.pages[0];
  if (!first || first.total === 0) return null;

  return (
    <section aria-labelledby={headingId} className="space-y-5" data-testid="listing-reviews">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
          Reviews
        </h2>
        {first.rating !== null && (
          <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Stars rating={first.rating} decorative />
            <span>
              <span className="font-semibold">{first.rating.toFixed(1)}</span> out of 5 ·{' '}
              {first.total} {first.total === 1 ? 'review' : 'reviews'}
            </span>
          </p>
        )}
      </div>
      <ReviewList reviews={reviews} meta={(review) => reviewMonth(review.created_at)} />
    </section>
  );
}
