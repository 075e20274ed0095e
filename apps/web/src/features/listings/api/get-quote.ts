import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteView } from '@ownless/shared';
import { api } from '@/lib/api-client';
import type { QuoteSelection } from '../utils/quote-form';

/** POST /api/listing/:id/quote → the server's price for a selection (it is the authority). */
export const getQuoteQueryOptions = (listingId: number, selection: QuoteSelection | null) =>
  queryOptions({
    queryKey: ['listing', String(listingId), 'quote', selection],
    queryFn: ({ signal }) =>
      api
        .post<{ quote: QuoteView }>(`/listing/${listingId}/quote`, selection, { signal })
        .then((body) => body.quote),
    enabled: selection !== null,
    staleTime: 30_000,
    retry: false,
  });

/** The quote of the current selection; the previous one stays (dimmed) while it changes. */
export const useQuote = (listingId: number, selection: QuoteSelection | null) =>
  useQuery({ ...getQuoteQueryOptions(listingId, selection), placeholderData: keepPreviousData });
