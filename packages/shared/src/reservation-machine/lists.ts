/** The reservation lists renters and owners browse, and the states that ask each side to act. */
import type { ReservationStatus } from '../enums';
import { DEPOSIT_TRANSITIONS, type DepositStage } from './deposit';
import { BOOKED_STATUSES } from './statuses';

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

/**
 * Statistics: the statuses that wait for each side to act, counted on the sidebar badge
 * (with the deposit stages below; a reservation counts once).
 */
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

/**
 * The deposit stages that wait for the renter, counted on their badge while the claim's
 * answer window is open (`claims.respond_by` still ahead): the stages a renter's deposit
 * step leaves from, a claim to accept or dispute. Nothing of the deposit waits for the
 * owner: the claim window opens after every return (most need no claim, and the `returned`
 * status already asks them to check the item), and a disputed claim waits for the operator.
 */
export const RENTER_ATTENTION_DEPOSIT_STAGES: readonly DepositStage[] = [
  ...new Set(DEPOSIT_TRANSITIONS.filter((t) => t.by === 'renter').map((t) => t.from)),
];
