import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Review {
  id: number;
  rating: number;
  comment: string | null;
  author_role: string;
  author: { id: number; fullName: string; profilePicture: string };
  subject: { id: number; fullName: string };
  listing: { id: number; name: string };
  reservation_id: number;
  created_at: string;
}

export interface ReviewPage {
  items: Review[];
  total: number;
  rating: number | null;
}

export const REVIEWS_PER_PAGE = 5;

/** GET /api/listing/:id/reviews (renters' reviews of the listing), newest first, paged. */
export const getListingReviewsQueryOptions = (listingId: number) =>
  infiniteQueryOptions({
    queryKey: ['listing', String(listingId), 'reviews'],
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
