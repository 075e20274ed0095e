import { useState } from 'react';
import { PROFILE_PICTURE_PLACEHOLDER } from '@ownless/shared/user';
import { cn } from '@/lib/cn';

/** A round profile picture that falls back to the placeholder when the file is missing. */
export function Avatar({
  src,
  alt = '',
  className,
}: {
  src?: string | null;
  /** Empty when a visible name sits next to it. */
  alt?: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = src || PROFILE_PICTURE_PLACEHOLDER;
  const shown = failedSrc === wanted ? PROFILE_PICTURE_PLACEHOLDER : wanted;
  return (
    <img
      src={shown}
      alt={alt}
      width={40}
      height={40}
      onError={() => {
        if (wanted !== PROFILE_PICTURE_PLACEHOLDER) setFailedSrc(wanted);
      }}
      className={cn(
        'size-10 shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-900/10 dark:bg-slate-800 dark:ring-white/10',
        className,
      )}
    />
  );
}
