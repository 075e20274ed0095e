import type { ReservationStatus } from '@ownless/shared';
import { cn } from '@/lib/cn';
import { useLingui } from '@lingui/react/macro';
import { STATUS_LABELS, STATUS_TONES, type StatusTone } from '../utils/reservation-status';

const tones: Record<StatusTone, string> = {
  amber:
    'bg-amber-50 text-amber-800 ring-amber-600/25 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/30',
  sky: 'bg-sky-50 text-sky-800 ring-sky-600/25 dark:bg-sky-400/10 dark:text-sky-300 dark:ring-sky-400/30',
  brand:
    'bg-brand-50 text-brand-800 ring-brand-600/25 dark:bg-brand-400/10 dark:text-brand-300 dark:ring-brand-400/30',
  violet:
    'bg-violet-50 text-violet-800 ring-violet-600/25 dark:bg-violet-400/10 dark:text-violet-300 dark:ring-violet-400/30',
  slate:
    'bg-slate-100 text-slate-700 ring-slate-500/25 dark:bg-slate-400/10 dark:text-slate-300 dark:ring-slate-400/30',
  red: 'bg-red-50 text-red-800 ring-red-600/25 dark:bg-red-400/10 dark:text-red-300 dark:ring-red-400/30',
};

const dots: Record<StatusTone, string> = {
  amber: 'bg-amber-500',
  sky: 'bg-sky-500',
  brand: 'bg-brand-500',
  violet: 'bg-violet-500',
  slate: 'bg-slate-400',
  red: 'bg-red-500',
};

/** The status of a reservation as a coloured pill; the word carries the meaning, not the colour. */
export function StatusBadge({
  status,
  className,
}: {
  status: ReservationStatus;
  className?: string;
}) {
  const { i18n } = useLingui();
  const message = STATUS_LABELS[status];
  const label = message ? i18n._(message) : status;
  const tone = STATUS_TONES[status] ?? 'slate';
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
      data-testid="reservation-status"
      data-status={status}
    >
      <span className={cn('size-1.5 rounded-full', dots[tone])} aria-hidden="true" />
      {label}
    </span>
  );
}
