import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

export const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

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
  const rounded = Math.round(rating);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': `${rating} out of 5 stars` })}
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
