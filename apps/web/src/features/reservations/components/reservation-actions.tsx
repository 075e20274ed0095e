import { useId, useState } from 'react';
import type { ReservationView } from '@ownless/shared/rental';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClass, LoadingButton } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useRules } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { dateTimeFormat, formatCents } from '@/lib/i18n';
import { useReservationAction } from '../api/run-reservation-action';
import {
  actionLabel,
  actionVariant,
  dialogFor,
  isCancelAction,
  orderedActions,
  type ActionDialog,
} from '../utils/reservation-actions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type Action = ReservationView['actions'][number];

/** The day an action opens, in the listing's time zone, while it is still ahead. */
function opensOn(action: Action, timeZone: string, now = Date.now()): string | null {
  if (!action.available_from || Date.parse(action.available_from) <= now) return null;
  return dateTimeFormat({ dateStyle: 'medium', timeZone }).format(new Date(action.available_from));
}

/**
 * What failed, in words: a 409 means the reservation moved on meanwhile, unless it names a
 * field: then the listing's rules or stock refuse it as it is, and the server's words say which.
 */
function actionError(error: unknown): string {
  if (isApiError(error) && error.status === 409 && !error.errors) {
    const message = error.message;
    return t`${message} The reservation has changed since you opened it; it has been reloaded.`;
  }
  return errorMessage(error);
}

