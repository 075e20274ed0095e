import { useEffect, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OperatorReportDetail, ReportReservation } from '@ownless/shared';
import { Link } from 'react-router';
import { AdminSection } from '@/components/layouts/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { QueryError } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useOperatorReport } from '../api/reports';
import { RESERVATION_STATUS_TONES, formatDay, statusWord } from '../utils/reservation-status';
import { StatusPill, formatWhen } from './console-ui';
import { ReportCard } from './reports-queue-item';
import { REASON_LABELS } from './reports-queue-labels';
import { type PendingResolution, ResolveReportDialog } from './reports-resolve-dialog';

const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-400';
const mutedClass = 'text-slate-600 dark:text-slate-400';

/** One reservation between the two: its page, listing, dates, who rented and its state. */
function ReservationItem({
  reservation: r,
  reporter,
  subject,
}: {
  reservation: ReportReservation;
  reporter: string;
  subject: string;
}) {
  const start = formatDay(r.start_at, r.time_zone);
  const end = formatDay(r.end_at, r.time_zone);
  const [renter, owner] = r.reporter_role === 'renter' ? [reporter, subject] : [subject, reporter];
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-2 rounded-2xl border border-slate-200 p-3 text-sm dark:border-slate-800"
      data-testid="report-reservation"
    >
      <div className="min-w-0">
        <Link to={paths.operator.reservation(r.id)} className={linkClass}>
          <bdi>{r.code}</bdi>
        </Link>{' '}
        <span className={mutedClass}>
          · <bdi>{r.listing.name}</bdi>
        </span>
        <p className="text-slate-800 dark:text-slate-200">
          <Trans>
            <time dateTime={r.start_at}>{start}</time> to <time dateTime={r.end_at}>{end}</time>
          </Trans>
        </p>
        <p className={`text-xs ${mutedClass}`}>
          <Trans>
            <bdi>{renter}</bdi> rented from <bdi>{owner}</bdi>
          </Trans>
        </p>
      </div>
      <StatusPill tone={RESERVATION_STATUS_TONES[r.status]}>{statusWord(r.status)}</StatusPill>
    </li>
  );
}

/**
 * The outcome of a resolution. It takes the focus once the dialog has closed: the button
 * that opened the dialog is gone with the report's actions.
 */
function Outcome({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [message]);
  return (
    <div ref={ref} tabIndex={-1} className="focus:outline-none">
      <Alert tone="success" data-testid="operator-notice">
        {message}
      </Alert>
    </div>
  );
}

function Body({ detail }: { detail: OperatorReportDetail }) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState<PendingResolution | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { report, reservations, other_open: others } = detail;
  const deleted = t`A deleted account`;
  const reporter = report.reporter?.full_name ?? deleted;
  const subject = report.subject?.full_name ?? deleted;
  const othersTotal = others.total;
  return (
    <div className="space-y-6" data-testid="report-page">
      {notice && <Outcome message={notice} />}
      <ReportCard
        report={report}
        conversation={detail.conversation}
        onAction={(target, action) => {
          setNotice(null);
          setPending({ report: target, action });
        }}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminSection
          title={
            report.kind === 'listing'
              ? t`The reporter’s reservations of this listing`
              : t`Reservations between them`
          }
          description={t`Newest first. Open one to read its history, conversation and ledger.`}
        >
          {reservations.length === 0 ? (
            <p className={`text-sm ${mutedClass}`} data-testid="report-no-reservations">
              {report.kind === 'listing' ? (
                <Trans>The reporter has not booked this listing.</Trans>
              ) : (
                <Trans>They have no reservations with each other.</Trans>
              )}
            </p>
          ) : (
            <ul className="space-y-3" aria-label={t`Reservations`}>
              {reservations.map((r) => (
                <ReservationItem key={r.id} reservation={r} reporter={reporter} subject={subject} />
              ))}
            </ul>
          )}
        </AdminSection>
        <AdminSection title={t`Other open reports of the same thing`}>
          <p className="text-sm text-slate-800 dark:text-slate-200" data-testid="report-others">
            <Plural
              value={othersTotal}
              _0="No other open reports."
              one="# other open report."
              other="# other open reports."
            />
          </p>
          {others.items.length > 0 && (
            <ul className="mt-3 space-y-2 text-sm">
              {others.items.map((o) => {
                const otherId = o.id;
                return (
                  <li key={o.id}>
                    <Link to={paths.operator.report(o.id)} className={linkClass}>
                      <Trans>Report #{otherId}</Trans>
                    </Link>{' '}
                    <span className={mutedClass}>
                      · {i18n._(REASON_LABELS[o.reason])} · <bdi>{o.reporter_name ?? deleted}</bdi>{' '}
                      · <time dateTime={o.created_at}>{formatWhen(o.created_at)}</time>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </AdminSection>
      </div>
      <ResolveReportDialog
        pending={pending}
        onClose={() => setPending(null)}
        onResolved={setNotice}
      />
    </div>
  );
}

/**
 * A report as the operator weighs it (GET /api/operator/reports/:id): the reporter's words,
 * a reported message in its conversation, the reservations between the reporter and the
 * person reported, the other open reports of the same thing, and the actions while open.
 */
export function ReportDetailView({ reportId }: { reportId: number }) {
  const { t } = useLingui();
  const query = useOperatorReport(reportId);
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    const title = missing ? t`This report does not exist` : t`The report could not be loaded`;
    return <QueryError query={query} title={title} />;
  }
  if (query.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={t`Loading the report`}>
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  return <Body detail={query.data} />;
}
