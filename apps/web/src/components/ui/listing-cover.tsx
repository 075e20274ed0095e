import { useState } from 'react';
import { LISTING_IMAGE_FALLBACK } from '@ownless/shared/user';
import { cn } from '@/lib/cn';

/** A listing's cover (decorative next to its name), falling back to the placeholder. */
export function ListingCover({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? LISTING_IMAGE_FALLBACK : src}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
      className={cn('shrink-0 rounded-xl bg-slate-100 object-cover dark:bg-slate-800', className)}
    />
  );
}
