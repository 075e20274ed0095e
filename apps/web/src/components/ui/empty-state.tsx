import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { cn } from '@/lib/cn';

export function EmptyState({
  title,
  message,
  action,
  icon,
  className,
  headingLevel = 2,
}: {
  title: string;
  message?: string;
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
  /** 1 when the state replaces a whole page's content. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        {icon ?? <Inbox className="size-6" aria-hidden="true" />}
      </span>
      <Heading className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </Heading>
      {message && (
        <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">{message}</p>
      )}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
