import { type ReactNode, useState } from 'react';
import type { OperatorReservationDetail } from '@ownless/shared';
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
import {
  RESERVATION_STATUS_TONES,
  formatDay,
  money,
  statusWord,
} from '../utils/reservation-status';
import { StatusPill, TableFrame, formatWhen, tdClass, thClass } from './console-ui';

type Detail = OperatorReservationDetail;
type Party = Detail['reservation']['renter'];

const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-400';
const mutedClass = 'text-slate-600 dark:text-slate-400';

/** A term and its value in a description list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className={mutedClass}>{term}</dt>
      <dd className="break-words text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

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
        <span className="block text-xs text-red-700 dark:text-red-400">Suspended</span>
      )}
    </Fact>
  );
}

const LEDGER_TONES: Record<string, 'good' | 'bad' | 'warn' | 'neutral'> = {
  succeeded: 'good',
  failed: 'bad',
  pending: 'warn',
};

/** Exactly what the operator's cancellation does, from the server's preview. */
function CancelConsequences({ detail }: { detail: Detail }) {
  const { reservation: r, cancel } = detail;
  return (
    <ul className="list-disc space-y-1 ps-5" data-testid="cancel-consequences">
      <li>
        {r.code} becomes <strong>Cancelled</strong> at once, as cancelled by OwnLess support; its
        days are free for other renters again.
      </li>
      <li>
        {cancel.refund_cents > 0 ? (
          <>
            <strong>{money(cancel.refund_cents)}</strong> is refunded to{' '}
            <bdi>{r.renter.full_name}</bdi>’s card. {cancel.explanation}
          </>
        ) : (
          cancel.explanation
        )}
      </li>
      <li>
        <bdi>{r.owner.full_name}</bdi> is not paid for this booking.
      </li>
      <li>
        We e-mail <bdi>{r.renter.full_name}</bdi> and <bdi>{r.owner.full_name}</bdi> that support
        cancelled it, with your reason; both see it in their reservation at once.
      </li>
      <li>The cancellation and your reason are kept in the audit log.</li>
    </ul>
  );
}

