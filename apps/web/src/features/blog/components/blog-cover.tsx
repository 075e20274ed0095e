import { useState } from 'react';
import { Newspaper } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A post's cover, or a branded placeholder when there is none or it fails to load. */
export function BlogCover({
  src,
  alt,
  className,
  width = 800,
  height = 450,
  loading = 'lazy',
}: {
  src: string | null;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  loading?: 'lazy' | 'eager';
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200 text-brand-700 dark:from-brand-900/60 dark:to-brand-950 dark:text-brand-300',
          className,
        )}
      >
        <Newspaper className="size-10" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('object-cover', className)}
    />
  );
}
