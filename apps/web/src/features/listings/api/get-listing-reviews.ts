import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { listingKeys } from '@/lib/query-keys';

export type { Review, ReviewPage } from '@ownless/shared';

export const REVIEWS_PER_PAGE = 5;

/** GET /api/listing/:id/reviews (renters' reviews of the listing), newest first, paged. */
export const getListingReviewsQueryOptions = (listingId: number) =>
  infiniteQueryOptions({
    queryKey: listingKeys.reviews(listingId),
    queryFn: ({ pageParam, signal }) =>
      api.get<ReviewPage>(`/listing/${listingId}/reviews`, {
        params: { page: pageParam, per_page: REVIEWS_PER_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * REVIEWS_PER_PAGE < last.total ? pages.length + 1 : undefined,
  });

export const useListingReviews = (listingId: number) =>
  useInfiniteQuery(getListingReviewsQueryOptions(listingId));
