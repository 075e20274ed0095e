import { useState, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  RESERVATION_STATUSES,
  type OperatorReservationDetail,
  type ReservationStatus,
} from '@ownless/shared';
import { Link } from 'react-router';
import { AdminSection } from '@/components/layouts/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { describeReservationEvent } from '@/lib/reservation-events';
import { useCancelReservation, useOperatorReservation } from '../api/reservations';
import { actionLabel } from '../utils/audit-labels';
import { actorLabel, fulfilmentLabel, partyLabel, policyLabel } from '../utils/labels';
import {
  RESERVATION_STATUS_TONES,
  formatDay,
  money,
  statusWord,
} from '../utils/reservation-status';
import { StatusPill, formatWhen } from './console-ui';
import { Fact, Ledger, mutedClass } from './reservation-ledger';

type Detail = OperatorReservationDetail;

/**
 * The rental's condition reports (features/condition-reports), placed by the app layer
 * (features do not import each other).
 */
export type RenderOperatorConditions = (reservation: Detail['reservation']) => ReactNode;
type Party = Detail['reservation']['renter'];

const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-400';
function PartyFact({ role, party }: { role: string; party: Party }) {
  return (
    <Fact term={role}>
      <Link to={paths.operator.user(party.id)} className={linkClass}>
        <bdi>{party.full_name}</bdi>
      </Link>
      <span className={`block text-xs break-all ${mutedClass}`}>
        <bdi>{party.email}</bdi>
      </span>
      {party.suspended && (
        <span className="block text-xs text-red-700 dark:text-red-400">
          <Trans>Suspended</Trans>
        </span>
      )}
    </Fact>
  );
}

/** Exactly what the operator's cancellation does, from the server's preview. */
function CancelConsequences({ detail }: { detail: Detail }) {
  const { reservation: r, cancel } = detail;
  const code = r.code;
  const refund = money(cancel.refund_cents);
  const renter = r.renter.full_name;
  const owner = r.owner.full_name;
  const cancelled = statusWord('cancelled');
  return (
    <ul className="list-disc space-y-1 ps-5" data-testid="cancel-consequences">
      <li>
        <Trans>
          <bdi>{code}</bdi> becomes <strong>{cancelled}</strong> at once, as cancelled by OwnLess
          support; its days are free for other renters again.
        </Trans>
      </li>
      <li>
        {cancel.refund_cents > 0 ? (
          <>
            <Trans>
              <strong>
                <bdi>{refund}</bdi>
              </strong>{' '}
              is refunded to <bdi>{renter}</bdi>’s card.
            </Trans>{' '}
            {cancel.explanation}
          </>
        ) : (
          cancel.explanation
        )}
      </li>
      <li>
        <Trans>
          <bdi>{owner}</bdi> is not paid for this booking.
        </Trans>
      </li>
      <li>
        <Trans>
          We e-mail <bdi>{renter}</bdi> and <bdi>{owner}</bdi> that support cancelled it, with your
          reason; both see it in their reservation at once.
        </Trans>
      </li>
      <li>
        <Trans>The cancellation and your reason are kept in the audit log.</Trans>
      </li>
    </ul>
  );
}

/** A state of the reservation machine in words; a state it does not know is shown as it is. */
const stateWord = (status: string) =>
  (RESERVATION_STATUSES as readonly string[]).includes(status)
    ? statusWord(status as ReservationStatus)
    : status;

/** How long a rental runs, in its units: "3 days", "2 weeks, 2 items". */
function RentalLength({
  units,
  frequency,
  quantity,
}: {
  units: number;
  frequency: string;
  quantity: number;
}) {
  const items = quantity > 1 && (
    <>
      , <Plural value={quantity} one="# item" other="# items" />
    </>
  );
  let length;
  if (frequency === 'Hourly') length = <Plural value={units} one="# hour" other="# hours" />;
  else if (frequency === 'Daily') length = <Plural value={units} one="# day" other="# days" />;
  else if (frequency === 'Weekly') length = <Plural value={units} one="# week" other="# weeks" />;
  else if (frequency === 'Monthly')
    length = <Plural value={units} one="# month" other="# months" />;
  else length = `${units} × ${frequency}`;
  return (
    <>
      {length}
      {items}
    </>
  );
}

/**
 * One reservation for the operators (GET /admin/reservations/:id): parties, listing, dates,
 * price lines, the condition reports (when the page passes them), timeline, ledger and
 * refunds, the operator actions on it, and the operator's
 * cancellation with a full refund, confirmed in a dialog that says exactly what happens.
 */
