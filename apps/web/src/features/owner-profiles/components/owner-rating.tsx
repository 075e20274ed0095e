import { Plural, Trans } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { dateTimeFormat, numberFormat } from '@/lib/i18n';

/** "★ 4.8 (12 reviews)", or "No reviews yet". */
export function OwnerRating({
  rating,
  count,
  className,
}: {
  rating: number | null;
  count: number;
  className?: string;
}) {
  if (rating === null || count === 0) {
    return (
      <span className={cn('text-sm text-slate-600 dark:text-slate-400', className)}>
        <Trans>No reviews yet</Trans>
      </span>
    );
  }
  const score = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span className="font-semibold text-slate-900 dark:text-white">{score}</span>
      <span className="text-slate-600 dark:text-slate-400">
        (<Plural value={count} one="# review" other="# reviews" />)
      </span>
      <span className="sr-only">
        <Trans>, out of 5</Trans>
      </span>
    </span>
  );
}

/** "March 2025": a month and year in the page's language. */
export const memberSince = (iso: string) =>
  dateTimeFormat({ month: 'long', year: 'numeric' }).format(new Date(iso));
