import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCcw, SearchX } from 'lucide-react';
import type { ListingSearchResult, ListingSummary } from '@ownless/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ListingCardSkeleton } from '@/components/ui/listing-card-skeleton';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { groupDigits } from '@/lib/i18n';

export type ResultsLayout = 'grid' | 'list';

export interface RenderItemContext {
  index: number;
  layout: ResultsLayout;
}

const gridClasses: Record<2 | 3, string> = {
  2: 'grid grid-cols-1 gap-6 sm:grid-cols-2',
  3: 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3',
};

function CardSkeleton({ layout }: { layout: ResultsLayout }) {
  if (layout === 'list') {
    return (
      <div
        data-testid="listing-card-skeleton"
        className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row dark:border-slate-800 dark:bg-slate-900"
      >
        <Skeleton className="h-48 rounded-none sm:h-auto sm:w-72 sm:shrink-0" />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="mt-auto h-6 w-1/4" />
        </div>
      </div>
    );
  }
  return <ListingCardSkeleton />;
}

export function ResultsSkeleton({
  layout,
  columns = 2,
  count = 6,
}: {
  layout: ResultsLayout;
  columns?: 2 | 3;
  count?: number;
}) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      className={layout === 'list' ? 'grid gap-5' : gridClasses[columns]}
      aria-busy="true"
      aria-label={t`Loading listings`}
    >
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} layout={layout} />
      ))}
    </div>
  );
}

/**
 * A page of search results as a grid or a list, with 'Showing X to Y of Z results'
 * pagination and the loading, empty and error states. Cards come from the page (features
 * do not import each other): `renderItem` draws one.
 */
export function SearchResults({
  query,
  page,
  perPage,
  onPageChange,
  layout,
  columns = 2,
  renderItem,
  hasFilters,
  onReset,
  onItemActive,
  emptyMessage,
}: {
  query: UseQueryResult<ListingSearchResult>;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  layout: ResultsLayout;
  columns?: 2 | 3;
  renderItem: (listing: ListingSummary, context: RenderItemContext) => ReactNode;
  hasFilters: boolean;
  onReset: () => void;
  /** The listing whose card is pointed at or focused (its map marker lights up). */
  onItemActive?: (id: number | null) => void;
  emptyMessage?: string;
}) {
  // The cards render in the background when the results arrive (React yields between them),
  // not in one long task that holds the page (total blocking time on a phone).
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } =
    useDeferredValue(query);
  const topRef = useRef<HTMLDivElement>(null);
  const previousPage = useRef(page);

  // After a page change, bring the top of the results back into view.
  useEffect(() => {
    if (previousPage.current === page) return;
    previousPage.current = page;
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, [page]);

  if (isPending) return <ResultsSkeleton layout={layout} columns={columns} />;

  if (isError && !data) {
    return (
      <ErrorState
        title={t`We couldn't load listings`}
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }

  if (data.total === 0) {
    return hasFilters ? (
      <EmptyState
        icon={<SearchX className="size-6" aria-hidden="true" />}
        title={t`No listings match your search`}
        message={
          emptyMessage ??
          t`Try other words, a wider area or other dates, or clear the filters to see everything.`
        }
        action={
          <Button variant="outline" onClick={onReset} data-testid="reset-filters">
            <RotateCcw className="size-4" aria-hidden="true" />
            <Trans>Reset filters</Trans>
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<SearchX className="size-6" aria-hidden="true" />}
        title={t`No listings yet`}
        message={
          emptyMessage ??
          t`Nothing has been listed here yet. Check back soon, or be the first to list something.`
        }
      />
    );
  }

  if (data.items.length === 0) {
    const total = data.total;
    const count = `${groupDigits(total)}${data.total_is_lower_bound ? '+' : ''}`;
    return (
      <EmptyState
        title={t`This page is empty`}
        message={plural(total, {
          one: `There is only ${count} result. Go back to the first page to see it.`,
          other: `There are only ${count} results. Go back to the first page to see them.`,
        })}
        action={
          <Button onClick={() => onPageChange(1)}>
            <Trans>Go to first page</Trans>
          </Button>
        }
      />
    );
  }

  const dimmed = isFetching && isPlaceholderData;
  return (
    <div ref={topRef} className="scroll-mt-24 space-y-8">
      <ul
        className={cn(
          layout === 'list' ? 'grid gap-5' : gridClasses[columns],
          'transition-opacity',
          dimmed && 'opacity-60',
        )}
        aria-busy={dimmed || undefined}
        aria-label={t`Listings`}
        data-testid="search-results"
        onMouseLeave={onItemActive ? () => onItemActive(null) : undefined}
      >
        {data.items.map((listing, index) => (
          <li
            key={listing.id}
            onMouseEnter={onItemActive ? () => onItemActive(listing.id) : undefined}
            onFocus={onItemActive ? () => onItemActive(listing.id) : undefined}
            data-tour={index === 0 ? 'home-first-listing' : undefined}
          >
            {renderItem(listing, { index, layout })}
          </li>
        ))}
      </ul>
      {/* The page the cards on screen belong to: while the next page loads in the
          background, the summary keeps describing the cards shown. */}
      <Pagination
        page={data.page || page}
        perPage={data.per_page || perPage}
        total={data.total}
        totalIsLowerBound={data.total_is_lower_bound}
        onPageChange={onPageChange}
      />
    </div>
  );
}
