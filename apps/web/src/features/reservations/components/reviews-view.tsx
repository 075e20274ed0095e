import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useRules } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { formatDate, numberFormat } from '@/lib/i18n';
import { readPageParam } from '@/lib/search-params';
import { useMyReviews, type Review, type ReviewSide } from '../api/get-my-reviews';
import { Stars } from '@/components/ui/stars';

const PER_PAGE = 10;

const LINK = 'font-medium text-brand-700 hover:underline dark:text-brand-400';

function ReviewItem({ review, side }: { review: Review; side: ReviewSide }) {
  const subject = review.subject.fullName;
  const listingName = review.listing.name;
  const day = formatDate(review.created_at.slice(0, 10));
  const detail =
    review.author_role === 'owner' && side === 'given'
      ? paths.bookings.confirmedReservation(review.reservation_id)
      : side === 'given'
        ? paths.rentals.request(review.reservation_id)
        : null;
  const listingTo = detail ?? paths.listingDetail(review.listing.id);
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="review-item"
    >
      <div className="flex items-start gap-3">
        <Avatar src={review.author.profilePicture} className="size-10" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-slate-900 dark:text-white">
              {side === 'given' ? (
                <Trans>
                  You reviewed <bdi>{subject}</bdi>
                </Trans>
              ) : (
                <bdi>{review.author.fullName}</bdi>
              )}
            </p>
            <Stars rating={review.rating} />
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {review.author_role === 'renter' ? (
              <Trans>
                As renter of{' '}
                <Link to={listingTo} className={LINK}>
                  <bdi>{listingName}</bdi>
                </Link>
              </Trans>
            ) : (
              <Trans>
                As owner of{' '}
                <Link to={listingTo} className={LINK}>
                  <bdi>{listingName}</bdi>
                </Link>
              </Trans>
            )}{' '}
            ·{' '}
            <time dateTime={review.created_at}>
              <bdi>{day}</bdi>
            </time>
          </p>
          {review.hidden && (
            <p className="mt-2 text-sm font-medium text-amber-800 dark:text-amber-300">
              <Trans>Hidden by OwnLess support: only you can see it.</Trans>
            </p>
          )}
          {review.comment && (
            <p
              dir="auto"
              className="mt-3 text-sm whitespace-pre-line text-slate-800 dark:text-slate-200"
            >
              {review.comment}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

/** /admin/review: the reviews the user received and gave, with the average they hold. */
export function ReviewsView() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const side: ReviewSide = searchParams.get('which') === 'given' ? 'given' : 'received';
  const page = readPageParam(searchParams);
  const query = useMyReviews(side, page, PER_PAGE);
  const blindDays = useRules()?.reviewBlindDays;
  const total = query.data?.total ?? 0;

  const select = (next: ReviewSide) =>
    setSearchParams(next === 'given' ? { which: 'given' } : {}, { preventScrollReset: true });

  return (
    <AdminPage
      title={t`Reviews`}
      description={t`What renters and owners said about you, and what you said about them.`}
    >
      <div className="space-y-6">
        <div
          role="tablist"
          aria-label={t`Reviews`}
          className="inline-flex rounded-2xl bg-slate-100 p-1 dark:bg-slate-800"
        >
          {(['received', 'given'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`reviews-tab-${tab}`}
              aria-selected={side === tab}
              aria-controls="reviews-panel"
              tabIndex={side === tab ? 0 : -1}
              onClick={() => select(tab)}
              onKeyDown={(event) => {
                // Two tabs: either arrow moves to the other one, whatever the direction.
                if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                  const next = tab === 'received' ? 'given' : 'received';
                  select(next);
                  document.getElementById(`reviews-tab-${next}`)?.focus();
                }
              }}
              className={cn(
                'rounded-xl px-4 py-2 text-sm font-semibold transition-colors',
                side === tab
                  ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
              )}
            >
              {tab === 'received' ? t`About you` : t`By you`}
            </button>
          ))}
        </div>
        <div id="reviews-panel" role="tabpanel" aria-labelledby={`reviews-tab-${side}`}>
          {query.isPending ? (
            <div className="space-y-3" aria-busy="true">
              <Skeleton className="h-28 rounded-2xl" />
              <Skeleton className="h-28 rounded-2xl" />
            </div>
          ) : query.isError ? (
            <QueryError query={query} title={t`Reviews could not be loaded`} />
          ) : query.data.total === 0 ? (
            <EmptyState
              icon={<Star className="size-6" aria-hidden="true" />}
              title={
                side === 'received'
                  ? t`No reviews about you yet`
                  : t`You have not reviewed anyone yet`
              }
              message={
                side === 'given'
                  ? t`After a completed rental, open it to leave a review.`
                  : blindDays
                    ? plural(blindDays, {
                        one: 'After a completed rental, the other side can review you. A review shows once you have both reviewed, or # day after the rental ended.',
                        other:
                          'After a completed rental, the other side can review you. A review shows once you have both reviewed, or # days after the rental ended.',
                      })
                    : t`After a completed rental, the other side can review you. A review shows once you have both reviewed.`
              }
            />
          ) : (
            <>
              {side === 'received' && query.data.rating !== null && (
                <p
                  className="mb-4 flex items-center gap-3 text-slate-900 dark:text-white"
                  data-testid="review-average"
                >
                  <span className="text-3xl font-bold">
                    {numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
                      query.data.rating,
                    )}
                  </span>
                  <span>
                    <Stars rating={query.data.rating} />
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      <Plural value={total} one="from # review" other="from # reviews" />
                    </span>
                  </span>
                </p>
              )}
              <ul className={cn('space-y-3', query.isPlaceholderData && 'opacity-60')}>
                {query.data.items.map((review) => (
                  <ReviewItem key={review.id} review={review} side={side} />
                ))}
              </ul>
              {query.data.total > PER_PAGE && (
                <Pagination
                  className="mt-6"
                  page={page}
                  perPage={PER_PAGE}
                  total={query.data.total}
                  onPageChange={(next) =>
                    setSearchParams(
                      (current) => {
                        const params = new URLSearchParams(current);
                        if (next > 1) params.set('page', String(next));
                        else params.delete('page');
                        return params;
                      },
                      { preventScrollReset: true },
                    )
                  }
                />
              )}
            </>
          )}
        </div>
      </div>
    </AdminPage>
  );
}
