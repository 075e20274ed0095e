import { useRef, useState } from 'react';
import { CONDITION_STAGES, type ConditionReport, type ConditionStage } from '@ownless/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { QueryError } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/auth';
import { useConditionReports } from '../api/condition-reports';
import { STAGE_TITLES } from '../utils/checklist';
import { ConditionReportForm } from './condition-report-form';
import { ReportCard } from './report-card';

function StageColumn({
  reservationId,
  stage,
  reports,
  canAdd,
  mine,
  onSaved,
}: {
  reservationId: number;
  stage: ConditionStage;
  reports: ConditionReport[];
  canAdd: boolean;
  mine: ConditionReport | undefined;
  onSaved: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const headingId = `condition-${stage}-title`;
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <section aria-labelledby={headingId} className="min-w-0" data-testid={`condition-${stage}`}>
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {i18n._(STAGE_TITLES[stage])}
      </h3>
      {reports.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <Trans>No report yet.</Trans>
        </p>
      ) : (
        <div className="mt-3 space-y-3">
          {reports.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </div>
      )}
      {canAdd && (
        <div className="mt-3">
          {open ? (
            <ConditionReportForm
              reservationId={reservationId}
              stage={stage}
              replacing={mine}
              onCancel={close}
              onDone={(message) => {
                close();
                onSaved(message);
              }}
            />
          ) : (
            <button
              ref={opener}
              type="button"
              className={buttonClass('outline', 'sm')}
              onClick={() => setOpen(true)}
            >
              <ClipboardCheck className="size-4" aria-hidden="true" />
              {mine ? <Trans>Replace your report</Trans> : <Trans>Add a report</Trans>}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function ColumnsSkeleton() {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t`Loading the condition reports`}
      className="grid gap-6 md:grid-cols-2"
    >
      <Skeleton className="h-40 rounded-2xl" />
      <Skeleton className="h-40 rounded-2xl" />
    </div>
  );
}

/**
 * A rental's condition reports, "When it left" beside "When it came back" (stacked on a
 * phone), each with both parties' reports, and the form to add one where the server allows
 * it. Embeddable wherever a reservation is shown: its parties' page, the operator console
 * (operators read; `can_add` is empty for them).
 */
export function ConditionReports({
  reservationId,
  className,
}: {
  reservationId: number;
  className?: string;
}) {
  const { t } = useLingui();
  const query = useConditionReports(reservationId);
  const viewerId = useCurrentUser()?.id;
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="condition-title"
      className={cn(
        'rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
      data-testid="condition-reports"
    >
      <h2 id="condition-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        <Trans>Condition</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          Photos and notes on the item’s state when it was handed over and when it came back, from
          both sides. Reports become final once the next stage begins.
        </Trans>
      </p>
      {message && (
        <Alert tone="success" className="mt-4" data-testid="condition-message">
          {message}
        </Alert>
      )}
      <div className="mt-5">
        {query.isPending ? (
          <ColumnsSkeleton />
        ) : query.isError ? (
          <QueryError query={query} title={t`The condition reports could not be loaded`} />
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            {CONDITION_STAGES.map((stage) => {
              const reports = query.data.reports.filter((r) => r.stage === stage);
              return (
                <StageColumn
                  key={stage}
                  reservationId={reservationId}
                  stage={stage}
                  reports={reports}
                  canAdd={query.data.can_add.includes(stage)}
                  mine={reports.find((r) => r.author.id === viewerId)}
                  onSaved={setMessage}
                />
              );
            })}
          </div>
        )}
      </div>
    </section>
  );
}
