import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ledgerEntries,
  listings,
  listingShippingOptions,
  mailOutbox,
  reservationEvents,
  reservations,
} from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { signedInOwner, signedInUser } from '../../test/auth';
import { testClock } from '../../test/clock';
import { createListing } from '../../test/factories';
import { act, bookReservation, requestReservation } from '../../test/reservations';

/**
 * Money follows reality: a rental is handed over, returned and completed (and the owner
 * paid) only from its start day in the listing's time zone, whatever the caller sends;
 * expiry runs through the same machine. The services' clock is moved by the tests.
 */
// 10:00 UTC on June 3 is 03:00 on June 3 in Los Angeles (UTC−7 in summer).
const START = '2030-06-03T10:00:00.000Z';
const LA_START_DAY = '2030-06-03T07:00:00.000Z';

async function setup(
  t: TestContext,
  listing: { timezone?: string; sale?: boolean; shipping?: boolean } = {},
) {
  const { user: owner, headers: ownerHeaders } = await signedInOwner(t);
  const row = await createListing(t.database.db, {
    ownerId: owner.id,
    name: 'Canoe',
    frequencies: listing.sale
      ? [{ frequency: 'Once', priceCents: 30000, type: 'sale' }]
      : [{ frequency: 'Daily', priceCents: 2000 }],
  });
  await t.database.db
    .update(listings)
    .set({
      timezone: listing.timezone ?? 'America/Los_Angeles',
      depositCents: listing.sale ? 0 : 5000,
      fulfilment: listing.shipping ? ['shipping'] : ['pickup'],
    })
    .where(eq(listings.id, row.id));
  let shippingOptionId: number | undefined;
  if (listing.shipping) {
    shippingOptionId = (await t.request({ method: 'GET', url: '/api/shipping-options' })).body[0]
      .id;
    await t.database.db
      .insert(listingShippingOptions)
      .values({ listingId: row.id, shippingOptionId: shippingOptionId! });
  }
  const { headers: renterHeaders } = await signedInUser(t);
  return { listing: row, ownerHeaders, renterHeaders, shippingOptionId };
}

/** A reservation paid for, starting at START; the clock stands two days before it. */
async function paid(
  t: TestContext,
  clock: ReturnType<typeof testClock>,
  listing: Parameters<typeof setup>[1] = {},
) {
  clock.set('2030-06-01T12:00:00Z');
  const ctx = await setup(t, listing);
  const { id } = await bookReservation(t, ctx, ctx.listing.id, {
    frequency: listing.sale ? 'Once' : 'Daily',
    start: START,
    units: listing.sale ? 1 : 2,
    fulfilment: listing.shipping ? 'shipping' : 'pickup',
    shippingOptionId: ctx.shippingOptionId,
  });
  return { ...ctx, id };
}

const transfers = async (t: TestContext, id: number) =>
  (
    await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, id))
  ).filter((l) => l.kind === 'transfer');

describe('a rental starts on its start day where the listing is', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it('refuses to start before the local start day (409 with the day), then starts once the clock gets there', async () => {
    const { ownerHeaders, renterHeaders, id } = await paid(t, clock);
    for (const headers of [ownerHeaders, renterHeaders]) {
      const early = await act(t, headers, id, 'rent-period-action', { action: 'start' });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(
        'This rental starts on Jun 3, 2030 (America/Los_Angeles time): it cannot be started before that day.',
      );
    }
    // The day is written in the reader's language, still in the listing's zone.
    const inSpanish = await act(
      t,
      { ...ownerHeaders, 'accept-language': 'es' },
      id,
      'rent-period-action',
      {
        action: 'start',
      },
    );
    expect(inSpanish.body.message).toBe(
      'Este alquiler empieza el 3 jun 2030 (hora de America/Los_Angeles): no se puede iniciar antes de ese día.',
    );
    // The buttons say when; the server is what refuses.
    const view = (
      await t.request({ method: 'GET', url: `/api/reservation/${id}`, headers: ownerHeaders })
    ).body.reservation;
    expect(view.actions.find((a: { action: string }) => a.action === 'start')).toMatchObject({
      available_from: LA_START_DAY,
    });
    expect(
      view.actions.find((a: { action: string }) => a.action === 'cancel-by-owner'),
    ).toMatchObject({ available_from: null });

    // UTC is already June 3; Los Angeles is still June 2 (19:00).
    clock.set('2030-06-03T02:00:00Z');
    expect((await act(t, ownerHeaders, id, 'rent-period-action', { action: 'start' })).status).toBe(
      409,
    );
    clock.set(LA_START_DAY);
    const started = await act(t, ownerHeaders, id, 'rent-period-action', { action: 'start' });
    expect(started.status).toBe(200);
    expect(started.body.reservation.status).toBe('ongoing');
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row!.status).toBe('ongoing');
  });

  it('counts the day in the listing time zone, not in UTC: a listing in UTC starts at UTC midnight', async () => {
    const { renterHeaders, id } = await paid(t, clock, { timezone: 'UTC' });
    clock.set('2030-06-02T23:59:00Z');
    expect(
      (await act(t, renterHeaders, id, 'rent-period-action', { action: 'start' })).status,
    ).toBe(409);
    clock.set('2030-06-03T00:00:00Z');
    expect(
      (await act(t, renterHeaders, id, 'rent-period-action', { action: 'start' })).status,
    ).toBe(200);
  });

  it('pays the owner only at completion, never before the start day, even for a rental already marked ongoing', async () => {
    const { ownerHeaders, renterHeaders, id } = await paid(t, clock);
    // A rental started early before these guards existed.
    await t.database.db
      .update(reservations)
      .set({ status: 'ongoing' })
      .where(eq(reservations.id, id));
    const complete = await act(t, ownerHeaders, id, 'complete-rent');
    expect(complete.status).toBe(409);
    expect(complete.body.message).toMatch(/cannot be completed before that day/);
    const giveBack = await act(t, renterHeaders, id, 'rent-period-action', { action: 'return' });
    expect(giveBack.status).toBe(409);
    expect(giveBack.body.message).toMatch(/cannot be returned before that day/);
    expect(await transfers(t, id)).toEqual([]);

    clock.set(LA_START_DAY);
    expect(
      (await act(t, renterHeaders, id, 'rent-period-action', { action: 'return' })).status,
    ).toBe(200);
    expect((await act(t, ownerHeaders, id, 'complete-rent')).status).toBe(200);
    expect((await transfers(t, id)).map((l) => l.amountCents)).toEqual([3600]);
  });

  it('ships a shipping rental ahead of its day; the renter starts it on the day', async () => {
    const { ownerHeaders, renterHeaders, id } = await paid(t, clock, { shipping: true });
    expect((await act(t, ownerHeaders, id, 'ship', { tracking_number: '1Z999' })).status).toBe(200);
    const arrived = await act(t, renterHeaders, id, 'rent-period-action', { action: 'start' });
    expect(arrived.status).toBe(409);
    expect(arrived.body.message).toMatch(/^This rental starts on Jun 3, 2030/);
    clock.set(LA_START_DAY);
    expect(
      (await act(t, renterHeaders, id, 'rent-period-action', { action: 'start' })).body.reservation
        .status,
    ).toBe('ongoing');
  });
});

