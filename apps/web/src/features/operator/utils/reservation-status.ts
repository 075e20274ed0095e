import type { ReservationStatus } from '@ownless/shared';

/** The states of the reservation machine, in its order, as the operators' filters show them. */
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  pending: 'Pending (requested)',
  approved: 'Approved (awaiting payment)',
  paid: 'Paid',
  shipped: 'Shipped',
  ongoing: 'Ongoing',
  returned: 'Returned',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The pill of a state: good while money is held and the rental runs, bad when it ended early. */
export const RESERVATION_STATUS_TONES: Record<
  ReservationStatus,
  'good' | 'bad' | 'warn' | 'neutral'
> = {
  pending: 'warn',
  approved: 'warn',
  paid: 'good',
  shipped: 'good',
  ongoing: 'good',
  returned: 'good',
  completed: 'neutral',
  rejected: 'bad',
  cancelled: 'bad',
  expired: 'neutral',
};

/** A status word for a pill: "Cancelled", "Paid". */
export const statusWord = (status: ReservationStatus) =>
  status.charAt(0).toUpperCase() + status.slice(1);

/** Cents as dollars (the shared display rule). */
export { formatCents as money } from '@ownless/shared/format';

/** The calendar day of an instant where the listing is ("Dec 3, 2026"). */
export const formatDay = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone });
