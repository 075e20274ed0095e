import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

export interface PayoutStatus {
  provider: 'sandbox' | 'stripe';
  isStripeConnected: boolean;
  account: { holder: string; last4: string } | null;
}

export const payoutStatusQueryKey = ['me', 'payouts'] as const;

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

export interface SandboxPayoutInput {
  account_holder: string;
  routing_number: string;
  account_number: string;
}

/** POST /payouts/sandbox/connect → { user, message }. */
export function useConnectSandboxPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SandboxPayoutInput) =>
      api.post<{ user: CurrentUser; message: string }>('/payouts/sandbox/connect', input),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(userQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: payoutStatusQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['me', 'starter'] });
    },
  });
}

/** POST /payouts/connect → { url }: Stripe's onboarding page, opened in this tab. */
export function useStartStripeOnboarding() {
  return useMutation({
    mutationFn: () => api.post<{ url: string }>('/payouts/connect'),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}
