import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '@ownless/shared';
import { ledgerEntries, mailOutbox, reservationEvents, reservations } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { signedInOwner, signedInUser } from '../../test/auth';
import { at9, LA, NOON_MAR_2, setRules, setup } from '../../test/booking-rules';
import { testClock } from '../../test/clock';
import { createListing } from '../../test/factories';
import {
  act,
  bookReservation,
  GOOD_CARD,
  requestReservation,
  sendReservationRequest,
} from '../../test/reservations';

/**
 * A listing's booking rules (decision 0030), decided on the server at every step: the quote,
 * the cart, the request, the approval and the payment (the last two in
 * booking-rules-approval.test.ts). Days are Los Angeles's (PST, -08:00, in early March 2027).
 */
const selection = (start: string, units = 1, quantity = 1) => ({
  frequency: 'Daily',
  start_at: start,
  units,
  quantity,
  fulfilment: 'pickup',
});

const quote = (t: TestContext, id: number, start: string, units = 1, quantity = 1) =>
  t.request({
    method: 'POST',
    url: `/api/listing/${id}/quote`,
    payload: selection(start, units, quantity),
  });

const addToCart = (
  t: TestContext,
  headers: Record<string, string>,
  id: number,
  start: string,
  units = 1,
) =>
  t.request({
    method: 'POST',
    url: '/api/cart/add-to-cart',
    headers,
    payload: { listing_id: id, ...selection(start, units) },
  });

describe('the shortest and longest rental', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it('refuses a rental shorter than the minimum at the quote, the cart and the request, naming the rule', async () => {
    clock.set(NOON_MAR_2);
    const { listing, renterHeaders } = await setup(t, { minUnits: 2 });
    const rule = 'This listing rents for at least 2 days.';
    const short = await quote(t, listing.id, at9('2027-03-10'));
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: rule, errors: { units: [rule] } });
    const cart = await addToCart(t, renterHeaders, listing.id, at9('2027-03-10'));
    expect(cart.status).toBe(400);
    expect(cart.body.errors).toEqual({ units: [rule] });
    const request = await sendReservationRequest(t, renterHeaders, listing.id, {
      start: at9('2027-03-10'),
    });
    expect(request.status).toBe(400);
    expect(request.body.errors).toEqual({ units: [rule] });

    expect((await quote(t, listing.id, at9('2027-03-10'), 2)).status).toBe(200);
    expect((await addToCart(t, renterHeaders, listing.id, at9('2027-03-10'), 2)).status).toBe(200);
    const ok = await requestReservation(t, renterHeaders, listing.id, {
      start: at9('2027-03-10'),
      units: 2,
    });
    expect(ok.status).toBe('pending');
  });

  it('refuses a rental longer than the maximum', async () => {
    clock.set(NOON_MAR_2);
    const { listing } = await setup(t, { maxUnits: 3 });
    const long = await quote(t, listing.id, at9('2027-03-10'), 4);
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ units: ['This listing rents for at most 3 days.'] });
    expect((await quote(t, listing.id, at9('2027-03-10'), 3)).status).toBe(200);
  });
});

describe('preparation time between rentals', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it('keeps a day free after and before each booking, saying why', async () => {
    clock.set(NOON_MAR_2);
    const w = await setup(t, { preparationHours: 24 });
    // Booked from 9:00 on the 20th to 9:00 on the 23rd: held from 9:00 on the 19th to 9:00 on
    // the 24th (the clocks change on the 14th: these days are all -07:00).
    await bookReservation(t, w, w.listing.id, { start: at9('2027-03-20'), units: 3 });
    const other = await signedInUser(t);
    const rule = 'The owner needs 1 day between rentals to get it ready.';

    const right = await sendReservationRequest(t, other.headers, w.listing.id, {
      start: at9('2027-03-23'),
    });
    expect(right.status).toBe(409);
    expect(right.body.errors).toEqual({ start_at: [rule] });
    const quoted = await quote(t, w.listing.id, at9('2027-03-23'));
    expect(quoted.body.quote).toMatchObject({ available: false, unavailable_reason: rule });
    const before = await sendReservationRequest(t, other.headers, w.listing.id, {
      start: zonedInstant('2027-03-18', '12:00', LA).toISOString(),
    });
    expect(before.status).toBe(409);

    // A day later, or ending as the preparation before it begins: free.
    await requestReservation(t, other.headers, w.listing.id, { start: at9('2027-03-24') });
    await requestReservation(t, other.headers, w.listing.id, { start: at9('2027-03-18') });
  });

  it('holds the booked item only: with stock, another item can go out in its preparation day', async () => {
    clock.set(NOON_MAR_2);
    const w = await setup(t, { preparationHours: 24, quantity: 2 });
    await bookReservation(t, w, w.listing.id, { start: at9('2027-03-20'), units: 3 });
    const other = await signedInUser(t);
    await requestReservation(t, other.headers, w.listing.id, { start: at9('2027-03-23') });
    const both = await sendReservationRequest(t, other.headers, w.listing.id, {
      start: at9('2027-03-23'),
      quantity: 2,
    });
    expect(both.status).toBe(409);
    expect(both.body.message).toBe('The owner needs 1 day between rentals to get it ready.');
  });
});

