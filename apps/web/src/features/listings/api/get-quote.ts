import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { listingKeys } from '@/lib/query-keys';
import type { QuoteSelection } from '../utils/quote-form';

/** POST /api/listing/:id/quote → the server's price for a selection (it is the authority). */
export const getQuoteQueryOptions = (listingId: number, selection: QuoteSelection | null) =>
  queryOptions({
    queryKey: listingKeys.quote(listingId, selection),
    queryFn: ({ signal }) =>
      api
        .post<QuoteResponse>(`/listing/${listingId}/quote`, selection, { signal })
        .then((body) => body.quote),
    enabled: selection !== null,
    staleTime: 30_000,
    retry: false,
  });

/** The quote of the current selection; the previous one stays (dimmed) while it changes. */
export const useQuote = (listingId: number, selection: QuoteSelection | null) =>
  useQuery({ ...getQuoteQueryOptions(listingId, selection), placeholderData: keepPreviousData });
