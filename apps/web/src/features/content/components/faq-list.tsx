import { useId, useState } from 'react';
import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, MessageCircleQuestion } from 'lucide-react';
import type { Faq } from '@ownless/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFaqs } from '../api/get-faqs';

/** Groups FAQs by category, keeping the order categories first appear in, and sorts by position. */
export function groupFaqs(faqs: readonly Faq[]): { category: string; items: Faq[] }[] {
  const groups = new Map<string, Faq[]>();
  for (const faq of [...faqs].sort((a, b) => a.position - b.position)) {
    const category = faq.category?.trim() || translate`General`;
    groups.set(category, [...(groups.get(category) ?? []), faq]);
  }
  return [...groups].map(([category, items]) => ({ category, items }));
}

function FaqItem({ faq }: { faq: Faq }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="border-b border-slate-200 last:border-0 dark:border-slate-800">
      <h3>
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-4 py-5 text-start text-base font-semibold text-slate-900 hover:text-brand-700 dark:text-white dark:hover:text-brand-400"
        >
          {faq.question}
          <ChevronDown
            className={cn(
              'size-5 shrink-0 text-slate-500 transition-transform dark:text-slate-400',
              open && 'rotate-180',
            )}
            aria-hidden="true"
          />
        </button>
      </h3>
      <div id={`${id}-a`} role="region" aria-labelledby={`${id}-q`} hidden={!open} className="pb-5">
        <p className="text-base/7 whitespace-pre-line text-slate-700 dark:text-slate-300">
          {faq.answer}
        </p>
      </div>
    </li>
  );
}

export function FaqList() {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch } = useFaqs();

  if (isPending) {
    return (
      <div role="status" className="space-y-4" aria-busy="true" aria-label={t`Loading questions`}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorState
        title={t`We couldn’t load the FAQs`}
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState
        icon={<MessageCircleQuestion className="size-6" aria-hidden="true" />}
        title={t`No questions yet`}
        message={t`Can’t find what you need? Send us a message and we’ll help.`}
      />
    );
  }

  return (
    <div className="space-y-12" data-testid="faq-list">
      {groupFaqs(data).map(({ category, items }, index) => (
        <section key={category} aria-labelledby={`faq-group-${index}`}>
          <h2
            id={`faq-group-${index}`}
            className="text-sm font-semibold tracking-wide text-brand-700 uppercase rtl:tracking-normal dark:text-brand-400"
          >
            {category}
          </h2>
          <ul className="mt-2">
            {items.map((faq) => (
              <FaqItem key={faq.id} faq={faq} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
