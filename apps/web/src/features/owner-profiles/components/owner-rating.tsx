import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

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
        No reviews yet
      </span>
    );
  }
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span className="font-semibold text-slate-900 dark:text-white">{rating.toFixed(1)}</span>
      <span className="text-slate-600 dark:text-slate-400">
        ({count} {count === 1 ? 'review' : 'reviews'})
      </span>
      <span className="sr-only">, out of 5</span>
    </span>
  );
}

export const memberSince = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
