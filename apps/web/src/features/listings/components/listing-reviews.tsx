import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ReviewList, reviewMonth } from '@/components/ui/review-list';
import { Stars } from '@/components/ui/stars';
import { groupDigits } from '@/lib/i18n';
import { useListingReviews } from '../api/get-listing-reviews';
import { formatRating } from '../utils/listing-price';
import { ReviewsPlaceholder } from './reviews-placeholder';

/** Renters' reviews of the listing, shown only when there are some. */
export function ListingReviews({ listingId, headingId }: { listingId: number; headingId: string }) {
  const reviews = useListingReviews(listingId);
  if (reviews.isPending) return <ReviewsPlaceholder />;
  if (reviews.isError) return null;
  const first = reviews.data.pages[0];
  if (!first || first.total === 0) return null;
  const score = first.rating === null ? '' : formatRating(first.rating);
  const total = first.total;
  const count = groupDigits(total);

  return (
    <section aria-labelledby={headingId} className="space-y-5" data-testid="listing-reviews">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
          <Trans>Reviews</Trans>
        </h2>
        {first.rating !== null && (
          <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Stars rating={first.rating} decorative />
            <span>
              <Trans>
                <span className="font-semibold">{score}</span> out of 5
              </Trans>{' '}
              · {plural(total, { one: `${count} review`, other: `${count} reviews` })}
            </span>
          </p>
        )}
      </div>
      <ReviewList reviews={reviews} meta={(review) => reviewMonth(review.created_at)} />
    </section>
  );
}
