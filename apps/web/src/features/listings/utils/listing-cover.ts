import type { ListingImage } from '@ownless/shared';
import { LISTING_IMAGE_FALLBACK } from '@ownless/shared/user';

/** Served from public/images, the same path the server uses for listings without images. */
export const LISTING_FALLBACK_IMAGE = LISTING_IMAGE_FALLBACK;

/** The image flagged as cover (is_cover === 1), else the first image, else none. */
export function getCoverImage(
  images: readonly ListingImage[] | null | undefined,
): ListingImage | undefined {
  if (!images || images.length === 0) return undefined;
  return images.find((image) => image.is_cover === 1) ?? images[0];
}

export function getCoverImageUrl(images: readonly ListingImage[] | null | undefined): string {
  return getCoverImage(images)?.file_path || LISTING_FALLBACK_IMAGE;
}

export { sortGalleryImages } from '@ownless/shared/gallery';
