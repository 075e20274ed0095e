/** Groups of reservation states that rules elsewhere (stock, payouts, reviews) read. */
import type { ReservationStatus } from '../enums';

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

/** Reviews follow the machine too: either side may review once the reservation completed. */
export const REVIEWABLE_STATUSES: readonly ReservationStatus[] = ['completed'];

export const TERMINAL_STATUSES: readonly ReservationStatus[] = [
  'completed',
  'rejected',
  'cancelled',
  'expired',
];
