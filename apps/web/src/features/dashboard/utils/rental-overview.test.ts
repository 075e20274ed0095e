import type { ReservationView } from '@ownless/shared/rental';
import { describe, expect, it } from 'vitest';
import { ownerActionItems, renterActionItems, upcomingRentals } from './rental-overview';

const reservation = (overrides: Partial<ReservationView>) =>
  ({
    id: 1,
    status: 'pending',
    fulfilment: 'pickup',
    start_at: '2030-05-10T07:00:00.000Z',
    end_at: '2030-05-12T07:00:00.000Z',
    payout_cents: 0,
    ...overrides,
  }) as ReservationView;

describe('dashboard rental overview', () => {
  it('owner: requests, paid to ship or start, and returned need action; others do not', () => {
    const items = ownerActionItems([
      reservation({ id: 1, status: 'pending' }),
      reservation({ id: 2, status: 'paid', fulfilment: 'shipping' }),
      reservation({ id: 3, status: 'paid', fulfilment: 'pickup' }),
      reservation({ id: 4, status: 'returned' }),
      reservation({ id: 5, status: 'approved' }),
      reservation({ id: 6, status: 'ongoing' }),
    ]);
    expect(items.map((i) => [i.reservation.id, i.action])).toEqual([
      [1, 'Answer'],
      [2, 'Ship'],
      [3, 'Start'],
      [4, 'Complete'],
    ]);
    expect(items[0]!.to).toBe('/admin/bookings/1/reservation-request');
    expect(items[1]!.to).toBe('/admin/bookings/2/confirmed-reservation');
  });

  it('renter: approved goes to checkout, shipped to the reservation', () => {
    const items = renterActionItems([
      reservation({ id: 7, status: 'approved' }),
      reservation({ id: 8, status: 'shipped' }),
      reservation({ id: 9, status: 'paid' }),
    ]);
    expect(items.map((i) => i.to)).toEqual([
      '/checkout/7',
      '/admin/my-rentals/8/reservation-request',
    ]);
  });

  it('upcoming: confirmed rentals not over yet, both sides, soonest first', () => {
    const now = new Date('2030-05-01T00:00:00Z');
    const list = upcomingRentals(
      [
        reservation({
          id: 1,
          status: 'paid',
          start_at: '2030-05-20T00:00:00Z',
          end_at: '2030-05-21T00:00:00Z',
        }),
        reservation({ id: 2, status: 'pending' }),
        reservation({
          id: 3,
          status: 'paid',
          start_at: '2030-04-01T00:00:00Z',
          end_at: '2030-04-02T00:00:00Z',
        }),
      ],
      [
        reservation({
          id: 4,
          status: 'approved',
          start_at: '2030-05-05T00:00:00Z',
          end_at: '2030-05-06T00:00:00Z',
        }),
      ],
      now,
    );
    expect(list.map((u) => [u.reservation.id, u.role])).toEqual([
      [4, 'owner'],
      [1, 'renter'],
    ]);
  });
});
