import { describe, expect, it } from 'vitest';
import { SERVER_EVENTS } from './chat';
import { RESERVATION_STATUSES } from './enums';
import { englishFieldMessage } from './field-text';
import {
  ACTION_EFFECTS,
  ACTION_ENDPOINTS,
  availableActions,
  findTransition,
  guardRefusal,
  participantAction,
  RESERVATION_GRAPH,
  REVIEWABLE_STATUSES,
  type ReservationActor,
  type ReservationFacts,
  TERMINAL_STATUSES,
  TRANSITIONS,
} from './reservation-machine';

const rent = (
  status: ReservationFacts['status'],
  fulfilment: ReservationFacts['fulfilment'] = 'pickup',
): ReservationFacts => ({ status, type: 'rent', fulfilment });
const actions = (facts: ReservationFacts, by: ReservationActor) =>
  availableActions(facts, by)
    .map((t) => `${t.action}→${t.to}`)
    .sort();

describe('reservation state machine', () => {
  it('gives each role exactly its actions in every state (pickup rental)', () => {
    const expected: Record<string, Record<'renter' | 'owner', string[]>> = {
      pending: {
        owner: ['approve→approved', 'reject→rejected'],
        renter: ['cancel-by-renter→cancelled'],
      },
      approved: {
        owner: ['cancel-by-owner→cancelled'],
        renter: ['cancel-by-renter→cancelled', 'checkout→paid'],
      },
      paid: {
        owner: ['cancel-by-owner→cancelled', 'start→ongoing'],
        renter: ['cancel-by-renter→cancelled', 'start→ongoing'],
      },
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
      expect(actions(rent(status), 'renter'), `renter in ${status}`).toEqual(
        expected[status]!.renter,
      );
    }
  });

  it('ships only shipping rentals, and those start when the renter receives them', () => {
    expect(actions(rent('paid', 'shipping'), 'owner')).toEqual([
      'cancel-by-owner→cancelled',
      'ship→shipped',
    ]);
    expect(actions(rent('paid', 'shipping'), 'renter')).toEqual(['cancel-by-renter→cancelled']);
    expect(findTransition(rent('paid', 'pickup'), 'ship', 'owner')).toBeNull();
    expect(findTransition(rent('shipped', 'shipping'), 'start', 'renter')?.to).toBe('ongoing');
  });

  it('lets a purchase skip the rental period', () => {
    const sale = (
      status: ReservationFacts['status'],
      fulfilment: ReservationFacts['fulfilment'],
    ): ReservationFacts => ({ status, type: 'sale', fulfilment });
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
    const expirable = RESERVATION_STATUSES.filter((s) =>
      findTransition(rent(s), 'expire', 'system'),
    );
    expect(expirable).toEqual(['pending', 'approved']);
  });

  it('has no way out of a closed reservation', () => {
    for (const status of ['completed', 'rejected', 'cancelled', 'expired'] as const) {
      expect(RESERVATION_GRAPH[status]).toEqual([]);
    }
    expect(TRANSITIONS.every((t) => t.from !== t.to)).toBe(true);
  });
});

