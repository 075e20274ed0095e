import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Review {
  id: number;
  rating: number;
  comment: string | null;
  author_role: 'renter' | 'owner' | (string & {});
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

export type ReviewSide = 'given' | 'received';

const reviewKeys = {
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

export interface ReviewInput {
  rating: number;
  comment?: string;
}

/** POST /reservation/:id/review: once per side, after completion. */
export const createReview = (reservationId: number, input: ReviewInput) =>
  api.post<{ review: Review; message: string }>(`/reservation/${reservationId}/review`, input);

export function useCreateReview(reservationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => createReview(reservationId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
