import type { ConditionReport } from '@ownless/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, CheckCircle2, Lock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { dateTimeFormat } from '@/lib/i18n';
import { CHECKS, CONDITION_CHECKS } from '../utils/checklist';

const when = (iso: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The photos as thumbnails, each a link to the large picture in a new tab. */
function Photos({ report, label }: { report: ConditionReport; label: string }) {
  const { t } = useLingui();
  if (report.photos.length === 0) return null;
  const count = report.photos.length;
  return (
    <ul aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {report.photos.map((photo, index) => {
        const number = index + 1;
        return (
          <li key={photo.url}>
            <a
              href={photo.url}
              target="_blank"
              rel="noopener noreferrer"
              className="block overflow-hidden rounded-xl ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:ring-slate-700"
            >
              <img
                src={photo.thumb_url}
                width={photo.width}
                height={photo.height}
                alt={t`${label}: photo ${number} of ${count} (opens larger in a new tab)`}
                loading="lazy"
                className="size-20 object-cover sm:size-24"
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

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
      <Photos report={report} label={owner ? t`The owner’s photos` : t`The renter’s photos`} />
    </article>
  );
}