function DialogBody({
  dialog,
  reservation,
  note,
  setNote,
}: {
  dialog: Exclude<ActionDialog, null>;
  reservation: ReservationView;
  note: string;
  setNote: (value: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const refund = reservation.cancel_refund;
  const owner = reservation.viewer_role === 'owner';
  const deposit = formatCents(reservation.deposit_cents);
  const payout = formatCents(reservation.payout_cents);
  const claimHours = useRules()?.claimWindowHours;
  if (dialog === 'complete') {
    return (
      <p>
        {!owner ? (
          <Trans>This completes the rental.</Trans>
        ) : reservation.deposit_cents > 0 && claimHours !== undefined ? (
          <Trans>
            Completing sends your payout of <bdi>{payout}</bdi>. The renter’s deposit of{' '}
            <bdi>{deposit}</bdi> stays held <bdi>{claimHours}</bdi> hours after the item is back, so
            you can still claim from it for damage. Do it once you have the item back and checked
            it.
          </Trans>
        ) : (
          <Trans>
            Completing sends your payout of <bdi>{payout}</bdi>. Do it once you have the item back
            and checked it.
          </Trans>
        )}
      </p>
    );
  }
  const field =
    dialog === 'ship'
      ? {
          label: t`Tracking number`,
          hint: t`Optional. The renter sees it with the reservation.`,
          rows: 0,
        }
      : {
          label: dialog === 'reject' ? t`Reason for the renter` : t`Reason`,
          hint:
            dialog === 'reject'
              ? t`Optional. A short, kind word helps the renter find something else.`
              : t`Optional. The other side sees it.`,
          rows: 3,
        };
  return (
    <>
      {dialog === 'cancel' && refund && (
        <div
          className="rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60"
          data-testid="cancel-refund"
        >
          <p className="flex items-baseline justify-between gap-3 font-semibold text-slate-900 dark:text-white">
            <span>{owner ? t`The renter gets back` : t`You get back`}</span>
            <bdi className="text-base tabular-nums">{formatCents(refund.total_cents)}</bdi>
          </p>
          <p className="mt-1">{refund.explanation}</p>
        </div>
      )}
      {dialog === 'reject' && (
        <p>
          <Trans>The renter is told at once and nothing is charged. This cannot be undone.</Trans>
        </p>
      )}
      {dialog === 'cancel' && (
        <p>
          <Trans>This cannot be undone.</Trans>
        </p>
      )}
      {dialog === 'ship' && (
        <p>
          <Trans>
            Let the renter know it is on its way. They start the rental when it arrives.
          </Trans>
        </p>
      )}
      <div>
        <label
          htmlFor={`${id}-note`}
          className="block text-sm font-semibold text-slate-900 dark:text-white"
        >
          {field.label}{' '}
          <span className="font-normal text-slate-500 dark:text-slate-400">
            <Trans>(optional)</Trans>
          </span>
        </label>
        {field.rows > 0 ? (
          <textarea
            id={`${id}-note`}
            rows={field.rows}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={`${id}-hint`}
            className={inputClass(false, 'mt-2 resize-y')}
          />
        ) : (
          <input
            id={`${id}-note`}
            value={note}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={`${id}-hint`}
            className={inputClass(false, 'mt-2')}
          />
        )}
        <p id={`${id}-hint`} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {field.hint}
        </p>
      </div>
    </>
  );
}

const DIALOG_TEXT: Record<
  Exclude<ActionDialog, null>,
  { title: MessageDescriptor; confirm: MessageDescriptor; keep: MessageDescriptor }
> = {
  reject: { title: msg`Decline this request?`, confirm: msg`Decline request`, keep: msg`Go back` },
  cancel: {
    title: msg`Cancel this reservation?`,
    confirm: msg`Cancel reservation`,
    keep: msg`Keep reservation`,
  },
  ship: { title: msg`Mark as shipped`, confirm: msg`Mark as shipped`, keep: msg`Not yet` },
  complete: {
    title: msg`Complete this rental?`,
    confirm: msg`Complete rental`,
    keep: msg`Not yet`,
  },
};

/**
 * Exactly the actions the server lists for the viewer (`reservation.actions`), each wired to
 * its endpoint. Cancel and decline ask first (cancel shows the refund before confirming),
 * shipping asks for the tracking number, Pay now goes to the checkout page.
 */
export function ReservationActions({
  reservation,
  compact = false,
  onDone,
  className,
}: {
  reservation: ReservationView;
  /** In a list row: no cancel button (it lives on the details page), small buttons. */
  compact?: boolean;
  onDone?: (message: string) => void;
  className?: string;
}) {
  const { i18n } = useLingui();
  const mutation = useReservationAction();
  const waitId = useId();
  // The dialog's action stays after closing, so the <dialog> closes (and gives the focus
  // back to its button) instead of being removed while open.
  const [dialogAction, setDialogAction] = useState<Action | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [note, setNote] = useState('');
  const actions = orderedActions(reservation.actions).filter(
    (action) => !(compact && isCancelAction(action.action)),
  );
  if (actions.length === 0) return null;

  const run = (action: Action) =>
    mutation.mutate(
      {
        reservationId: reservation.id,
        action: action.action,
        input: { reason: note, tracking_number: note },
      },
      {
        onSuccess: (result) => {
          setDialogOpen(false);
          setNote('');
          onDone?.(result.message);
        },
      },
    );

  const dialog = dialogAction ? dialogFor(dialogAction.action) : null;
  const runningAction = mutation.isPending ? mutation.variables?.action : undefined;
  const failure = mutation.isError ? actionError(mutation.error) : null;
  const size = compact ? 'sm' : 'md';
  // The server refuses these before their day too; the button says when.
  const waiting = actions.flatMap((action) => {
    const day = opensOn(action, reservation.listing.timezone);
    return day ? [{ action: action.action, label: actionLabel(action), day }] : [];
  });
  const waitingFor = (action: string) => waiting.some((w) => w.action === action);

  return (
    <div className={className}>
      <div className={cn('flex flex-wrap gap-2', compact && 'justify-end')}>
        {actions.map((action) =>
          action.action === 'checkout' ? (
            <Link
              key={action.action}
              to={paths.checkout(reservation.id)}
              className={buttonClass('primary', size)}
              data-testid="action-checkout"
            >
              <CreditCard className="size-4" aria-hidden="true" />
              {actionLabel(action)}
            </Link>
          ) : (
            <LoadingButton
              key={action.action}
              variant={actionVariant(action.action)}
              size={size}
              loading={runningAction === action.action && !dialogOpen}
              disabled={mutation.isPending || waitingFor(action.action)}
              aria-describedby={
                waitingFor(action.action) ? `${waitId}-${action.action}` : undefined
              }
              className={cn(
                isCancelAction(action.action) &&
                  'text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950/40 dark:hover:text-red-300',
              )}
              onClick={() => {
                mutation.reset();
                if (dialogFor(action.action)) {
                  setNote(action.action === 'ship' ? (reservation.tracking_number ?? '') : '');
                  setDialogAction(action);
                  setDialogOpen(true);
                } else {
                  run(action);
                }
              }}
              data-testid={`action-${action.action}`}
            >
              {actionLabel(action)}
            </LoadingButton>
          ),
        )}
      </div>
      {waiting.map(({ action, label, day }) => (
        <p
          key={action}
          id={`${waitId}-${action}`}
          className="mt-2 text-sm text-slate-600 dark:text-slate-400"
          data-testid={`action-${action}-available-from`}
        >
          <Trans>
            {label}: available from <bdi>{day}</bdi>.
          </Trans>
        </p>
      ))}
      {failure && !dialogOpen && (
        <Alert tone="error" className="mt-3" data-testid="action-error">
          {failure}
        </Alert>
      )}
      {dialogAction && dialog && (
        <ConfirmDialog
          open={dialogOpen}
          title={i18n._(DIALOG_TEXT[dialog].title)}
          confirmLabel={
            dialog === 'ship' || dialog === 'complete'
              ? actionLabel(dialogAction)
              : i18n._(DIALOG_TEXT[dialog].confirm)
          }
          confirmVariant={dialog === 'reject' || dialog === 'cancel' ? 'danger' : 'primary'}
          cancelLabel={i18n._(DIALOG_TEXT[dialog].keep)}
          busy={mutation.isPending}
          error={failure}
          onConfirm={() => run(dialogAction)}
          onClose={() => {
            setDialogOpen(false);
            mutation.reset();
          }}
          testId={`dialog-${dialog}`}
        >
          <DialogBody dialog={dialog} reservation={reservation} note={note} setNote={setNote} />
        </ConfirmDialog>
      )}
    </div>
  );
}
