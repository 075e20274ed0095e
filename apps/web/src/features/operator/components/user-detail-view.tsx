import { useState } from 'react';
import { formatCents, type OperatorUserDetail, type ReservationStatus } from '@ownless/shared';
import { Link } from 'react-router';
import { AdminSection } from '@/components/layouts/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QueryError } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { errorMessage } from '@/lib/api-client';
import { useOperatorUser, useRestoreUser, useSuspendUser } from '../api/console';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RESERVATION_STATUS_TONES, statusWord } from '../utils/reservation-status';
import { StatusPill, formatWhen } from './console-ui';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Exactly what suspending will do, from the server's count of this account's business. */
function SuspendConsequences({ detail }: { detail: OperatorUserDetail }) {
  const { impact, user } = detail;
  const paid = impact.reservations_to_cancel.filter((r) => r.paid);
  return (
    <ul className="list-disc space-y-1 ps-5" data-testid="suspend-consequences">
      <li>
        <bdi>{user.first_name}</bdi> is signed out everywhere at once (
        {plural(impact.sessions, 'open session')}) and cannot sign in.
      </li>
      <li>
        {impact.listings_to_hide > 0
          ? `${plural(impact.listings_to_hide, 'published listing')} leave search until you restore the account.`
          : 'No published listings to hide.'}
      </li>
      <li>
        {impact.reservations_to_cancel.length > 0
          ? `${plural(impact.reservations_to_cancel.length, 'reservation')} that had not started (${impact.reservations_to_cancel.map((r) => r.code).join(', ')}) are cancelled; the other party is e-mailed.`
          : 'No open reservations to cancel.'}
      </li>
      {paid.length > 0 && (
        <li>
          {formatCents(impact.refund_cents)} is refunded in full to the renters of{' '}
          {plural(paid.length, 'paid reservation')}.
        </li>
      )}
      {impact.reservations_in_progress > 0 && (
        <li>
          {plural(impact.reservations_in_progress, 'reservation')} already under way stay as they
          are for you to handle.
        </li>
      )}
      <li>
        We e-mail <bdi className="break-all">{user.email}</bdi> the reason.
      </li>
    </ul>
  );
}

function Rows<T>({
  items,
  empty,
  render,
}: {
  items: T[];
  empty: string;
  render: (item: T) => React.ReactNode;
}) {
  if (items.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">{items.map(render)}</ul>
  );
}

