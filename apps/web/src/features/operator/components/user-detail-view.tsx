import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OperatorUserDetail, ReservationStatus } from '@ownless/shared';
import { Link } from 'react-router';
import { AdminSection } from '@/components/layouts/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QueryError } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { errorMessage } from '@/lib/api-client';
import { formatCents, formatList } from '@/lib/i18n';
import { useOperatorUser, useRestoreUser, useSuspendUser } from '../api/console';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { actionLabel } from '../utils/audit-labels';
import { listingStatusLabel, partyLabel, roleLabel, sellerStatusLabel } from '../utils/labels';
import { RESERVATION_STATUS_TONES, statusWord } from '../utils/reservation-status';
import { StatusPill, formatWhen } from './console-ui';

/** Exactly what suspending will do, from the server's count of this account's business. */
function SuspendConsequences({ detail }: { detail: OperatorUserDetail }) {
  const { impact, user } = detail;
  const paid = impact.reservations_to_cancel.filter((r) => r.paid).length;
  const name = user.first_name;
  const sessions = impact.sessions;
  const listings = impact.listings_to_hide;
  const cancelled = impact.reservations_to_cancel.length;
  const codes = formatList(
    impact.reservations_to_cancel.map((r) => r.code),
    'unit',
  );
  const refund = formatCents(impact.refund_cents);
  const underWay = impact.reservations_in_progress;
  const email = user.email;
  return (
    <ul className="list-disc space-y-1 ps-5" data-testid="suspend-consequences">
      <li>
        <Trans>
          <bdi>{name}</bdi> is signed out everywhere at once (
          <Plural value={sessions} one="# open session" other="# open sessions" />) and cannot sign
          in.
        </Trans>
      </li>
      <li>
        {listings > 0 ? (
          <Plural
            value={listings}
            one="# published listing leaves search until you restore the account."
            other="# published listings leave search until you restore the account."
          />
        ) : (
          <Trans>No published listings to hide.</Trans>
        )}
      </li>
      <li>
        {cancelled > 0 ? (
          <Trans>
            <Plural
              value={cancelled}
              one="# reservation that had not started"
              other="# reservations that had not started"
            />{' '}
            (<bdi>{codes}</bdi>){' '}
            <Plural value={cancelled} one="is cancelled" other="are cancelled" />; the other party
            is e-mailed.
          </Trans>
        ) : (
          <Trans>No open reservations to cancel.</Trans>
        )}
      </li>
      {paid > 0 && (
        <li>
          <Trans>
            <bdi>{refund}</bdi> is refunded in full to the renters of{' '}
            <Plural value={paid} one="# paid reservation" other="# paid reservations" />.
          </Trans>
        </li>
      )}
      {underWay > 0 && (
        <li>
          <Plural
            value={underWay}
            one="# reservation already under way stays as it is for you to handle."
            other="# reservations already under way stay as they are for you to handle."
          />
        </li>
      )}
      <li>
        <Trans>
          We e-mail <bdi className="break-all">{email}</bdi> the reason.
        </Trans>
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
  const { t } = useLingui();
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
    return <QueryError query={query} title={t`This account could not be loaded`} />;
  }
  const detail = query.data;
  const { user } = detail;
  const self = me?.id === user.id;
  const mutation = dialog === 'restore' ? restore : suspend;
  const fullName = `${user.first_name} ${user.last_name}`;
  const firstName = user.first_name;
  const ownerStatus = user.seller_status && sellerStatusLabel(user.seller_status);
  const listingCount = detail.listings.length;
  const reservationCount = detail.reservations.length;
  const reviewCount = detail.reviews.length;
  const deletedAt = user.deleted_at ? formatWhen(user.deleted_at) : '';
  const suspendedAt = user.suspended_at ? formatWhen(user.suspended_at) : '';

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
      <AdminSection title={t`Account`}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <dl className="grid min-w-0 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div className="min-w-0">
              <dt className="text-slate-600 dark:text-slate-400">
                <Trans>Name</Trans>
              </dt>
              <dd>
                <bdi>
                  {user.first_name} {user.last_name}
                </bdi>
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-slate-600 dark:text-slate-400">
                <Trans>E-mail</Trans>
              </dt>
              <dd className="break-all">
                <bdi>{user.email}</bdi> {user.verified ? '' : t`(not verified)`}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">
                <Trans>Roles</Trans>
              </dt>
              <dd>
                {formatList(user.roles.map(roleLabel), 'unit')}
                {ownerStatus ? ` · ${t`owner application ${ownerStatus}`}` : ''}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">
                <Trans>Joined</Trans>
              </dt>
              <dd>{formatWhen(user.created_at)}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">
                <Trans context="status">State</Trans>
              </dt>
              <dd data-testid="operator-user-state">
                {user.deleted_at ? (
                  <StatusPill tone="neutral">
                    <Trans>Deleted by its owner {deletedAt}</Trans>
                  </StatusPill>
                ) : user.suspended_at ? (
                  <StatusPill tone="bad">
                    <Trans>Suspended {suspendedAt}</Trans>
                  </StatusPill>
                ) : (
                  <StatusPill tone="good">
                    <Trans>Active</Trans>
                  </StatusPill>
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
                <Trans>Restore account</Trans>
              </Button>
            ) : (
              <Button
                variant="outline"
                className="border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40"
                onClick={() => setDialog('suspend')}
                disabled={self}
                data-testid="suspend-user"
              >
                <Trans>Suspend account</Trans>
              </Button>
            )}
            {self && (
              <p className="max-w-48 text-xs text-slate-600 dark:text-slate-400">
                <Trans>You cannot suspend your own account.</Trans>
              </p>
            )}
          </div>
        </div>
      </AdminSection>

      <AdminSection title={t`Listings (${listingCount})`}>
        <Rows
          items={detail.listings}
          empty={t`No listings.`}
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
                  {listingStatusLabel(l.status)}
                </StatusPill>
                {l.operator_hold && (
                  <StatusPill tone="bad">
                    <Trans>Held by operators</Trans>
                  </StatusPill>
                )}
              </span>
            </li>
          )}
        />
      </AdminSection>

      <AdminSection title={t`Reservations (${reservationCount})`}>
        <Rows
          items={detail.reservations}
          empty={t`No reservations.`}
          render={(r) => {
            const party = partyLabel(r.role);
            const start = formatWhen(r.start_at);
            const total = formatCents(r.total_cents);
            const refunded = formatCents(r.refunded_cents);
            return (
              <li
                key={r.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
                data-testid="operator-user-reservation"
              >
                <span className="min-w-0">
                  <bdi className="font-semibold">{r.code}</bdi> · <bdi>{r.listing_name}</bdi>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    <Trans>
                      as {party} · starts {start} · <bdi>{total}</bdi>
                    </Trans>
                    {r.refunded_cents > 0 && (
                      <>
                        {' · '}
                        <Trans>
                          refunded <bdi>{refunded}</bdi>
                        </Trans>
                      </>
                    )}
                  </span>
                </span>
                <StatusPill tone={RESERVATION_STATUS_TONES[r.status as ReservationStatus]}>
                  {statusWord(r.status as ReservationStatus)}
                </StatusPill>
              </li>
            );
          }}
        />
      </AdminSection>

      <AdminSection title={t`Reviews (${reviewCount})`}>
        <Rows
          items={detail.reviews}
          empty={t`No reviews.`}
          render={(r) => (
            <li key={r.id} className="py-2">
              <bdi className="font-semibold">{r.rating}/5</bdi>{' '}
              {r.direction === 'written' ? t`written` : t`received`} · <bdi>{r.listing_name}</bdi>
              {r.comment && (
                <p className="mt-1 break-words text-slate-700 dark:text-slate-300">
                  <bdi>{r.comment}</bdi>
                </p>
              )}
            </li>
          )}
        />
      </AdminSection>

      <AdminSection title={t`Operator actions on this account`}>
        <Rows
          items={detail.audit}
          empty={t`None yet.`}
          render={(e) => {
            const action = actionLabel(e.action);
            const actor = e.actor ?? t`a deleted account`;
            const when = formatWhen(e.created_at);
            const reason = e.reason;
            return (
              <li key={e.id} className="py-2">
                <Trans>
                  <bdi className="font-semibold">{action}</bdi> by <bdi>{actor}</bdi> · {when}
                </Trans>
                {reason && (
                  <p className="mt-1 break-words text-slate-700 dark:text-slate-300">
                    <Trans>
                      Reason: <bdi>{reason}</bdi>
                    </Trans>
                  </p>
                )}
              </li>
            );
          }}
        />
        <Link
          to={`${paths.operator.auditLog}?subject_type=user&subject_id=${user.id}`}
          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
        >
          <Trans>Open in the audit log</Trans>
        </Link>
      </AdminSection>

      <ConfirmDialog
        confirmVariant="danger"
        open={dialog === 'suspend'}
        title={t`Suspend ${fullName}?`}
        confirmLabel={t`Suspend account`}
        reason={{
          label: t`Reason`,
          required: true,
          minLength: 3,
          hint: t`E-mailed to the user and kept in the audit log.`,
          placeholder: t`e.g. Payments with stolen cards.`,
        }}
        busy={suspend.isPending}
        error={dialog === 'suspend' && suspend.isError ? errorMessage(suspend.error) : null}
        onConfirm={confirm}
        onClose={() => setDialog(null)}
        testId="suspend-dialog"
      >
        <p>
          <Trans>This happens at once:</Trans>
        </p>
        <SuspendConsequences detail={detail} />
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'restore'}
        title={t`Restore ${fullName}?`}
        confirmLabel={t`Restore account`}
        reason={{
          label: t`Note`,
          required: false,
          hint: t`Included in the e-mail to the user and kept in the audit log.`,
        }}
        busy={mutation.isPending}
        error={dialog === 'restore' && restore.isError ? errorMessage(restore.error) : null}
        onConfirm={confirm}
        onClose={() => setDialog(null)}
        testId="restore-dialog"
      >
        <p>
          <Trans>
            <bdi>{firstName}</bdi> can sign in again, the listings hidden by the suspension return
            to search, and we e-mail them. Cancelled reservations stay cancelled.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
