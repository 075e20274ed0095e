import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingDetail, ListingDetailResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';
import { listingKeys } from '@/lib/query-keys';

/** GET /api/listing/:id → { listing }. A 404 rejects with ApiError status 404. */
export async function getListing(
  id: number | string,
  signal?: AbortSignal,
): Promise<ListingDetail> {
  const { listing } = await api.get<ListingDetailResponse>(
    `/listing/${encodeURIComponent(String(id))}`,
    { signal },
  );
  return listing;
}

export const getListingQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => getListing(id, signal),
  });

export const useListing = (id: number | string) => useQuery(getListingQueryOptions(id));
