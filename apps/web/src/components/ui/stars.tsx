import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Read-only stars, e.g. on a review; the number is in the accessible name. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`${rating} out of 5 stars`}
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
