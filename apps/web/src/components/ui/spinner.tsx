import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useLingui();
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <svg
        className="size-8 animate-spin text-brand-700 dark:text-brand-400"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label ?? t`Loading`}</span>
    </span>
  );
}

/**
 * Shown while a lazy route's code loads. A screen tall, so the footer below it starts under
 * the fold and does not jump when the page arrives (the budget is CLS ≤ 0.02 on first load).
 */
export function PageSpinner() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={t`Loading page`} />
    </div>
  );
}
