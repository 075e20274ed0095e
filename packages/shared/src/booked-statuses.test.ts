import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from './enums';
import {
  BOOKED_STATUSES,
  OWNER_LISTS,
  PAYOUT_DUE_STATUSES,
  RENTER_LISTS,
  RESERVATION_GRAPH,
  TERMINAL_STATUSES,
  TRANSITIONS,
} from './reservation-machine';

/** Every state the lifecycle can reach from `from`, `from` included. */
function reachableFrom(from: ReservationStatus): Set<ReservationStatus> {
  const seen = new Set<ReservationStatus>([from]);
  const queue = [from];
  for (let status = queue.shift(); status; status = queue.shift()) {
    for (const next of RESERVATION_GRAPH[status]) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

describe('the booked statuses (holding stock) and the reservation machine', () => {
  const booked = new Set<ReservationStatus>(BOOKED_STATUSES);

  it('hold stock from the owner’s approval until the reservation closes, and only then', () => {
    const open = [...reachableFrom('approved')].filter((s) => !TERMINAL_STATUSES.includes(s));
    expect(new Set(open)).toEqual(booked);
  });

  it('take stock only by approving a request that held none: the owner, or instant booking', () => {
    const taking = TRANSITIONS.filter((t) => !booked.has(t.from) && booked.has(t.to));
    expect(taking.map((t) => [t.action, t.from, t.to, t.by, t.guard])).toEqual([
      ['approve', 'pending', 'approved', 'owner', undefined],
      ['approve', 'pending', 'approved', 'system', 'instant-booking'],
    ]);
  });

  it('give stock back only when the reservation closes', () => {
    for (const t of TRANSITIONS.filter((t) => booked.has(t.from) && !booked.has(t.to))) {
      expect(TERMINAL_STATUSES, `${t.action}: ${t.from} -> ${t.to}`).toContain(t.to);
    }
  });

  it('are what renters and owners see as their approved and confirmed lists', () => {
    expect([...RENTER_LISTS['approved-rentals']]).toEqual([...BOOKED_STATUSES]);
    expect([...OWNER_LISTS['confirmed-bookings']]).toEqual([...BOOKED_STATUSES]);
  });

  it('owe the owner a payout once paid: every booked state the renter has paid for', () => {
    const paid = [...reachableFrom('paid')].filter((s) => booked.has(s));
    expect(new Set(PAYOUT_DUE_STATUSES)).toEqual(new Set(paid));
  });
});