describe('time guards', () => {
  // 10:00 UTC on June 3 is 03:00 on June 3 in Los Angeles (UTC−7 in summer).
  const startAt = new Date('2030-06-03T10:00:00Z');
  const at = (now: string, timeZone = 'America/Los_Angeles') => ({
    now: new Date(now),
    startAt,
    timeZone,
    expiresAt: null,
  });
  const guarded = (
    facts: ReservationFacts,
    action: 'start' | 'return' | 'complete',
    by: ReservationActor,
  ) => findTransition(facts, action, by)!;

  it('starts, returns and completes a rental only from its start day where the listing is', () => {
    for (const [facts, action, by] of [
      [rent('paid'), 'start', 'owner'],
      [rent('paid'), 'start', 'renter'],
      [rent('shipped', 'shipping'), 'start', 'renter'],
      [rent('ongoing'), 'return', 'renter'],
      [rent('ongoing'), 'complete', 'owner'],
      [rent('returned'), 'complete', 'owner'],
    ] as const) {
      const transition = guarded(facts, action, by);
      // UTC is already June 3, Los Angeles is still June 2 (19:00).
      const early = guardRefusal(transition, facts, at('2030-06-03T02:00:00Z'));
      expect(early?.availableFrom?.toISOString(), `${action} by ${by} in ${facts.status}`).toBe(
        '2030-06-03T07:00:00.000Z',
      );
      expect(englishFieldMessage(early!.message)).toContain(
        'on Jun 3, 2030 (America/Los_Angeles time)',
      );
      expect(guardRefusal(transition, facts, at('2030-06-03T07:00:00Z'))).toBeNull();
      // In UTC the same instants are already the start day.
      expect(guardRefusal(transition, facts, at('2030-06-03T02:00:00Z', 'UTC'))).toBeNull();
    }
  });

  it('opens on the first instant of the start day, where the clocks skip midnight or the offset is odd', () => {
    const start = findTransition(rent('paid'), 'start', 'owner')!;
    for (const { zone, startsAt, dayBegins, day } of [
      // Summer time starts at midnight: the day begins at 01:00 local.
      {
        zone: 'America/Santiago',
        startsAt: '2026-09-06T12:00:00Z',
        dayBegins: '2026-09-06T04:00:00.000Z',
        day: 'Sep 6, 2026',
      },
      {
        zone: 'America/Havana',
        startsAt: '2026-03-08T13:00:00Z',
        dayBegins: '2026-03-08T05:00:00.000Z',
        day: 'Mar 8, 2026',
      },
      // +05:45 and +13:45.
      {
        zone: 'Asia/Kathmandu',
        startsAt: '2026-06-01T03:15:00Z',
        dayBegins: '2026-05-31T18:15:00.000Z',
        day: 'Jun 1, 2026',
      },
      {
        zone: 'Pacific/Chatham',
        startsAt: '2026-12-01T00:00:00Z',
        dayBegins: '2026-11-30T10:15:00.000Z',
        day: 'Dec 1, 2026',
      },
    ]) {
      const timing = (now: number) => ({
        now: new Date(now),
        startAt: new Date(startsAt),
        timeZone: zone,
        expiresAt: null,
      });
      const begins = Date.parse(dayBegins);
      const early = guardRefusal(start, rent('paid'), timing(begins - 1));
      expect(early?.availableFrom?.toISOString(), zone).toBe(dayBegins);
      expect(englishFieldMessage(early!.message)).toContain(`on ${day} (${zone} time)`);
      expect(guardRefusal(start, rent('paid'), timing(begins)), zone).toBeNull();
    }
  });

  it('completes a purchase handed over by the owner from its day, one confirmed arrived by the buyer at once', () => {
    const sale = (
      status: ReservationFacts['status'],
      fulfilment: ReservationFacts['fulfilment'],
    ): ReservationFacts => ({ status, type: 'sale', fulfilment });
    const handOver = findTransition(sale('paid', 'pickup'), 'complete', 'owner')!;
    const early = guardRefusal(handOver, sale('paid', 'pickup'), at('2030-06-01T00:00:00Z'));
    expect(englishFieldMessage(early!.message)).toBe(
      'The hand-over is on Jun 3, 2030 (America/Los_Angeles time): it cannot be completed before that day.',
    );
    const ship = findTransition(sale('paid', 'shipping'), 'ship', 'owner')!;
    expect(guardRefusal(ship, sale('paid', 'shipping'), at('2030-06-01T00:00:00Z'))).toBeNull();
    const arrived = findTransition(sale('shipped', 'shipping'), 'complete', 'renter')!;
    expect(
      guardRefusal(arrived, sale('shipped', 'shipping'), at('2030-06-01T00:00:00Z')),
    ).toBeNull();
  });

  it('expires only what is overdue', () => {
    const expire = findTransition(rent('pending'), 'expire', 'system')!;
    const expiresAt = new Date('2030-06-01T12:00:00Z');
    expect(
      guardRefusal(expire, rent('pending'), { ...at('2030-06-01T11:59:59Z'), expiresAt }),
    ).not.toBeNull();
    expect(
      guardRefusal(expire, rent('pending'), { ...at('2030-06-01T12:00:00Z'), expiresAt }),
    ).toBeNull();
    expect(guardRefusal(expire, rent('pending'), at('2030-06-09T00:00:00Z'))).not.toBeNull();
  });

  it('guards every transition that hands over money or the item', () => {
    const unguarded = TRANSITIONS.filter(
      (t) => ['start', 'return', 'complete', 'expire'].includes(t.action) && !t.guard,
    ).map((t) => `${t.action} ${t.from} by ${t.by}`);
    expect(unguarded).toEqual(['complete shipped by renter']);
  });
});

