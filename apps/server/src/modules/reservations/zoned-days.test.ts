import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '@ownless/shared';
import { listings, mailOutbox } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { signedInOwner, signedInUser } from '../../test/auth';
import { testClock } from '../../test/clock';
import { createListing } from '../../test/factories';
import {
  act,
  bookReservation,
  requestReservation,
  sendReservationRequest,
} from '../../test/reservations';

/**
 * A listing's days are the days where it is, also on the days its clocks change: Chile's and
 * Cuba's summer time starts at midnight, so 2026-09-06 in Santiago and 2026-03-08 in Havana
 * begin at 01:00, and the hour before is still the day before. Kathmandu is 5:45 ahead of UTC.
 * Blocked days, booked days, the start-day guard and expiry all go by these days.
 */
const SANTIAGO = 'America/Santiago';
// 00:00 on 2026-09-06 never happens in Santiago; the day begins at 01:00 (-03).
const SEP_6_BEGINS = '2026-09-06T04:00:00.000Z';
// 22:00 on the 5th (-04).
const SEP_5_AT_22 = '2026-09-06T02:00:00.000Z';

async function setup(t: TestContext, timezone: string) {
  const { user: owner, headers: ownerHeaders } = await signedInOwner(t);
  const listing = await createListing(t.database.db, {
    ownerId: owner.id,
    name: 'Kayak',
    frequencies: [
      { frequency: 'Hourly', priceCents: 500 },
      { frequency: 'Daily', priceCents: 3000 },
    ],
  });
  await t.database.db.update(listings).set({ timezone }).where(eq(listings.id, listing.id));
  const { headers: renterHeaders } = await signedInUser(t);
  return { listing, ownerHeaders, renterHeaders };
}

const block = (t: TestContext, headers: Record<string, string>, id: number, day: string) =>
  t.request({
    method: 'POST',
    url: `/api/listing/${id}/blockdate`,
    headers,
    payload: { start_date: day, end_date: day },
  });

const quote = (t: TestContext, id: number, selection: object) =>
  t.request({
    method: 'POST',
    url: `/api/listing/${id}/quote`,
    payload: { fulfilment: 'pickup', quantity: 1, ...selection },
  });

describe('a blocked day where the clocks skip midnight', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it('blocks 2026-09-06 in Santiago from 01:00 that day: the evening of the 5th stays free', async () => {
    clock.set('2026-09-01T12:00:00Z');
    const { listing, ownerHeaders, renterHeaders } = await setup(t, SANTIAGO);
    expect((await block(t, ownerHeaders, listing.id, '2026-09-06')).status).toBe(200);

    // A day's rental from midnight on the 5th (04:00 UTC) ends as the 6th begins.
    const wholeDay = await quote(t, listing.id, {
      frequency: 'Daily',
      start_at: '2026-09-05T04:00:00.000Z',
      units: 1,
    });
    expect(wholeDay.status).toBe(200);
    expect(wholeDay.body.quote).toMatchObject({ available: true, end_at: SEP_6_BEGINS });

    // 22:00 to 01:00 reaches into the 6th; 22:00 to the end of the 5th does not.
    const intoThe6th = await sendReservationRequest(t, renterHeaders, listing.id, {
      frequency: 'Hourly',
      start: SEP_5_AT_22,
      units: 3,
    });
    expect(intoThe6th.status).toBe(409);
    expect(intoThe6th.body.message).toMatch(/blocked/);
    const lastHoursOfThe5th = await sendReservationRequest(t, renterHeaders, listing.id, {
      frequency: 'Hourly',
      start: SEP_5_AT_22,
      units: 2,
    });
    expect(lastHoursOfThe5th.status, JSON.stringify(lastHoursOfThe5th.body)).toBe(201);

    // The 6th's first hour is blocked; the 7th (midnight at -03) is free again.
    const firstHour = await quote(t, listing.id, {
      frequency: 'Hourly',
      start_at: SEP_6_BEGINS,
      units: 1,
    });
    expect(firstHour.body.quote).toMatchObject({ available: false });
    const nextDay = await quote(t, listing.id, {
      frequency: 'Daily',
      start_at: '2026-09-07T03:00:00.000Z',
      units: 1,
    });
    expect(nextDay.body.quote).toMatchObject({ available: true });
  });
});

describe("e-mails name the listing's days", () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it('a request from 22:00 to 23:00 on the 5th in Santiago is on the 5th, though UTC says the 6th', async () => {
    clock.set('2026-09-01T12:00:00Z');
    const { listing, renterHeaders } = await setup(t, SANTIAGO);
    await requestReservation(t, renterHeaders, listing.id, {
      frequency: 'Hourly',
      start: SEP_5_AT_22,
      units: 1,
    });
    await expect
      .poll(async () =>
        (await t.database.db.select().from(mailOutbox)).map((m) => m.text).join('\n'),
      )
      .toContain('asked to rent Kayak (2026-09-05 to 2026-09-05)');
  });
});

