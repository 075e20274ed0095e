import type { ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * The frame of a place field — its label, and the pin before the input — shared by the
 * autocomplete and the plain input that stands in for it until its code loads
 * (place-field.tsx), so the two look the same. `children` sit beside the pin (the input and
 * what pops up under it); `after` goes below (hints, errors).
 */
export function PlaceFieldFrame({
  id,
  label,
  className,
  children,
  after,
}: {
  id: string | undefined;
  label: string | undefined;
  className: string | undefined;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className={className}>
      {label && (
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-white">
          {label}
        </label>
      )}
      <div className={cn('relative', label && 'mt-2')}>
        <MapPin
          className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden="true"
        />
        {children}
      </div>
      {after}
    </div>
  );
}