describe('notice and booking window', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it('needs the notice counted from now, in hours or days', async () => {
    clock.set(NOON_MAR_2);
    const { listing } = await setup(t, { noticeHours: 24 });
    const now = new Date(NOON_MAR_2).getTime();
    const soon = await quote(t, listing.id, new Date(now + 23 * 3_600_000).toISOString());
    expect(soon.status).toBe(400);
    expect(soon.body.errors).toEqual({ start_at: ['Book at least 1 day ahead.'] });
    expect((await quote(t, listing.id, new Date(now + 24 * 3_600_000).toISOString())).status).toBe(
      200,
    );
    await setRules(t, listing.id, { noticeHours: 5 });
    const hours = await quote(t, listing.id, new Date(now + 4 * 3_600_000).toISOString());
    expect(hours.body.errors).toEqual({ start_at: ['Book at least 5 hours ahead.'] });
  });

  it('refuses a start past the window, and a preparation day, in the cart too', async () => {
    clock.set(NOON_MAR_2);
    const w = await setup(t, { bookingWindowDays: 30, preparationHours: 24 });
    const far = await addToCart(t, w.renterHeaders, w.listing.id, at9('2027-04-02'));
    expect(far.status).toBe(400);
    expect(far.body.errors).toEqual({
      start_at: ['This listing can be booked up to 30 days ahead.'],
    });
    await bookReservation(t, w, w.listing.id, { start: at9('2027-03-20'), units: 3 });
    const other = await signedInUser(t);
    const prep = await addToCart(t, other.headers, w.listing.id, at9('2027-03-23'));
    expect(prep.status).toBe(409);
    expect(prep.body.errors).toEqual({
      start_at: ['The owner needs 1 day between rentals to get it ready.'],
    });
  });

  it("counts the window in the listing's days: the last day moves at its midnight", async () => {
    const { listing } = await setup(t, { bookingWindowDays: 2 });
    // 23:30 on March 2 in Los Angeles (already the 3rd in UTC): up to the 4th.
    clock.set('2027-03-03T07:30:00Z');
    expect((await quote(t, listing.id, at9('2027-03-04'))).status).toBe(200);
    const far = await quote(t, listing.id, at9('2027-03-05'));
    expect(far.status).toBe(400);
    expect(far.body.errors).toEqual({
      start_at: ['This listing can be booked up to 2 days ahead.'],
    });
    // 00:30 on March 3 there: up to the 5th.
    clock.set('2027-03-03T08:30:00Z');
    expect((await quote(t, listing.id, at9('2027-03-05'))).status).toBe(200);
  });
});

describe('search by dates follows the rules', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  const found = async (id: number, start: string, end: string, extra = '') => {
    const res = await t.request({
      method: 'GET',
      url: `/api/listings?start_date=${start}&end_date=${end}&per_page=50${extra}`,
    });
    expect(res.status).toBe(200);
    return res.body.items.some((item: { id: number }) => item.id === id);
  };

  it('leaves out a range shorter than the minimum or touching a preparation day', async () => {
    clock.set(NOON_MAR_2);
    const w = await setup(t, { minUnits: 2, preparationHours: 24 });
    expect(await found(w.listing.id, '2027-03-20', '2027-03-20')).toBe(false);
    expect(await found(w.listing.id, '2027-03-20', '2027-03-21')).toBe(true);
    await bookReservation(t, w, w.listing.id, { start: at9('2027-03-20'), units: 3 });
    // Held with its preparation from 9:00 on the 19th to 9:00 on the 24th.
    expect(await found(w.listing.id, '2027-03-24', '2027-03-25')).toBe(false);
    expect(await found(w.listing.id, '2027-03-18', '2027-03-19')).toBe(false);
    expect(await found(w.listing.id, '2027-03-17', '2027-03-18')).toBe(true);
    expect(await found(w.listing.id, '2027-03-25', '2027-03-26')).toBe(true);
  });

  it("leaves out days before the notice and after the window, at the listing's midnight", async () => {
    const { listing } = await setup(t, { noticeHours: 1, bookingWindowDays: 3 });
    // 22:30 on March 2 in Los Angeles: an hour later is still the 2nd.
    clock.set('2027-03-03T06:30:00Z');
    expect(await found(listing.id, '2027-03-02', '2027-03-02')).toBe(true);
    expect(await found(listing.id, '2027-03-05', '2027-03-05')).toBe(true);
    expect(await found(listing.id, '2027-03-06', '2027-03-06')).toBe(false);
    // 23:30: an hour later is the 3rd; the window still ends on the 5th.
    clock.set('2027-03-03T07:30:00Z');
    expect(await found(listing.id, '2027-03-02', '2027-03-02')).toBe(false);
    expect(await found(listing.id, '2027-03-03', '2027-03-03')).toBe(true);
    expect(await found(listing.id, '2027-03-06', '2027-03-06')).toBe(false);
    // 00:30 on the 3rd: the window reaches the 6th.
    clock.set('2027-03-03T08:30:00Z');
    expect(await found(listing.id, '2027-03-06', '2027-03-06')).toBe(true);
  });

  it('filters instant booking', async () => {
    clock.set(NOON_MAR_2);
    const instant = await setup(t, { instantBooking: true });
    const asked = await setup(t);
    const res = await t.request({ method: 'GET', url: '/api/listings?instant_booking=1' });
    const ids = res.body.items.map((item: { id: number }) => item.id);
    expect(ids).toContain(instant.listing.id);
    expect(ids).not.toContain(asked.listing.id);
    expect(res.body.items[0].instant_booking).toBe(true);
  });
});