describe('an owner blocks days where the listing is', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it('lets a day be blocked next to a booking that ends as that day begins (Santiago)', async () => {
    clock.set('2026-09-01T12:00:00Z');
    const parties = await setup(t, SANTIAGO);
    await bookReservation(t, parties, parties.listing.id, {
      frequency: 'Hourly',
      start: SEP_5_AT_22,
      units: 2,
    });
    const the5th = await block(t, parties.ownerHeaders, parties.listing.id, '2026-09-05');
    expect(the5th.status).toBe(409);
    expect(the5th.body.errors.start_date).toEqual([
      'Some of those days are already booked by a renter.',
    ]);
    expect((await block(t, parties.ownerHeaders, parties.listing.id, '2026-09-06')).status).toBe(
      200,
    );
  });

  it('counts a booking on the local days it covers, not the UTC ones (Kathmandu, +05:45)', async () => {
    clock.set('2026-07-01T12:00:00Z');
    const parties = await setup(t, 'Asia/Kathmandu');
    // 23:45 on July 10 to 01:45 on July 11 in Kathmandu; all of it July 10 in UTC.
    await bookReservation(t, parties, parties.listing.id, {
      frequency: 'Hourly',
      start: '2026-07-10T18:00:00.000Z',
      units: 2,
    });
    const blockDay = (day: string) => block(t, parties.ownerHeaders, parties.listing.id, day);
    expect((await blockDay('2026-07-11')).status).toBe(409);
    expect((await blockDay('2026-07-10')).status).toBe(409);
    expect((await blockDay('2026-07-09')).status).toBe(200);
    expect((await blockDay('2026-07-12')).status).toBe(200);

    // The calendar's booked periods from July 11 (Kathmandu) include it.
    const booked = await t.request({
      method: 'GET',
      url: `/api/listing/${parties.listing.id}/booked?from=2026-07-11&to=2026-08-01`,
    });
    expect(booked.status).toBe(200);
    expect(booked.body.booked).toEqual([
      { start_at: '2026-07-10T18:00:00.000Z', end_at: '2026-07-10T20:00:00.000Z', quantity: 1 },
    ]);
    const later = await t.request({
      method: 'GET',
      url: `/api/listing/${parties.listing.id}/booked?from=2026-07-12&to=2026-08-01`,
    });
    expect(later.body.booked).toEqual([]);
  });
});

describe('an owner blocking a day while approving a request for it', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it('ends with the day blocked or the request approved, never both', async () => {
    clock.set('2026-09-01T12:00:00Z');
    const { listing, ownerHeaders, renterHeaders } = await setup(t, SANTIAGO);
    // Five requests for the last hours of local days (22:00 to 24:00 at -04 or -03).
    const days = ['2026-09-05', '2026-09-07', '2026-09-08', '2026-09-09', '2026-09-10'];
    const requests = [];
    for (const day of days) {
      const start = zonedInstant(day, '22:00', SANTIAGO).toISOString();
      requests.push(
        await requestReservation(t, renterHeaders, listing.id, {
          frequency: 'Hourly',
          start,
          units: 2,
        }),
      );
    }
    const answers = await Promise.all(
      requests.map((request, i) =>
        Promise.all([
          act(t, ownerHeaders, request.id, 'approve'),
          block(t, ownerHeaders, listing.id, days[i]!),
        ]),
      ),
    );
    for (const [i, [approval, blocking]] of answers.entries()) {
      expect([approval.status, blocking.status].sort(), days[i]).toEqual([200, 409]);
    }
  });
});

describe('the start-day guard opens when the local start day begins', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it.each([
    // 09:00 on the day; the day begins at 01:00 local.
    { zone: SANTIAGO, start: '2026-09-06T12:00:00.000Z', begins: SEP_6_BEGINS, day: 'Sep 6, 2026' },
    {
      zone: 'America/Havana',
      start: '2026-03-08T13:00:00.000Z',
      begins: '2026-03-08T05:00:00.000Z',
      day: 'Mar 8, 2026',
    },
  ])('$zone: not in the hour before $begins', async ({ zone, start, begins, day }) => {
    clock.set(new Date(Date.parse(start) - 5 * 86_400_000));
    const parties = await setup(t, zone);
    const { id } = await bookReservation(t, parties, parties.listing.id, {
      frequency: 'Daily',
      start,
      units: 1,
    });
    const view = (
      await t.request({
        method: 'GET',
        url: `/api/reservation/${id}`,
        headers: parties.ownerHeaders,
      })
    ).body.reservation;
    expect(view.actions.find((a: { action: string }) => a.action === 'start')).toMatchObject({
      available_from: begins,
    });

    // The last minute of the day before: 23:59 local.
    clock.set(new Date(Date.parse(begins) - 60_000));
    const early = await act(t, parties.ownerHeaders, id, 'rent-period-action', { action: 'start' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      `This rental starts on ${day} (${zone} time): it cannot be started before that day.`,
    );
    clock.set(begins);
    const started = await act(t, parties.ownerHeaders, id, 'rent-period-action', {
      action: 'start',
    });
    expect(started.status).toBe(200);
    expect(started.body.reservation.status).toBe('ongoing');
  });
});

describe('expiry across a 25-hour day', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it('expires an unanswered request 48 real hours later (New York, 2026-11-01)', async () => {
    clock.set('2026-10-31T12:00:00Z');
    const { listing, renterHeaders } = await setup(t, 'America/New_York');
    const res = await sendReservationRequest(t, renterHeaders, listing.id, {
      start: '2026-11-05T14:00:00.000Z',
    });
    expect(res.status).toBe(201);
    const service = t.app.services.reservations;
    clock.set('2026-11-02T11:59:00Z');
    expect(await service.expireOverdue()).toBe(0);
    clock.set('2026-11-02T12:00:01Z');
    expect(await service.expireOverdue()).toBe(1);
  });
});
