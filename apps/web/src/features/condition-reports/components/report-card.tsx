import type { ConditionReport } from '@ownless/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, CheckCircle2, Lock } from 'lucide-react';
import { EvidencePhotos } from '@/components/ui/evidence-photos';
import { cn } from '@/lib/cn';
import { dateTimeFormat } from '@/lib/i18n';
import { CHECKS, CONDITION_CHECKS } from '../utils/checklist';

const when = (iso: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** One party's report: who and when, the checklist as icons and words, the notes, the photos. */
export function ReportCard({ report }: { report: ConditionReport }) {
  const { t, i18n } = useLingui();
  const name = report.author.name;
  const owner = report.author.role === 'owner';
  const role = owner ? t`Owner` : t`Renter`;
  const edited = report.updated_at !== report.created_at;
  const at = when(report.updated_at);
  return (
    <article
      className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700"
      data-testid={`condition-report-${report.stage}-${report.author.role}`}
      aria-label={owner ? t`The owner’s report` : t`The renter’s report`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-semibold text-slate-900 dark:text-white">
          <bdi>{name}</bdi>{' '}
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">· {role}</span>
        </p>
        <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
          {report.locked && <Lock className="size-3.5 shrink-0" aria-hidden="true" />}
          <span>
            {edited ? (
              <Trans>
                Updated <bdi>{at}</bdi>
              </Trans>
            ) : (
              <bdi>{at}</bdi>
            )}
          </span>
          {report.locked && <span className="sr-only">{t`(final)`}</span>}
        </p>
      </header>
      <ul className="mt-3 grid gap-1.5 sm:grid-cols-2" aria-label={t`Checklist`}>
        {CONDITION_CHECKS.map((check) => {
          const answer = report.checklist[check];
          const words = CHECKS[check];
          const good = answer === words.good;
          const Icon = good ? CheckCircle2 : AlertTriangle;
          return (
            <li key={check} className="flex items-center gap-2 text-sm">
              <Icon
                className={cn(
                  'size-4 shrink-0',
                  good
                    ? 'text-emerald-600 dark:text-emerald-400'
                    : 'text-amber-600 dark:text-amber-400',
                )}
                aria-hidden="true"
              />
              <span
                className={
                  good
                    ? 'text-slate-700 dark:text-slate-300'
                    : 'font-medium text-slate-900 dark:text-white'
                }
              >
                {i18n._(answer ? words.yes : words.no)}
              </span>
            </li>
          );
        })}
      </ul>
      {report.notes && (
        <p
          dir="auto"
          className="mt-3 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300"
        >
          {report.notes}
        </p>
      )}
      <div className="mt-1">
        <EvidencePhotos
          photos={report.photos}
          label={owner ? t`The owner’s photos` : t`The renter’s photos`}
        />
      </div>
    </article>
  );
}
