import { useEffect, useRef } from 'react';
import { SearchX } from 'lucide-react';
import { HOME_PER_PAGE } from '@ownless/shared/pagination';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useListings } from '../api/get-listings';
import { ListingCard } from './listing-card';
import { ListingCardSkeleton } from './listing-card-skeleton';

const SKELETON_COUNT = 6;

const gridClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2';

/**
 * The home page's paged grid of published listings: two columns (one on small screens),
 * 9 per page, with loading, empty and error states. The page lives in the caller (the URL).
 */
export function ListingsGrid({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const query = useListings({ page, perPage: HOME_PER_PAGE, isPublished: 1 });
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = query;
  const topRef = useRef<HTMLDivElement>(null);
  const previousPage = useRef(page);

  // After a page change, bring the top of the grid back into view.
  useEffect(() => {
    if (previousPage.current === page) return;
    previousPage.current = page;
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, [page]);

  if (isPending) {
    return (
      <div className={gridClass} aria-busy="true" aria-label="Loading listings">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <ListingCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (isError && !data) {
    return (
      <ErrorState
        title="We couldn't load listings"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }

  if (data.total === 0) {
    return (
      <EmptyState
        icon={<SearchX className="size-6" aria-hidden="true" />}
        title="No listings yet"
        message="Nothing has been listed here yet. Check back soon, or be the first to list something."
      />
    );
  }

  if (data.items.length === 0) {
    return (
      <EmptyState
        title="This page is empty"
        message={`There are only ${data.total} listings. Go back to the first page to see them.`}
        action={<Button onClick={() => onPageChange(1)}>Go to first page</Button>}
      />
    );
  }

  return (
    <div ref={topRef} className="scroll-mt-24 space-y-8">
      <ul
        className={cn(
          gridClass,
          'transition-opacity',
          isFetching && isPlaceholderData && 'opacity-60',
        )}
        aria-busy={(isFetching && isPlaceholderData) || undefined}
        aria-label="Listings"
      >
        {data.items.map((listing, index) => (
          <li key={listing.id}>
            <ListingCard listing={listing} priority={index < 2} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        perPage={data.per_page || HOME_PER_PAGE}
        total={data.total}
        onPageChange={onPageChange}
      />
    </div>
  );
}
