import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Overview } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { consoleKeys } from './console';

/** GET /admin/overview for whole UTC days `from`–`to` (both included). */
export const useOverview = (period: { from: string; to: string }) =>
  useQuery({
    queryKey: [...consoleKeys.all, 'overview', period] as const,
    queryFn: ({ signal }) => api.get<Overview>('/admin/overview', { params: period, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
