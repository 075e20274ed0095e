import type { ReactNode } from 'react';

/** The frame of the sign-in screens: a centred card with the page's only <h1>. */
export function AuthCard({
  icon,
  title,
  description,
  children,
  footer,
  wide,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-white px-4 py-10 sm:py-16 dark:from-brand-950/30 dark:to-slate-950">
      <div className={wide ? 'mx-auto w-full max-w-xl' : 'mx-auto w-full max-w-md'}>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          {icon && (
            <span className="mb-5 flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-400">
              {icon}
            </span>
          )}
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 rtl:tracking-normal dark:text-white">
            {title}
          </h1>
          {description && (
            <div className="mt-2 text-slate-600 dark:text-slate-400">{description}</div>
          )}
          <div className="mt-6">{children}</div>
        </div>
        {footer && (
          <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}

export const authLinkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-400';
