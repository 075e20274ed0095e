import type { SERVER_EVENTS } from '../chat';
import type { ReservationAction } from './transitions';

/** What can have effects: every action of the machine, and `request` (a reservation is created pending). */
export type ReservationEffectKey = ReservationAction | 'request';

/**
 * The mails of the lifecycle, by name. The server holds each one's subject, body and link
 * text (`modules/reservations/reservation-mail.ts`, a record over this name, so a name
 * without its text fails typecheck).
 */
export type ReservationMailTemplate =
  | 'new-request'
  | 'request-approved'
  | 'request-declined'
  | 'booking-paid'
  | 'payment-received'
  | 'shipped'
  | 'rental-started-owner'
  | 'rental-started-renter'
  | 'returned'
  | 'completed-renter'
  | 'completed-owner'
  | 'cancelled-by-renter'
  | 'cancelled-by-owner'
  | 'cancelled-by-support-renter'
  | 'cancelled-by-support-owner'
  | 'expired-renter'
  | 'expired-owner';

/**
 * Money a transition moves, written to the ledger inside its transaction (the server's
 * implementations are in `modules/reservations/reservation-ledger.ts`):
 * - `charge`: the renter's card is charged the total (or the charge the bank confirmed
 *   after 3-D Secure is marked paid);
 * - `cancellation-refund`: if anything was charged, what the cancellation policy gives back
 *   is refunded (all of it when the owner or the operator cancels) and a cancellation fee
 *   kept is paid out to the owner, less commission;
 * - `payout`: if charged, the owner's payout is transferred;
 * - `deposit-hold`: at checkout, before `charge`: the deposit is held on the card when the
 *   rental ends soon enough for the card's hold to last (then `charge` takes the rest),
 *   else it is charged with the rent (decision 0027, `depositModeAt`);
 * - `deposit-back`: the item is back (return, or completion from ongoing): the owner's claim
 *   window opens; a sale's deposit is released at once (nothing comes back);
 * - `deposit-release`: a cancellation gives the deposit back in full (a released hold or a
 *   refund), whatever the rent's policy.
 * The deposit's own steps afterwards (claims, the window closing) are `DEPOSIT_TRANSITIONS`.
 */
export type LedgerMovement =
  'deposit-hold' | 'charge' | 'cancellation-refund' | 'payout' | 'deposit-back' | 'deposit-release';

/** The socket event renter and owner receive after the commit. */
export type ReservationSocketEvent = (typeof SERVER_EVENTS)['ReservationUpdated'];

export interface ActionEffects {
  /** Mails queued after the commit, in this order: to whom, which template. */
  mail: readonly { to: 'renter' | 'owner'; template: ReservationMailTemplate }[];
  /** Ledger movements inside the transition's transaction, in this order. */
  ledger: readonly LedgerMovement[];
  /** Emitted to renter's and owner's rooms after the commit. */
  socket: ReservationSocketEvent | null;
}

/**
 * What each action does besides changing the state: the other half of the one lifecycle
 * table. The server's transition (`applyIn`, `reservation-transitions.ts`) writes the ledger
 * movements and its notification (`notify`, `reservation-notifications.ts`) sends the mails
 * and the socket event by reading this table; a new action without an entry here fails
 * typecheck.
 */
export const ACTION_EFFECTS: Readonly<Record<ReservationEffectKey, ActionEffects>> = {
  request: {
    mail: [{ to: 'owner', template: 'new-request' }],
    ledger: [],
    socket: 'ReservationUpdated',
  },
  approve: {
    mail: [{ to: 'renter', template: 'request-approved' }],
    ledger: [],
    socket: 'ReservationUpdated',
  },
  reject: {
    mail: [{ to: 'renter', template: 'request-declined' }],
    ledger: [],
    socket: 'ReservationUpdated',
  },
  checkout: {
    mail: [
      { to: 'owner', template: 'booking-paid' },
      { to: 'renter', template: 'payment-received' },
    ],
    ledger: ['deposit-hold', 'charge'],
    socket: 'ReservationUpdated',
  },
  ship: {
    mail: [{ to: 'renter', template: 'shipped' }],
    ledger: [],
    socket: 'ReservationUpdated',
  },
  start: {
    mail: [
      { to: 'owner', template: 'rental-started-owner' },
      { to: 'renter', template: 'rental-started-renter' },
    ],
    ledger: [],
    socket: 'ReservationUpdated',
  },
  return: {
    mail: [{ to: 'owner', template: 'returned' }],
    ledger: ['deposit-back'],
    socket: 'ReservationUpdated',
  },
  complete: {
    mail: [
      { to: 'renter', template: 'completed-renter' },
      { to: 'owner', template: 'completed-owner' },
    ],
    ledger: ['payout', 'deposit-back'],
    socket: 'ReservationUpdated',
  },
  'cancel-by-renter': {
    mail: [{ to: 'owner', template: 'cancelled-by-renter' }],
    ledger: ['cancellation-refund', 'deposit-release'],
    socket: 'ReservationUpdated',
  },
  'cancel-by-owner': {
    mail: [{ to: 'renter', template: 'cancelled-by-owner' }],
    ledger: ['cancellation-refund', 'deposit-release'],
    socket: 'ReservationUpdated',
  },
  'cancel-by-admin': {
    mail: [
      { to: 'renter', template: 'cancelled-by-support-renter' },
      { to: 'owner', template: 'cancelled-by-support-owner' },
    ],
    ledger: ['cancellation-refund', 'deposit-release'],
    socket: 'ReservationUpdated',
  },
  expire: {
    mail: [
      { to: 'renter', template: 'expired-renter' },
      { to: 'owner', template: 'expired-owner' },
    ],
    ledger: [],
    socket: 'ReservationUpdated',
  },
};
