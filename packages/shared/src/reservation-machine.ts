/**
 * The reservation lifecycle as data (docs/decisions/0003-reservations.md; the shape of
 * sharetribe's transaction process). The server refuses any transition not listed here;
 * the web shows a button only for a transition the viewer's role may take.
 */
import type { SERVER_EVENTS } from './chat';
import { RESERVATION_STATUSES, type ReservationStatus } from './enums';
import { zonedDay, zonedDayStart } from './time';

export type ReservationActor = 'renter' | 'owner' | 'system' | 'admin';

/** Reservations in these states hold stock: they count against a listing's quantity. */
export const BOOKED_STATUSES = [
  'approved',
  'paid',
  'shipped',
  'ongoing',
  'returned',
] as const satisfies readonly ReservationStatus[];

/** Booked and paid, not completed yet: the owner's payout is still to come. */
export const PAYOUT_DUE_STATUSES = [
  'paid',
  'shipped',
  'ongoing',
  'returned',
] as const satisfies readonly (typeof BOOKED_STATUSES)[number][];

/** Hours before an unanswered request or an unpaid approval expires. */
export const PENDING_EXPIRY_HOURS = 48;
export const APPROVED_EXPIRY_HOURS = 24;

export type ReservationAction =
  | 'approve'
  | 'reject'
  | 'checkout'
  | 'ship'
  | 'start'
  | 'return'
  | 'complete'
  | 'cancel-by-renter'
  | 'cancel-by-owner'
  | 'expire'
  | 'cancel-by-admin';

export interface Transition {
  action: ReservationAction;
  from: ReservationStatus;
  to: ReservationStatus;
  by: ReservationActor;
  /** Only for rentals with this fulfilment, or only for sales. */
  when?: { fulfilment?: 'shipping' | 'not-shipping'; type?: 'rent' | 'sale' };
  /** Button label for the web. */
  label: string;
  /**
   * When it may happen, besides the state: `start-day` not before the local day the
   * reservation starts where the listing is (money follows the hand-over, not the click);
   * `overdue` only once its expiry time has passed.
   */
  guard?: 'start-day' | 'overdue';
}

export const TRANSITIONS: readonly Transition[] = [
  // The owner answers a request.
  { action: 'approve', from: 'pending', to: 'approved', by: 'owner', label: 'Approve' },
  { action: 'reject', from: 'pending', to: 'rejected', by: 'owner', label: 'Reject' },
  {
    action: 'cancel-by-renter',
    from: 'pending',
    to: 'cancelled',
    by: 'renter',
    label: 'Cancel request',
  },
  {
    action: 'expire',
    from: 'pending',
    to: 'expired',
    by: 'system',
    label: 'Expire',
    guard: 'overdue',
  },
  // The renter pays an approved request.
  { action: 'checkout', from: 'approved', to: 'paid', by: 'renter', label: 'Pay now' },
  {
    action: 'cancel-by-renter',
    from: 'approved',
    to: 'cancelled',
    by: 'renter',
    label: 'Cancel reservation',
  },
  {
    action: 'cancel-by-owner',
    from: 'approved',
    to: 'cancelled',
    by: 'owner',
    label: 'Cancel reservation',
  },
  {
    action: 'expire',
    from: 'approved',
    to: 'expired',
    by: 'system',
    label: 'Expire',
    guard: 'overdue',
  },
  // Paid: hand-over by shipping, or the period starts (pickup, delivery, services).
  {
    action: 'ship',
    from: 'paid',
    to: 'shipped',
    by: 'owner',
    when: { fulfilment: 'shipping' },
    label: 'Mark as shipped',
  },
  {
    action: 'start',
    from: 'paid',
    to: 'ongoing',
    by: 'owner',
    when: { fulfilment: 'not-shipping', type: 'rent' },
    label: 'Start rental',
    guard: 'start-day',
  },
  {
    action: 'start',
    from: 'paid',
    to: 'ongoing',
    by: 'renter',
    when: { fulfilment: 'not-shipping', type: 'rent' },
    label: 'I have it: start rental',
    guard: 'start-day',
  },
  {
    action: 'complete',
    from: 'paid',
    to: 'completed',
    by: 'owner',
    when: { fulfilment: 'not-shipping', type: 'sale' },
    label: 'Mark as handed over',
    guard: 'start-day',
  },
  {
    action: 'cancel-by-renter',
    from: 'paid',
    to: 'cancelled',
    by: 'renter',
    label: 'Cancel reservation',
  },
  {
    action: 'cancel-by-owner',
    from: 'paid',
    to: 'cancelled',
    by: 'owner',
    label: 'Cancel reservation',
  },
  // Shipped: the renter confirms it arrived.
  {
    action: 'start',
    from: 'shipped',
    to: 'ongoing',
    by: 'renter',
    when: { type: 'rent' },
    label: 'It arrived: start rental',
    guard: 'start-day',
  },
  {
    action: 'complete',
    from: 'shipped',
    to: 'completed',
    by: 'renter',
    when: { type: 'sale' },
    label: 'It arrived',
  },
  // The rental runs, then comes back.
  {
    action: 'return',
    from: 'ongoing',
    to: 'returned',
    by: 'renter',
    label: 'I returned it',
    guard: 'start-day',
  },
  {
    action: 'complete',
    from: 'ongoing',
    to: 'completed',
    by: 'owner',
    label: 'Complete rental',
    guard: 'start-day',
  },
  {
    action: 'complete',
    from: 'returned',
    to: 'completed',
    by: 'owner',
    label: 'Confirm return and complete',
    guard: 'start-day',
  },
  // The operator may cancel anything still open, with a full refund.
  ...(['pending', 'approved', 'paid', 'shipped', 'ongoing', 'returned'] as const).map(
    (from): Transition => ({
      action: 'cancel-by-admin',
      from,
      to: 'cancelled',
      by: 'admin',
      label: 'Cancel (operator)',
    }),
  ),
];

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
    message: `Approved. The renter has ${APPROVED_EXPIRY_HOURS} hours to pay.`,
  },
  reject: { path: 'reject', input: 'reason', dialog: 'reject', message: 'Request declined.' },
  checkout: {
    path: 'checkout-items',
    page: 'checkout',
    message: 'Payment received. Your reservation is confirmed.',
  },
  ship: {
    path: 'ship',
    input: 'tracking_number',
    dialog: 'ship',
    message: 'Marked as shipped.',
  },
  start: { path: 'rent-period-action', body: { action: 'start' }, message: 'Rental started.' },
  return: {
    path: 'rent-period-action',
    body: { action: 'return' },
    message: 'Marked as returned. The owner confirms the return and completes the rental.',
  },
  complete: {
    path: 'complete-rent',
    dialog: 'complete',
    message: 'Completed. The deposit is released and the payout is on its way.',
  },
  'cancel-by-renter': {
    path: 'cancel-reservation',
    input: 'reason',
    dialog: 'cancel',
    message: 'Reservation cancelled.',
  },
  'cancel-by-owner': {
    path: 'seller-cancel-rent',
    input: 'reason',
    dialog: 'cancel',
    message: 'Reservation cancelled. The renter is refunded in full.',
  },
};

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
 * - `deposit-release`: if charged, the deposit is refunded.
 */
