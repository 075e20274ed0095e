import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Earnings } from '@ownless/shared';
import { reservationsKey } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

/**
 * GET /reservation/earnings: the signed-in owner's figures, as the server sums them. Under
 * ['reservations'], so a reservation or claim action refreshes them too.
 */
export const getEarningsQueryOptions = () =>
  queryOptions({
    queryKey: [...reservationsKey, 'earnings'],
    queryFn: ({ signal }) => api.get<Earnings>('/reservation/earnings', { signal }),
    staleTime: 30_000,
  });

export const useEarnings = (enabled = true) => useQuery({ ...getEarningsQueryOptions(), enabled });
