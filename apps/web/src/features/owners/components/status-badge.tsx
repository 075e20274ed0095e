import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ListingStatus } from '@ownless/shared';
import { cn } from '@/lib/cn';

const tones: Record<ListingStatus, string> = {
  Draft:
    'bg-amber-50 text-amber-900 ring-amber-600/25 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30',
  Published:
    'bg-brand-50 text-brand-800 ring-brand-600/25 dark:bg-brand-400/10 dark:text-brand-300 dark:ring-brand-400/30',
  Inactive:
    'bg-slate-100 text-slate-700 ring-slate-500/25 dark:bg-slate-400/10 dark:text-slate-300 dark:ring-slate-400/30',
};

/** A listing status as the owner reads it. */
export const LISTING_STATUS_LABELS: Record<ListingStatus, MessageDescriptor> = {
  Draft: msg`Draft`,
  Published: msg`Published`,
  Inactive: msg`Inactive`,
};

const dots: Record<ListingStatus, string> = {
  Draft: 'bg-amber-500',
  Published: 'bg-brand-600 dark:bg-brand-400',
  Inactive: 'bg-slate-400',
};

/** The listing's status label (Draft, Published, Inactive). */
export function ListingStatusBadge({
  status,
  className,
}: {
  status: ListingStatus;
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <span
      data-testid="listing-status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status],
        className,
      )}
    >
      <span className={cn('size-1.5 rounded-full', dots[status])} aria-hidden="true" />
      {i18n._(LISTING_STATUS_LABELS[status])}
    </span>
  );
}
