import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookedQueryOptions } from '@/lib/listing-queries';

export type { BookedPeriod } from '@ownless/shared';

/** The listing page's calendar: booked periods, kept 30 s and shown while the next month loads. */
export const getBookedQueryOptions = (listingId: number, from: string, to: string) => ({
  ...bookedQueryOptions(listingId, from, to),
  staleTime: 30_000,
});

export const useBooked = (listingId: number, from: string, to: string) =>
  useQuery({ ...getBookedQueryOptions(listingId, from, to), placeholderData: keepPreviousData });
