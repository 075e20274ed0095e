import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import type { ListingSearchResult } from '@ownless/shared';
import { HOME_PER_PAGE } from '@ownless/shared/pagination';
import { api } from '@/lib/api-client';

export interface GetListingsParams {
  page: number;
  perPage?: number;
  search?: string;
  rentalType?: number | null;
  location?: string;
  isPublished?: 0 | 1;
}

/** GET /api/listings. Empty filters are stripped by the API client (spec §3). */
export function getListings(
  { page, perPage = HOME_PER_PAGE, search, rentalType, location, isPublished }: GetListingsParams,
  signal?: AbortSignal,
): Promise<ListingSearchResult> {
  return api.get<ListingSearchResult>('/listings', {
    params: {
      page,
      per_page: perPage,
      search,
      rental_type: rentalType,
      location,
      is_published: isPublished,
    },
    signal,
  });
}

export const getListingsQueryOptions = (params: GetListingsParams) =>
  queryOptions({
    queryKey: ['listings', params],
    queryFn: ({ signal }) => getListings(params, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export const useListings = (params: GetListingsParams) =>
  useQuery({ ...getListingsQueryOptions(params), placeholderData: keepPreviousData });
