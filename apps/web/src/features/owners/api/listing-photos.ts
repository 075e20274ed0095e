import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingResponse } from '@ownless/shared';
import { api, upload } from '@/lib/api-client';
import { storeListing } from './owner-listing';

/** POST /listing/:id/upload, one file per request so each has its own progress. */
export function uploadListingPhoto(
  listingId: number,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const body = new FormData();
  body.append('images', file, file.name);
  return upload<ListingResponse>(`/listing/${listingId}/upload`, body, { onProgress, signal });
}

type PhotoChange =
  | { kind: 'delete'; imageId: number }
  | { kind: 'cover'; imageId: number }
  | { kind: 'order'; imageIds: number[] };

const runPhotoChange = (listingId: number, change: PhotoChange) => {
  switch (change.kind) {
    case 'delete':
      return api.delete<ListingResponse>(`/listing/${listingId}/images/${change.imageId}`);
    case 'cover':
      return api.patch<ListingResponse>(`/listing/${listingId}/images/${change.imageId}/cover`);
    case 'order':
      return api.patch<ListingResponse>(`/listing/${listingId}/images/order`, {
        image_ids: change.imageIds,
      });
  }
};

/** Delete, choose the cover, or save a new order; each answers with the listing. */
export function usePhotoChange(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PhotoChange) => runPhotoChange(listingId, change),
    onSuccess: ({ listing }) => storeListing(queryClient, listing),
  });
}