describe('the lifecycle table: one endpoint per participant action', () => {
  it('gives every action a renter or owner can take an endpoint, and no other action one', () => {
    const taken = new Set(
      TRANSITIONS.filter((t) => t.by === 'renter' || t.by === 'owner').map((t) => t.action),
    );
    expect(new Set(Object.keys(ACTION_ENDPOINTS))).toEqual(taken);
    expect(participantAction('expire')).toBeNull();
    expect(participantAction('cancel-by-admin')).toBeNull();
    expect(participantAction('toString')).toBeNull();
  });

  it('asks in a dialog for whatever the viewer types', () => {
    for (const [action, endpoint] of Object.entries(ACTION_ENDPOINTS))
      if (endpoint.input) expect(endpoint.dialog, action).toBeDefined();
  });

  it('lets nobody review before the reservation completed', () => {
    expect(REVIEWABLE_STATUSES).toEqual(['completed']);
    expect(REVIEWABLE_STATUSES.every((s) => TERMINAL_STATUSES.includes(s))).toBe(true);
  });
});

describe('the lifecycle table: the effects of every action', () => {
  const effectOf = (key: string) => ACTION_EFFECTS[key as keyof typeof ACTION_EFFECTS];

  it('declares the effects of every transition and of a new request, and of nothing else', () => {
    const keys = new Set<string>([...TRANSITIONS.map((t) => t.action), 'request']);
    expect(new Set(Object.keys(ACTION_EFFECTS))).toEqual(keys);
    for (const key of keys) {
      const effects = effectOf(key);
      expect(Array.isArray(effects.mail), key).toBe(true);
      expect(Array.isArray(effects.ledger), key).toBe(true);
      expect(effects.socket, key).not.toBeUndefined();
    }
  });

  it('tells renter and owner live of every change, and mails at least one of them', () => {
    for (const [key, effects] of Object.entries(ACTION_EFFECTS)) {
      expect(effects.socket, key).toBe(SERVER_EVENTS.ReservationUpdated);
      expect(effects.mail.length, key).toBeGreaterThan(0);
      for (const { to } of effects.mail) expect(['renter', 'owner'], key).toContain(to);
      // Nobody gets two mails about one change.
      expect(new Set(effects.mail.map((m) => m.to)).size, key).toBe(effects.mail.length);
    }
  });

  it('uses each mail template for one action and one recipient', () => {
    const names = Object.values(ACTION_EFFECTS).flatMap((e) => e.mail.map((m) => m.template));
    expect(new Set(names).size).toBe(names.length);
  });

  it('moves money exactly where the state says it moves', () => {
    for (const t of TRANSITIONS) {
      const ledger = effectOf(t.action).ledger;
      // Paying holds or charges the deposit and charges the card; cancelling refunds what
      // was charged and gives the deposit back; the item coming back (return, completion)
      // opens the claim window and completing pays the owner out; nothing else touches the
      // money (decision 0027).
      if (t.to === 'paid') expect(ledger, t.action).toEqual(['deposit-hold', 'charge']);
      else if (t.to === 'cancelled')
        expect(ledger, t.action).toEqual(['cancellation-refund', 'deposit-release']);
      else if (t.to === 'completed') expect(ledger, t.action).toEqual(['payout', 'deposit-back']);
      else if (t.to === 'returned') expect(ledger, t.action).toEqual(['deposit-back']);
      else expect(ledger, `${t.action} to ${t.to}`).toEqual([]);
    }
    expect(ACTION_EFFECTS.request.ledger).toEqual([]);
  });
});
