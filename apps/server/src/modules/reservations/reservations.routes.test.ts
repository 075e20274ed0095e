import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts, ledgerEntries, mailOutbox, reservationEvents, reservations } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { mailTo, signedInOwner, signedInUser } from '../../test/auth';
import { DAY, inDays, testClock } from '../../test/clock';
import { createListing, referenceIds } from '../../test/factories';
import {
  act,
  approveReservation,
  bookReservation,
  GOOD_CARD,
  payReservation,
  requestReservation,
  sendReservationRequest,
} from '../../test/reservations';
import { listings } from '../../db/schema';

async function setup(
  t: TestContext,
  listingOverrides: Partial<Parameters<typeof createListing>[1]> = {},
  policy = 'flexible',
) {
  const { user: owner, headers: ownerHeaders } = await signedInOwner(t);
  const listing = await createListing(t.database.db, {
    ownerId: owner.id,
    name: 'Pressure washer',
    frequencies: [{ frequency: 'Daily', priceCents: 2000 }],
    ...listingOverrides,
  });
  const refs = await referenceIds(t.database.db);
  await t.database.db
    .update(listings)
    .set({ depositCents: 5000, policyId: refs.policy(policy).id })
    .where(eq(listings.id, listing.id));
  const renter = await signedInUser(t);
  return { owner, listing, ownerHeaders, renter: renter.user, renterHeaders: renter.headers };
}

describe('quotes', () => {
  const t = useTestApp();

  it('prices a selection on the server with line items', async () => {
    const { listing, renterHeaders } = await setup(t);
    const res = await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/quote`,
      headers: renterHeaders,
      payload: {
        frequency: 'Daily',
        start_at: inDays(2),
        units: 3,
        quantity: 1,
        fulfilment: 'pickup',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.quote).toMatchObject({
      subtotal_cents: 6000,
      service_fee_cents: 600,
      deposit_cents: 5000,
      total_cents: 11600,
      available: true,
    });
    expect(res.body.quote.line_items.map((l: { code: string }) => l.code)).toEqual([
      'rent',
      'service_fee',
      'deposit',
    ]);
  });

  it('refuses a frequency the listing does not offer, a start in the past and an unknown fulfilment', async () => {
    const { listing } = await setup(t);
    const res = await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/quote`,
      payload: { frequency: 'Weekly', start_at: inDays(2) },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.frequency).toBeDefined();
    const past = await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/quote`,
      payload: { frequency: 'Daily', start_at: inDays(-1) },
    });
    expect(past.body.errors.start_at).toBeDefined();
    const ship = await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/quote`,
      payload: { frequency: 'Daily', start_at: inDays(2), fulfilment: 'shipping' },
    });
    expect(ship.body.errors.fulfilment).toBeDefined();
  });
});

