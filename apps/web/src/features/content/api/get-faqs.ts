import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Faq } from '@ownless/shared';
import { api } from '@/lib/api-client';

export const getFaqs = (signal?: AbortSignal) => api.get<Faq[]>('/faqs', { signal });

export const getFaqsQueryOptions = () =>
  queryOptions({
    queryKey: ['faqs'],
    queryFn: ({ signal }) => getFaqs(signal),
    staleTime: 5 * 60_000,
  });

export const useFaqs = () => useQuery(getFaqsQueryOptions());
