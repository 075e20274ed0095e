import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { WIZARD_STEPS, ownerPaths, type WizardStepKey } from '../../config';
import type { StepState } from '../../utils/steps';

/**
 * The wizard's numbered steps (current one aria-current="step"); completed and next steps
 * are links. On narrow screens only the numbers show, with the current title below.
 */
export function StepIndicator({
  listingId,
  current,
  steps,
}: {
  listingId: number | null;
  current: WizardStepKey;
  steps: StepState[];
}) {
  const { t, i18n } = useLingui();
  const currentIndex = WIZARD_STEPS.findIndex((s) => s.key === current);
  const currentStep = WIZARD_STEPS[currentIndex]!;
  const number = currentIndex + 1;
  const total = WIZARD_STEPS.length;
  const title = i18n._(currentStep.title);
  return (
    <nav aria-label={t`Add listing steps`} data-testid="step-indicator">
      <p className="mb-3 text-sm font-medium text-slate-600 lg:hidden dark:text-slate-400">
        <Trans>
          Step {number} of {total}:{' '}
          <span className="font-semibold text-slate-900 dark:text-white">{title}</span>
        </Trans>
      </p>
      <ol className="flex items-center gap-1 sm:gap-2 lg:flex-col lg:items-stretch lg:gap-1">
        {WIZARD_STEPS.map((step, index) => {
          const state = steps[index];
          const isCurrent = step.key === current;
          const complete = state?.complete ?? false;
          const reachable = listingId !== null && (state?.reachable ?? false) && !isCurrent;
          const marker = (
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ring-1 ring-inset transition-colors sm:size-8 sm:text-sm',
                isCurrent
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : complete
                    ? 'bg-brand-50 text-brand-800 ring-brand-600/30 dark:bg-brand-400/10 dark:text-brand-300 dark:ring-brand-400/40'
                    : 'bg-white text-slate-500 ring-slate-300 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-700',
              )}
            >
              {complete && !isCurrent ? <Check className="size-4" aria-hidden="true" /> : index + 1}
            </span>
          );
          const label = (
            <span className="sr-only lg:not-sr-only lg:min-w-0">
              <span className="block truncate text-sm font-semibold">{i18n._(step.title)}</span>
              <span className="hidden text-xs font-normal text-slate-500 xl:block dark:text-slate-400">
                {i18n._(step.description)}
              </span>
              {complete && !isCurrent && (
                <span className="sr-only">
                  {' '}
                  <Trans>(done)</Trans>
                </span>
              )}
            </span>
          );
          const body = (
            <>
              {marker}
              {label}
            </>
          );
          const rowClass = cn(
            'flex items-center gap-3 rounded-xl lg:px-2 lg:py-2',
            isCurrent
              ? 'text-slate-900 lg:bg-brand-50/70 dark:text-white dark:lg:bg-brand-950/40'
              : 'text-slate-700 dark:text-slate-300',
          );
          return (
            <li key={step.key} className="flex min-w-0 flex-1 items-center lg:flex-none">
              {isCurrent ? (
                <span aria-current="step" className={rowClass}>
                  {body}
                </span>
              ) : reachable ? (
                <Link
                  to={ownerPaths.wizardStep(listingId!, step.key)}
                  className={cn(rowClass, 'hover:bg-slate-100 dark:hover:bg-slate-800/70')}
                >
                  {body}
                </Link>
              ) : (
                <span className={cn(rowClass, 'opacity-70')} aria-disabled="true">
                  {body}
                </span>
              )}
              {index < WIZARD_STEPS.length - 1 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'mx-0.5 h-0.5 min-w-0 flex-1 rounded-full lg:hidden',
                    complete ? 'bg-brand-600/50' : 'bg-slate-200 dark:bg-slate-700',
                  )}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The edit page's sections: the same steps, as tabs (links; the current one is marked). */
export function EditTabs({ listingId, current }: { listingId: number; current: WizardStepKey }) {
  const { t, i18n } = useLingui();
  return (
    <nav
      aria-label={t`Listing sections`}
      className="relative -mx-4 overflow-x-auto px-4 @container sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-1 border-b border-slate-200 dark:border-slate-800">
        {WIZARD_STEPS.map((step) => {
          const active = step.key === current;
          return (
            <li key={step.key}>
              <Link
                to={ownerPaths.editListing(listingId, step.key)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                  active
                    ? 'border-brand-700 text-brand-800 dark:border-brand-400 dark:text-brand-300'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
                )}
              >
                {i18n._(step.title)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
