import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One titled section of the listing page; `id` is its heading's, which names it. */
export function DetailSection({
  id,
  title,
  icon,
  children,
  className,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn('space-y-4', className)}>
      <h2
        id={id}
        className="flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-white"
      >
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
