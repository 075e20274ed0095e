import type { ReactNode } from 'react';
import { Container } from './container';

/** The title band at the top of inner pages. */
export function PageHeader({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white dark:border-slate-800 dark:from-brand-950/30 dark:to-slate-950">
      <Container className="py-12 sm:py-16">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase rtl:tracking-normal dark:text-brand-400">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance text-slate-900 rtl:tracking-normal sm:text-4xl dark:text-white">
          {title}
        </h1>
        {description && (
          <p className="mt-4 max-w-2xl text-lg/8 text-slate-600 dark:text-slate-400">
            {description}
          </p>
        )}
        {children}
      </Container>
    </div>
  );
}
