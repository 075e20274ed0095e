import { useLingui } from '@lingui/react/macro';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';

/** The reviews' place while their code or their first page loads. */
export function ReviewsPlaceholder() {
  const { t } = useLingui();
  return (
    <LoadingState label={t`Loading reviews`} className="space-y-3">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-20 w-full" />
    </LoadingState>
  );
}
