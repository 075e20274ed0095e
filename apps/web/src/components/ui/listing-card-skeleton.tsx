import { Skeleton } from '@/components/ui/skeleton';

/** Same box as a ListingCard so nothing jumps when the data arrives. */
export function ListingCardSkeleton() {
  return (
    <div
      data-testid="listing-card-skeleton"
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <Skeleton className="h-52 rounded-none" />
      <div className="flex flex-col gap-2 p-4 sm:p-5">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-2 h-6 w-1/3" />
      </div>
    </div>
  );
}
