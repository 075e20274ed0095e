import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface BookedPeriod {
  start_at: string;
  end_at: string;
  quantity: number;
}

/** GET /api/listing/:id/booked?from=&to= → periods already booked (no renter details). */
export const getBookedQueryOptions = (listingId: number, from: string, to: string) =>
  queryOptions({
    queryKey: ['listing', String(listingId), 'booked', from, to],
    queryFn: ({ signal }) =>
      api
        .get<{ booked: BookedPeriod[] }>(`/listing/${listingId}/booked`, {
          params: { from, to },
          signal,
        })
        .then((body) => body.booked),
    staleTime: 30_000,
  });

export const useBooked = (listingId: number, from: string, to: string) =>
  useQuery({ ...getBookedQueryOptions(listingId, from, to), placeholderData: keepPreviousData });
