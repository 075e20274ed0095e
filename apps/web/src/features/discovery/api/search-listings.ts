import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingSearchResult } from '@ownless/shared';
import { listingListKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import {
  toListingQuery,
  type ListingQueryOptions,
  type SearchFilters,
} from '../utils/search-filters';

/** GET /api/listings with every discovery filter; empty values are stripped by the client. */
export function searchListings(
  filters: SearchFilters,
  options: ListingQueryOptions,
  signal?: AbortSignal,
): Promise<ListingSearchResult> {
  return api.get<ListingSearchResult>('/listings', {
    params: toListingQuery(filters, options),
    signal,
  });
}

export const searchListingsQueryOptions = (filters: SearchFilters, options: ListingQueryOptions) =>
  queryOptions({
    // The API parameters are the identity of the result: equal searches share the cache.
    queryKey: listingListKeys.search(toListingQuery(filters, options)),
    queryFn: ({ signal }) => searchListings(filters, options, signal),
  });

/** Keeps the previous results on screen (dimmed) while the next page or search loads. */
export const useListingSearch = (
  filters: SearchFilters,
  options: ListingQueryOptions,
  enabled = true,
) =>
  useQuery({
    ...searchListingsQueryOptions(filters, options),
    placeholderData: keepPreviousData,
    enabled,
  });
