import { Star } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { LoadingButton } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useListingReviews } from '../api/get-listing-reviews';

export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn(
            'size-4',
            n <= Math.round(rating)
              ? 'fill-amber-400 text-amber-400'
              : 'fill-slate-200 text-slate-200 dark:fill-slate-700 dark:text-slate-700',
          )}
        />
      ))}
    </span>
  );
}

const reviewDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

/** Renters' reviews of the listing, shown only when there are some. */
export function ListingReviews({ listingId, headingId }: { listingId: number; headingId: string }) {
  const reviews = useListingReviews(listingId);
  if (reviews.isPending) {
    return (
      <div role="status" className="space-y-3" aria-busy="true" aria-label="Loading reviews">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (reviews.isError) return null;
  const first = reviews.data.pages[0];
  if (!first || first.total === 0) return null;
  const items = reviews.data.pages.flatMap((page) => page.items);

  return (
    <section aria-labelledby={headingId} className="space-y-5" data-testid="listing-reviews">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
          Reviews
        </h2>
        {first.rating !== null && (
          <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Stars rating={first.rating} />
            <span>
              <span className="font-semibold">{first.rating.toFixed(1)}</span> out of 5 ·{' '}
              {first.total} {first.total === 1 ? 'review' : 'reviews'}
            </span>
          </p>
        )}
      </div>
      <ul className="space-y-4">
        {items.map((review) => (
          <li
            key={review.id}
            className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <div className="flex items-center gap-3">
              <Avatar src={review.author.profilePicture} className="size-10" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900 dark:text-white">
                  <bdi>{review.author.fullName}</bdi>
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {reviewDate(review.created_at)}
                </p>
              </div>
              <span className="ms-auto flex items-center gap-1">
                <Stars rating={review.rating} />
                <span className="sr-only">{review.rating} out of 5</span>
              </span>
            </div>
            {review.comment && (
              <p
                dir="auto"
                className="mt-3 text-sm/6 whitespace-pre-line text-slate-700 dark:text-slate-300"
              >
                {review.comment}
              </p>
            )}
          </li>
        ))}
      </ul>
      {reviews.hasNextPage && (
        <LoadingButton
          variant="outline"
          loading={reviews.isFetchingNextPage}
          loadingText="Loading…"
          onClick={() => void reviews.fetchNextPage()}
        >
          Show more reviews
        </LoadingButton>
      )}
    </section>
  );
}
