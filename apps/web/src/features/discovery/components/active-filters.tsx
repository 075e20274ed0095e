import { lazy, Suspense } from 'react';
import { withCatalogs } from '@/lib/i18n';
import { hasActiveFilters, type SearchFilters } from '../utils/search-filters';

// The chips show only while a filter is set: their code loads then, not with a first page.
const FilterChips = lazy(() => withCatalogs(() => import('./active-filter-chips')));

export interface ActiveFiltersProps {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  onReset: () => void;
  className?: string;
}

/**
 * The chips of the filters in use, each removable, and "Clear all". Nothing (and no request
 * for the names of types and categories) while no filter is set; the chips' code loads with the first filter set.
 */
export function ActiveFilters(props: ActiveFiltersProps) {
  if (!hasActiveFilters(props.filters)) return null;
  return (
    <Suspense fallback={null}>
      <FilterChips {...props} />
    </Suspense>
  );
}
