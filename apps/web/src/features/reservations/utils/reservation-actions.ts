import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReservationView } from '@ownless/shared/rental';
import {
  ACTION_ENDPOINTS,
  type ActionEndpoint,
  participantAction,
} from '@ownless/shared/reservation-machine';
import { paths } from '@/config/paths';
import { i18n } from '@/lib/i18n';

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
 * The endpoint of each action, from the shared lifecycle table (ACTION_ENDPOINTS in
 * packages/shared reservation-machine): the path under `/reservation/:id/`, its fixed body
 * and what the viewer typed. Checkout opens the checkout page instead. Actions the web
 * never takes (expire, cancel-by-admin) answer null.
 */
export function actionRequest(
  reservationId: number,
  action: string,
  input: ActionInput = {},
): ActionRequest | null {
  const name = participantAction(action);
  if (!name) return null;
  const endpoint = ACTION_ENDPOINTS[name];
  if (endpoint.page === 'checkout') return { kind: 'navigate', to: paths.checkout(reservationId) };
  const typed = endpoint.input ? { [endpoint.input]: trimmed(input[endpoint.input]) } : {};
  return {
    kind: 'post',
    path: `/reservation/${reservationId}/${endpoint.path}`,
    body: { ...endpoint.body, ...withOptional(typed) },
  };
}

/** The dialog an action needs before it runs, if any. */
export type ActionDialog = NonNullable<ActionEndpoint['dialog']> | null;

export function dialogFor(action: string): ActionDialog {
  const name = participantAction(action);
  return (name && ACTION_ENDPOINTS[name].dialog) ?? null;
}

export const isCancelAction = (action: string) => dialogFor(action) === 'cancel';

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

/**
 * The buttons' words, by the English label the server gives each action (the lifecycle
 * table's), so that an action reads the same way in every language.
 */
const ACTION_LABELS: Record<string, MessageDescriptor> = {
  Approve: msg`Approve`,
  Reject: msg`Reject`,
  'Cancel request': msg`Cancel request`,
  'Pay now': msg`Pay now`,
  'Cancel reservation': msg`Cancel reservation`,
  'Mark as shipped': msg`Mark as shipped`,
  'Start rental': msg`Start rental`,
  'I have it: start rental': msg`I have it: start rental`,
  'Mark as handed over': msg`Mark as handed over`,
  'It arrived: start rental': msg`It arrived: start rental`,
  'It arrived': msg`It arrived`,
  'I returned it': msg`I returned it`,
  'Complete rental': msg`Complete rental`,
  'Confirm return and complete': msg`Confirm return and complete`,
};

/** An action's button label in the page's language; one the web does not know as sent. */
export function actionLabel(action: { label: string }): string {
  const label = Object.hasOwn(ACTION_LABELS, action.label)
    ? ACTION_LABELS[action.label]
    : undefined;
  return label ? i18n._(label) : action.label;
}
