import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Terms } from '@ownless/shared';
import { api } from '@/lib/api-client';

export type TermsCategory = 'privacy' | 'platform' | 'listing' | 'rental';

/** GET /api/terms-and-conditions?category=… ; the page shows the first item (spec §7). */
export const getTerms = (category: TermsCategory, signal?: AbortSignal) =>
  api.get<Terms[]>('/terms-and-conditions', { params: { category }, signal });

export const getTermsQueryOptions = (category: TermsCategory) =>
  queryOptions({
    queryKey: ['terms', category],
    queryFn: ({ signal }) => getTerms(category, signal),
    staleTime: 5 * 60_000,
  });

export const useTerms = (category: TermsCategory) => useQuery(getTermsQueryOptions(category));