/** One account for the operators (GET /admin/users/:id), with suspend and restore. */
export function UserDetailView({ userId }: { userId: number }) {
  const me = useCurrentUser();
  const query = useOperatorUser(userId);
  const suspend = useSuspendUser();
  const restore = useRestoreUser();
  const [dialog, setDialog] = useState<'suspend' | 'restore' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (query.isPending) {
    return (
      <div className="space-y-4" aria-hidden="true">
        <Skeleton className="h-32" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (query.isError) {
    return <QueryError query={query} title="This account could not be loaded" />;
  }
  const detail = query.data;
  const { user } = detail;
  const self = me?.id === user.id;
  const mutation = dialog === 'restore' ? restore : suspend;

  const confirm = (reason: string) => {
    setNotice(null);
    const done = {
      onSuccess: (result: { message: string }) => {
        setDialog(null);
        setNotice({ tone: 'success', text: result.message });
      },
    };
    if (dialog === 'suspend') suspend.mutate({ id: user.id, reason }, done);
    else restore.mutate({ id: user.id, reason: reason || undefined }, done);
  };

  return (
    <div className="space-y-6">
      {notice && (
        <Alert tone={notice.tone} data-testid="operator-notice">
          {notice.text}
        </Alert>
      )}
      <AdminSection title="Account">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <dl className="grid min-w-0 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div className="min-w-0">
              <dt className="text-slate-600 dark:text-slate-400">Name</dt>
              <dd>
                <bdi>
                  {user.first_name} {user.last_name}
                </bdi>
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-slate-600 dark:text-slate-400">E-mail</dt>
              <dd className="break-all">
                <bdi>{user.email}</bdi> {user.verified ? '' : '(not verified)'}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Roles</dt>
              <dd>
                {user.roles.join(', ')}
                {user.seller_status ? ` · owner application ${user.seller_status}` : ''}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Joined</dt>
              <dd>{formatWhen(user.created_at)}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">State</dt>
              <dd data-testid="operator-user-state">
                {user.deleted_at ? (
                  <StatusPill tone="neutral">
                    Deleted by its owner {formatWhen(user.deleted_at)}
                  </StatusPill>
                ) : user.suspended_at ? (
                  <StatusPill tone="bad">Suspended {formatWhen(user.suspended_at)}</StatusPill>
                ) : (
                  <StatusPill tone="good">Active</StatusPill>
                )}
              </dd>
            </div>
          </dl>
          <div className="flex shrink-0 flex-col gap-2">
            {user.deleted_at ? null : user.suspended_at ? (
              <Button
                variant="outline"
                onClick={() => setDialog('restore')}
                data-testid="restore-user"
              >
                Restore account
              </Button>
            ) : (
              <Button
                variant="outline"
                className="border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40"
                onClick={() => setDialog('suspend')}
                disabled={self}
                data-testid="suspend-user"
              >
                Suspend account
              </Button>
            )}
            {self && (
              <p className="max-w-48 text-xs text-slate-600 dark:text-slate-400">
                You cannot suspend your own account.
              </p>
            )}
          </div>
        </div>
      </AdminSection>

      <AdminSection title={`Listings (${detail.listings.length})`}>
        <Rows
          items={detail.listings}
          empty="No listings."
          render={(l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={`${paths.operator.listings}?q=${l.id}`}
                className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
              >
                <bdi>{l.name}</bdi>
              </Link>
              <span className="flex gap-1">
                <StatusPill tone={l.status === 'Published' ? 'good' : 'neutral'}>
                  {l.status}
                </StatusPill>
                {l.operator_hold && <StatusPill tone="bad">Held by operators</StatusPill>}
              </span>
            </li>
          )}
        />
      </AdminSection>

      <AdminSection title={`Reservations (${detail.reservations.length})`}>
        <Rows
          items={detail.reservations}
          empty="No reservations."
          render={(r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
              data-testid="operator-user-reservation"
            >
              <span className="min-w-0">
                <span className="font-semibold">{r.code}</span> · <bdi>{r.listing_name}</bdi>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  as {r.role} · starts {formatWhen(r.start_at)} · {formatCents(r.total_cents)}
                  {r.refunded_cents > 0 ? ` · refunded ${formatCents(r.refunded_cents)}` : ''}
                </span>
              </span>
              <StatusPill tone={RESERVATION_STATUS_TONES[r.status as ReservationStatus]}>
                {statusWord(r.status as ReservationStatus)}
              </StatusPill>
            </li>
          )}
        />
      </AdminSection>

      <AdminSection title={`Reviews (${detail.reviews.length})`}>
        <Rows
          items={detail.reviews}
          empty="No reviews."
          render={(r) => (
            <li key={r.id} className="py-2">
              <span className="font-semibold">{r.rating}/5</span> {r.direction} ·{' '}
              <bdi>{r.listing_name}</bdi>
              {r.comment && (
                <p className="mt-1 break-words text-slate-700 dark:text-slate-300">
                  <bdi>{r.comment}</bdi>
                </p>
              )}
            </li>
          )}
        />
      </AdminSection>

      <AdminSection title="Operator actions on this account">
        <Rows
          items={detail.audit}
          empty="None yet."
          render={(e) => (
            <li key={e.id} className="py-2">
              <span className="font-semibold">{e.action}</span> by{' '}
              <bdi>{e.actor ?? 'a deleted account'}</bdi> · {formatWhen(e.created_at)}
              {e.reason && (
                <p className="mt-1 break-words text-slate-700 dark:text-slate-300">
                  Reason: <bdi>{e.reason}</bdi>
                </p>
              )}
            </li>
          )}
        />
        <Link
          to={`${paths.operator.auditLog}?subject_type=user&subject_id=${user.id}`}
          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
        >
          Open in the audit log
        </Link>
      </AdminSection>

      <ConfirmDialog
        confirmVariant="danger"
        open={dialog === 'suspend'}
        title={`Suspend ${user.first_name} ${user.last_name}?`}
        confirmLabel="Suspend account"
        reason={{
          label: 'Reason',
          required: true,
          minLength: 3,
          hint: 'E-mailed to the user and kept in the audit log.',
          placeholder: 'e.g. Payments with stolen cards.',
        }}
        busy={suspend.isPending}
        error={dialog === 'suspend' && suspend.isError ? errorMessage(suspend.error) : null}
        onConfirm={confirm}
        onClose={() => setDialog(null)}
        testId="suspend-dialog"
      >
        <p>This happens at once:</p>
        <SuspendConsequences detail={detail} />
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'restore'}
        title={`Restore ${user.first_name} ${user.last_name}?`}
        confirmLabel="Restore account"
        reason={{
          label: 'Note',
          required: false,
          hint: 'Included in the e-mail to the user and kept in the audit log.',
        }}
        busy={mutation.isPending}
        error={dialog === 'restore' && restore.isError ? errorMessage(restore.error) : null}
        onConfirm={confirm}
        onClose={() => setDialog(null)}
        testId="restore-dialog"
      >
        <p>
          <bdi>{user.first_name}</bdi> can sign in again, the listings hidden by the suspension
          return to search, and we e-mail them. Cancelled reservations stay cancelled.
        </p>
      </ConfirmDialog>
    </div>
  );
}
