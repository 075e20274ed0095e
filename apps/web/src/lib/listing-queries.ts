import { queryOptions } from '@tanstack/react-query';
import type { BookedResponse } from '@ownless/shared';
import { api } from './api-client';

/**
 * Query keys of one listing's public data, built here only: the listing page and the
 * owner's pages read the same answers, and an owner's change invalidates `detail(id)`,
 * which covers its booked days, reviews and quotes too.
 */
export const listingKeys = {
  detail: (id: number | string) => ['listing', String(id)] as const,
  booked: (id: number | string, from: string, to: string) => [...listingKeys.detail(id), 'booked', from, to] as const,
  reviews: (id: number | string) => [...listingKeys.detail(id), 'reviews'] as const,
  quote: (id: number | string, selection: unknown) => [...listingKeys.detail(id), 'quote', selection] as const,
};

/** GET /api/listing/:id/booked?from=&to= (YYYY-MM-DD) → the periods renters hold (no renter details). */
export const bookedQueryOptions = (listingId: number, from: string, to: string) =>
  queryOptions({
    queryKey: listingKeys.booked(listingId, from, to),
    queryFn: ({ signal }) =>
      api
        .get<BookedResponse>(`/listing/${listingId}/booked`, { params: { from, to }, signal })
        .then((body) => body.booked),
  });
