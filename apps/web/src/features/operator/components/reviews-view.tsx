import { useId, useState } from 'react';
import type { OperatorReview } from '@ownless/shared';
import { MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Stars } from '@/components/ui/stars';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useRules } from '@/lib/app-config';
import { useOperatorReviews, useReviewVisibility } from '../api/reviews';
import { ConsoleTable, HeaderCells, StatusPill, formatWhen, tdClass } from './console-ui';
import { FilterBar } from './filter-bar';
import { useUrlState } from './use-url-state';

const KEYS = ['q', 'rating', 'hidden', 'author_role', 'sort'] as const;

const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-400';
const mutedClass = 'text-xs text-slate-600 dark:text-slate-400';

/** Where a review stands for the public: hidden by operators, still blind, or shown. */
function ReviewState({ review }: { review: OperatorReview }) {
  const blindDays = useRules()?.reviewBlindDays;
  if (review.hidden_at)
    return (
      <>
        <StatusPill tone="bad">Hidden</StatusPill>
        {review.hidden_reason && (
          <p className="mt-1 text-xs break-words text-slate-700 dark:text-slate-300">
            <bdi>{review.hidden_reason}</bdi>
          </p>
        )}
        <p className={mutedClass}>
          {formatWhen(review.hidden_at)}
          {review.hidden_by ? (
            <>
              {' '}
              by <bdi className="break-all">{review.hidden_by}</bdi>
            </>
          ) : null}
        </p>
      </>
    );
  if (review.blind)
    return (
      <>
        <StatusPill tone="warn">Blind</StatusPill>
        <p className={mutedClass}>
          Shows once the other side reviews{blindDays ? `, or after ${blindDays} days` : ''}.
        </p>
      </>
    );
  return <StatusPill tone="good">Shown</StatusPill>;
}

/**
 * Every review (GET /admin/reviews), blind or hidden or not: search, filters and sort on the
 * server, in the URL; hide one with a reason (kept in the audit log), or show it again.
 */
export function ReviewsView() {
  const id = useId();
  const { values, page, set } = useUrlState(KEYS);
  const query = useOperatorReviews({ ...values, page });
  const visibility = useReviewVisibility();
  const [target, setTarget] = useState<OperatorReview | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const hiding = target !== null && target.hidden_at === null;

  const confirm = (reason: string) => {
    if (!target) return;
    setNotice(null);
    visibility.mutate(
      { id: target.id, hide: hiding, reason },
      {
        onSuccess: (result) => {
          setTarget(null);
          setNotice(result.message);
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      {notice && (
        <Alert tone="success" data-testid="operator-notice">
          {notice}
        </Alert>
      )}
      <FilterBar
        id={id}
        url={{ values, set }}
        search={{
          label: 'Search reviews',
          placeholder: 'Words of the review, author, subject, listing or reservation code',
        }}
      >
        {(select) => (
          <>
            {select('rating', 'Rating', [
              ['', 'Any rating'],
              ['1', '1 star'],
              ['2', '2 stars'],
              ['3', '3 stars'],
              ['4', '4 stars'],
              ['5', '5 stars'],
            ])}
            {select('hidden', 'Visibility', [
              ['', 'Hidden or not'],
              ['no', 'Not hidden'],
              ['yes', 'Hidden by operators'],
            ])}
            {select('author_role', 'Written by', [
              ['', 'Renters and owners'],
              ['renter', 'Renters (rate the listing)'],
              ['owner', 'Owners (rate the renter)'],
            ])}
            {select('sort', 'Sort by', [
              ['', 'Newest first'],
              ['oldest', 'Oldest first'],
              ['rating_low', 'Lowest rating'],
              ['rating_high', 'Highest rating'],
            ])}
          </>
        )}
      </FilterBar>
      <ConsoleTable
        query={query}
        paging={{ page, set }}
        label="Reviews"
        headers={<HeaderCells labels={['Review', 'Author and subject', 'Listing', 'State', '']} />}
        errorTitle="The reviews could not be loaded"
        empty={{
          icon: <MessageSquareText className="size-6" aria-hidden="true" />,
          title: 'No reviews match',
        }}
        renderRows={(items) =>
          items.map((review) => (
            <tr key={review.id} data-testid="operator-review-row">
              <td className={`${tdClass} max-w-md`}>
                <Stars rating={review.rating} />
                {review.comment ? (
                  <p dir="auto" className="mt-1 break-words whitespace-pre-line">
                    {review.comment}
                  </p>
                ) : (
                  <p className={mutedClass}>No words, stars only.</p>
                )}
                <p className={mutedClass}>
                  #{review.id} ·{' '}
                  <time dateTime={review.created_at}>{formatWhen(review.created_at)}</time>
                </p>
              </td>
              <td className={tdClass}>
                <Link to={paths.operator.user(review.author.id)} className={linkClass}>
                  <bdi>{review.author.full_name}</bdi>
                </Link>
                <p className={mutedClass}>
                  as {review.author_role}, about{' '}
                  <Link to={paths.operator.user(review.subject.id)} className={linkClass}>
                    <bdi>{review.subject.full_name}</bdi>
                  </Link>
                </p>
              </td>
              <td className={tdClass}>
                <bdi>{review.listing.name}</bdi>
                <p className={mutedClass}>
                  <Link
                    to={paths.operator.reservation(review.reservation.id)}
                    className={linkClass}
                  >
                    {review.reservation.code}
                  </Link>
                </p>
              </td>
              <td className={tdClass}>
                <ReviewState review={review} />
              </td>
              <td className={`${tdClass} text-end`}>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    visibility.reset();
                    setTarget(review);
                  }}
                  aria-label={`${review.hidden_at ? 'Show again' : 'Hide'} the review by ${review.author.full_name}`}
                >
                  {review.hidden_at ? 'Show again' : 'Hide'}
                </Button>
              </td>
            </tr>
          ))
        }
      />

      <ConfirmDialog
        confirmVariant="danger"
        open={hiding}
        title="Hide this review?"
        confirmLabel="Hide review"
        reason={{
          label: 'Reason',
          required: true,
          minLength: 3,
          hint: 'Kept in the audit log for the operators; nobody is e-mailed.',
          placeholder: 'e.g. Personal contact details in the text.',
        }}
        busy={visibility.isPending}
        error={hiding && visibility.isError ? errorMessage(visibility.error) : null}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
        testId="hide-review-dialog"
      >
        {target && (
          <ul className="list-disc space-y-1 ps-5">
            <li>
              The review by <bdi className="font-semibold">{target.author.full_name}</bdi> leaves
              the listing page, <bdi>{target.subject.full_name}</bdi>’s profile and their reviews at
              once.
            </li>
            <li>
              {target.author_role === 'renter'
                ? 'Its stars stop counting in the listing’s and the owner’s ratings.'
                : 'Its stars stop counting in the renter’s rating.'}
            </li>
            <li>
              Its author still sees it, marked as hidden by OwnLess support. Nobody is e-mailed.
            </li>
          </ul>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={target !== null && !hiding}
        title="Show this review again?"
        confirmLabel="Show again"
        reason={{ label: 'Note', required: false, hint: 'Kept in the audit log.' }}
        busy={visibility.isPending}
        error={!hiding && visibility.isError ? errorMessage(visibility.error) : null}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
        testId="unhide-review-dialog"
      >
        {target && (
          <p>
            The review by <bdi className="font-semibold">{target.author.full_name}</bdi> returns to
            the public pages and ratings
            {target.blind ? ' once it is no longer blind' : ' at once'}.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