export function ReservationDetailView({
  reservationId,
  renderConditions,
}: {
  reservationId: number;
  renderConditions?: RenderOperatorConditions;
}) {
  const { t } = useLingui();
  const query = useOperatorReservation(reservationId);
  const cancel = useCancelReservation();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  if (query.isPending) {
    return (
      <div className="space-y-4" aria-hidden="true">
        <Skeleton className="h-40" />
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t`This reservation could not be loaded`}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const detail = query.data;
  const r = detail.reservation;
  const zone = r.timezone;
  const code = r.code;
  const refund = money(detail.cancel.refund_cents);
  const trackingNumber = r.tracking_number;

  return (
    <div className="space-y-6">
      {notice && (
        <Alert tone="success" data-testid="operator-notice">
          {notice}
        </Alert>
      )}
      <AdminSection title={`${r.code} · ${r.listing.name}`}>
        <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
          <dl className="grid min-w-0 flex-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <Fact term={t({ message: 'State', context: 'status' })}>
              <span data-testid="operator-reservation-state">
                <StatusPill tone={RESERVATION_STATUS_TONES[r.status]}>
                  {statusWord(r.status)}
                </StatusPill>
              </span>
            </Fact>
            <Fact term={t`Listing`}>
              <Link to={paths.listingDetail(r.listing.id)} className={linkClass}>
                <bdi>{r.listing.name}</bdi>
              </Link>
              <span className={`block text-xs ${mutedClass}`}>
                <bdi>#{r.listing.id}</bdi>
              </span>
            </Fact>
            <Fact term={t({ message: 'Requested', context: 'reservation date' })}>
              {formatWhen(r.created_at)}
            </Fact>
            <PartyFact role={t`Renter`} party={r.renter} />
            <PartyFact role={t`Owner`} party={r.owner} />
            {r.cancelled_by && (
              <Fact term={t`Cancelled by`}>
                {r.cancelled_by === 'admin' ? t`OwnLess support` : partyLabel(r.cancelled_by)}
                {r.cancel_reason && (
                  <span className={`block text-xs ${mutedClass}`}>
                    <bdi>{r.cancel_reason}</bdi>
                  </span>
                )}
              </Fact>
            )}
          </dl>
          <div className="flex shrink-0 flex-col gap-2 lg:max-w-64">
            {detail.cancel.allowed ? (
              <Button
                variant="danger"
                onClick={() => {
                  cancel.reset();
                  setOpen(true);
                }}
                data-testid="cancel-reservation"
              >
                <Trans>Cancel with full refund</Trans>
              </Button>
            ) : (
              <p className={`text-sm ${mutedClass}`} data-testid="cancel-refused">
                {detail.cancel.refused_reason}
              </p>
            )}
            <Link
              to={`${paths.operator.reservations}?user_id=${r.renter.id}`}
              className={`text-sm ${linkClass}`}
            >
              <Trans>The renter’s other reservations</Trans>
            </Link>
          </div>
        </div>
      </AdminSection>

      <div className="grid gap-6 lg:grid-cols-2">
        <AdminSection title={t`Dates and hand-over`}>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <Fact term={r.type === 'sale' ? t`Hand-over` : t`Starts`}>
              {formatDay(r.start_at, zone)}
            </Fact>
            {r.type === 'rent' && <Fact term={t`Ends`}>{formatDay(r.end_at, zone)}</Fact>}
            <Fact term={t`Length`}>
              {r.type === 'sale' ? (
                <Trans>Purchase</Trans>
              ) : (
                <RentalLength units={r.units} frequency={r.frequency} quantity={r.quantity} />
              )}
            </Fact>
            <Fact term={t`Fulfilment`}>
              {fulfilmentLabel(r.fulfilment)}
              {r.tracking_number && (
                <span className={`block text-xs ${mutedClass}`}>
                  <Trans>
                    Tracking <bdi>{trackingNumber}</bdi>
                  </Trans>
                </span>
              )}
            </Fact>
            <Fact term={t`Time zone`}>
              <bdi>{zone}</bdi>
            </Fact>
            <Fact term={t`Cancellation policy`}>{policyLabel(r.policy)}</Fact>
          </dl>
          {r.renter_note && (
            <p className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-950 dark:text-slate-200">
              <span className="font-semibold">
                <Trans>Renter’s note:</Trans>{' '}
              </span>
              <bdi>{r.renter_note}</bdi>
            </p>
          )}
        </AdminSection>

        <AdminSection title={t`Price`}>
          <dl className="text-sm" data-testid="price-lines">
            {detail.line_items.map((line) => (
              <div key={line.code} className="flex justify-between gap-4 py-1.5">
                <dt className="min-w-0">{line.label}</dt>
                <dd className="tabular-nums">{money(line.amount_cents)}</dd>
              </div>
            ))}
            <div className="mt-1.5 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-semibold dark:border-slate-700">
              <dt>
                <Trans>Total</Trans>
              </dt>
              <dd className="tabular-nums">{money(detail.money.total_cents)}</dd>
            </div>
            <div className={`flex justify-between gap-4 py-1.5 ${mutedClass}`}>
              <dt>
                <Trans>Commission</Trans>
              </dt>
              <dd className="tabular-nums">{money(detail.money.commission_cents)}</dd>
            </div>
            <div className={`flex justify-between gap-4 py-1.5 ${mutedClass}`}>
              <dt>
                <Trans>Owner’s payout</Trans>
              </dt>
              <dd className="tabular-nums">{money(detail.money.payout_cents)}</dd>
            </div>
            <div className={`flex justify-between gap-4 py-1.5 ${mutedClass}`}>
              <dt>
                <Trans>Refunded</Trans>
              </dt>
              <dd className="tabular-nums">{money(detail.money.refunded_cents)}</dd>
            </div>
          </dl>
        </AdminSection>
      </div>

      {renderConditions?.(r)}

      <AdminSection title={t`Timeline`}>
        <ol className="space-y-4 border-s border-slate-200 ps-5 dark:border-slate-700">
          {detail.events.map((event) => (
            <li key={event.id} className="relative text-sm" data-testid="timeline-event">
              <span
                className="absolute -start-[1.6rem] top-1 size-2.5 rounded-full bg-brand-600 ring-4 ring-white dark:bg-brand-400 dark:ring-slate-900"
                aria-hidden="true"
              />
              <p className="font-semibold text-slate-900 dark:text-white">
                {describeReservationEvent(event.action)}
                {event.from_status !== event.to_status && (
                  <span className={`font-normal ${mutedClass}`}>
                    {' '}
                    ·{' '}
                    {event.from_status && (
                      <>
                        {stateWord(event.from_status)}{' '}
                        <span className="inline-block rtl:-scale-x-100" aria-hidden="true">
                          →
                        </span>{' '}
                      </>
                    )}
                    {stateWord(event.to_status)}
                  </span>
                )}
              </p>
              <p className={mutedClass}>
                <time dateTime={event.created_at}>{formatWhen(event.created_at)}</time> ·{' '}
                {event.actor_name ? <bdi>{event.actor_name}</bdi> : 'OwnLess'} (
                {actorLabel(event.actor_role)})
              </p>
              {event.note && (
                <p className="mt-1 break-words text-slate-700 dark:text-slate-300">
                  <bdi>{event.note}</bdi>
                </p>
              )}
            </li>
          ))}
        </ol>
      </AdminSection>

      <AdminSection title={t`Ledger and refunds`}>
        <Ledger detail={detail} />
      </AdminSection>

      <AdminSection title={t`Operator actions on this reservation`}>
        {detail.audit.length === 0 ? (
          <p className={`text-sm ${mutedClass}`}>
            <Trans>None yet.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
            {detail.audit.map((entry) => {
              const action = actionLabel(entry.action);
              const actor = entry.actor ?? t`a deleted account`;
              const when = formatWhen(entry.created_at);
              const reason = entry.reason;
              return (
                <li key={entry.id} className="py-2">
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
            })}
          </ul>
        )}
        <Link
          to={`${paths.operator.auditLog}?subject_type=reservation&subject_id=${r.id}`}
          className={`mt-3 inline-block text-sm ${linkClass}`}
        >
          <Trans>Open in the audit log</Trans>
        </Link>
      </AdminSection>

      <ConfirmDialog
        confirmVariant="danger"
        open={open}
        title={t`Cancel ${code}?`}
        confirmLabel={
          detail.cancel.refund_cents > 0 ? t`Cancel and refund ${refund}` : t`Cancel reservation`
        }
        cancelLabel={t`Keep it`}
        reason={{
          label: t`Reason for both parties`,
          required: true,
          minLength: 3,
          hint: t`E-mailed to the renter and the owner, shown in their reservation, and kept in the audit log.`,
          placeholder: t`e.g. The listing was reported as stolen.`,
        }}
        busy={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : null}
        onConfirm={(reason) =>
          cancel.mutate(
            { id: r.id, reason, expected: r.status },
            {
              onSuccess: (result) => {
                setOpen(false);
                setNotice(result.message);
              },
            },
          )
        }
        onClose={() => setOpen(false)}
        testId="cancel-reservation-dialog"
      >
        <p>
          <Trans>This happens at once and cannot be undone:</Trans>
        </p>
        <CancelConsequences detail={detail} />
      </ConfirmDialog>
    </div>
  );
}
