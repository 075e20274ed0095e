import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Runtime settings from the server (GET /api/config): change them without a rebuild. */
export interface AppConfig {
  mapTileUrl: string;
  googleMapsApiKey: string | null;
  paymentProvider: 'sandbox' | 'stripe';
  stripePublishableKey: string | null;
  mailbox: boolean;
  fees: { renterServiceFeePercent: number; ownerCommissionPercent: number };
}

export const appConfigQueryOptions = () => ({
  queryKey: ['app-config'] as const,
  queryFn: () => api.get<AppConfig>('/config'),
  staleTime: 5 * 60_000,
});

export const useAppConfig = () => useQuery(appConfigQueryOptions());
