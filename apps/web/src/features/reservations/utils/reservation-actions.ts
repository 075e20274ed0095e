import type { ReservationView } from '@ownless/shared/rental';
import { paths } from '@/config/paths';

/** What the viewer types into an action's dialog, if it has one. */
export interface ActionInput {
  reason?: string;
  tracking_number?: string;
}

/** How the web carries out one of `reservation.actions`. */
export type ActionRequest =
  { kind: 'navigate'; to: string } | { kind: 'post'; path: string; body: Record<string, string> };

const trimmed = (value: string | undefined) => {
  const text = value?.trim();
  return text ? text : undefined;
};

/** Only the fields that were filled in: the server reads a missing reason as none. */
const withOptional = (fields: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;

/**
 * The endpoint of each action of the state machine (packages/shared reservation-machine):
 * approve → approve, reject → reject, checkout → the checkout page, ship → ship,
 * start/return → rent-period-action, complete → complete-rent, cancel-by-renter →
 * cancel-reservation, cancel-by-owner → seller-cancel-rent. Actions the web never takes
 * (expire, cancel-by-admin) answer null.
 */
export function actionRequest(
  reservationId: number,
  action: string,
  input: ActionInput = {},
): ActionRequest | null {
  const base = `/reservation/${reservationId}`;
  switch (action) {
    case 'approve':
      return { kind: 'post', path: `${base}/approve`, body: {} };
    case 'reject':
      return {
        kind: 'post',
        path: `${base}/reject`,
        body: withOptional({ reason: trimmed(input.reason) }),
      };
    case 'checkout':
      return { kind: 'navigate', to: paths.checkout(reservationId) };
    case 'ship':
      return {
        kind: 'post',
        path: `${base}/ship`,
        body: withOptional({ tracking_number: trimmed(input.tracking_number) }),
      };
    case 'start':
      return { kind: 'post', path: `${base}/rent-period-action`, body: { action: 'start' } };
    case 'return':
      return { kind: 'post', path: `${base}/rent-period-action`, body: { action: 'return' } };
    case 'complete':
      return { kind: 'post', path: `${base}/complete-rent`, body: {} };
    case 'cancel-by-renter':
      return {
        kind: 'post',
        path: `${base}/cancel-reservation`,
        body: withOptional({ reason: trimmed(input.reason) }),
      };
    case 'cancel-by-owner':
      return {
        kind: 'post',
        path: `${base}/seller-cancel-rent`,
        body: withOptional({ reason: trimmed(input.reason) }),
      };
    default:
      return null;
  }
}

/** The dialog an action needs before it runs, if any. */
export type ActionDialog = 'reject' | 'cancel' | 'ship' | 'complete' | null;

export function dialogFor(action: string): ActionDialog {
  if (action === 'reject') return 'reject';
  if (action === 'cancel-by-renter' || action === 'cancel-by-owner') return 'cancel';
  if (action === 'ship') return 'ship';
  if (action === 'complete') return 'complete';
  return null;
}

export const isCancelAction = (action: string) =>
  action === 'cancel-by-renter' || action === 'cancel-by-owner';

/** Forward actions look primary; declining and cancelling look quieter. */
export function actionVariant(action: string): 'primary' | 'outline' | 'ghost' {
  if (action === 'reject') return 'outline';
  if (isCancelAction(action)) return 'ghost';
  return 'primary';
}

/** Actions in the order they should read: forward first, then reject, cancel last. */
export function orderedActions(actions: ReservationView['actions']): ReservationView['actions'] {
  const rank = (action: string) => (isCancelAction(action) ? 2 : action === 'reject' ? 1 : 0);
  return [...actions].sort((a, b) => rank(a.action) - rank(b.action));
}