function Ledger({ detail }: { detail: Detail }) {
  if (detail.ledger.length === 0)
    return <p className={`text-sm ${mutedClass}`}>No money has moved for this reservation.</p>;
  const refunds = detail.ledger.filter((l) => l.kind === 'refund' && l.status === 'succeeded');
  return (
    <>
      <TableFrame label="Ledger entries">
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            {['When', 'Kind', 'Amount', 'State', 'Description'].map((label) => (
              <th key={label} scope="col" className={thClass}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {detail.ledger.map((entry) => (
            <tr key={entry.id} data-testid="ledger-entry">
              <td className={`${tdClass} whitespace-nowrap`}>
                <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
              </td>
              <td className={`${tdClass} capitalize`}>{entry.kind}</td>
              <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
                {entry.kind === 'refund' ? '−' : ''}
                {money(entry.amount_cents)}
              </td>
              <td className={tdClass}>
                <StatusPill tone={LEDGER_TONES[entry.status] ?? 'neutral'}>
                  {entry.status}
                </StatusPill>
              </td>
              <td className={tdClass}>
                {entry.description ?? '—'}
                {entry.failure_message && (
                  <p className="text-xs text-red-700 dark:text-red-400">{entry.failure_message}</p>
                )}
                {entry.provider_ref && (
                  <p className={`text-xs break-all ${mutedClass}`} dir="ltr">
                    {entry.provider} · {entry.provider_ref}
                  </p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3" data-testid="ledger-totals">
        <Fact term="Charged">{money(detail.totals.charged_cents)}</Fact>
        <Fact term={`Refunded (${refunds.length} ${refunds.length === 1 ? 'refund' : 'refunds'})`}>
          {money(detail.totals.refunded_cents)}
        </Fact>
        <Fact term="Paid out to the owner">{money(detail.totals.transferred_cents)}</Fact>
      </dl>
    </>
  );
}

/**
 * One reservation for the operators (GET /admin/reservations/:id): parties, listing, dates,
 * price lines, timeline, ledger and refunds, the operator actions on it, and the operator's
 * cancellation with a full refund, confirmed in a dialog that says exactly what happens.
 */
export function ReservationDetailView({ reservationId }: { reservationId: number }) {
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
        title="This reservation could not be loaded"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const detail = query.data;
  const r = detail.reservation;
  const zone = r.timezone;

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
            <Fact term="State">
              <span data-testid="operator-reservation-state">
                <StatusPill tone={RESERVATION_STATUS_TONES[r.status]}>
                  {statusWord(r.status)}
                </StatusPill>
              </span>
            </Fact>
            <Fact term="Listing">
              <Link to={paths.listingDetail(r.listing.id)} className={linkClass}>
                <bdi>{r.listing.name}</bdi>
              </Link>
              <span className={`block text-xs ${mutedClass}`}>#{r.listing.id}</span>
            </Fact>
            <Fact term="Requested">{formatWhen(r.created_at)}</Fact>
            <PartyFact role="Renter" party={r.renter} />
            <PartyFact role="Owner" party={r.owner} />
            {r.cancelled_by && (
              <Fact term="Cancelled by">
                {r.cancelled_by === 'admin' ? 'OwnLess support' : `the ${r.cancelled_by}`}
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
                Cancel with full refund
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
              The renter’s other reservations
            </Link>
          </div>
        </div>
      </AdminSection>

      <div className="grid gap-6 lg:grid-cols-2">
        <AdminSection title="Dates and hand-over">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <Fact term={r.type === 'sale' ? 'Hand-over' : 'Starts'}>
              {formatDay(r.start_at, zone)}
            </Fact>
            {r.type === 'rent' && <Fact term="Ends">{formatDay(r.end_at, zone)}</Fact>}
            <Fact term="Length">
              {r.type === 'sale'
                ? 'Purchase'
                : `${r.units} × ${r.frequency.toLowerCase()}${r.quantity > 1 ? `, ${r.quantity} items` : ''}`}
            </Fact>
            <Fact term="Fulfilment">
              <span className="capitalize">{r.fulfilment}</span>
              {r.tracking_number && (
                <span className={`block text-xs ${mutedClass}`}>
                  Tracking <bdi>{r.tracking_number}</bdi>
                </span>
              )}
            </Fact>
            <Fact term="Time zone">{zone}</Fact>
            <Fact term="Cancellation policy">
              <span className="capitalize">{r.policy}</span>
            </Fact>
          </dl>
          {r.renter_note && (
            <p className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-950 dark:text-slate-200">
              <span className="font-semibold">Renter’s note: </span>
              <bdi>{r.renter_note}</bdi>
            </p>
          )}
        </AdminSection>

        <AdminSection title="Price">
          <dl className="text-sm" data-testid="price-lines">
            {detail.line_items.map((line) => (
              <div key={line.code} className="flex justify-between gap-4 py-1.5">
                <dt className="min-w-0">{line.label}</dt>
                <dd className="tabular-nums">{money(line.amount_cents)}</dd>
              </div>
            ))}
            <div className="mt-1.5 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-semibold dark:border-slate-700">
              <dt>Total</dt>
              <dd className="tabular-nums">{money(detail.money.total_cents)}</dd>
            </div>
            <div className={`flex justify-between gap-4 py-1.5 ${mutedClass}`}>
              <dt>Commission</dt>
              <dd className="tabular-nums">{money(detail.money.commission_cents)}</dd>
            </div>
            <div className={`flex justify-between gap-4 py-1.5 ${mutedClass}`}>
              <dt>Owner’s payout</dt>
              <dd className="tabular-nums">{money(detail.money.payout_cents)}</dd>
            </div>
            <div className={`flex justify-between gap-4 py-1.5 ${mutedClass}`}>
              <dt>Refunded</dt>
              <dd className="tabular-nums">{money(detail.money.refunded_cents)}</dd>
            </div>
          </dl>
        </AdminSection>
      </div>

      <AdminSection title="Timeline">
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
                    · {event.from_status ? `${event.from_status} → ` : ''}
                    {event.to_status}
                  </span>
                )}
              </p>
              <p className={mutedClass}>
                <time dateTime={event.created_at}>{formatWhen(event.created_at)}</time> ·{' '}
                {event.actor_name ? <bdi>{event.actor_name}</bdi> : 'OwnLess'} ({event.actor_role})
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

      <AdminSection title="Ledger and refunds">
        <Ledger detail={detail} />
      </AdminSection>

      <AdminSection title="Operator actions on this reservation">
        {detail.audit.length === 0 ? (
          <p className={`text-sm ${mutedClass}`}>None yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
            {detail.audit.map((entry) => (
              <li key={entry.id} className="py-2">
                <span className="font-semibold">{entry.action}</span> by{' '}
                <bdi>{entry.actor ?? 'a deleted account'}</bdi> · {formatWhen(entry.created_at)}
                {entry.reason && (
                  <p className="mt-1 break-words text-slate-700 dark:text-slate-300">
                    Reason: <bdi>{entry.reason}</bdi>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
        <Link
          to={`${paths.operator.auditLog}?subject_type=reservation&subject_id=${r.id}`}
          className={`mt-3 inline-block text-sm ${linkClass}`}
        >
          Open in the audit log
        </Link>
      </AdminSection>

      <ConfirmDialog
        confirmVariant="danger"
        open={open}
        title={`Cancel ${r.code}?`}
        confirmLabel={
          detail.cancel.refund_cents > 0
            ? `Cancel and refund ${money(detail.cancel.refund_cents)}`
            : 'Cancel reservation'
        }
        cancelLabel="Keep it"
        reason={{
          label: 'Reason for both parties',
          required: true,
          minLength: 3,
          hint: 'E-mailed to the renter and the owner, shown in their reservation, and kept in the audit log.',
          placeholder: 'e.g. The listing was reported as stolen.',
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
        <p>This happens at once and cannot be undone:</p>
        <CancelConsequences detail={detail} />
      </ConfirmDialog>
    </div>
  );
}
