import type { InputHTMLAttributes, ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A radio or checkbox drawn as a card. The real input covers the card (transparent), so
 * clicks, arrows, Space and screen readers work as usual.
 */
export function ChoiceCard({
  type,
  title,
  description,
  icon,
  aside,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'title'> & {
  type: 'radio' | 'checkbox';
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer gap-3 rounded-2xl border border-slate-300 bg-white p-4 transition-colors',
        'hover:border-slate-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60 has-[:checked]:ring-1 has-[:checked]:ring-brand-600',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        'dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-500 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950/40 dark:has-[:checked]:ring-brand-400',
        description ? 'items-start' : 'items-center',
        className,
      )}
    >
      {/* Over the whole card, transparent: a click anywhere lands on the real input. */}
      <input
        type={type}
        className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl opacity-0 disabled:cursor-not-allowed"
        {...input}
      />
      {icon && (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700 peer-checked:bg-brand-700 peer-checked:text-white dark:bg-slate-800 dark:text-slate-200">
          {icon}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
        {description && (
          <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
            {description}
          </span>
        )}
      </span>
      {aside && (
        <span className="shrink-0 text-sm font-semibold text-slate-900 dark:text-white">
          {aside}
        </span>
      )}
      <span
        aria-hidden="true"
        className={cn(
          'flex size-5 shrink-0 items-center justify-center border-2 border-slate-300 text-white peer-checked:border-brand-700 peer-checked:bg-brand-700 dark:border-slate-600 dark:text-slate-950 dark:peer-checked:border-brand-400 dark:peer-checked:bg-brand-400',
          '[&>*]:hidden peer-checked:[&>*]:block',
          type === 'radio' ? 'rounded-full' : 'rounded-md',
        )}
      >
        {type === 'radio' ? (
          <span className="size-2 rounded-full bg-current" />
        ) : (
          <Check className="size-3.5" strokeWidth={3} />
        )}
      </span>
    </label>
  );
}
