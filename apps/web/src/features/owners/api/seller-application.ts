import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SellerApplicationView,
  SellerDecisionResponse,
  SellerStatusResponse,
} from '@ownless/shared';
import type { SellerApplicationData } from '@ownless/shared/listing-write';
import { accountKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

export type SellerApplication = SellerApplicationView;
export type SellerApplicationState = SellerStatusResponse;

export const sellerApplicationQueryKey = accountKeys.sellerApplication;

/** GET /seller/application → { sellerStatus, application | null }. */
export const sellerApplicationQueryOptions = () =>
  queryOptions({
    queryKey: sellerApplicationQueryKey,
    queryFn: ({ signal }) => api.get<SellerApplicationState>('/seller/application', { signal }),
  });

export const useSellerApplication = () => useQuery(sellerApplicationQueryOptions());

export type SubmitApplicationResult = SellerDecisionResponse;

/**
 * POST /seller/application. With automatic approval the answer is already Approved and the
 * user has the seller role: the user query is replaced so guards and the sidebar follow.
 */
export function useSubmitSellerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SellerApplicationData) =>
      api.post<SubmitApplicationResult>('/seller/application', input),
    onSuccess: (result) => {
      queryClient.setQueryData(userQueryKey, result.user);
      queryClient.setQueryData<SellerApplicationState>(sellerApplicationQueryKey, {
        sellerStatus: result.application.status,
        application: result.application,
      });
      void queryClient.invalidateQueries({ queryKey: userQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: accountKeys.starter });
    },
  });
}
