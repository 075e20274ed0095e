import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@ownless/shared';
import { api } from './api-client';

/** Runtime settings from the server (GET /api/config): change them without a rebuild. */
export type AppConfig = PublicConfig;

export const appConfigQueryOptions = () => ({
  queryKey: ['app-config'] as const,
  queryFn: () => api.get<AppConfig>('/config'),
  staleTime: 5 * 60_000,
});

export const useAppConfig = () => useQuery(appConfigQueryOptions());

/**
 * The marketplace's rules as the server applies them (hours to answer and to pay, the booking
 * horizon, refund policies...), undefined until GET /api/config answers. Pages state a rule's
 * number only from here, never from a copy of their own.
 */
export const useRules = () => useAppConfig().data?.rules;
