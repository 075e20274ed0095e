import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUSES } from './enums';
import { availableActions, findTransition, RESERVATION_GRAPH, type ReservationActor, type ReservationFacts, TRANSITIONS } from './reservation-machine';

const rent = (status: ReservationFacts['status'], fulfilment: ReservationFacts['fulfilment'] = 'pickup'): ReservationFacts => ({ status, type: 'rent', fulfilment });
const actions = (facts: ReservationFacts, by: ReservationActor) => availableActions(facts, by).map((t) => `${t.action}→${t.to}`).sort();

describe('reservation state machine', () => {
  it('gives each role exactly its actions in every state (pickup rental)', () => {
    const expected: Record<string, Record<'renter' | 'owner', string[]>> = {
      pending: { owner: ['approve→approved', 'reject→rejected'], renter: ['cancel-by-renter→cancelled'] },
      approved: { owner: ['cancel-by-owner→cancelled'], renter: ['cancel-by-renter→cancelled', 'checkout→paid'] },
      paid: { owner: ['cancel-by-owner→cancelled', 'start→ongoing'], renter: ['cancel-by-renter→cancelled', 'start→ongoing'] },
      shipped: { owner: [], renter: ['start→ongoing'] },
      ongoing: { owner: ['complete→completed'], renter: ['return→returned'] },
      returned: { owner: ['complete→completed'], renter: [] },
      completed: { owner: [], renter: [] },
      rejected: { owner: [], renter: [] },
      cancelled: { owner: [], renter: [] },
      expired: { owner: [], renter: [] },
    };
    for (const status of RESERVATION_STATUSES) {
      expect(actions(rent(status), 'owner'), `owner in ${status}`).toEqual(expected[status]!.owner);
      expect(actions(rent(status), 'renter'), `renter in ${status}`).toEqual(expected[status]!.renter);
    }
  });

  it('ships only shipping rentals, and those start when the renter receives them', () => {
    expect(actions(rent('paid', 'shipping'), 'owner')).toEqual(['cancel-by-owner→cancelled', 'ship→shipped']);
    expect(actions(rent('paid', 'shipping'), 'renter')).toEqual(['cancel-by-renter→cancelled']);
    expect(findTransition(rent('paid', 'pickup'), 'ship', 'owner')).toBeNull();
    expect(findTransition(rent('shipped', 'shipping'), 'start', 'renter')?.to).toBe('ongoing');
  });

  it('lets a purchase skip the rental period', () => {
    const sale = (status: ReservationFacts['status'], fulfilment: ReservationFacts['fulfilment']): ReservationFacts => ({ status, type: 'sale', fulfilment });
    expect(findTransition(sale('paid', 'pickup'), 'start', 'renter')).toBeNull();
    expect(findTransition(sale('paid', 'pickup'), 'complete', 'owner')?.to).toBe('completed');
    expect(findTransition(sale('shipped', 'shipping'), 'complete', 'renter')?.to).toBe('completed');
  });

  it('never lets the wrong role act', () => {
    expect(findTransition(rent('pending'), 'approve', 'renter')).toBeNull();
    expect(findTransition(rent('approved'), 'checkout', 'owner')).toBeNull();
    expect(findTransition(rent('ongoing'), 'complete', 'renter')).toBeNull();
    expect(findTransition(rent('pending'), 'expire', 'owner')).toBeNull();
  });

  it('lets the system expire only pending and approved reservations', () => {
    const expirable = RESERVATION_STATUSES.filter((s) => findTransition(rent(s), 'expire', 'system'));
    expect(expirable).toEqual(['pending', 'approved']);
  });

  it('has no way out of a closed reservation', () => {
    for (const status of ['completed', 'rejected', 'cancelled', 'expired'] as const) {
      expect(RESERVATION_GRAPH[status]).toEqual([]);
    }
    expect(TRANSITIONS.every((t) => t.from !== t.to)).toBe(true);
  });
});
