import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Policy } from '@ownless/shared';
import { api } from '@/lib/api-client';

export const getPolicies = (signal?: AbortSignal) => api.get<Policy[]>('/policies', { signal });

export const getPoliciesQueryOptions = () =>
  queryOptions({
    queryKey: ['policies'],
    queryFn: ({ signal }) => getPolicies(signal),
    staleTime: 5 * 60_000,
  });

export const usePolicies = () => useQuery(getPoliciesQueryOptions());
