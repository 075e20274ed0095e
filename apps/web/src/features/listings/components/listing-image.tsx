import { useState, type ImgHTMLAttributes } from 'react';
import { LISTING_FALLBACK_IMAGE } from '../utils/listing-cover';

/** An <img> that swaps to the local fallback when the file cannot be loaded. */
export function ListingImage({
  src,
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? LISTING_FALLBACK_IMAGE : src;
  return (
    <img
      src={shown}
      alt={alt}
      onError={() => {
        if (src !== LISTING_FALLBACK_IMAGE) setFailedSrc(src);
      }}
      {...props}
    />
  );
}