describe('instant booking', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it("approves a request that passes the rules at once, through the machine's approve", async () => {
    clock.set(NOON_MAR_2);
    const w = await setup(t, { instantBooking: true });
    const live: { reservationId: number; status: string }[] = [];
    const stop = t.app.services.realtime.on('reservationUpdated', (e) => live.push(e));
    const r = await requestReservation(t, w.renterHeaders, w.listing.id, {
      start: at9('2027-03-10'),
    });
    stop();
    expect(r.status).toBe('approved');
    expect(live.map((e) => [e.reservationId, e.status])).toEqual([
      [r.id, 'pending'],
      [r.id, 'approved'],
    ]);
    const events = await t.database.db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, r.id))
      .orderBy(asc(reservationEvents.id));
    expect(events.map((e) => [e.actorRole, e.action, e.toStatus])).toEqual([
      ['renter', 'request', 'pending'],
      ['system', 'approve', 'approved'],
    ]);
    // The machine's mails: the request to the owner, the approval to the renter.
    const mails = await t.database.db
      .select({ to: mailOutbox.toEmail, subject: mailOutbox.subject })
      .from(mailOutbox)
      .orderBy(asc(mailOutbox.id));
    expect(mails).toEqual([
      { to: w.owner.email, subject: 'New reservation request: Kayak' },
      { to: w.renter.user.email, subject: 'Approved: Kayak' },
    ]);
    // No money moves until the renter pays.
    expect(
      await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, r.id)),
    ).toEqual([]);
    const paid = await act(t, w.renterHeaders, r.id, 'checkout-items', { card: GOOD_CARD });
    expect(paid.body.reservation.status).toBe('paid');
  });

  it('refuses a request that breaks a rule, keeping nothing', async () => {
    clock.set(NOON_MAR_2);
    const w = await setup(t, { instantBooking: true, minUnits: 2 });
    const res = await sendReservationRequest(t, w.renterHeaders, w.listing.id, {
      start: at9('2027-03-10'),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This listing rents for at least 2 days.');
    expect(
      await t.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.listingId, w.listing.id)),
    ).toEqual([]);
  });

  it('gives the last item to one of two simultaneous requests', async () => {
    clock.set(NOON_MAR_2);
    const w = await setup(t, { instantBooking: true });
    const other = await signedInUser(t);
    const answers = await Promise.all(
      [w.renterHeaders, other.headers].map((headers) =>
        sendReservationRequest(t, headers, w.listing.id, { start: at9('2027-03-10'), units: 2 }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const won = answers.find((a) => a.status === 201)!;
    expect(won.body.reservations[0].status).toBe('approved');
    const rows = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.listingId, w.listing.id));
    expect(rows.map((row) => row.status)).toEqual(['approved']);
  });
});

describe('an owner sets the rules', () => {
  const t = useTestApp();

  it('saves them on a draft, shows them on the listing, and refuses bad ones by field', async () => {
    const { user: owner, headers } = await signedInOwner(t);
    const draft = await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Kayak',
      status: 'Draft',
    });
    const rules = {
      min_units: 2,
      max_units: 5,
      preparation_hours: 24,
      notice_hours: 48,
      booking_window_days: 90,
      instant_booking: true,
    };
    const saved = await t.request({
      method: 'PATCH',
      url: `/api/listing/${draft.id}`,
      headers,
      payload: rules,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await t.request({ method: 'GET', url: `/api/listing/${draft.id}`, headers });
    expect(read.body.listing).toMatchObject(rules);

    const bad = await t.request({
      method: 'PATCH',
      url: `/api/listing/${draft.id}`,
      headers,
      payload: { min_units: 0, preparation_hours: -1, booking_window_days: 400 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      min_units: ['At least 1.'],
      preparation_hours: ['At least 0.'],
      booking_window_days: ['At most 365 days.'],
    });
    const tooShort = await t.request({
      method: 'PATCH',
      url: `/api/listing/${draft.id}`,
      headers,
      payload: { max_units: 1 },
    });
    expect(tooShort.body.errors).toEqual({
      max_units: ['The maximum must be at least the minimum.'],
    });
  });
});
