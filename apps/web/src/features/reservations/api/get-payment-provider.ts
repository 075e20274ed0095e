import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface PayoutStatus {
  provider: 'sandbox' | 'stripe';
  isStripeConnected: boolean;
  account: { holder: string; last4: string } | null;
}

/** GET /payouts/status: which payment provider the server runs ('sandbox' or 'stripe'). */
export const getPayoutStatus = (signal?: AbortSignal) =>
  api.get<PayoutStatus>('/payouts/status', { signal });

export const getPaymentProviderQueryOptions = () =>
  queryOptions({
    queryKey: ['payouts', 'status'],
    queryFn: ({ signal }) => getPayoutStatus(signal),
    staleTime: 5 * 60_000,
  });

export const usePaymentProvider = () => useQuery(getPaymentProviderQueryOptions());
