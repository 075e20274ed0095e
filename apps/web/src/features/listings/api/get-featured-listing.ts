import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingSearchResult } from '@ownless/shared';
import { listingListKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

/**
 * The listing shown at /listing-detail and /property-detail-two without an id: the
 * highest-rated one (the newest breaks ties, and wins while nothing has reviews).
 */
export const getFeaturedListingQueryOptions = () =>
  queryOptions({
    queryKey: listingListKeys.featured,
    queryFn: ({ signal }) =>
      api
        .get<ListingSearchResult>('/listings', {
          params: { sortBy: 'rating', sortOrder: 'desc', per_page: 1, page: 1 },
          signal,
        })
        .then((result) => result.items[0] ?? null),
  });

export const useFeaturedListing = () => useQuery(getFeaturedListingQueryOptions());
