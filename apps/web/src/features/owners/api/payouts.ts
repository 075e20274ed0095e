import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PayoutStatus,
  SandboxConnectResponse,
  SandboxPayoutInput,
  StripeOnboardingResponse,
} from '@ownless/shared';
import { accountKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

export type { PayoutStatus, SandboxPayoutInput };

export const payoutStatusQueryKey = accountKeys.payouts;

/** GET /payouts/status. 403 when the user never applied as an owner. */
export const payoutStatusQueryOptions = (pollWhileWaiting = false) =>
  queryOptions({
    queryKey: payoutStatusQueryKey,
    queryFn: ({ signal }) => api.get<PayoutStatus>('/payouts/status', { signal }),
    // Back from Stripe: the webhook may arrive a little later, so ask again until it has.
    refetchInterval: (query) =>
      pollWhileWaiting && query.state.data && !query.state.data.isStripeConnected ? 4000 : false,
  });

export const usePayoutStatus = (pollWhileWaiting = false) =>
  useQuery(payoutStatusQueryOptions(pollWhileWaiting));

/** POST /payouts/sandbox/connect → { user, message }. */
export function useConnectSandboxPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SandboxPayoutInput) =>
      api.post<SandboxConnectResponse>('/payouts/sandbox/connect', input),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(userQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: payoutStatusQueryKey });
      void queryClient.invalidateQueries({ queryKey: accountKeys.starter });
    },
  });
}

/** POST /payouts/connect → { url }: Stripe's onboarding page, opened in this tab. */
export function useStartStripeOnboarding() {
  return useMutation({
    mutationFn: () => api.post<StripeOnboardingResponse>('/payouts/connect'),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}
