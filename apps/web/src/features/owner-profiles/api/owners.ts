import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type {
  ListingSearchResult,
  OwnerCard,
  OwnerDirectory,
  PublicUserResponse,
  ReviewPage,
} from '@ownless/shared';
import { listingListKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export type OwnerKind = 'agents' | 'agencies';

/** One owner in the /agents and /agencies directories. */
export type OwnerCardData = OwnerCard;

export interface OwnersParams {
  kind: OwnerKind;
  search?: string;
  page: number;
  perPage: number;
}

/** GET /api/owners?kind=agents|agencies&search=&page=&per_page= */
export const getOwnersQueryOptions = ({ kind, search, page, perPage }: OwnersParams) =>
  queryOptions({
    queryKey: ['owners', kind, search ?? '', page, perPage],
    queryFn: ({ signal }) =>
      api.get<OwnerDirectory>('/owners', {
        params: { kind, search, page, per_page: perPage },
        signal,
      }),
  });

export const useOwners = (params: OwnersParams, enabled = true) =>
  useQuery({ ...getOwnersQueryOptions(params), placeholderData: keepPreviousData, enabled });

/** GET /api/user/:id → { data: PublicUser } (404 for an unknown user). */
export const getOwnerQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: ['owner', String(id)],
    queryFn: ({ signal }) =>
      api
        .get<PublicUserResponse>(`/user/${encodeURIComponent(String(id))}`, { signal })
        .then((body) => body.data),
  });

export const useOwner = (id: number | string, enabled = true) =>
  useQuery({ ...getOwnerQueryOptions(id), enabled });

/** The owner's published listings: GET /api/listings?owner_id= */
export const getOwnerListingsQueryOptions = (ownerId: number, page: number, perPage: number) =>
  queryOptions({
    queryKey: listingListKeys.byOwner(ownerId, page, perPage),
    queryFn: ({ signal }) =>
      api.get<ListingSearchResult>('/listings', {
        params: { owner_id: ownerId, page, per_page: perPage },
        signal,
      }),
  });

export const useOwnerListings = (ownerId: number, page: number, perPage: number) =>
  useQuery({
    ...getOwnerListingsQueryOptions(ownerId, page, perPage),
    placeholderData: keepPreviousData,
  });

export type { Review as OwnerReview } from '@ownless/shared';

export const OWNER_REVIEWS_PER_PAGE = 5;

/** GET /api/user/:id/reviews: what renters (and owners) said about this person. */
export const getOwnerReviewsQueryOptions = (ownerId: number) =>
  infiniteQueryOptions({
    queryKey: ['owner', String(ownerId), 'reviews'],
    queryFn: ({ pageParam, signal }) =>
      api.get<ReviewPage>(`/user/${ownerId}/reviews`, {
        params: { page: pageParam, per_page: OWNER_REVIEWS_PER_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * OWNER_REVIEWS_PER_PAGE < last.total ? pages.length + 1 : undefined,
  });

export const useOwnerReviews = (ownerId: number) =>
  useInfiniteQuery(getOwnerReviewsQueryOptions(ownerId));
