import { fieldText } from '../field-text';
import { APPROVED_EXPIRY_HOURS, type ReservationAction } from './transitions';

/** The actions people in a reservation take through the API (not the system, not the operator). */
export type ParticipantAction = Exclude<ReservationAction, 'expire' | 'cancel-by-admin'>;

/**
 * How each participant action reaches the server: the one table the server's routes and
 * the web's buttons both read (one lifecycle table). `path` is appended to
 * `POST /reservation/:id/`; `body` holds fixed fields; `input` is what the viewer may type
 * first (sent trimmed, only when filled in) and `dialog` the dialog that asks for it;
 * `message` is the confirmation the server answers with. `checkout` is a page in the web
 * (card form, 3-D Secure), so the web navigates there instead of posting.
 * Who may take an action, from which state and with which guard is in TRANSITIONS; what
 * it does besides changing the state (mail, ledger, socket event) is in ACTION_EFFECTS.
 */
export interface ActionEndpoint {
  path: string;
  body?: Readonly<Record<string, string>>;
  input?: 'reason' | 'tracking_number';
  dialog?: 'reject' | 'cancel' | 'ship' | 'complete';
  /** The web opens its page instead of posting. */
  page?: 'checkout';
  message: string;
}

export const ACTION_ENDPOINTS: Readonly<Record<ParticipantAction, ActionEndpoint>> = {
  approve: {
    path: 'approve',
    message: fieldText(
      /*i18n*/ {
        id: 'Approved. The renter has {hours} hours to pay.',
        values: { hours: APPROVED_EXPIRY_HOURS },
      },
    ),
  },
  reject: {
    path: 'reject',
    input: 'reason',
    dialog: 'reject',
    message: /*i18n*/ 'Request declined.',
  },
  checkout: {
    path: 'checkout-items',
    page: 'checkout',
    message: /*i18n*/ 'Payment received. Your reservation is confirmed.',
  },
  ship: {
    path: 'ship',
    input: 'tracking_number',
    dialog: 'ship',
    message: /*i18n*/ 'Marked as shipped.',
  },
  start: {
    path: 'rent-period-action',
    body: { action: 'start' },
    message: /*i18n*/ 'Rental started.',
  },
  return: {
    path: 'rent-period-action',
    body: { action: 'return' },
    message: /*i18n*/ 'Marked as returned. The owner confirms the return and completes the rental.',
  },
  complete: {
    path: 'complete-rent',
    dialog: 'complete',
    message:
      /*i18n*/ 'Completed. The payout is on its way; the deposit goes back once the claim window closes.',
  },
  'cancel-by-renter': {
    path: 'cancel-reservation',
    input: 'reason',
    dialog: 'cancel',
    message: /*i18n*/ 'Reservation cancelled.',
  },
  'cancel-by-owner': {
    path: 'seller-cancel-rent',
    input: 'reason',
    dialog: 'cancel',
    message: /*i18n*/ 'Reservation cancelled. The renter is refunded in full.',
  },
};

/** The participant action behind a web action name, or null for any other string. */
export function participantAction(action: string): ParticipantAction | null {
  return Object.hasOwn(ACTION_ENDPOINTS, action) ? (action as ParticipantAction) : null;
}
