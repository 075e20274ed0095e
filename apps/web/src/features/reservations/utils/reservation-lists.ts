import { LIST_LABELS, OWNER_LISTS, RENTER_LISTS } from '@ownless/shared/reservation-machine';
import { paths } from '@/config/paths';

export type ReservationRole = 'renter' | 'owner';
export type RenterListKey = keyof typeof RENTER_LISTS;
export type OwnerListKey = keyof typeof OWNER_LISTS;

export interface ReservationListDefinition {
  role: ReservationRole;
  key: string;
  label: string;
  to: string;
  empty: string;
}

const RENTER_PATHS: Record<RenterListKey, string> = {
  'for-confirmations': paths.rentals.ongoing,
  'approved-rentals': paths.rentals.approved,
  'rejected-rentals': paths.rentals.rejected,
  'completed-booking': paths.rentals.completed,
  'cancelled-rentals': paths.rentals.cancelled,
};

const OWNER_PATHS: Record<OwnerListKey, string> = {
  'for-confirmations': paths.bookings.ongoing,
  'confirmed-bookings': paths.bookings.confirmed,
  'completed-bookings': paths.bookings.completed,
  'cancelled-bookings': paths.bookings.cancelled,
};

const EMPTY: Record<string, string> = {
  'renter:for-confirmations': 'Requests you send wait here until the owner answers.',
  'renter:approved-rentals': 'Accepted, paid and running rentals show up here.',
  'renter:rejected-rentals': 'No declined requests. Good news.',
  'renter:completed-booking': 'Finished rentals are kept here, with their receipts.',
  'renter:cancelled-rentals': 'Cancelled and expired reservations show up here.',
  'owner:for-confirmations': 'New requests for your listings wait here for your answer.',
  'owner:confirmed-bookings': 'Accepted, paid and running bookings show up here.',
  'owner:completed-bookings': 'Finished bookings and their payouts are kept here.',
  'owner:cancelled-bookings': 'Declined, cancelled and expired bookings show up here.',
};

const define = (role: ReservationRole, key: string, to: string): ReservationListDefinition => ({
  role,
  key,
  to,
  label: LIST_LABELS[`${role}:${key}`] ?? key,
  empty: EMPTY[`${role}:${key}`] ?? 'Nothing here yet.',
});

/** The reservation lists in sidebar order, labelled by LIST_LABELS. */
export const RESERVATION_LISTS: Record<ReservationRole, ReservationListDefinition[]> = {
  renter: (Object.keys(RENTER_LISTS) as RenterListKey[]).map((key) =>
    define('renter', key, RENTER_PATHS[key]),
  ),
  owner: (Object.keys(OWNER_LISTS) as OwnerListKey[]).map((key) =>
    define('owner', key, OWNER_PATHS[key]),
  ),
};

/** The list a URL's last segment names, or undefined for an unknown one. */
export const findList = (role: ReservationRole, key: string | undefined) =>
  RESERVATION_LISTS[role].find((list) => list.key === key);

/** Where one reservation opens, from the viewer's side. */
export function reservationPath(
  reservation: { id: number; status: string },
  role: ReservationRole,
): string {
  if (role === 'renter') return paths.rentals.request(reservation.id);
  return reservation.status === 'pending'
    ? paths.bookings.request(reservation.id)
    : paths.bookings.confirmedReservation(reservation.id);
}
