import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { i18n } from '@/lib/i18n';
import { ArrowRight, CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { WIZARD_STEPS, ownerPaths } from '../config';
import { publishChecklist, type ProblemTarget } from '../utils/steps';

const targetLink = (
  listingId: number,
  target: ProblemTarget,
  mode: 'wizard' | 'edit',
): { to: string; label: string } => {
  if (target.kind === 'page') {
    return target.page === 'seller'
      ? { to: ownerPaths.sellerInformation, label: i18n._(msg`Owner Information`) }
      : { to: ownerPaths.paymentMethod, label: i18n._(msg`Payment Method`) };
  }
  const step = WIZARD_STEPS.find((s) => s.key === target.step)!;
  return {
    to:
      mode === 'edit'
        ? ownerPaths.editListing(listingId, step.key)
        : ownerPaths.wizardStep(listingId, step.key),
    label: i18n._(step.title),
  };
};

/**
 * The 422 answer of publish/activate as a checklist: each problem
 * links to the step or page that fixes it. Takes the focus when it appears.
 */
export function PublishChecklist({
  listingId,
  message,
  errors,
  mode = 'wizard',
}: {
  listingId: number;
  message: string;
  errors: Record<string, string[]> | undefined;
  mode?: 'wizard' | 'edit';
}) {
  const ref = useRef<HTMLDivElement>(null);
  const problems = publishChecklist(errors);
  const missing = problems.length;
  useEffect(() => {
    ref.current?.focus();
  }, [errors]);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="publish-checklist-title"
      data-testid="publish-checklist"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 focus:outline-2 focus:outline-offset-2 focus:outline-amber-500 dark:border-amber-800 dark:bg-amber-950/30"
    >
      <div className="flex items-start gap-3">
        <CircleAlert
          className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400"
          aria-hidden="true"
        />
        <div className="min-w-0 flex-1">
          <h3 id="publish-checklist-title" className="font-semibold text-slate-900 dark:text-white">
            {message}
          </h3>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            <Plural value={missing} one="One thing is missing:" other="# things are missing:" />
          </p>
          <ul className="mt-3 space-y-2">
            {problems.map((problem) => {
              const link = targetLink(listingId, problem.target, mode);
              const linkLabel = link.label;
              return (
                <li
                  key={problem.field}
                  data-testid="publish-problem"
                  className="flex flex-col gap-2 rounded-xl bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between dark:bg-slate-900"
                >
                  <span className="flex items-start gap-2 text-sm text-slate-900 dark:text-white">
                    <span
                      className="mt-1.5 size-2 shrink-0 rounded-full bg-amber-500"
                      aria-hidden="true"
                    />
                    {problem.messages.join(' ')}
                  </span>
                  <Link
                    to={link.to}
                    className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
                  >
                    <Trans>Go to {linkLabel}</Trans>
                    <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </div>
  );
}
