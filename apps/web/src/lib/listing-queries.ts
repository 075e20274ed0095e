import { queryOptions } from '@tanstack/react-query';
import type { BookedResponse } from '@ownless/shared';
import { api } from './api-client';
import { listingKeys } from './query-keys';

/** GET /api/listing/:id/booked?from=&to= (YYYY-MM-DD) → the periods renters hold (no renter details). */
export const bookedQueryOptions = (listingId: number, from: string, to: string) =>
  queryOptions({
    queryKey: listingKeys.booked(listingId, from, to),
    queryFn: ({ signal }) =>
      api
        .get<BookedResponse>(`/listing/${listingId}/booked`, { params: { from, to }, signal })
        .then((body) => body.booked),
  });