describe('cart', () => {
  const t = useTestApp();

  it('adds, shows and removes items with the API response shapes', async () => {
    const { listing, renterHeaders } = await setup(t);
    const add = await t.request({
      method: 'POST',
      url: '/api/cart/add-to-cart',
      headers: renterHeaders,
      payload: { listing_id: listing.id, frequency: 'Daily', start_at: inDays(4), units: 2 },
    });
    expect(add.status).toBe(200);
    expect(add.body.cartData.cartItemsCount).toBe(1);
    const cartId = add.body.cartData.cartId;
    const me = await t.request({
      method: 'GET',
      url: '/api/user/personal/info',
      headers: renterHeaders,
    });
    expect(me.body.data.activeCartId).toBe(cartId);

    const get = await t.request({
      method: 'GET',
      url: `/api/cart/${cartId}`,
      headers: renterHeaders,
    });
    expect(get.body.cartItemsCount).toBe(1);
    expect(get.body.cartItems[0]).toMatchObject({
      listing: { id: listing.id, name: 'Pressure washer' },
      subtotal_cents: 4000,
      available: true,
    });

    const itemId = get.body.cartItems[0].id;
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/cart/${itemId}/remove-from-cart`,
      headers: renterHeaders,
    });
    expect(removed.body.cartItemCount).toBe(0);
    expect(removed.body.cartData.cartItems).toEqual([]);
  });

  it('answers cart 0, the id the web starts with, with my active cart or an empty one', async () => {
    const { listing, renterHeaders } = await setup(t);
    const empty = await t.request({ method: 'GET', url: '/api/cart/0', headers: renterHeaders });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ cartId: 0, cartItems: [], cartItemsCount: 0 });

    const add = await t.request({
      method: 'POST',
      url: '/api/cart/add-to-cart',
      headers: renterHeaders,
      payload: { listing_id: listing.id, frequency: 'Daily', start_at: inDays(4), units: 2 },
    });
    const active = await t.request({ method: 'GET', url: '/api/cart/0', headers: renterHeaders });
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({
      cartId: add.body.cartData.cartId,
      cartItemsCount: 1,
      cartItems: [{ listing: { id: listing.id } }],
    });

    const guest = await t.request({ method: 'GET', url: '/api/cart/0' });
    expect(guest.status).toBe(401);
    const negative = await t.request({
      method: 'GET',
      url: '/api/cart/-1',
      headers: renterHeaders,
    });
    expect(negative.status).toBe(400);
    expect(negative.body.errors.cartId).toEqual(['Must be 0 (your active cart) or a cart id.']);
  });

  it("refuses my own listing, an unpublished one, and another user's cart", async () => {
    const { listing, ownerHeaders, renterHeaders, owner } = await setup(t);
    const own = await t.request({
      method: 'POST',
      url: '/api/cart/add-to-cart',
      headers: ownerHeaders,
      payload: { listing_id: listing.id, frequency: 'Daily', start_at: inDays(4) },
    });
    expect(own.status).toBe(422);
    const draft = await createListing(t.database.db, { ownerId: owner.id, status: 'Draft' });
    const hidden = await t.request({
      method: 'POST',
      url: '/api/cart/add-to-cart',
      headers: renterHeaders,
      payload: { listing_id: draft.id, frequency: 'Daily', start_at: inDays(4) },
    });
    expect(hidden.status).toBe(404);
    const add = await t.request({
      method: 'POST',
      url: '/api/cart/add-to-cart',
      headers: renterHeaders,
      payload: { listing_id: listing.id, frequency: 'Daily', start_at: inDays(4) },
    });
    const { headers: stranger } = await signedInUser(t);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/cart/${add.body.cartData.cartId}`,
          headers: stranger,
        })
      ).status,
    ).toBe(403);
    const itemId = add.body.cartData.cartItems[0].id;
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/cart/${itemId}/remove-from-cart`,
          headers: stranger,
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/api/cart/${add.body.cartData.cartId}` })).status,
    ).toBe(401);
  });

  it('turns the cart into one pending request per item and empties it', async () => {
    const { listing, owner, renterHeaders } = await setup(t);
    const second = await createListing(t.database.db, { ownerId: owner.id, name: 'Ladder' });
    for (const id of [listing.id, second.id]) {
      await t.request({
        method: 'POST',
        url: '/api/cart/add-to-cart',
        headers: renterHeaders,
        payload: { listing_id: id, frequency: 'Daily', start_at: inDays(5) },
      });
    }
    const [cart] = await t.database.db.select().from(carts);
    const res = await t.request({
      method: 'POST',
      url: '/api/reservation/request-reservation',
      headers: renterHeaders,
      payload: { cart_id: cart!.id, note: 'Weekend project' },
    });
    expect(res.status).toBe(201);
    expect(res.body.reservations.map((r: { status: string }) => r.status)).toEqual([
      'pending',
      'pending',
    ]);
    const after = await t.request({
      method: 'GET',
      url: `/api/cart/${cart!.id}`,
      headers: renterHeaders,
    });
    expect(after.body.cartItemsCount).toBe(0);
    expect(
      (await mailTo(t, owner.email)).filter((m) => m.subject.startsWith('New reservation request')),
    ).toHaveLength(2);
    const empty = await t.request({
      method: 'POST',
      url: '/api/reservation/request-reservation',
      headers: renterHeaders,
      payload: { cart_id: cart!.id },
    });
    expect(empty.status).toBe(400);
  });
});

