import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecideClaim, OperatorClaimDetail, OperatorClaimRow } from '@ownless/shared';
import { api, type QueryParams } from '@/lib/api-client';
import { consoleKeys, listOptions } from './console';

export const claimKeys = {
  list: (params: QueryParams) => ['operator', 'claims', params] as const,
  one: (id: number) => ['operator', 'claim', id] as const,
};

/** GET /api/operator/claims: disputed claims, oldest first (`status=all`: every claim). */
export const useOperatorClaims = (params: QueryParams) =>
  useQuery(listOptions<OperatorClaimRow>(claimKeys.list(params), '/operator/claims', params));

/** GET /api/operator/claims/:id: the claim, the dispute, the reservation's history, chat and ledger. */
export const useOperatorClaim = (id: number) =>
  useQuery({
    queryKey: claimKeys.one(id),
    queryFn: ({ signal }) => api.get<OperatorClaimDetail>(`/operator/claims/${id}`, { signal }),
  });

/**
 * POST /api/operator/claims/:id/decide: final. The answer is the claim decided, put in the
 * cache at once; the queue, the reservations and the audit log refresh.
 */
export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DecideClaim & { id: number }) =>
      api.post<OperatorClaimDetail>(`/operator/claims/${id}/decide`, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(claimKeys.one(detail.claim.id), detail);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
}
