import type { ListingImage } from './listing';

/**
 * Cover first, then by position: a listing's gallery, as the app shows it and as the server
 * preloads its first photo. Its own module, without schemas, so first pages can import it.
 */
export function sortGalleryImages<T extends Pick<ListingImage, 'is_cover' | 'position'>>(
  images: readonly T[],
): T[] {
  return [...images].sort((a, b) => b.is_cover - a.is_cover || a.position - b.position);
}
