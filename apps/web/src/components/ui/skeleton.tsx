import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800', className)}
    />
  );
}

/**
 * Placeholders of the final size while something loads, announced once as busy with what
 * is loading (the skeletons themselves are hidden from screen readers).
 */
export function LoadingState({
  label,
  className,
  children,
}: {
  /** "Loading your cart". */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      {children}
    </div>
  );
}
