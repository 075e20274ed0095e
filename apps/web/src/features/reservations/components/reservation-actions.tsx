import { useId, useState } from 'react';
import type { ReservationView } from '@ownless/shared/rental';
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClass, LoadingButton } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useReservationAction } from '../api/run-reservation-action';
import { formatCents } from '@ownless/shared/format';
import {
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
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(
    new Date(action.available_from),
  );
}

/** What failed, in words: a 409 means the reservation moved on meanwhile. */
function actionError(error: unknown): string {
  if (isApiError(error) && error.status === 409) {
    return `${error.message} The reservation has changed since you opened it; it has been reloaded.`;
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
  const id = useId();
  const refund = reservation.cancel_refund;
  const owner = reservation.viewer_role === 'owner';
  if (dialog === 'complete') {
    return (
      <p>
        {owner
          ? `Completing releases the renter’s deposit${reservation.deposit_cents > 0 ? ` of ${formatCents(reservation.deposit_cents)}` : ''} and sends your payout of ${formatCents(reservation.payout_cents)}. Do it once you have the item back and checked it.`
          : 'This completes the rental.'}
      </p>
    );
  }
  const field =
    dialog === 'ship'
      ? {
          label: 'Tracking number',
          hint: 'Optional. The renter sees it with the reservation.',
          rows: 0,
        }
      : {
          label: dialog === 'reject' ? 'Reason for the renter' : 'Reason',
          hint:
            dialog === 'reject'
              ? 'Optional. A short, kind word helps the renter find something else.'
              : 'Optional. The other side sees it.',
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
            <span>{owner ? 'The renter gets back' : 'You get back'}</span>
            <span className="text-base tabular-nums">{formatCents(refund.total_cents)}</span>
          </p>
          <p className="mt-1">{refund.explanation}</p>
        </div>
      )}
      {dialog === 'reject' && (
        <p>The renter is told at once and nothing is charged. This cannot be undone.</p>
      )}
      {dialog === 'cancel' && <p>This cannot be undone.</p>}
      {dialog === 'ship' && (
        <p>Let the renter know it is on its way. They start the rental when it arrives.</p>
      )}
      <div>
        <label
          htmlFor={`${id}-note`}
          className="block text-sm font-semibold text-slate-900 dark:text-white"
        >
          {field.label}{' '}
          <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
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
  { title: string; confirm: string; keep: string }
> = {
  reject: { title: 'Decline this request?', confirm: 'Decline request', keep: 'Go back' },
  cancel: {
    title: 'Cancel this reservation?',
    confirm: 'Cancel reservation',
    keep: 'Keep reservation',
  },
  ship: { title: 'Mark as shipped', confirm: 'Mark as shipped', keep: 'Not yet' },
  complete: { title: 'Complete this rental?', confirm: 'Complete rental', keep: 'Not yet' },
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
    return day ? [{ action: action.action, label: action.label, day }] : [];
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
              {action.label}
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
              {action.label}
            </LoadingButton>
          ),
        )}
      </div>
      {waiting.map((w) => (
        <p
          key={w.action}
          id={`${waitId}-${w.action}`}
          className="mt-2 text-sm text-slate-600 dark:text-slate-400"
          data-testid={`action-${w.action}-available-from`}
        >
          {w.label}: available from {w.day}.
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
          title={DIALOG_TEXT[dialog].title}
          confirmLabel={
            dialog === 'ship' || dialog === 'complete'
              ? dialogAction.label
              : DIALOG_TEXT[dialog].confirm
          }
          confirmVariant={dialog === 'reject' || dialog === 'cancel' ? 'danger' : 'primary'}
          cancelLabel={DIALOG_TEXT[dialog].keep}
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
