import { useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SellerStatus } from '@ownless/shared';
import { ClipboardCheck, RotateCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState, QueryError } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { i18n } from '@/lib/i18n';
import {
  isAlreadyDecided,
  useDecideSellerApplication,
  useSellerApplications,
  type DecisionResult,
  type OperatorApplication,
} from '../api/seller-applications';
import { DEFAULT_STATUS, STATUS_TABS, readStatusParam } from '../utils/application-status';
import { ApplicationCard } from './application-card';
import { RejectDialog } from './reject-dialog';
import { StatusTabs, panelId, tabId } from './status-tabs';

/** The server answers at most this many applications per status, newest first. */
export const SERVER_LIST_LIMIT = 200;

type Notice = { tone: 'success' | 'error'; text: string };

function ListSkeleton() {
  return (
    <ul className="space-y-3" aria-hidden="true">
      {[0, 1, 2].map((n) => (
        <li
          key={n}
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex justify-between gap-4">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9 sm:col-span-2" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function decidedText(result: DecisionResult, application: OperatorApplication) {
  const name = application.legal_name;
  const said =
    result.application.status === 'Approved'
      ? msg`${name} is now an owner; we e-mailed them.`
      : msg`We e-mailed ${name} the reason.`;
  return `${result.message} ${i18n._(said)}`;
}

/**
 * The operators' owner applications (GET /admin/seller-applications): status tabs (the
 * tab is in the URL, ?status=Approved), each application's details, and Approve or Reject
 * (with a reason) for the pending ones. Another operator's earlier decision (409) refreshes
 * the lists and says so.
 */
export function SellerApplicationsView() {
  const { t } = useLingui();
  const idBase = `applications-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatusParam(searchParams.get('status'));
  const tab = STATUS_TABS.find((t) => t.status === status)!;
  const query = useSellerApplications(status);
  const pendingQuery = useSellerApplications('Pending');
  const decide = useDecideSellerApplication();
  const [rejecting, setRejecting] = useState<OperatorApplication | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const select = (next: SellerStatus) => {
    if (next === status) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === DEFAULT_STATUS) params.delete('status');
        else params.set('status', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  /** The decided card leaves the list: the focus goes to the list, the notice is announced. */
  const afterDecision = (next: Notice) => {
    setNotice(next);
    requestAnimationFrame(() => document.getElementById(panelId(idBase))?.focus());
  };

  const failed = (error: unknown) =>
    isAlreadyDecided(error)
      ? `${errorMessage(error)} ${t`The lists now show the latest decisions.`}`
      : errorMessage(error);

  const approve = (application: OperatorApplication) => {
    setNotice(null);
    decide.mutate(
      { application, decision: 'approve' },
      {
        onSuccess: (result) =>
          afterDecision({ tone: 'success', text: decidedText(result, application) }),
        onError: (error) => afterDecision({ tone: 'error', text: failed(error) }),
      },
    );
  };

  const openReject = (application: OperatorApplication) => {
    setNotice(null);
    setRejectError(null);
    setRejecting(application);
  };

  const reject = (reason: string) => {
    if (!rejecting) return;
    const application = rejecting;
    setRejectError(null);
    decide.mutate(
      { application, decision: 'reject', note: reason },
      {
        onSuccess: (result) => {
          setRejecting(null);
          afterDecision({ tone: 'success', text: decidedText(result, application) });
        },
        onError: (error) => {
          if (isAlreadyDecided(error)) {
            setRejecting(null);
            afterDecision({ tone: 'error', text: failed(error) });
          } else {
            setRejectError(errorMessage(error));
          }
        },
      },
    );
  };

  const busy = decide.isPending ? decide.variables : undefined;
  const pendingCount = pendingQuery.data?.length;

  let content;
  if (query.isPending) {
    content = (
      <>
        <p className="sr-only">
          <Trans>Loading applications…</Trans>
        </p>
        <ListSkeleton />
      </>
    );
  } else if (query.isError) {
    content =
      isApiError(query.error) && query.error.status === 403 ? (
        <ErrorState
          title={t`Only operators can see owner applications`}
          message={query.error.message}
        />
      ) : (
        <QueryError query={query} title={t`The applications could not be loaded`} />
      );
  } else if (query.data.length === 0) {
    content = (
      <EmptyState
        icon={<ClipboardCheck className="size-6" aria-hidden="true" />}
        title={i18n._(tab.emptyTitle)}
        message={i18n._(tab.emptyMessage)}
      />
    );
  } else {
    const count = query.data.length;
    const limit = SERVER_LIST_LIMIT;
    content = (
      <>
        <h2 className="mb-3 text-sm font-semibold text-slate-600 dark:text-slate-400">
          {count >= limit ? (
            <Trans>{limit} applications (the newest), newest first</Trans>
          ) : (
            <Plural
              value={count}
              one="# application, newest first"
              other="# applications, newest first"
            />
          )}
        </h2>
        <ul className="space-y-3" data-testid="seller-application-list">
          {query.data.map((application) => (
            <li key={application.id}>
              <ApplicationCard
                application={application}
                busy={busy?.application.id === application.id ? busy.decision : null}
                onApprove={approve}
                onReject={openReject}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusTabs
          idBase={idBase}
          current={status}
          onSelect={select}
          pendingCount={pendingCount}
        />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            void query.refetch();
            if (status !== 'Pending') void pendingQuery.refetch();
          }}
          disabled={query.isFetching}
        >
          <RotateCw
            className={cn('size-4', query.isFetching && 'animate-spin motion-reduce:animate-none')}
            aria-hidden="true"
          />
          <Trans>Refresh</Trans>
        </Button>
      </div>

      <div aria-live="polite" aria-atomic="true">
        {notice && (
          <Alert tone={notice.tone} data-testid="decision-notice">
            {notice.text}
          </Alert>
        )}
      </div>

      <div
        id={panelId(idBase)}
        role="tabpanel"
        aria-labelledby={tabId(idBase, status)}
        aria-busy={query.isPending || undefined}
        tabIndex={0}
        className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400"
      >
        {content}
      </div>

      <RejectDialog
        application={rejecting}
        busy={decide.isPending && busy?.decision === 'reject'}
        error={rejectError}
        onConfirm={reject}
        onClose={() => setRejecting(null)}
      />
    </div>
  );
}
