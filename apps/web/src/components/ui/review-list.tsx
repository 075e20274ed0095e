import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '@/components/ui/avatar';
import { LoadingButton } from '@/components/ui/button';
import { Stars } from '@/components/ui/stars';
import { dateTimeFormat } from '@/lib/i18n';

/** What a public review shows, on a listing page and on an owner's profile. */
export interface ReviewLike {
  id: number;
  rating: number;
  comment: string | null;
  created_at: string;
  author: { fullName: string; profilePicture: string | null };
}

/** The pages of reviews and how to fetch the next one (a TanStack infinite query). */
interface ReviewPages<R> {
  data: { pages: { items: R[] }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export const reviewMonth = (iso: string) =>
  dateTimeFormat({ month: 'long', year: 'numeric' }).format(new Date(iso));

/**
 * Public reviews, newest first: author, the line under their name (`meta`: the month, the
 * listing…), stars and comment; "Show more reviews" while there are more pages.
 */
export function ReviewList<R extends ReviewLike>({
  reviews,
  meta,
  testId,
}: {
  reviews: ReviewPages<R>;
  meta: (review: R) => ReactNode;
  testId?: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <ul className="space-y-4" data-testid={testId}>
        {reviews.data.pages
          .flatMap((page) => page.items)
          .map((review) => (
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
                  <p className="truncate text-xs text-slate-600 dark:text-slate-400">
                    {meta(review)}
                  </p>
                </div>
                <Stars rating={review.rating} className="ms-auto" />
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
          loadingText={t`Loading…`}
          onClick={() => void reviews.fetchNextPage()}
        >
          <Trans>Show more reviews</Trans>
        </LoadingButton>
      )}
    </>
  );
}
