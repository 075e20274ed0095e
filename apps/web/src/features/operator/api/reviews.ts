import { useQuery } from '@tanstack/react-query';
import type { OperatorReview, OperatorReviewActionResponse } from '@ownless/shared';
import { api, type QueryParams } from '@/lib/api-client';
import { listOptions, useConsoleMutation } from './console';

/** GET /admin/reviews: a server page with the URL's filters. */
export const useOperatorReviews = (params: QueryParams) =>
  useQuery(listOptions<OperatorReview>(['operator', 'reviews', params], '/admin/reviews', params));

/** POST /admin/reviews/:id/hide (a reason) or …/unhide (an optional note). */
export const useReviewVisibility = () =>
  useConsoleMutation(({ id, hide, reason }: { id: number; hide: boolean; reason: string }) =>
    api.post<OperatorReviewActionResponse>(
      `/admin/reviews/${id}/${hide ? 'hide' : 'unhide'}`,
      hide || reason ? { reason } : {},
    ),
  );
