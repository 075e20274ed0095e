import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { OWNER_LISTS, RENTER_LISTS } from '@ownless/shared/reservation-machine';
import { paths } from '@/config/paths';

export type ReservationRole = 'renter' | 'owner';
export type RenterListKey = keyof typeof RENTER_LISTS;
export type OwnerListKey = keyof typeof OWNER_LISTS;

export interface ReservationListDefinition {
  role: ReservationRole;
  key: string;
  /** The list's name (each side's lists named from that side: Rentals, Bookings). */
  label: MessageDescriptor;
  /** "No ongoing rentals": the title of the list when it is empty. */
  emptyTitle: MessageDescriptor;
  to: string;
  empty: MessageDescriptor;
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

interface ListWords {
  label: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  empty: MessageDescriptor;
}

const WORDS: Record<string, ListWords> = {
  'renter:for-confirmations': {
    label: msg`Ongoing Rentals`,
    emptyTitle: msg`No ongoing rentals`,
    empty: msg`Requests you send wait here until the owner answers.`,
  },
  'renter:approved-rentals': {
    label: msg`Approved Rentals`,
    emptyTitle: msg`No approved rentals`,
    empty: msg`Accepted, paid and running rentals show up here.`,
  },
  'renter:rejected-rentals': {
    label: msg`Rejected Rentals`,
    emptyTitle: msg`No rejected rentals`,
    empty: msg`No declined requests. Good news.`,
  },
  'renter:completed-booking': {
    label: msg`Completed Rentals`,
    emptyTitle: msg`No completed rentals`,
    empty: msg`Finished rentals are kept here, with their receipts.`,
  },
  'renter:cancelled-rentals': {
    label: msg`Cancelled Rentals`,
    emptyTitle: msg`No cancelled rentals`,
    empty: msg`Cancelled and expired reservations show up here.`,
  },
  'owner:for-confirmations': {
    label: msg`Ongoing Bookings`,
    emptyTitle: msg`No ongoing bookings`,
    empty: msg`New requests for your listings wait here for your answer.`,
  },
  'owner:confirmed-bookings': {
    label: msg`Confirmed Bookings`,
    emptyTitle: msg`No confirmed bookings`,
    empty: msg`Accepted, paid and running bookings show up here.`,
  },
  'owner:completed-bookings': {
    label: msg`Completed Bookings`,
    emptyTitle: msg`No completed bookings`,
    empty: msg`Finished bookings and their payouts are kept here.`,
  },
  'owner:cancelled-bookings': {
    label: msg`Cancelled Bookings`,
    emptyTitle: msg`No cancelled bookings`,
    empty: msg`Declined, cancelled and expired bookings show up here.`,
  },
};

const define = (role: ReservationRole, key: string, to: string): ReservationListDefinition => {
  const words = WORDS[`${role}:${key}`] ?? {
    label: { id: key, message: key },
    emptyTitle: msg`Nothing here yet`,
    empty: msg`Nothing here yet.`,
  };
  return { role, key, to, ...words };
};

/** The reservation lists in sidebar order. */
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
