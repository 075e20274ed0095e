import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Circle, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { numberFormat } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useStarter } from '../api/get-starter';
import { stepText } from '../utils/steps';

/** The getting-started checklist (GET /user/starter) with a way to do each open step. */
export function StarterChecklist() {
  const { t, i18n } = useLingui();
  const query = useStarter();

  if (query.isPending) {
    return (
      <div
        role="status"
        className="space-y-3"
        aria-busy="true"
        aria-label={t`Loading your checklist`}
      >
        <Skeleton className="h-3 w-full rounded-full" />
        {[0, 1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-20 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }

  const { steps, completed, total } = query.data;
  const percent = total > 0 ? Math.round((completed / total) * 100) : 0;
  const percentText = numberFormat({ style: 'percent' }).format(percent / 100);

  return (
    <div className="space-y-6" data-testid="starter-checklist">
      <div>
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <p className="font-semibold text-slate-900 dark:text-white">
            {completed === total ? t`All done — nice work!` : t`${completed} of ${total} done`}
          </p>
          <p className="text-slate-600 dark:text-slate-400">{percentText}</p>
        </div>
        <div
          role="progressbar"
          aria-label={t`Checklist progress`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={completed}
          aria-valuetext={t`${completed} of ${total} steps done`}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div
            className="h-full rounded-full bg-brand-600 dark:bg-brand-400"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <ol className="space-y-3">
        {steps.map((step, index) => {
          const text = stepText(step.key);
          if (!text) return null;
          const number = index + 1;
          return (
            <li
              key={step.key}
              className={cn(
                'flex flex-col gap-4 rounded-2xl border p-4 sm:flex-row sm:items-center sm:p-5',
                step.done
                  ? 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50'
                  : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
              )}
              data-testid={`starter-step-${step.key}`}
            >
              <div className="flex min-w-0 flex-1 gap-3">
                {step.done ? (
                  <CircleCheck
                    className="mt-0.5 size-6 shrink-0 text-brand-700 dark:text-brand-400"
                    aria-hidden="true"
                  />
                ) : (
                  <Circle
                    className="mt-0.5 size-6 shrink-0 text-slate-300 dark:text-slate-600"
                    aria-hidden="true"
                  />
                )}
                <div className="min-w-0">
                  <h2
                    className={cn(
                      'font-semibold',
                      step.done
                        ? 'text-slate-600 line-through decoration-slate-400 dark:text-slate-400'
                        : 'text-slate-900 dark:text-white',
                    )}
                  >
                    <span className="sr-only">
                      {step.done ? (
                        <Trans>Step {number}, done:</Trans>
                      ) : (
                        <Trans>Step {number}, to do:</Trans>
                      )}{' '}
                    </span>
                    {i18n._(text.title)}
                  </h2>
                  <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                    {i18n._(text.description)}
                  </p>
                </div>
              </div>
              {!step.done && (
                <Link
                  to={text.to}
                  className="inline-flex shrink-0 items-center gap-1 self-start rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:self-center dark:text-brand-400 dark:hover:bg-brand-400/10"
                >
                  {i18n._(text.action)}
                  <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
