import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OperatorReport, ReportAction, ReportExcerptLine } from '@ownless/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { systemMessageText } from '@/lib/system-message';
import { StatusPill, formatWhen } from './console-ui';
import { KIND_LABELS, OUTCOME_LABELS, REASON_LABELS } from './reports-queue-labels';

const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-400';
const mutedClass = 'text-xs text-slate-600 dark:text-slate-400';

/** The actions a report allows: unpublishing only for a listing. */
export const actionsFor = (report: OperatorReport): ReportAction[] =>
  report.kind === 'listing'
    ? ['dismiss', 'warn', 'unpublish', 'suspend']
    : ['dismiss', 'warn', 'suspend'];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** What was reported, with a link to it. */
function Target({ report }: { report: OperatorReport }) {
  if (report.kind === 'listing')
    return (
      <Link to={paths.listingDetail(report.target_id)} className={linkClass}>
        <bdi>{report.target_label}</bdi>
      </Link>
    );
  if (report.kind === 'user')
    return (
      <Link to={paths.operator.user(report.target_id)} className={linkClass}>
        <bdi>{report.target_label}</bdi>
      </Link>
    );
  return (
    <blockquote dir="auto" className="border-s-2 border-red-400 ps-3 whitespace-pre-line">
      {report.target_label}
    </blockquote>
  );
}

/**
 * A reported message's conversation, oldest first, the reported one marked: a few lines
 * before and after it in the queue, more on the report's page. OwnLess's own messages (a
 * deposit or claim step) are said in the page's language.
 */
function Excerpt({ lines }: { lines: ReportExcerptLine[] }) {
  const { t } = useLingui();
  if (lines.length === 0) return null;
  return (
    <ol
      aria-label={t`The conversation around the reported message`}
      className="space-y-1 rounded-xl bg-slate-50 p-2 text-sm dark:bg-slate-950"
      data-testid="report-conversation"
    >
      {lines.map((line) => (
        <li
          key={line.id}
          className={cn(
            'rounded-lg px-2 py-1.5',
            line.reported &&
              'bg-red-50 ring-1 ring-red-300 dark:bg-red-400/10 dark:ring-red-400/40',
          )}
          aria-current={line.reported || undefined}
        >
          <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
            <span className="text-sm font-semibold text-slate-900 dark:text-white">
              <bdi>{line.kind === 'system' ? 'OwnLess' : line.sender}</bdi>
            </span>
            <time dateTime={line.created_at} className={mutedClass}>
              {formatWhen(line.created_at)}
            </time>
            {line.reported && (
              <span className="font-semibold text-red-800 dark:text-red-300">
                <Trans>Reported</Trans>
              </span>
            )}
          </p>
          <p dir="auto" className="break-words whitespace-pre-line">
            {line.kind === 'system' ? systemMessageText(line) : line.message}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * One report: what, who, why, and its actions while open. In the queue it shows a few lines
 * of a message's conversation and links to the report's page; on that page it is given the
 * longer conversation instead.
 */
export function ReportCard({
  report,
  onAction,
  conversation,
}: {
  report: OperatorReport;
  onAction: (report: OperatorReport, action: ReportAction) => void;
  /** The report's page: the conversation around a reported message (no link to the page). */
  conversation?: ReportExcerptLine[];
}) {
  const { t, i18n } = useLingui();
  const reason = i18n._(REASON_LABELS[report.reason]);
  const kind = i18n._(KIND_LABELS[report.kind]);
  const others = report.other_reports;
  const resolvedBy = report.resolved_by;
  const reportId = report.id;
  const Heading = conversation ? 'h2' : 'h3';
  const buttonLabels: Record<ReportAction, string> = {
    dismiss: t`Dismiss`,
    warn: t`Warn`,
    unpublish: t`Unpublish`,
    suspend: t`Suspend`,
  };
  return (
    <article
      aria-labelledby={`report-${report.id}-title`}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="operator-report"
    >
      <header className="flex flex-wrap items-center gap-2">
        <Heading
          id={`report-${report.id}-title`}
          className="me-auto text-base font-semibold text-slate-900 dark:text-white"
        >
          <Trans>
            {kind}: {reason}
          </Trans>
        </Heading>
        {!conversation && (
          <Link
            to={paths.operator.report(report.id)}
            className={cn(linkClass, 'text-sm')}
            data-testid="report-open"
          >
            <Trans>Report #{reportId} and its evidence</Trans>
          </Link>
        )}
        {report.status === 'open' ? (
          <StatusPill tone="warn">
            <Trans context="report status">Open</Trans>
          </StatusPill>
        ) : (
          <StatusPill tone={report.outcome === 'dismiss' ? 'neutral' : 'bad'}>
            {report.outcome ? i18n._(OUTCOME_LABELS[report.outcome]) : null}
          </StatusPill>
        )}
      </header>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Row label={t`Reported`}>
          <Target report={report} />
        </Row>
        <Row label={t({ message: 'About', context: 'report target' })}>
          {report.subject ? (
            <Link to={paths.operator.user(report.subject.id)} className={linkClass}>
              <bdi>{report.subject.full_name}</bdi>
            </Link>
          ) : (
            <Trans>A deleted account</Trans>
          )}
        </Row>
        <Row label={t`Reporter`}>
          {report.reporter ? (
            <>
              <Link to={paths.operator.user(report.reporter.id)} className={linkClass}>
                <bdi>{report.reporter.full_name}</bdi>
              </Link>
              <span className={cn(mutedClass, 'block break-all')}>
                <bdi>{report.reporter.email}</bdi>
              </span>
            </>
          ) : (
            <Trans>A deleted account</Trans>
          )}
        </Row>
        <Row label={t`Filed`}>
          <time dateTime={report.created_at}>{formatWhen(report.created_at)}</time>
          {others > 0 && (
            <span className={cn(mutedClass, 'block')}>
              <Plural
                value={others}
                one="# other report of the same thing"
                other="# other reports of the same thing"
              />
            </span>
          )}
        </Row>
      </dl>
      <Excerpt lines={conversation ?? report.excerpt} />
      <div className="text-sm">
        <p className="text-xs font-semibold text-slate-600 dark:text-slate-400">
          <Trans>Details</Trans>
        </p>
        {report.details ? (
          <p dir="auto" className="mt-0.5 break-words whitespace-pre-line">
            {report.details}
          </p>
        ) : (
          <p className={mutedClass}>
            <Trans>No details given.</Trans>
          </p>
        )}
      </div>
      {report.status === 'open' ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t`Actions`}>
          {actionsFor(report).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'dismiss' ? 'outline' : 'danger'}
              onClick={() => onAction(report, action)}
              data-testid={`report-${action}`}
            >
              {buttonLabels[action]}
            </Button>
          ))}
        </div>
      ) : (
        <p className={mutedClass}>
          {report.resolved_at && (
            <time dateTime={report.resolved_at}>{formatWhen(report.resolved_at)}</time>
          )}
          {resolvedBy && (
            <>
              {' '}
              <Trans>
                by <bdi className="break-all">{resolvedBy}</bdi>
              </Trans>
            </>
          )}
          {report.note && (
            <span className="mt-1 block text-sm text-slate-800 dark:text-slate-200">
              <bdi>{report.note}</bdi>
            </span>
          )}
        </p>
      )}
    </article>
  );
}
