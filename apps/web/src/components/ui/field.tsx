import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

/**
 * A text control's look. What people type reads in its own direction (`unicode-bidi: plaintext`):
 * an English bio or a phone number in the Arabic page starts at the left with its full stop or
 * "+" in place, and an empty field keeps the page's direction for its placeholder.
 */
export const inputClass = (invalid?: boolean, extra?: string) =>
  cn(
    'block w-full [unicode-bidi:plaintext] min-w-0 rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-500 dark:focus:outline-brand-400 dark:disabled:bg-slate-800/60',
    invalid ? 'border-red-500 dark:border-red-500' : 'border-slate-300 dark:border-slate-700',
    extra,
  );

/**
 * The accessibility wiring of a form control: its id, aria-invalid and aria-describedby
 * pointing at the hint and the error below it.
 */
export function controlProps(id: string, error?: string, hint?: ReactNode) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** A field's error message, under its control; `id` is the control's id + `-error`. */
export function FieldError({
  id,
  message,
  compact,
}: {
  id: string;
  message?: string;
  /** Closer to the control, as in a compact `Field`. */
  compact?: boolean;
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      className={cn(compact ? 'mt-1.5' : 'mt-2', 'text-sm text-red-700 dark:text-red-400')}
    >
      {message}
    </p>
  );
}

/** Label, control, hint and error message of one form field. */
export function Field({
  id,
  label,
  error,
  hint,
  optional,
  labelAside,
  compact,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** Shown at the end of the label row (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  /**
   * The denser look of a side panel's fields (the listing's quote box): 6 px instead of
   * 8 px between the parts, a small hint, and the label in the colour of a fieldset legend.
   */
  compact?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label
          htmlFor={id}
          className={cn(
            'block text-sm font-semibold',
            compact ? 'text-slate-800 dark:text-slate-200' : 'text-slate-900 dark:text-white',
          )}
        >
          {label}
          {optional && (
            <>
              {' '}
              <span className="font-normal text-slate-500 dark:text-slate-400">
                <Trans>(optional)</Trans>
              </span>
            </>
          )}
        </label>
        {labelAside}
      </div>
      <div className={compact ? 'mt-1.5' : 'mt-2'}>{children}</div>
      {hint && (
        <p
          id={`${id}-hint`}
          className={cn(
            compact ? 'mt-1.5 text-xs' : 'mt-2 text-sm',
            'text-slate-600 dark:text-slate-400',
          )}
        >
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} compact={compact} />
    </div>
  );
}
