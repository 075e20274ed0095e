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
