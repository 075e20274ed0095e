/**
 * The reservation lifecycle's states and transitions as data: who may take each action,
 * from which state, on which reservations and with which guard. The server refuses any
 * transition not listed here; the web shows a button only for a transition the viewer's
 * role may take.
 */
import { RESERVATION_STATUSES, type ReservationStatus } from '../enums';

export type ReservationActor = 'renter' | 'owner' | 'system' | 'admin';

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
  /** Button label, in English: a message said in the reader's language where it is shown. */
  label: string;
  /**
   * When it may happen, besides the state: `start-day` not before the local day the
   * reservation starts where the listing is (money follows the hand-over, not the click);
   * `overdue` only once its expiry time has passed; `instant-booking` only on a listing that
   * approves requests at once (decision 0030).
   */
  guard?: 'start-day' | 'overdue' | 'instant-booking';
}

export const TRANSITIONS: readonly Transition[] = [
  // The owner answers a request.
  { action: 'approve', from: 'pending', to: 'approved', by: 'owner', label: /*i18n*/ 'Approve' },
  // Instant booking: a request that passed the listing's rules is approved by the system.
  {
    action: 'approve',
    from: 'pending',
    to: 'approved',
    by: 'system',
    label: /*i18n*/ 'Approve',
    guard: 'instant-booking',
  },
  { action: 'reject', from: 'pending', to: 'rejected', by: 'owner', label: /*i18n*/ 'Reject' },
  {
    action: 'cancel-by-renter',
    from: 'pending',
    to: 'cancelled',
    by: 'renter',
    label: /*i18n*/ 'Cancel request',
  },
  {
    action: 'expire',
    from: 'pending',
    to: 'expired',
    by: 'system',
    label: /*i18n*/ 'Expire',
    guard: 'overdue',
  },
  // The renter pays an approved request.
  { action: 'checkout', from: 'approved', to: 'paid', by: 'renter', label: /*i18n*/ 'Pay now' },
  {
    action: 'cancel-by-renter',
    from: 'approved',
    to: 'cancelled',
    by: 'renter',
    label: /*i18n*/ 'Cancel reservation',
  },
  {
    action: 'cancel-by-owner',
    from: 'approved',
    to: 'cancelled',
    by: 'owner',
    label: /*i18n*/ 'Cancel reservation',
  },
  {
    action: 'expire',
    from: 'approved',
    to: 'expired',
    by: 'system',
    label: /*i18n*/ 'Expire',
    guard: 'overdue',
  },
  // Paid: hand-over by shipping, or the period starts (pickup, delivery, services).
  {
    action: 'ship',
    from: 'paid',
    to: 'shipped',
    by: 'owner',
    when: { fulfilment: 'shipping' },
    label: /*i18n*/ 'Mark as shipped',
  },
  {
    action: 'start',
    from: 'paid',
    to: 'ongoing',
    by: 'owner',
    when: { fulfilment: 'not-shipping', type: 'rent' },
    label: /*i18n*/ 'Start rental',
    guard: 'start-day',
  },
  {
    action: 'start',
    from: 'paid',
    to: 'ongoing',
    by: 'renter',
    when: { fulfilment: 'not-shipping', type: 'rent' },
    label: /*i18n*/ 'I have it: start rental',
    guard: 'start-day',
  },
  {
    action: 'complete',
    from: 'paid',
    to: 'completed',
    by: 'owner',
    when: { fulfilment: 'not-shipping', type: 'sale' },
    label: /*i18n*/ 'Mark as handed over',
    guard: 'start-day',
  },
  {
    action: 'cancel-by-renter',
    from: 'paid',
    to: 'cancelled',
    by: 'renter',
    label: /*i18n*/ 'Cancel reservation',
  },
  {
    action: 'cancel-by-owner',
    from: 'paid',
    to: 'cancelled',
    by: 'owner',
    label: /*i18n*/ 'Cancel reservation',
  },
  // Shipped: the renter confirms it arrived.
  {
    action: 'start',
    from: 'shipped',
    to: 'ongoing',
    by: 'renter',
    when: { type: 'rent' },
    label: /*i18n*/ 'It arrived: start rental',
    guard: 'start-day',
  },
  {
    action: 'complete',
    from: 'shipped',
    to: 'completed',
    by: 'renter',
    when: { type: 'sale' },
    label: /*i18n*/ 'It arrived',
  },
  // The rental runs, then comes back.
  {
    action: 'return',
    from: 'ongoing',
    to: 'returned',
    by: 'renter',
    label: /*i18n*/ 'I returned it',
    guard: 'start-day',
  },
  {
    action: 'complete',
    from: 'ongoing',
    to: 'completed',
    by: 'owner',
    label: /*i18n*/ 'Complete rental',
    guard: 'start-day',
  },
  {
    action: 'complete',
    from: 'returned',
    to: 'completed',
    by: 'owner',
    label: /*i18n*/ 'Confirm return and complete',
    guard: 'start-day',
  },
  // The operator may cancel anything still open, with a full refund.
  ...(['pending', 'approved', 'paid', 'shipped', 'ongoing', 'returned'] as const).map(
    (from): Transition => ({
      action: 'cancel-by-admin',
      from,
      to: 'cancelled',
      by: 'admin',
      label: /*i18n*/ 'Cancel (operator)',
    }),
  ),
];

/** The graph: for each state, the states it can move to. */
export const RESERVATION_GRAPH: Record<ReservationStatus, ReservationStatus[]> = (() => {
  const graph = {} as Record<ReservationStatus, ReservationStatus[]>;
  for (const status of RESERVATION_STATUSES) {
    graph[status] = [...new Set(TRANSITIONS.filter((t) => t.from === status).map((t) => t.to))];
  }
  return graph;
})();
