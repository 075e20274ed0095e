import { useId, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OperatorReport, ReportAction } from '@ownless/shared';
import { Flag } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useOperatorReports, useResolveReport } from '../api/reports';
import { SelectFilter } from './console-ui';
import { ReportCard } from './reports-queue-item';
import { useUrlState } from './use-url-state';

const KEYS = ['status', 'kind'] as const;

/**
 * The operators' queue of reports (GET /api/operator/reports): open ones first, filtered by
 * status and kind (kept in the URL). Each open report can be dismissed or acted on with a
 * note; the other open reports of the same thing close with it, and reporters are e-mailed.
 */
export function ReportsQueue() {
  const { t } = useLingui();
  const id = useId();
  const { values, page, set } = useUrlState(KEYS);
  const query = useOperatorReports({ ...values, page });
  const resolve = useResolveReport();
  const [pending, setPending] = useState<{ report: OperatorReport; action: ReportAction } | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);

  const titles: Record<ReportAction, string> = {
    dismiss: t`Dismiss this report?`,
    warn: t`Warn the person reported?`,
    unpublish: t`Unpublish the reported listing?`,
    suspend: t`Suspend the account reported?`,
  };
  const confirmLabels: Record<ReportAction, string> = {
    dismiss: t`Dismiss report`,
    warn: t`Send warning`,
    unpublish: t`Unpublish listing`,
    suspend: t`Suspend account`,
  };
  const consequences: Record<ReportAction, string> = {
    dismiss: t`Nothing changes for the person reported. The reporter is told that no action was taken.`,
    warn: t`The person reported gets an e-mail with your note. The reporter is told that they were warned.`,
    unpublish: t`The listing leaves search at once and its owner gets an e-mail with your note. The reporter is told.`,
    suspend: t`The account cannot sign in any more, its listings leave search and its reservations that have not started are cancelled with a full refund. The reporter is told.`,
  };

  const confirm = (note: string) => {
    if (!pending) return;
    setNotice(null);
    resolve.mutate(
      { id: pending.report.id, action: pending.action, note },
      {
        onSuccess: (result) => {
          setPending(null);
          setNotice(result.message);
        },
      },
    );
  };

  let content;
  if (query.isPending) {
    content = (
      <div className="space-y-3" aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-48 rounded-2xl" />
        ))}
      </div>
    );
  } else if (query.isError) {
    content = <QueryError query={query} title={t`The reports could not be loaded`} />;
  } else if (query.data.items.length === 0) {
    content = (
      <EmptyState
        icon={<Flag className="size-6" aria-hidden="true" />}
        title={t`No reports match`}
        message={t`Try another status or kind.`}
      />
    );
  } else {
    content = (
      <>
        <ul className="space-y-4" aria-label={t`Reports`}>
          {query.data.items.map((report) => (
            <li key={report.id}>
              <ReportCard
                report={report}
                onAction={(target, action) => {
                  resolve.reset();
                  setPending({ report: target, action });
                }}
              />
            </li>
          ))}
        </ul>
        <Pagination
          className="mt-4"
          page={page}
          perPage={query.data.per_page}
          total={query.data.total}
          onPageChange={(next) => set({ page: next })}
          label={t`Report pages`}
        />
      </>
    );
  }

  const open = query.data?.open;
  return (
    <div className="space-y-5">
      {notice && (
        <Alert tone="success" data-testid="operator-notice">
          {notice}
        </Alert>
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectFilter
          id={`${id}-status`}
          label={t`Status`}
          value={values.status}
          options={[
            ['', t`Open first, then resolved`],
            ['open', t({ message: 'Open', context: 'report status' })],
            ['resolved', t`Resolved`],
          ]}
          onChange={(status) => set({ status })}
        />
        <SelectFilter
          id={`${id}-kind`}
          label={t`Kind`}
          value={values.kind}
          options={[
            ['', t`Listings, people and messages`],
            ['listing', t`Listings`],
            ['user', t`People`],
            ['message', t`Chat messages`],
          ]}
          onChange={(kind) => set({ kind })}
        />
      </div>
      {open !== undefined && (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="reports-open-count">
          <Plural value={open} _0="No open reports." one="# open report." other="# open reports." />
        </p>
      )}
      <div aria-busy={query.isFetching || undefined}>{content}</div>

      <ConfirmDialog
        open={pending !== null}
        confirmVariant={pending?.action === 'dismiss' ? 'primary' : 'danger'}
        title={pending ? titles[pending.action] : ''}
        confirmLabel={pending ? confirmLabels[pending.action] : ''}
        reason={{
          label: t`Note`,
          required: true,
          minLength: 3,
          maxLength: 1000,
          hint:
            pending?.action === 'dismiss'
              ? t`Kept in the audit log; the reporter does not see it.`
              : t`Kept in the audit log and e-mailed to the person concerned; the reporter does not see it.`,
        }}
        busy={resolve.isPending}
        error={resolve.isError ? errorMessage(resolve.error) : null}
        onConfirm={confirm}
        onClose={() => setPending(null)}
        testId="resolve-report-dialog"
      >
        {pending && (
          <>
            <p>{consequences[pending.action]}</p>
            {pending.report.other_reports > 0 && (
              <p>
                <Trans>Other open reports of the same thing close with the same outcome.</Trans>
              </p>
            )}
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
