import { useId, useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useOperatorReports } from '../api/reports';
import { SelectFilter } from './console-ui';
import { ReportCard } from './reports-queue-item';
import { type PendingResolution, ResolveReportDialog } from './reports-resolve-dialog';
import { useUrlState } from './use-url-state';

const KEYS = ['status', 'kind'] as const;

/**
 * The operators' queue of reports (GET /api/operator/reports): open ones first, filtered by
 * status and kind (kept in the URL), each opening its page with the evidence. Each open
 * report can be dismissed or acted on with a note; the other open reports of the same thing
 * close with it, and reporters are e-mailed.
 */
export function ReportsQueue() {
  const { t } = useLingui();
  const id = useId();
  const { values, page, set } = useUrlState(KEYS);
  const query = useOperatorReports({ ...values, page });
  const [pending, setPending] = useState<PendingResolution | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

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
                  setNotice(null);
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

      <ResolveReportDialog
        pending={pending}
        onClose={() => setPending(null)}
        onResolved={setNotice}
      />
    </div>
  );
}
