import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewCreatedResponse, ReviewInput } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { reviewKeys } from './get-my-reviews';

export type { ReviewInput } from '@ownless/shared';

/** POST /reservation/:id/review: once per side, after completion. */
export const createReview = (reservationId: number, input: ReviewInput) =>
  api.post<ReviewCreatedResponse>(`/reservation/${reservationId}/review`, input);

export function useCreateReview(reservationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => createReview(reservationId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
