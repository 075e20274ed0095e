import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_PER_PAGE } from '@ownless/shared/pagination';
import { cn } from '@/lib/cn';
import { groupDigits } from '@/lib/i18n';
import { useListingSearch } from '../api/search-listings';
import { searchPoint, type SearchFilters } from '../utils/search-filters';
import { LazyResultsMap } from './map/lazy-maps';

/**
 * The map beside the results: every result of the search (the first 100, the API's page
 * limit) as price markers, not only the page in the grid, so the map shows the whole search.
 */
export function SearchMap({
  filters,
  sale,
  locateVisitor = false,
  activeListingId = null,
  className,
}: {
  filters: SearchFilters;
  sale?: boolean;
  locateVisitor?: boolean;
  activeListingId?: number | null;
  className?: string;
}) {
  const { t } = useLingui();
  const { data } = useListingSearch(filters, { page: 1, perPage: MAX_PER_PAGE, sale });
  const items = data?.items ?? [];
  const more = data ? data.total - items.length : 0;
  const shown = groupDigits(items.length);
  const total = data ? `${groupDigits(data.total)}${data.total_is_lower_bound ? '+' : ''}` : '';
  return (
    <div className={cn('relative', className)}>
      <LazyResultsMap
        listings={items}
        focus={searchPoint(filters)}
        locateVisitor={locateVisitor}
        activeListingId={activeListingId}
        label={t`Map of the listings found`}
        className="h-full w-full rounded-2xl border border-slate-200 dark:border-slate-800"
      />
      {more > 0 && (
        <p className="pointer-events-none absolute inset-x-3 bottom-8 z-[1000] mx-auto w-fit rounded-full bg-white/95 px-3 py-1 text-xs font-medium text-slate-700 shadow ring-1 ring-slate-900/10 dark:bg-slate-900/95 dark:text-slate-200 dark:ring-white/10">
          <Trans>
            The map shows the first {shown} of {total} results
          </Trans>
        </p>
      )}
    </div>
  );
}
