import { forwardRef, type InputHTMLAttributes } from 'react';
import { inputClass } from '@/components/ui/field';

/** A dollar amount: "$" before, an optional unit ("per day") after. */
export const MoneyInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean; suffix?: string }
>(function MoneyInput({ invalid, suffix, className, ...props }, ref) {
  return (
    // Amounts read left to right in every language: "$" before, the unit after.
    <div className="relative" dir="ltr">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute start-4 top-1/2 -translate-y-1/2 text-slate-500 dark:text-slate-400"
      >
        $
      </span>
      <input
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        className={inputClass(
          invalid,
          `ps-8 text-start tabular-nums ${suffix ? 'pe-24' : ''} ${className ?? ''}`,
        )}
        {...props}
      />
      {suffix && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute end-4 top-1/2 -translate-y-1/2 text-sm text-slate-500 dark:text-slate-400"
        >
          {suffix}
        </span>
      )}
    </div>
  );
});
