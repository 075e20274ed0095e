import { Trans } from '@lingui/react/macro';
import type { CurrentUser } from '@ownless/shared';
import { AlertTriangle, ArrowRight, CircleCheck, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { attentionItems } from '../utils/attention';

/** The dashboard's "What needs attention", from the user alone (no extra request). */
export function AttentionList({ user }: { user: CurrentUser }) {
  const items = attentionItems(user);
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-4 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-950/40 dark:text-brand-100">
        <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
        <Trans>Nothing needs your attention. Your account is all set.</Trans>
      </p>
    );
  }
  return (
    <ul className="space-y-3" data-testid="attention-list">
      {items.map((item) => {
        const Icon = item.tone === 'warning' ? AlertTriangle : Lightbulb;
        return (
          <li
            key={item.key}
            data-testid={`attention-${item.key}`}
            className={cn(
              'flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center',
              item.tone === 'warning'
                ? 'border-amber-200 bg-amber-50 dark:border-amber-900/60 dark:bg-amber-950/30'
                : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
            )}
          >
            <div className="flex min-w-0 flex-1 gap-3">
              <Icon
                className={cn(
                  'mt-0.5 size-5 shrink-0',
                  item.tone === 'warning'
                    ? 'text-amber-700 dark:text-amber-400'
                    : 'text-brand-700 dark:text-brand-400',
                )}
                aria-hidden="true"
              />
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900 dark:text-white">{item.title}</h3>
                <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">
                  {item.description}
                </p>
              </div>
            </div>
            <Link
              to={item.to}
              className="inline-flex shrink-0 items-center gap-1 self-start rounded-xl bg-white px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-900/10 hover:bg-slate-50 sm:self-center dark:bg-slate-800 dark:text-brand-300 dark:ring-white/10 dark:hover:bg-slate-700"
            >
              {item.action}
              <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