export type LedgerMovement = 'charge' | 'cancellation-refund' | 'payout' | 'deposit-release';

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
 * table. The server's transition (`apply`) writes the ledger movements and its
 * notification (`notify`) sends the mails and the socket event by reading this table; a
 * new action without an entry here fails typecheck.
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
    ledger: ['charge'],
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
    ledger: [],
    socket: 'ReservationUpdated',
  },
  complete: {
    mail: [
      { to: 'renter', template: 'completed-renter' },
      { to: 'owner', template: 'completed-owner' },
    ],
    ledger: ['payout', 'deposit-release'],
    socket: 'ReservationUpdated',
  },
  'cancel-by-renter': {
    mail: [{ to: 'owner', template: 'cancelled-by-renter' }],
    ledger: ['cancellation-refund'],
    socket: 'ReservationUpdated',
  },
  'cancel-by-owner': {
    mail: [{ to: 'renter', template: 'cancelled-by-owner' }],
    ledger: ['cancellation-refund'],
    socket: 'ReservationUpdated',
  },
  'cancel-by-admin': {
    mail: [
      { to: 'renter', template: 'cancelled-by-support-renter' },
      { to: 'owner', template: 'cancelled-by-support-owner' },
    ],
    ledger: ['cancellation-refund'],
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

/** The participant action behind a web action name, or null for any other string. */
export function participantAction(action: string): ParticipantAction | null {
  return Object.hasOwn(ACTION_ENDPOINTS, action) ? (action as ParticipantAction) : null;
}

/** Reviews follow the machine too: either side may review once the reservation completed. */
export const REVIEWABLE_STATUSES: readonly ReservationStatus[] = ['completed'];

export const TERMINAL_STATUSES: readonly ReservationStatus[] = [
  'completed',
  'rejected',
  'cancelled',
  'expired',
];

/** The graph: for each state, the states it can move to. */
export const RESERVATION_GRAPH: Record<ReservationStatus, ReservationStatus[]> = (() => {
  const graph = {} as Record<ReservationStatus, ReservationStatus[]>;
  for (const status of RESERVATION_STATUSES) {
    graph[status] = [...new Set(TRANSITIONS.filter((t) => t.from === status).map((t) => t.to))];
  }
  return graph;
})();

export interface ReservationFacts {
  status: ReservationStatus;
  type: 'rent' | 'sale';
  fulfilment: 'pickup' | 'delivery' | 'shipping';
}

function applies(transition: Transition, facts: ReservationFacts) {
  if (transition.from !== facts.status) return false;
  const when = transition.when;
  if (!when) return true;
  if (when.type && when.type !== facts.type) return false;
  if (when.fulfilment === 'shipping' && facts.fulfilment !== 'shipping') return false;
  if (when.fulfilment === 'not-shipping' && facts.fulfilment === 'shipping') return false;
  return true;
}

/** The transition an actor may take with this action, or null when the machine forbids it. */
export function findTransition(
  facts: ReservationFacts,
  action: ReservationAction,
  by: ReservationActor,
): Transition | null {
  return TRANSITIONS.find((t) => t.action === action && t.by === by && applies(t, facts)) ?? null;
}

export interface ReservationTiming {
  now: Date;
  startAt: Date;
  /** The listing's IANA time zone: its days start at their first instant there (zonedDayStart). */
  timeZone: string;
  expiresAt: Date | null;
}

/** The instant the local day holding `startAt` begins where the listing is. */
export function startDayBegins(startAt: Date, timeZone: string): Date {
  return zonedDayStart(zonedDay(startAt, timeZone), timeZone);
}

const PAST: Partial<Record<ReservationAction, string>> = {
  start: 'started',
  return: 'returned',
  complete: 'completed',
};

/**
 * Why a transition the machine allows in this state must wait, or null when it may happen
 * now. `available_from` is when it becomes possible (null when waiting will not help).
 */
export function guardRefusal(
  transition: Transition,
  facts: ReservationFacts,
  timing: ReservationTiming,
): { availableFrom: Date | null; message: string } | null {
  if (transition.guard === 'overdue') {
    if (timing.expiresAt && timing.now.getTime() >= timing.expiresAt.getTime()) return null;
    return { availableFrom: timing.expiresAt, message: 'This reservation has not expired.' };
  }
  if (transition.guard === 'start-day') {
    const from = startDayBegins(timing.startAt, timing.timeZone);
    if (timing.now.getTime() >= from.getTime()) return null;
    const day = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeZone: timing.timeZone,
    }).format(from);
    const what = facts.type === 'sale' ? 'The hand-over is' : 'This rental starts';
    return {
      availableFrom: from,
      message: `${what} on ${day} (${timing.timeZone} time): it cannot be ${PAST[transition.action] ?? 'done'} before that day.`,
    };
  }
  return null;
}

