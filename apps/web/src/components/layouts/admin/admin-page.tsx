import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { cn } from '@/lib/cn';

/** The frame of a dashboard page: document title, <h1>, description, actions, content. */
export function AdminPage({
  title,
  documentTitle,
  description,
  actions,
  children,
  width = 'default',
}: {
  title: ReactNode;
  /** Defaults to the title when it is text. */
  documentTitle?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  width?: 'default' | 'narrow' | 'wide';
}) {
  return (
    <div
      className={cn(
        'mx-auto w-full px-4 py-8 sm:px-6 lg:px-8',
        width === 'narrow' ? 'max-w-3xl' : width === 'wide' ? 'max-w-7xl' : 'max-w-5xl',
      )}
    >
      <PageTitle title={documentTitle ?? (typeof title === 'string' ? title : undefined)} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-balance rtl:tracking-normal text-slate-900 sm:text-3xl dark:text-white">
            {title}
          </h1>
          {description && (
            <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{description}</p>
          )}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** A white panel with a heading, for the sections of a dashboard page. */
export function AdminSection({
  title,
  description,
  children,
  id,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {description && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      )}
      <div className="mt-5">{children}</div>
    </section>
  );
}
