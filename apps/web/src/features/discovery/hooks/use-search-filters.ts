import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readPageParam } from '@/lib/search-params';
import {
  EMPTY_FILTERS,
  parseSearchFilters,
  writeSearchFilters,
  type SearchFilters,
} from '../utils/search-filters';

export interface SearchState {
  filters: SearchFilters;
  page: number;
  /** A new search: the URL gets the filters and the page goes back to 1 (a history entry). */
  setFilters: (filters: SearchFilters) => void;
  /** One filter changed (a chip removed, the sort): same as setFilters. */
  updateFilters: (patch: Partial<SearchFilters>) => void;
  setPage: (page: number) => void;
  /** Every filter cleared. */
  reset: () => void;
}

/**
 * The search of a discovery page, read from and written to the URL (shareable, Back works,
 * survives a reload). Other query parameters are kept.
 */
export function useSearchFilters(): SearchState {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity
  const filters = useMemo(() => parseSearchFilters(searchParams), [key]);
  const page = readPageParam(searchParams);

  const setFilters = useCallback(
    (next: SearchFilters) =>
      setSearchParams((current) => writeSearchFilters(next, current), {
        preventScrollReset: true,
      }),
    [setSearchParams],
  );

  const updateFilters = useCallback(
    (patch: Partial<SearchFilters>) =>
      setSearchParams(
        (current) => writeSearchFilters({ ...parseSearchFilters(current), ...patch }, current),
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );

  const setPage = useCallback(
    (next: number) =>
      setSearchParams((current) => writeSearchFilters(parseSearchFilters(current), current, next), {
        preventScrollReset: true,
      }),
    [setSearchParams],
  );

  const reset = useCallback(() => setFilters(EMPTY_FILTERS), [setFilters]);

  return { filters, page, setFilters, updateFilters, setPage, reset };
}