describe('a purchase completes on its hand-over day, or when the buyer says it arrived', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it("refuses the owner's hand-over (and payout) before the day", async () => {
    const { ownerHeaders, id } = await paid(t, clock, { sale: true });
    const early = await act(t, ownerHeaders, id, 'complete-rent');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'The hand-over is on Jun 3, 2030 (America/Los_Angeles time): it cannot be completed before that day.',
    );
    expect(await transfers(t, id)).toEqual([]);
    clock.set(LA_START_DAY);
    expect((await act(t, ownerHeaders, id, 'complete-rent')).body.reservation.status).toBe(
      'completed',
    );
    expect(await transfers(t, id)).toHaveLength(1);
  });

  it('completes a shipped purchase as soon as the buyer confirms it arrived', async () => {
    const { ownerHeaders, renterHeaders, id } = await paid(t, clock, {
      sale: true,
      shipping: true,
    });
    expect((await act(t, ownerHeaders, id, 'ship')).status).toBe(200);
    const arrived = await act(t, renterHeaders, id, 'complete-rent');
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    expect(arrived.body.reservation.status).toBe('completed');
    expect(await transfers(t, id)).toHaveLength(1);
  });
});

describe('expiry goes through the machine', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it('expires on the services clock with the same event, mail and cleared deadline as before', async () => {
    clock.set('2030-06-01T12:00:00Z');
    const { listing, renterHeaders } = await setup(t);
    const { id } = await requestReservation(t, renterHeaders, listing.id, { start: START });
    const service = t.app.services.reservations;
    clock.set('2030-06-03T11:59:00Z');
    expect(await service.expireOverdue()).toBe(0);
    clock.set('2030-06-03T12:00:01Z');
    expect(await service.expireOverdue()).toBe(1);
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row).toMatchObject({ status: 'expired', expiresAt: null });
    const events = await t.database.db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, id));
    expect(events.at(-1)).toMatchObject({
      action: 'expire',
      actorRole: 'system',
      actorId: null,
      fromStatus: 'pending',
      toStatus: 'expired',
      note: 'The owner did not answer within 48 hours.',
    });
    expect(
      (await t.database.db.select().from(mailOutbox)).filter((m) => m.subject === 'Expired: Canoe'),
    ).toHaveLength(2);
    expect(await service.expireOverdue()).toBe(0);
  });

  it('never overrides an approval that races it: each request ends approved or expired, as its answer said', async () => {
    clock.set('2030-06-01T12:00:00Z');
    const { listing, ownerHeaders, renterHeaders } = await setup(t);
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const start = new Date(Date.parse(START) + i * 3 * 86_400_000).toISOString();
      ids.push((await requestReservation(t, renterHeaders, listing.id, { start })).id);
    }
    // Every request is overdue; the owner approves them all while the job runs.
    clock.set('2030-06-03T13:00:00Z');
    const service = t.app.services.reservations;
    const approvals = ids.map((id) => act(t, ownerHeaders, id, 'approve'));
    const expired = await service.expireOverdue();
    const answers = await Promise.all(approvals);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const rows = await t.database.db.select().from(reservations);
    for (const [i, id] of ids.entries()) {
      const row = rows.find((r) => r.id === id)!;
      expect(row.status).toBe(answers[i]!.status === 200 ? 'approved' : 'expired');
      const events = await t.database.db
        .select()
        .from(reservationEvents)
        .where(eq(reservationEvents.reservationId, id));
      expect(events.map((e) => e.toStatus)).toEqual(['pending', row.status]);
    }
    expect(rows.filter((r) => r.status === 'expired')).toHaveLength(expired);
    // An approval restarts the clock: the job leaves it alone until 24 hours later.
    expect(await service.expireOverdue()).toBe(0);
  });
});