/** Every action the viewer may take now: the buttons to show. */
export function availableActions(facts: ReservationFacts, by: ReservationActor): Transition[] {
  return TRANSITIONS.filter((t) => t.by === by && applies(t, facts));
}

/** Reservation lists by route: the key in `GET /reservation/:key` and the statuses it lists. */
export const RENTER_LISTS = {
  'for-confirmations': ['pending'],
  'approved-rentals': BOOKED_STATUSES,
  'rejected-rentals': ['rejected'],
  'completed-booking': ['completed'],
  'cancelled-rentals': ['cancelled', 'expired'],
} as const satisfies Record<string, readonly ReservationStatus[]>;

export const OWNER_LISTS = {
  'for-confirmations': ['pending'],
  'confirmed-bookings': BOOKED_STATUSES,
  'completed-bookings': ['completed'],
  'cancelled-bookings': ['rejected', 'cancelled', 'expired'],
} as const satisfies Record<string, readonly ReservationStatus[]>;

/** Labels of the lists (each side's lists named from that side: Rentals, Bookings). */
export const LIST_LABELS: Record<string, string> = {
  'renter:for-confirmations': 'Ongoing Rentals',
  'renter:approved-rentals': 'Approved Rentals',
  'renter:rejected-rentals': 'Rejected Rentals',
  'renter:completed-booking': 'Completed Rentals',
  'renter:cancelled-rentals': 'Cancelled Rentals',
  'owner:for-confirmations': 'Ongoing Bookings',
  'owner:confirmed-bookings': 'Confirmed Bookings',
  'owner:completed-bookings': 'Completed Bookings',
  'owner:cancelled-bookings': 'Cancelled Bookings',
};

/** Statistics: the statuses that wait for each side to act, counted on the sidebar badge. */
export const OWNER_ATTENTION_STATUSES: readonly ReservationStatus[] = [
  'pending',
  'paid',
  'returned',
];
export const RENTER_ATTENTION_STATUSES: readonly ReservationStatus[] = [
  'approved',
  'shipped',
  'ongoing',
];
