import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Container } from '@/components/ui/container';

const BROWSE = msg`Browse`;

/**
 * The head of a search page: eyebrow, title and one line, then the search form. The built
 * index.html paints it before the scripts arrive (src/first-paint.tsx), so it takes no data:
 * its words are messages, read in the page's language.
 */
export function SearchIntro({
  eyebrow = BROWSE,
  title,
  description,
  children,
}: {
  eyebrow?: MessageDescriptor;
  title: MessageDescriptor;
  description: MessageDescriptor;
  children?: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white dark:border-slate-800 dark:from-brand-950/30 dark:to-slate-950">
      <Container className="py-10 sm:py-12">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase rtl:tracking-normal dark:text-brand-400">
          {_(eyebrow)}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl rtl:tracking-normal dark:text-white">
          {_(title)}
        </h1>
        <p className="mt-3 max-w-2xl text-lg/8 text-slate-600 dark:text-slate-400">
          {_(description)}
        </p>
        {children}
      </Container>
    </div>
  );
}
