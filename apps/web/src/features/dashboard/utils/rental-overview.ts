import { t } from '@lingui/core/macro';
import type { ReservationView } from '@ownless/shared/rental';
import { paths } from '@/config/paths';

export interface ActionItem {
  reservation: ReservationView;
  role: 'renter' | 'owner';
  title: string;
  action: string;
  to: string;
}

/** Where a reservation opens for its viewer. */
export function reservationLink(
  reservation: Pick<ReservationView, 'id' | 'status'>,
  role: 'renter' | 'owner',
) {
  if (role === 'renter') return paths.rentals.request(reservation.id);
  return reservation.status === 'pending'
    ? paths.bookings.request(reservation.id)
    : paths.bookings.confirmedReservation(reservation.id);
}

const byStart = (a: ReservationView, b: ReservationView) => a.start_at.localeCompare(b.start_at);

/**
 * What waits for the owner (OWNER_ATTENTION_STATUSES: pending, paid awaiting ship or start,
 * returned), soonest start first.
 */
export function ownerActionItems(reservations: readonly ReservationView[]): ActionItem[] {
  const items: ActionItem[] = [];
  for (const reservation of [...reservations].sort(byStart)) {
    const to = reservationLink(reservation, 'owner');
    if (reservation.status === 'pending') {
      items.push({
        reservation,
        role: 'owner',
        title: t`New request: accept or decline`,
        action: t`Answer`,
        to,
      });
    } else if (reservation.status === 'paid' && reservation.fulfilment === 'shipping') {
      items.push({ reservation, role: 'owner', title: t`Paid: ship it`, action: t`Ship`, to });
    } else if (reservation.status === 'paid') {
      items.push({
        reservation,
        role: 'owner',
        title: t`Paid: start the rental at hand-over`,
        action: t`Start`,
        to,
      });
    } else if (reservation.status === 'returned') {
      items.push({
        reservation,
        role: 'owner',
        title: t`Returned: check it and complete`,
        action: t`Complete`,
        to,
      });
    }
  }
  return items;
}

/** What waits for the renter: approved awaiting payment, shipped awaiting "it arrived". */
export function renterActionItems(reservations: readonly ReservationView[]): ActionItem[] {
  const items: ActionItem[] = [];
  for (const reservation of [...reservations].sort(byStart)) {
    if (reservation.status === 'approved') {
      items.push({
        reservation,
        role: 'renter',
        title: t`Accepted: pay to confirm`,
        action: t`Pay now`,
        to: paths.checkout(reservation.id),
      });
    } else if (reservation.status === 'shipped') {
      items.push({
        reservation,
        role: 'renter',
        title: t`Shipped: confirm when it arrives`,
        action: t`Open`,
        to: reservationLink(reservation, 'renter'),
      });
    }
  }
  return items;
}

export interface UpcomingRental {
  reservation: ReservationView;
  role: 'renter' | 'owner';
  to: string;
}

const UPCOMING_STATUSES = new Set(['approved', 'paid', 'shipped']);

/** Confirmed rentals that have not started yet, on both sides, soonest first. */
export function upcomingRentals(
  renter: readonly ReservationView[],
  owner: readonly ReservationView[],
  now = new Date(),
  limit = 5,
): UpcomingRental[] {
  const all = [
    ...renter.map((reservation) => ({ reservation, role: 'renter' as const })),
    ...owner.map((reservation) => ({ reservation, role: 'owner' as const })),
  ];
  return all
    .filter(
      ({ reservation }) =>
        UPCOMING_STATUSES.has(reservation.status) && new Date(reservation.end_at) > now,
    )
    .sort((a, b) => byStart(a.reservation, b.reservation))
    .slice(0, limit)
    .map((entry) => ({ ...entry, to: reservationLink(entry.reservation, entry.role) }));
}
