import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingStatus, PersonalList } from '@ownless/shared';
import { listingListKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface MyListingsParams {
  status?: ListingStatus;
  search?: string;
  page: number;
  per_page: number;
}

export type MyListingsResult = PersonalList;

/** GET /listing/personal/list?status=&search=&page=&per_page= */
export const myListingsQueryOptions = (params: MyListingsParams) =>
  queryOptions({
    queryKey: listingListKeys.mine(params),
    queryFn: ({ signal }) =>
      api.get<MyListingsResult>('/listing/personal/list', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMyListings = (params: MyListingsParams) => useQuery(myListingsQueryOptions(params));
