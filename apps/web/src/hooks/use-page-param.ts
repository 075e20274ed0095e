import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readPageParam } from '@/lib/search-params';

/**
 * The current page kept in the URL (?page=2), so Back and shared links work. Page 1 drops
 * the parameter. The scroll position is left to the caller.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPageParam(searchParams);
  const setPage = useCallback(
    (next: number) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next <= 1) params.delete('page');
          else params.set('page', String(next));
          return params;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return [page, setPage];
}
