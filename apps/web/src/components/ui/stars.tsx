import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { i18n, numberFormat, pageLocale } from '@/lib/i18n';
import { cn } from '@/lib/cn';

const RATING_WORDS = [msg`Poor`, msg`Fair`, msg`Good`, msg`Very good`, msg`Excellent`] as const;

/** A rating of 1 to 5 in words ("Very good"), in the page's language. */
export const ratingWord = (rating: number): string => {
  const word = RATING_WORDS[rating - 1];
  return word ? i18n._(word) : '';
};

/**
 * Read-only stars, e.g. on a review; the number is in the accessible name, unless the text
 * beside them already says it (`decorative`).
 */
export function Stars({
  rating,
  className,
  decorative = false,
}: {
  rating: number;
  className?: string;
  decorative?: boolean;
}) {
  const { t } = useLingui();
  const rounded = Math.round(rating);
  const shown =
    pageLocale() === 'en'
      ? String(rating)
      : numberFormat({ maximumFractionDigits: 1 }).format(rating);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': t`${shown} out of 5 stars` })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn(
            'size-4',
            n <= rounded
              ? 'fill-amber-400 text-amber-400'
              : 'fill-transparent text-slate-300 dark:text-slate-600',
          )}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}
