import { useId, useState, type FormEvent } from 'react';
import type { ReservationView } from '@ownless/shared/rental';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useRules } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { useCreateReview } from '../api/create-review';
import { useMyReviewFor } from '../api/get-my-reviews';
import { ratingWord, Stars } from '@/components/ui/stars';

/**
 * After completion, each side reviews the other once (docs/decisions/0003-reservations.md): 1 to 5
 * stars as a radio group (arrow keys move, the word says what the number means) and a comment.
 */
export function ReviewForm({ reservation }: { reservation: ReservationView }) {
  const { t } = useLingui();
  const id = useId();
  const existing = useMyReviewFor(reservation.id, reservation.status === 'completed');
  const create = useCreateReview(reservation.id);
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | null>(null);
  const blindDays = useRules()?.reviewBlindDays;
  const owner = reservation.viewer_role === 'owner';
  const subject = owner ? reservation.renter.fullName : reservation.listing.owner.fullName;

  if (existing.isPending) return <Skeleton className="h-24" />;

  const done = create.data?.review ?? existing.data;
  if (done) {
    return (
      <div data-testid="review-done">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
          <Stars rating={done.rating} />{' '}
          <span className="min-w-0">
            <Trans>
              Your review of <bdi>{subject}</bdi>
            </Trans>
          </span>
        </p>
        {done.comment && (
          <p
            dir="auto"
            className="mt-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300"
          >
            {done.comment}
          </p>
        )}
        {create.data && (
          <p role="status" className="mt-3 text-sm text-brand-800 dark:text-brand-300">
            {create.data.message}
          </p>
        )}
      </div>
    );
  }

  if (isApiError(create.error) && create.error.status === 409) {
    return <Alert tone="info">{create.error.message}</Alert>;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setRatingError(t`Choose 1 to 5 stars.`);
      document.getElementById(`${id}-star-1`)?.focus();
      return;
    }
    setRatingError(null);
    create.mutate({ rating, comment: comment.trim() || undefined });
  };

  const shown = hover || rating;
  const serverRatingError = isApiError(create.error) ? create.error.errors?.rating?.[0] : undefined;
  const shownRatingError = ratingError ?? serverRatingError;

  return (
    <form onSubmit={submit} noValidate data-testid="review-form">
      <fieldset aria-describedby={shownRatingError ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          <Trans>
            How was it with <bdi>{subject}</bdi>?
          </Trans>
        </legend>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {blindDays ? (
            <Plural
              value={blindDays}
              one="Reviews are blind: neither of you sees the other’s review until both have written one, or # day after the rental ended."
              other="Reviews are blind: neither of you sees the other’s review until both have written one, or # days after the rental ended."
            />
          ) : (
            <Trans>
              Reviews are blind: neither of you sees the other’s review until both have written one.
            </Trans>
          )}
        </p>
        <div className="mt-2 flex items-center gap-3">
          <div className="flex" onMouseLeave={() => setHover(0)}>
            {[1, 2, 3, 4, 5].map((n) => (
              <label
                key={n}
                className="relative cursor-pointer rounded-lg p-1 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-600 dark:has-[input:focus-visible]:outline-brand-400"
                onMouseEnter={() => setHover(n)}
              >
                <input
                  id={`${id}-star-${n}`}
                  type="radio"
                  name={`${id}-rating`}
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                  // Over the star, transparent: the star is what shows, the radio what is clicked.
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
                  aria-invalid={shownRatingError ? true : undefined}
                />
                <Star
                  className={cn(
                    'size-8 transition-colors',
                    n <= shown
                      ? 'fill-amber-400 text-amber-400'
                      : 'fill-transparent text-slate-300 dark:text-slate-600',
                  )}
                  aria-hidden="true"
                />
                <span className="sr-only">
                  <Plural value={n} one="# star" other="# stars" />, {ratingWord(n)}
                </span>
              </label>
            ))}
          </div>
          <span
            className="text-sm font-medium text-slate-700 dark:text-slate-300"
            aria-hidden="true"
          >
            {shown ? ratingWord(shown) : ''}
          </span>
        </div>
        {shownRatingError && (
          <p id={`${id}-rating-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {shownRatingError}
          </p>
        )}
      </fieldset>
      <div className="mt-4">
        <label
          htmlFor={`${id}-comment`}
          className="block text-sm font-semibold text-slate-900 dark:text-white"
        >
          <Trans>Your review</Trans>{' '}
          <span className="font-normal text-slate-500 dark:text-slate-400">
            <Trans>(optional)</Trans>
          </span>
        </label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          maxLength={2000}
          dir="auto"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          placeholder={
            owner ? t`Was the renter careful and on time?` : t`How was the item and the hand-over?`
          }
          className={inputClass(false, 'mt-2 resize-y')}
        />
      </div>
      {create.isError && !serverRatingError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(create.error)}
        </Alert>
      )}
      <LoadingButton
        type="submit"
        className="mt-4"
        loading={create.isPending}
        loadingText={t`Sending…`}
      >
        <Trans>Post review</Trans>
      </LoadingButton>
    </form>
  );
}