describe('a whole rental, with the ledger reconciling', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it('request → approve → pay → start → return → complete', async () => {
    const { ownerHeaders, renterHeaders, listing, owner } = await setup(t);
    const reservation = await requestReservation(t, renterHeaders, listing.id, { units: 2 });
    expect(reservation.status).toBe('pending');
    const stats = async (h: Record<string, string>) =>
      (await t.request({ method: 'GET', url: '/api/reservation/statistics', headers: h })).body;
    expect(await stats(ownerHeaders)).toEqual({ bookingOngoingCount: 1, renterOngoingCount: 0 });

    const approved = await act(t, ownerHeaders, reservation.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.reservation.status).toBe('approved');
    expect(await stats(renterHeaders)).toEqual({ bookingOngoingCount: 0, renterOngoingCount: 1 });
    expect(
      (
        await mailTo(
          t,
          (
            await t.request({
              method: 'GET',
              url: '/api/user/personal/info',
              headers: renterHeaders,
            })
          ).body.data.email,
        )
      )[0]!.subject,
    ).toMatch(/^Approved/);

    const renterView = await t.request({
      method: 'GET',
      url: `/api/reservation/${reservation.id}`,
      headers: renterHeaders,
    });
    expect(
      renterView.body.reservation.actions.map((a: { action: string }) => a.action).sort(),
    ).toEqual(['cancel-by-renter', 'checkout']);
    expect(renterView.body.reservation.payout_cents).toBe(0);

    const paid = await act(t, renterHeaders, reservation.id, 'checkout-items', {
      card: GOOD_CARD,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.reservation.status).toBe('paid');
    clock.set(reservation.start_at);
    expect(
      (await act(t, renterHeaders, reservation.id, 'rent-period-action', { action: 'start' })).body
        .reservation.status,
    ).toBe('ongoing');
    expect(
      (await act(t, renterHeaders, reservation.id, 'rent-period-action', { action: 'return' })).body
        .reservation.status,
    ).toBe('returned');
    const done = await act(t, ownerHeaders, reservation.id, 'complete-rent');
    expect(done.body.reservation.status).toBe('completed');
    expect(done.body.reservation.events.map((e: { to_status: string }) => e.to_status)).toEqual([
      'pending',
      'approved',
      'paid',
      'ongoing',
      'returned',
      'completed',
    ]);

    // The payout goes at completion; the deposit waits for the owner's claim window (72 hours
    // from the return) and comes back when it closes without a claim (decision 0027).
    expect(done.body.reservation.deposit).toMatchObject({ stage: 'held', mode: 'charge' });
    const returnedAt = Date.parse(done.body.reservation.deposit.item_back_at);
    expect(
      await t.app.services.reservations.settleDueDeposits(new Date(returnedAt + 72 * 3_600_000)),
    ).toBe(1);

    // 2 days × $20 = $40, fee $4, deposit $50 → $94 charged; $50 back; $36 to the owner.
    const tx = await t.request({
      method: 'GET',
      url: `/api/reservation/${reservation.id}/transaction`,
      headers: ownerHeaders,
    });
    expect(tx.body.totals).toEqual({
      charged_cents: 9400,
      refunded_cents: 5000,
      transferred_cents: 3600,
    });
    const kept =
      tx.body.totals.charged_cents -
      tx.body.totals.refunded_cents -
      tx.body.totals.transferred_cents;
    expect(kept).toBe(400 + 400); // service fee + commission
    const renterTx = await t.request({
      method: 'GET',
      url: `/api/reservation/${reservation.id}/transaction`,
      headers: renterHeaders,
    });
    expect(renterTx.body.ledger.map((l: { kind: string }) => l.kind)).toEqual([
      'charge',
      'deposit-release',
    ]);

    const lists = async (h: Record<string, string>, key: string, role?: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/reservation/${key}${role ? `?role=${role}` : ''}`,
          headers: h,
        })
      ).body.total;
    expect(await lists(renterHeaders, 'completed-booking')).toBe(1);
    expect(await lists(renterHeaders, 'for-confirmations')).toBe(0);
    expect(await lists(ownerHeaders, 'completed-bookings')).toBe(1);
    expect(await lists(ownerHeaders, 'for-confirmations', 'owner')).toBe(0);
    expect(await stats(ownerHeaders)).toEqual({ bookingOngoingCount: 0, renterOngoingCount: 0 });
    void owner;
  });

  it('ships a shipping rental with a tracking number; the renter starts it on arrival', async () => {
    const { ownerHeaders, renterHeaders, listing } = await setup(t);
    const refs = await referenceIds(t.database.db);
    void refs;
    await t.database.db
      .update(listings)
      .set({ fulfilment: ['shipping'] })
      .where(eq(listings.id, listing.id));
    const options = (await t.request({ method: 'GET', url: '/api/shipping-options' })).body;
    const { listingShippingOptions } = await import('../../db/schema');
    await t.database.db
      .insert(listingShippingOptions)
      .values({ listingId: listing.id, shippingOptionId: options[0].id });
    const requested = await requestReservation(t, renterHeaders, listing.id, {
      start: 6,
      units: 3,
      fulfilment: 'shipping',
      shippingOptionId: options[0].id,
    });
    const id = requested.id;
    expect(requested.shipping_cents).toBe(options[0].price_cents);
    await approveReservation(t, ownerHeaders, id);
    await payReservation(t, renterHeaders, id);
    // Pickup-style start is not allowed for a shipped rental.
    expect((await act(t, ownerHeaders, id, 'rent-period-action', { action: 'start' })).status).toBe(
      409,
    );
    const shipped = await act(t, ownerHeaders, id, 'ship', {
      tracking_number: '1Z999AA10123456784',
    });
    expect(shipped.body.reservation).toMatchObject({
      status: 'shipped',
      tracking_number: '1Z999AA10123456784',
    });
    clock.set(requested.start_at);
    expect(
      (await act(t, renterHeaders, id, 'rent-period-action', { action: 'start' })).body.reservation
        .status,
    ).toBe('ongoing');
  });
});

describe('permissions and the state machine', () => {
  const t = useTestApp();

  it('refuses owner-only actions to the renter, renter-only actions to the owner, and everything to strangers', async () => {
    const { ownerHeaders, renterHeaders, listing } = await setup(t);
    const { id } = await requestReservation(t, renterHeaders, listing.id, { units: 2 });
    const { headers: stranger } = await signedInUser(t);
    expect((await act(t, renterHeaders, id, 'approve')).status).toBe(403);
    expect((await act(t, renterHeaders, id, 'reject')).status).toBe(403);
    expect((await act(t, stranger, id, 'approve')).status).toBe(403);
    expect((await act(t, stranger, id, 'cancel-reservation')).status).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/api/reservation/${id}`, headers: stranger })).status,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/reservation/${id}/transaction`,
          headers: stranger,
        })
      ).status,
    ).toBe(403);
    expect((await act(t, {}, id, 'approve')).status).toBe(401);
    await approveReservation(t, ownerHeaders, id);
    expect((await act(t, ownerHeaders, id, 'checkout-items', { card: GOOD_CARD })).status).toBe(
      403,
    );
    expect((await act(t, renterHeaders, id, 'complete-rent')).status).toBe(403);
    // Out of order: an approved reservation cannot be shipped or approved again.
    expect((await act(t, ownerHeaders, id, 'approve')).status).toBe(409);
    expect((await act(t, ownerHeaders, id, 'ship')).status).toBe(409);
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row!.status).toBe('approved');
    expect(
      await t.database.db
        .select()
        .from(reservationEvents)
        .where(eq(reservationEvents.reservationId, id)),
    ).toHaveLength(2);
  });

  it('answers field errors for bad payloads', async () => {
    const { renterHeaders, listing } = await setup(t);
    const { id } = await requestReservation(t, renterHeaders, listing.id, { units: 2 });
    const bad = await act(t, renterHeaders, id, 'rent-period-action', { action: 'dance' });
    expect(bad.status).toBe(400);
    const card = await act(t, renterHeaders, id, 'checkout-items', {
      card: { number: 'abc', exp_month: 13, exp_year: 2030, cvc: '1', name: '' },
    });
    expect(card.status).toBe(400);
    const list = await t.request({
      method: 'GET',
      url: '/api/reservation/not-a-list',
      headers: renterHeaders,
    });
    expect(list.status).toBe(404);
  });
});

describe('payments that fail', () => {
  const t = useTestApp();

  it.each([
    ['4000 0000 0000 0002', /declined/],
    ['4000 0000 0000 9995', /insufficient funds/],
    ['4242 4242 4242 4241', /not valid/],
  ])('card %s leaves nothing charged or booked', async (number, message) => {
    const { ownerHeaders, renterHeaders, listing } = await setup(t);
    const { id } = await requestReservation(t, renterHeaders, listing.id, { units: 2 });
    await approveReservation(t, ownerHeaders, id);
    const res = await act(t, renterHeaders, id, 'checkout-items', {
      card: { ...GOOD_CARD, number },
    });
    expect(res.status).toBe(402);
    expect(res.body.errors.card[0]).toMatch(message);
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row!.status).toBe('approved');
    const ledger = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reservationId, id));
    expect(ledger.map((l) => [l.kind, l.status])).toEqual([['charge', 'failed']]);
    // The renter can still pay with a good card.
    await payReservation(t, renterHeaders, id);
  });
});

describe('cancellations refund by the rules', () => {
  const t = useTestApp();

  async function paidReservation(policy: string, startDays: number) {
    const ctx = await setup(t, {}, policy);
    const { id } = await bookReservation(t, ctx, ctx.listing.id, { start: startDays, units: 2 });
    return { ...ctx, id };
  }

  it('moderate, renter cancels within 5 days: half the rent back, no fee, deposit back; owner paid the rest', async () => {
    const { renterHeaders, ownerHeaders, id } = await paidReservation('moderate', 2);
    const view = await t.request({
      method: 'GET',
      url: `/api/reservation/${id}`,
      headers: renterHeaders,
    });
    expect(view.body.reservation.cancel_refund).toMatchObject({
      subtotal_percent: 50,
      total_cents: 2000 + 5000,
    });
    const res = await act(t, renterHeaders, id, 'cancel-reservation', { reason: 'Plans changed' });
    expect(res.body.reservation).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'renter',
      refunded_cents: 7000,
    });
    const tx = await t.request({
      method: 'GET',
      url: `/api/reservation/${id}/transaction`,
      headers: ownerHeaders,
    });
    // Charged 9400; refunded 7000; owner gets 2000 − 10% = 1800; platform keeps 400 fee + 200.
    expect(tx.body.totals).toEqual({
      charged_cents: 9400,
      refunded_cents: 7000,
      transferred_cents: 1800,
    });
  });

  it('flexible, renter cancels early: everything back', async () => {
    const { renterHeaders, id } = await paidReservation('flexible', 4);
    const res = await act(t, renterHeaders, id, 'cancel-reservation');
    expect(res.body.reservation.refunded_cents).toBe(9400);
  });

  it('strict, renter cancels within 7 days: only the deposit back', async () => {
    const { renterHeaders, id } = await paidReservation('strict', 3);
    const res = await act(t, renterHeaders, id, 'cancel-reservation');
    expect(res.body.reservation.refunded_cents).toBe(5000);
  });

  it('the owner cancels: everything back, whatever the policy', async () => {
    const { ownerHeaders, renter, id } = await paidReservation('strict', 1);
    const res = await act(t, ownerHeaders, id, 'seller-cancel-rent', { reason: 'It broke' });
    expect(res.body.reservation).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'owner',
      // The rent refunded; the deposit, only held on the card, let go in full.
      refunded_cents: 4400,
      deposit: { mode: 'hold', stage: 'released', released_cents: 5000 },
    });
    const [mail] = await mailTo(t, renter.email);
    expect(mail!.subject).toMatch(/Cancelled by the owner/);
    expect(mail!.text).toContain('It broke');
  });

  it('cancelling before payment refunds nothing because nothing was charged', async () => {
    const { renterHeaders, listing } = await setup(t);
    const { id } = await requestReservation(t, renterHeaders, listing.id, { units: 2 });
    const res = await act(t, renterHeaders, id, 'cancel-reservation');
    expect(res.body.reservation).toMatchObject({ status: 'cancelled', refunded_cents: 0 });
    expect(await t.database.db.select().from(ledgerEntries)).toHaveLength(0);
  });
});

describe('no double booking', () => {
  const t = useTestApp();

  it('twenty concurrent approvals of overlapping requests on a one-item listing: exactly one succeeds', async () => {
    const { ownerHeaders, listing } = await setup(t);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const { headers } = await signedInUser(t);
      const start = 3 + (i % 3) * 0.5;
      ids.push((await requestReservation(t, headers, listing.id, { start, units: 2 })).id);
    }
    const results = await Promise.all(ids.map((id) => act(t, ownerHeaders, id, 'approve')));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const approved = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.status, 'approved'));
    expect(approved).toHaveLength(1);
  });

  it('twenty concurrent approvals on a two-item listing: exactly two succeed', async () => {
    const { ownerHeaders, listing } = await setup(t, { quantity: 2 });
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const { headers } = await signedInUser(t);
      ids.push((await requestReservation(t, headers, listing.id, { units: 2 })).id);
    }
    const results = await Promise.all(ids.map((id) => act(t, ownerHeaders, id, 'approve')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(18);
  });

  it('checkout re-checks stock: after the owner cuts the quantity, only one of two racing payments goes through', async () => {
    const { ownerHeaders, listing } = await setup(t, { quantity: 2 });
    const renters: { id: number; headers: Record<string, string> }[] = [];
    for (let i = 0; i < 2; i++) {
      const { headers } = await signedInUser(t);
      const { id } = await requestReservation(t, headers, listing.id, { units: 2 });
      await approveReservation(t, ownerHeaders, id);
      renters.push({ id, headers });
    }
    await t.database.db.update(listings).set({ quantity: 1 }).where(eq(listings.id, listing.id));
    const results = await Promise.all(
      renters.map((r) => act(t, r.headers, r.id, 'checkout-items', { card: GOOD_CARD })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const charges = (await t.database.db.select().from(ledgerEntries)).filter(
      (l) => l.kind === 'charge',
    );
    expect(charges).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  });

  it('five simultaneous payments of one reservation charge the card once', async () => {
    const { ownerHeaders, renterHeaders, listing } = await setup(t);
    const { id } = await requestReservation(t, renterHeaders, listing.id, { units: 2 });
    await approveReservation(t, ownerHeaders, id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        act(t, renterHeaders, id, 'checkout-items', { card: GOOD_CARD }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const charges = (await t.database.db.select().from(ledgerEntries)).filter(
      (l) => l.kind === 'charge' && l.status === 'succeeded',
    );
    expect(charges).toHaveLength(1);
  });

  it('refuses a request for blocked days', async () => {
    const { renterHeaders, listing } = await setup(t);
    const { listingBlockedDates } = await import('../../db/schema');
    const start = new Date(Date.now() + 5 * DAY);
    const day = start.toISOString().slice(0, 10);
    await t.database.db
      .insert(listingBlockedDates)
      .values({ listingId: listing.id, startDate: day, endDate: day });
    const res = await sendReservationRequest(t, renterHeaders, listing.id, {
      start: new Date(start.getTime() - DAY).toISOString(),
      units: 3,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/blocked/);
  });
});

describe('expiry', () => {
  const t = useTestApp();

  it('expires unanswered requests after 48 h and unpaid approvals after 24 h, once', async () => {
    const { ownerHeaders, renterHeaders, listing } = await setup(t);
    const a = await requestReservation(t, renterHeaders, listing.id, { start: 10, units: 2 });
    const b = await requestReservation(t, renterHeaders, listing.id, { start: 20, units: 2 });
    await approveReservation(t, ownerHeaders, b.id);
    const service = t.app.services.reservations;
    expect(await service.expireOverdue(new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect(await service.expireOverdue(new Date(Date.now() + 25 * 3_600_000))).toBe(1); // the approval
    expect(await service.expireOverdue(new Date(Date.now() + 49 * 3_600_000))).toBe(1); // the request
    expect(await service.expireOverdue(new Date(Date.now() + 72 * 3_600_000))).toBe(0);
    const rows = await t.database.db.select().from(reservations);
    expect(rows.map((r) => r.status).sort()).toEqual(['expired', 'expired']);
    const events = await t.database.db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, a.id));
    expect(events.at(-1)).toMatchObject({ actorRole: 'system', toStatus: 'expired' });
    expect(
      (await t.database.db.select().from(mailOutbox)).some((m) => m.subject.startsWith('Expired')),
    ).toBe(true);
  });
});
