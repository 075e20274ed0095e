import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, reservationEvents, reservations } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { signedInUser } from '../../test/auth';
import {
  at9,
  NOON_MAR_2,
  type Rules,
  type RulesWorld,
  setRules,
  setup,
} from '../../test/booking-rules';
import { testClock } from '../../test/clock';
import {
  act,
  approveReservation,
  bookReservation,
  GOOD_CARD,
  payReservation,
  requestReservation,
} from '../../test/reservations';

/**
 * A listing's booking rules (decision 0030) checked again when the owner approves a request
 * and when the renter pays it, with the rules as they are then: a refusal is a 409 that
 * names the rule under the field the request's refusal uses, and changes nothing. The
 * requests are made at noon on March 2 in Los Angeles.
 */
/** What a refused step must leave as it was: the status, the money, the history, the stock. */
async function state(t: TestContext, w: RulesWorld, reservationId: number) {
  const [row] = await t.database.db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  const ledger = await t.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reservationId, reservationId));
  const events = await t.database.db
    .select({ action: reservationEvents.action })
    .from(reservationEvents)
    .where(eq(reservationEvents.reservationId, reservationId))
    .orderBy(asc(reservationEvents.id));
  const booked = await t.request({
    method: 'GET',
    url: `/api/listing/${w.listing.id}/booked?from=2027-03-01&to=2027-04-30`,
  });
  expect(booked.status).toBe(200);
  return {
    status: row!.status,
    ledger,
    events: events.map((e) => e.action),
    booked: booked.body.booked,
  };
}

type Step = 'approve' | 'pay';

interface RuleCase {
  rule: string;
  /** The listing's rules when the request is made. */
  rules: Rules;
  request: { start: string; units?: number };
  /** What happens between the request (or its approval) and the step that is refused. */
  meanwhile: (t: TestContext, w: RulesWorld) => PromiseLike<unknown>;
  field: 'units' | 'start_at';
  says: string;
}

const CASES: RuleCase[] = [
  {
    rule: 'the minimum length (the owner raised it)',
    rules: {},
    request: { start: at9('2027-03-10') },
    meanwhile: (t, w) => setRules(t, w.listing.id, { minUnits: 2 }),
    field: 'units',
    says: 'This listing rents for at least 2 days.',
  },
  {
    rule: 'the maximum length (the owner lowered it)',
    rules: { maxUnits: 5 },
    request: { start: at9('2027-03-10'), units: 3 },
    meanwhile: (t, w) => setRules(t, w.listing.id, { maxUnits: 2 }),
    field: 'units',
    says: 'This listing rents for at most 2 days.',
  },
  {
    rule: 'the preparation time (the next days were booked, then the owner asked for a day between rentals)',
    rules: {},
    // From 9:00 on the 10th to 9:00 on the 11th; the other renter's rental starts then.
    request: { start: at9('2027-03-10') },
    meanwhile: async (t, w) => {
      const other = await signedInUser(t);
      await bookReservation(
        t,
        { renterHeaders: other.headers, ownerHeaders: w.ownerHeaders },
        w.listing.id,
        { start: at9('2027-03-11') },
      );
      await setRules(t, w.listing.id, { preparationHours: 24 });
    },
    field: 'start_at',
    says: 'The owner needs 1 day between rentals to get it ready.',
  },
  {
    rule: 'the notice (the owner asked for more than the request gave)',
    rules: { noticeHours: 24 },
    // 37 hours after the request.
    request: { start: at9('2027-03-04') },
    meanwhile: (t, w) => setRules(t, w.listing.id, { noticeHours: 48 }),
    field: 'start_at',
    says: 'Book at least 2 days ahead.',
  },
  {
    rule: 'the booking window (the owner shortened it)',
    rules: { bookingWindowDays: 30 },
    request: { start: at9('2027-03-25') },
    meanwhile: (t, w) => setRules(t, w.listing.id, { bookingWindowDays: 14 }),
    field: 'start_at',
    says: 'This listing can be booked up to 14 days ahead.',
  },
];

describe('booking rules at approval and at payment', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  /** A request under `rules`, approved first when the payment is the step under test. */
  async function requestFor(c: RuleCase, step: Step) {
    clock.set(NOON_MAR_2);
    const w = await setup(t, c.rules);
    const r = await requestReservation(t, w.renterHeaders, w.listing.id, c.request);
    if (step === 'pay') await approveReservation(t, w.ownerHeaders, r.id);
    return { w, id: r.id };
  }

  const take = (w: RulesWorld, id: number, step: Step) =>
    step === 'approve'
      ? act(t, w.ownerHeaders, id, 'approve')
      : act(t, w.renterHeaders, id, 'checkout-items', { card: GOOD_CARD });

  for (const step of ['approve', 'pay'] as const) {
    it.each(CASES)(
      `refuses to ${step} a request that breaks $rule, naming it by field`,
      async (c) => {
        const { w, id } = await requestFor(c, step);
        await c.meanwhile(t, w);
        const before = await state(t, w, id);
        expect(before.status).toBe(step === 'approve' ? 'pending' : 'approved');

        const res = await take(w, id, step);
        expect(res.status).toBe(409);
        expect(res.body).toEqual({
          message: `${c.says} This request cannot be ${step === 'approve' ? 'approved' : 'paid'}.`,
          errors: { [c.field]: [c.says] },
        });
        // Nothing moved: the same status, no charge, no step in the history, the same stock.
        expect(await state(t, w, id)).toEqual(before);
        expect(before.ledger).toEqual([]);
        expect(before.events).toEqual(step === 'approve' ? ['request'] : ['request', 'approve']);
      },
    );
  }

  it('answers in the reader’s language, the field message too', async () => {
    const { w, id } = await requestFor(CASES[0]!, 'approve');
    await CASES[0]!.meanwhile(t, w);
    const res = await act(t, { ...w.ownerHeaders, 'accept-language': 'es' }, id, 'approve');
    expect(res.status).toBe(409);
    const says = 'Este anuncio se alquila por un mínimo de 2 días.';
    expect(res.body).toEqual({
      message: `${says} Esta solicitud no se puede aprobar.`,
      errors: { units: [says] },
    });
  });

  it('counts the notice from the request: the owner approving late refuses nothing', async () => {
    clock.set(NOON_MAR_2);
    const w = await setup(t, { noticeHours: 24 });
    // 37 hours ahead when asked.
    const r = await requestReservation(t, w.renterHeaders, w.listing.id, {
      start: at9('2027-03-04'),
    });
    // A day later it starts in 13 hours, within the notice were it counted from now.
    clock.set('2027-03-03T20:00:00Z');
    await approveReservation(t, w.ownerHeaders, r.id);
    clock.set('2027-03-03T22:00:00Z');
    expect((await payReservation(t, w.renterHeaders, r.id)).status).toBe('paid');
  });
});
