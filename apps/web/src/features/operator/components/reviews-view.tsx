import { useId, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { partyLabel } from '../utils/labels';
import { ConsoleTable, HeaderCells, StatusPill, formatWhen, tdClass } from './console-ui';
import { FilterBar } from './filter-bar';
import { useUrlState } from './use-url-state';

const KEYS = ['q', 'rating', 'hidden', 'author_role', 'sort'] as const;

const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-400';
const mutedClass = 'text-xs text-slate-600 dark:text-slate-400';

function BlindFor({ days }: { days: number }) {
  return (
    <Trans>
      Shows once the other side reviews, or after <Plural value={days} one="# day" other="# days" />
      .
    </Trans>
  );
}

/** Where a review stands for the public: hidden by operators, still blind, or shown. */
function ReviewState({ review }: { review: OperatorReview }) {
  const blindDays = useRules()?.reviewBlindDays;
  if (review.hidden_at) {
    const hiddenBy = review.hidden_by;
    return (
      <>
        <StatusPill tone="bad">
          <Trans>Hidden</Trans>
        </StatusPill>
        {review.hidden_reason && (
          <p className="mt-1 text-xs break-words text-slate-700 dark:text-slate-300">
            <bdi>{review.hidden_reason}</bdi>
          </p>
        )}
        <p className={mutedClass}>
          {formatWhen(review.hidden_at)}
          {hiddenBy ? (
            <>
              {' '}
              <Trans>
                by <bdi className="break-all">{hiddenBy}</bdi>
              </Trans>
            </>
          ) : null}
        </p>
      </>
    );
  }
  if (review.blind)
    return (
      <>
        <StatusPill tone="warn">
          <Trans>Blind</Trans>
        </StatusPill>
        <p className={mutedClass}>
          {blindDays ? (
            <BlindFor days={blindDays} />
          ) : (
            <Trans>Shows once the other side reviews.</Trans>
          )}
        </p>
      </>
    );
  return (
    <StatusPill tone="good">
      <Trans>Shown</Trans>
    </StatusPill>
  );
}

/** What hiding a review does. */
function HideConsequences({ review }: { review: OperatorReview }) {
  const author = review.author.full_name;
  const subject = review.subject.full_name;
  return (
    <ul className="list-disc space-y-1 ps-5">
      <li>
        <Trans>
          The review by <bdi className="font-semibold">{author}</bdi> leaves the listing page,{' '}
          <bdi>{subject}</bdi>’s profile and their reviews at once.
        </Trans>
      </li>
      <li>
        {review.author_role === 'renter' ? (
          <Trans>Its stars stop counting in the listing’s and the owner’s ratings.</Trans>
        ) : (
          <Trans>Its stars stop counting in the renter’s rating.</Trans>
        )}
      </li>
      <li>
        <Trans>
          Its author still sees it, marked as hidden by OwnLess support. Nobody is e-mailed.
        </Trans>
      </li>
    </ul>
  );
}

/** What showing a hidden review again does. */
function UnhideConsequences({ review }: { review: OperatorReview }) {
  const author = review.author.full_name;
  return (
    <p>
      {review.blind ? (
        <Trans>
          The review by <bdi className="font-semibold">{author}</bdi> returns to the public pages
          and ratings once it is no longer blind.
        </Trans>
      ) : (
        <Trans>
          The review by <bdi className="font-semibold">{author}</bdi> returns to the public pages
          and ratings at once.
        </Trans>
      )}
    </p>
  );
}

/**
 * Every review (GET /admin/reviews), blind or hidden or not: search, filters and sort on the
 * server, in the URL; hide one with a reason (kept in the audit log), or show it again.
 */
export function ReviewsView() {
  const { t } = useLingui();
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
          label: t`Search reviews`,
          placeholder: t`Words of the review, author, subject, listing or reservation code`,
        }}
      >
        {(select) => (
          <>
            {select('rating', t`Rating`, [
              ['', t`Any rating`],
              ...[1, 2, 3, 4, 5].map(
                (stars) =>
                  [String(stars), plural(stars, { one: '# star', other: '# stars' })] as const,
              ),
            ])}
            {select('hidden', t`Visibility`, [
              ['', t`Hidden or not`],
              ['no', t`Not hidden`],
              ['yes', t`Hidden by operators`],
            ])}
            {select('author_role', t`Written by`, [
              ['', t`Renters and owners`],
              ['renter', t`Renters (rate the listing)`],
              ['owner', t`Owners (rate the renter)`],
            ])}
            {select('sort', t`Sort by`, [
              ['', t`Newest first`],
              ['oldest', t`Oldest first`],
              ['rating_low', t`Lowest rating`],
              ['rating_high', t`Highest rating`],
            ])}
          </>
        )}
      </FilterBar>
      <ConsoleTable
        query={query}
        paging={{ page, set }}
        label={t`Reviews`}
        headers={
          <HeaderCells
            labels={[
              t`Review`,
              t`Author and subject`,
              t`Listing`,
              t({ message: 'State', context: 'status' }),
              '',
            ]}
          />
        }
        errorTitle={t`The reviews could not be loaded`}
        empty={{
          icon: <MessageSquareText className="size-6" aria-hidden="true" />,
          title: t`No reviews match`,
        }}
        renderRows={(items) =>
          items.map((review) => {
            const author = review.author.full_name;
            const party = partyLabel(review.author_role);
            const subject = review.subject.full_name;
            return (
              <tr key={review.id} data-testid="operator-review-row">
                <td className={`${tdClass} max-w-md`}>
                  <Stars rating={review.rating} />
                  {review.comment ? (
                    <p dir="auto" className="mt-1 break-words whitespace-pre-line">
                      {review.comment}
                    </p>
                  ) : (
                    <p className={mutedClass}>
                      <Trans>No words, stars only.</Trans>
                    </p>
                  )}
                  <p className={mutedClass}>
                    <bdi>#{review.id}</bdi> ·{' '}
                    <time dateTime={review.created_at}>{formatWhen(review.created_at)}</time>
                  </p>
                </td>
                <td className={tdClass}>
                  <Link to={paths.operator.user(review.author.id)} className={linkClass}>
                    <bdi>{review.author.full_name}</bdi>
                  </Link>
                  <p className={mutedClass}>
                    <Trans>
                      as {party}, about{' '}
                      <Link to={paths.operator.user(review.subject.id)} className={linkClass}>
                        <bdi>{subject}</bdi>
                      </Link>
                    </Trans>
                  </p>
                </td>
                <td className={tdClass}>
                  <bdi>{review.listing.name}</bdi>
                  <p className={mutedClass}>
                    <Link
                      to={paths.operator.reservation(review.reservation.id)}
                      className={linkClass}
                    >
                      <bdi>{review.reservation.code}</bdi>
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
                    aria-label={
                      review.hidden_at
                        ? t`Show again the review by ${author}`
                        : t`Hide the review by ${author}`
                    }
                  >
                    {review.hidden_at ? t`Show again` : t`Hide`}
                  </Button>
                </td>
              </tr>
            );
          })
        }
      />

      <ConfirmDialog
        confirmVariant="danger"
        open={hiding}
        title={t`Hide this review?`}
        confirmLabel={t`Hide review`}
        reason={{
          label: t`Reason`,
          required: true,
          minLength: 3,
          hint: t`Kept in the audit log for the operators; nobody is e-mailed.`,
          placeholder: t`e.g. Personal contact details in the text.`,
        }}
        busy={visibility.isPending}
        error={hiding && visibility.isError ? errorMessage(visibility.error) : null}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
        testId="hide-review-dialog"
      >
        {target && <HideConsequences review={target} />}
      </ConfirmDialog>
      <ConfirmDialog
        open={target !== null && !hiding}
        title={t`Show this review again?`}
        confirmLabel={t`Show again`}
        reason={{ label: t`Note`, required: false, hint: t`Kept in the audit log.` }}
        busy={visibility.isPending}
        error={!hiding && visibility.isError ? errorMessage(visibility.error) : null}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
        testId="unhide-review-dialog"
      >
        {target && <UnhideConsequences review={target} />}
      </ConfirmDialog>
    </div>
  );
}
