import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';
import type { ListingDetailVariant } from './listing-detail-slots';

/** The listing page's shape while the listing loads, in the layout it will have. */
export function DetailSkeleton({ variant }: { variant: ListingDetailVariant }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading listing`} className="space-y-8">
      {variant === 'split' && <Skeleton className="h-72 w-full rounded-3xl sm:h-[26rem]" />}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          {variant === 'standard' && <Skeleton className="aspect-[16/10] w-full rounded-2xl" />}
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-24 w-full" />
        </div>
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    </div>
  );
}
