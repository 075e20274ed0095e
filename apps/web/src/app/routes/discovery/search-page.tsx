import { useState, type ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Plural, Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { useListingSearch } from '@/features/discovery/api/search-listings';
import { ActiveFilters } from '@/features/discovery/components/active-filters';
import type { FilterSidebarProps } from '@/features/discovery/components/filter-sidebar';
import { SearchForm } from '@/features/discovery/components/search-form';
import { SearchMap } from '@/features/discovery/components/search-map';
import { SearchIntro } from '@/features/discovery/components/search-intro';
import { SearchResults, type ResultsLayout } from '@/features/discovery/components/search-results';
import { SortSelect } from '@/features/discovery/components/sort-select';
import { ViewSwitch, type ResultsAside } from '@/features/discovery/components/view-switch';
import { useSearchFilters } from '@/features/discovery/hooks/use-search-filters';
import { hasActiveFilters, writeSearchFilters } from '@/features/discovery/utils/search-filters';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { ListingCard } from '@/features/listings/components/listing-card';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { groupDigits } from '@/lib/i18n';

/** Listings per page on the search pages (home shows 9 per page; the search pages choose their own). */
export const SEARCH_PER_PAGE = 12;

export interface SearchPageProps {
  layout: ResultsLayout;
  aside: ResultsAside;
  /** Messages, shown in the page's language. */
  title: MessageDescriptor;
  description: MessageDescriptor;
  eyebrow?: MessageDescriptor;
  /** /buy: only things that can be bought, priced to buy. */
  sale?: boolean;
  /** /buy has no grid/list/map siblings. */
  showViewSwitch?: boolean;
  /**
   * The filter sidebar, shown when `aside` is 'sidebar'. The routes with one pass it, so the
   * other search pages do not carry its code (/grid is often a first page).
   */
  sidebar?: ComponentType<FilterSidebarProps>;
}

/**
 * /grid, /grid-sidebar, /grid-map, /list, /list-sidebar, /list-map and /buy: the home
 * search with more filters, as a grid or a list, with a filter sidebar or a map. Every
 * filter lives in the URL.
 */
export function SearchPage({
  layout,
  aside,
  title,
  description,
  eyebrow,
  sale = false,
  showViewSwitch = true,
  sidebar: FilterSidebar,
}: SearchPageProps) {
  const { _ } = useLingui();
  const { t } = useLinguiMacro();
  const { filters, page, setFilters, updateFilters, setPage, reset } = useSearchFilters();
  const results = useListingSearch(filters, { page, perPage: SEARCH_PER_PAGE, sale });
  const wide = useMediaQuery('(min-width: 1024px)');
  const [activeId, setActiveId] = useState<number | null>(null);
  const searching = hasActiveFilters(filters);
  const filtersKey = writeSearchFilters(filters).toString();
  const total = results.data?.total;
  const count = groupDigits(total ?? 0);
  const columns = aside === 'none' ? 3 : 2;

  const resultsList = (
    <SearchResults
      query={results}
      page={page}
      perPage={SEARCH_PER_PAGE}
      onPageChange={setPage}
      layout={layout}
      columns={columns}
      hasFilters={searching}
      onReset={reset}
      onItemActive={aside === 'map' && wide ? setActiveId : undefined}
      emptyMessage={
        sale && !searching ? t`Nothing is for sale right now. Check back soon.` : undefined
      }
      renderItem={(listing, { index }) => (
        <ListingCard
          listing={listing}
          layout={layout}
          priority={index < 2}
          priceMode={sale ? 'sale' : 'rent'}
          action={<FavouriteButton listingId={listing.id} listingName={listing.name} />}
        />
      )}
    />
  );

  return (
    <>
      <PageTitle title={_(title)} />
      <SearchIntro eyebrow={eyebrow} title={title} description={description}>
        {aside !== 'sidebar' && (
          <SearchForm
            key={filtersKey}
            filters={filters}
            onSearch={setFilters}
            variant="hero"
            className="mt-8"
          />
        )}
      </SearchIntro>

      <Container className="py-8 sm:py-10">
        {/* The cards' titles are h3: headings go down one level at a time. */}
        <h2 className="sr-only">
          <Trans>Results</Trans>
        </h2>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {total === undefined ? (
              t`Searching…`
            ) : searching ? (
              <Trans>
                <span className="font-semibold text-slate-900 dark:text-white">{count}</span>{' '}
                <Plural
                  value={total}
                  one="listing matches your search"
                  other="listings match your search"
                />
              </Trans>
            ) : (
              <Trans>
                <span className="font-semibold text-slate-900 dark:text-white">{count}</span>{' '}
                <Plural value={total} one="listing" other="listings" />
              </Trans>
            )}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            {aside !== 'sidebar' && (
              <SortSelect
                compact
                filters={filters}
                value={filters.sort}
                onChange={(sort) => updateFilters({ sort })}
              />
            )}
            {showViewSwitch && <ViewSwitch layout={layout} aside={aside} />}
          </div>
        </div>

        <ActiveFilters
          filters={filters}
          onChange={updateFilters}
          onReset={reset}
          className="mt-4"
        />

        <div
          className={cn(
            'mt-6 grid gap-8',
            aside === 'sidebar' && 'lg:grid-cols-[18rem_minmax(0,1fr)]',
            aside === 'map' && 'lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]',
          )}
        >
          {aside === 'sidebar' && FilterSidebar && (
            <FilterSidebar
              key={filtersKey}
              filters={filters}
              onApply={setFilters}
              onReset={reset}
              className="lg:sticky lg:top-24 lg:self-start"
            />
          )}
          <div className="min-w-0">{resultsList}</div>
          {aside === 'map' && (
            <SearchMap
              filters={filters}
              sale={sale}
              activeListingId={activeId}
              className="order-first h-80 sm:h-96 lg:order-none lg:sticky lg:top-24 lg:h-[calc(100dvh-8rem)]"
            />
          )}
        </div>
      </Container>
    </>
  );
}
