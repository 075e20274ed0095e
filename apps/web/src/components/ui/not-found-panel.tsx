import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';

/** A 404 page's content: what is missing, why it may be, and two ways on. */
export function NotFoundPanel({
  heading,
  children,
  primary,
  secondary,
  testId,
}: {
  heading: string;
  children: ReactNode;
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
  testId: string;
}) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-xl text-center" data-testid={testId}>
      <PageTitle title={t`Page not found`} />
      <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-800 dark:bg-brand-400/10 dark:text-brand-300">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 dark:text-brand-400">
        404
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 rtl:tracking-normal sm:text-4xl dark:text-white">
        {heading}
      </h1>
      <p className="mt-4 text-lg/8 text-slate-600 dark:text-slate-400">{children}</p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={primary.to} className={buttonClass('primary', 'lg')}>
          {primary.label}
        </Link>
        <Link to={secondary.to} className={buttonClass('outline', 'lg')}>
          {secondary.label}
        </Link>
      </div>
    </div>
  );
}
