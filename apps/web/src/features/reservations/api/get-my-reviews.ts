import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewPage, ReviewSide } from '@ownless/shared';
import { api } from '@/lib/api-client';

export type { Review, ReviewPage, ReviewSide } from '@ownless/shared';

export const reviewKeys = {
  all: ['reviews'] as const,
  mine: (which: ReviewSide, page: number, perPage: number) =>
    ['reviews', 'mine', which, page, perPage] as const,
};

/** GET /reviews/mine?which=given|received → { items, total, rating }. */
export const getMyReviews = (
  which: ReviewSide,
  page: number,
  perPage: number,
  signal?: AbortSignal,
) => api.get<ReviewPage>('/reviews/mine', { params: { which, page, per_page: perPage }, signal });

export const getMyReviewsQueryOptions = (which: ReviewSide, page = 1, perPage = 10) =>
  queryOptions({
    queryKey: reviewKeys.mine(which, page, perPage),
    queryFn: ({ signal }) => getMyReviews(which, page, perPage, signal),
    placeholderData: keepPreviousData,
  });

export const useMyReviews = (which: ReviewSide, page = 1, perPage = 10) =>
  useQuery(getMyReviewsQueryOptions(which, page, perPage));

/**
 * Whether the viewer already reviewed a reservation: the newest 50 reviews they gave are
 * searched (the reservation view does not say; the server answers 409 for a second one).
 */
export const useMyReviewFor = (reservationId: number, enabled: boolean) =>
  useQuery({
    ...getMyReviewsQueryOptions('given', 1, 50),
    enabled,
    select: (page) => page.items.find((review) => review.reservation_id === reservationId) ?? null,
  });
