import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerEntries,
  listings,
  reservationEvents,
  reservations,
  stripeEvents,
} from '../../db/schema';
import { useTestApp } from '../../test/app';
import { signedInOwner, signedInUser } from '../../test/auth';
import { createListing } from '../../test/factories';
import { startFakeStripe } from '../../test/fake-stripe';
import { approveReservation, requestReservation } from '../../test/reservations';

const TOTAL = 6000 + 600 + 2000;

describe('Stripe 3-D Secure and payment events (against a local Stripe-like server)', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake.close());
  const secret = 'whsec_events';
  const t = useTestApp(() => ({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_API_HOST: fake.url,
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  }));
  const signer = new Stripe('sk_test_123');
  let sequence = 0;

  async function sendWebhook(
    event: { id?: string; type: string; data: { object: object } },
    signWith = secret,
  ) {
    const payload = JSON.stringify({
      object: 'event',
      api_version: '2025-01-27',
      ...event,
      id: event.id ?? `evt_${++sequence}_${Date.now()}`,
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: signWith });
    return t.request({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  async function approvedReservation() {
    const { user: owner, headers: ownerHeaders } = await signedInOwner(t, {
      stripeAccountId: 'acct_owner1',
    });
    const listing = await createListing(t.database.db, {
      ownerId: owner.id,
      frequencies: [{ frequency: 'Daily', priceCents: 3000 }],
    });
    await t.database.db
      .update(listings)
      .set({ depositCents: 2000 })
      .where(eq(listings.id, listing.id));
    const { headers } = await signedInUser(t);
    const { id } = await requestReservation(t, headers, listing.id, { start: 10, units: 2 });
    await approveReservation(t, ownerHeaders, id);
    return { id, headers, ownerHeaders };
  }

  /** An approved reservation whose card asked for 3-D Secure: the pending PaymentIntent. */
  async function awaitingAuthentication() {
    const r = await approvedReservation();
    const res = await t.request({
      method: 'POST',
      url: `/api/reservation/${r.id}/checkout-items`,
      headers: r.headers,
      payload: { payment_method_id: 'pm_card_threeDSecure2Required' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    return { ...r, res, intentId: res.body.payment_action.payment_intent_id as string };
  }

  const ledger = (id: number) =>
    t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reservationId, id))
      .orderBy(ledgerEntries.id);
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
  const paidEvents = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(reservationEvents)
        .where(eq(reservationEvents.reservationId, id))
    ).filter((e) => e.action === 'checkout');
  const succeeded = (intentId: string, id?: string) => ({
    id,
    type: 'payment_intent.succeeded',
    data: { object: fake.intents.get(intentId)! },
  });

  it('answers a card that needs 3-D Secure with what the browser needs, charges nothing yet, and is paid once the browser confirms', async () => {
    const { id, headers, res, intentId } = await awaitingAuthentication();
    expect(res.body.message).toMatch(/confirm/);
    expect(res.body.payment_action).toEqual({
      type: 'requires_action',
      provider: 'stripe',
      payment_intent_id: intentId,
      client_secret: `${intentId}_secret_fake`,
    });
    expect(res.body.reservation.status).toBe('approved');
    expect((await ledger(id)).map((l) => [l.kind, l.status, l.providerRef])).toEqual([
      ['charge', 'pending', intentId],
    ]);
    const created = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(created.body.get('use_stripe_sdk')).toBe('true');
    expect(created.body.get('metadata[reservation_id]')).toBe(String(id));

    // Confirming before the bank has answered changes nothing.
    const early = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items/confirm`,
      headers,
      payload: { payment_intent_id: intentId },
    });
    expect(early.status).toBe(409);

    fake.authenticate(intentId);
    const confirmed = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items/confirm`,
      headers,
      payload: { payment_intent_id: intentId },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.reservation.status).toBe('paid');
    expect((await ledger(id)).map((l) => [l.kind, l.status, l.amountCents])).toEqual([
      ['charge', 'succeeded', TOTAL],
    ]);

    // Stripe's webhook arriving afterwards, and a second confirmation, change nothing.
    const hook = await sendWebhook(succeeded(intentId));
    expect(hook.status).toBe(200);
    expect(hook.body.outcome).toMatch(/^no change/);
    const again = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items/confirm`,
      headers,
      payload: { payment_intent_id: intentId },
    });
    expect(again.status).toBe(200);
    expect(await paidEvents(id)).toHaveLength(1);
    expect(await ledger(id)).toHaveLength(1);
  });

  it('is paid by the payment_intent.succeeded webhook alone (the browser closed), and a replayed event changes nothing', async () => {
    const { id, headers, intentId } = await awaitingAuthentication();
    fake.authenticate(intentId);
    const event = succeeded(intentId, `evt_replay_${id}`);
    const first = await sendWebhook(event);
    expect(first.body).toEqual({
      received: true,
      type: 'payment_intent.succeeded',
      outcome: 'paid',
    });
    expect((await statusOf(id)).status).toBe('paid');
    const replay = await sendWebhook(event);
    expect(replay.status).toBe(200);
    expect(replay.body.outcome).toBe('duplicate');
    expect(await paidEvents(id)).toHaveLength(1);
    const stored = await t.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id!));
    expect(stored.map((e) => [e.type, e.reservationId, e.outcome])).toEqual([
      ['payment_intent.succeeded', id, 'paid'],
    ]);
    // The browser coming back late still shows the paid reservation.
    const late = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items/confirm`,
      headers,
      payload: { payment_intent_id: intentId },
    });
    expect(late.status).toBe(200);
    expect(late.body.reservation.status).toBe('paid');
  });

  it('two deliveries of the same event at once apply it once', async () => {
    const { id, intentId } = await awaitingAuthentication();
    fake.authenticate(intentId);
    const event = succeeded(intentId, `evt_race_${id}`);
    const answers = await Promise.all([sendWebhook(event), sendWebhook(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['duplicate', 'paid']);
    expect(await paidEvents(id)).toHaveLength(1);
  });

  it('a failed authentication marks the attempt failed and leaves the reservation payable', async () => {
    const { id, headers, intentId } = await awaitingAuthentication();
    fake.authenticate(intentId, false);
    const confirmed = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items/confirm`,
      headers,
      payload: { payment_intent_id: intentId },
    });
    expect(confirmed.status).toBe(402);
    expect(confirmed.body.errors.card[0]).toMatch(/bank could not confirm/);
    expect((await ledger(id)).map((l) => [l.status, l.failureCode])).toEqual([
      ['failed', 'card_declined'],
    ]);
    // The webhook for the same failure changes nothing more.
    const hook = await sendWebhook({
      type: 'payment_intent.payment_failed',
      data: { object: fake.intents.get(intentId)! },
    });
    expect(hook.body.outcome).toMatch(/^no change/);
    expect((await statusOf(id)).status).toBe('approved');
    // Paying with another card works.
    const paid = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items`,
      headers,
      payload: { payment_method_id: 'pm_card_visa' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.payment_action).toBeNull();
  });

  it('payment_intent.payment_failed marks a pending charge failed; a success arriving later still pays (out of order)', async () => {
    const { id, intentId } = await awaitingAuthentication();
    const failed = await sendWebhook({
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          ...fake.intents.get(intentId)!,
          status: 'requires_payment_method',
          last_payment_error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
          },
        },
      },
    });
    expect(failed.body.outcome).toBe('payment failed');
    expect((await ledger(id)).map((l) => [l.status, l.failureCode])).toEqual([
      ['failed', 'insufficient_funds'],
    ]);
    fake.authenticate(intentId);
    const ok = await sendWebhook(succeeded(intentId));
    expect(ok.body.outcome).toBe('paid');
    expect((await ledger(id)).map((l) => [l.status, l.failureCode])).toEqual([['succeeded', null]]);
    // A failure delivered after the success changes nothing.
    const stale = await sendWebhook({
      type: 'payment_intent.payment_failed',
      data: { object: { ...fake.intents.get(intentId)!, status: 'requires_payment_method' } },
    });
    expect(stale.body.outcome).toMatch(/^no change/);
    expect((await statusOf(id)).status).toBe('paid');
  });

  it('a payment confirmed after the reservation was cancelled is refunded in full, not booked', async () => {
    const { id, headers, intentId } = await awaitingAuthentication();
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/cancel-reservation`,
      headers,
      payload: {},
    });
    expect(cancelled.status).toBe(200);
    fake.authenticate(intentId);
    const hook = await sendWebhook(succeeded(intentId));
    expect(hook.body.outcome).toMatch(/^refunded/);
    expect((await statusOf(id)).status).toBe('cancelled');
    const rows = await ledger(id);
    expect(rows.map((l) => [l.kind, l.status, l.amountCents])).toEqual([
      ['charge', 'succeeded', TOTAL],
      ['refund', 'succeeded', TOTAL],
    ]);
    const refund = fake.refunds.find((r) => r.payment_intent === intentId)!;
    expect(refund.amount).toBe(TOTAL);
    // The browser learns the same.
    const late = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items/confirm`,
      headers,
      payload: { payment_intent_id: intentId },
    });
    expect(late.status).toBe(409);
    // Its charge.refunded (for the refund OwnLess made) changes nothing.
    const refunded = await sendWebhook({
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_x1',
          object: 'charge',
          payment_intent: intentId,
          amount: TOTAL,
          amount_captured: TOTAL,
          amount_refunded: TOTAL,
          metadata: {},
        },
      },
    });
    expect(refunded.body.outcome).toMatch(/^no change/);
    expect(await ledger(id)).toHaveLength(2);
  });

  it('a second payment for an already-paid reservation is refunded, and the first stays the reservation’s charge', async () => {
    const { id, headers, ownerHeaders, intentId } = await awaitingAuthentication();
    const paid = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items`,
      headers,
      payload: { payment_method_id: 'pm_card_visa' },
    });
    expect(paid.status).toBe(200);
    fake.authenticate(intentId);
    const hook = await sendWebhook(succeeded(intentId));
    expect(hook.body.outcome).toMatch(/^refunded/);
    expect(await paidEvents(id)).toHaveLength(1);
    // Cancelling refunds the charge that paid, not the one already given back.
    const cancel = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/seller-cancel-rent`,
      headers: ownerHeaders,
      payload: {},
    });
    expect(cancel.status).toBe(200);
    // The rent and the deposit come back by their own steps (decision 0027), both from it.
    const lastTwo = fake.refunds.slice(-2);
    expect(lastTwo.every((r) => r.payment_intent !== intentId)).toBe(true);
    expect(lastTwo.map((r) => r.amount)).toEqual([TOTAL - 2000, 2000]);
  });

  it('charge.refunded before payment_intent.succeeded: the payment is settled, then the Dashboard refund recorded (out of order)', async () => {
    const { id, intentId } = await awaitingAuthentication();
    fake.authenticate(intentId);
    fake.dashboardRefund(intentId, 1500);
    const charge = {
      id: 'ch_ooo',
      object: 'charge',
      payment_intent: intentId,
      amount: TOTAL,
      amount_captured: TOTAL,
      amount_refunded: 1500,
      metadata: { reservation_id: String(id) },
    };
    const event = { id: `evt_refund_${id}`, type: 'charge.refunded', data: { object: charge } };
    const refunded = await sendWebhook(event);
    expect(refunded.status).toBe(200);
    expect(refunded.body.outcome).toMatch(/^recorded 1 refund/);
    const row = await statusOf(id);
    expect(row.status).toBe('paid');
    expect(row.refundedCents).toBe(1500);
    expect((await ledger(id)).map((l) => [l.kind, l.status, l.amountCents])).toEqual([
      ['charge', 'succeeded', TOTAL],
      ['refund', 'succeeded', 1500],
    ]);
    const late = await sendWebhook(succeeded(intentId));
    expect(late.body.outcome).toMatch(/^no change/);
    const replay = await sendWebhook(event);
    expect(replay.body.outcome).toBe('duplicate');
    expect((await statusOf(id)).refundedCents).toBe(1500);
    expect(await paidEvents(id)).toHaveLength(1);
    const history = await t.database.db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, id));
    expect(history.find((e) => e.action === 'payment-refunded')?.note).toMatch(/\$15\.00/);
  });

  it('charge.refunded for a refund OwnLess made itself changes nothing', async () => {
    const { id, headers, ownerHeaders } = await approvedReservation();
    await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items`,
      headers,
      payload: { payment_method_id: 'pm_card_visa' },
    });
    await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/seller-cancel-rent`,
      headers: ownerHeaders,
      payload: {},
    });
    const intentId = (await ledger(id)).find((l) => l.kind === 'charge')!.providerRef!;
    const res = await sendWebhook({
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_own',
          object: 'charge',
          payment_intent: intentId,
          amount: TOTAL,
          amount_captured: TOTAL,
          amount_refunded: TOTAL,
          metadata: {},
        },
      },
    });
    expect(res.body.outcome).toMatch(/^no change/);
    expect((await statusOf(id)).refundedCents).toBe(TOTAL);
    expect((await ledger(id)).filter((l) => l.kind === 'refund')).toHaveLength(1);
  });

  it('charge.dispute.created flags the reservation in its history and refunds nothing', async () => {
    const { id, headers } = await approvedReservation();
    await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items`,
      headers,
      payload: { payment_method_id: 'pm_card_visa' },
    });
    const intentId = (await ledger(id)).find((l) => l.kind === 'charge')!.providerRef!;
    const refundsBefore = fake.refunds.length;
    const event = {
      id: `evt_dispute_${id}`,
      type: 'charge.dispute.created',
      data: {
        object: {
          id: 'dp_1',
          object: 'dispute',
          charge: 'ch_1',
          payment_intent: intentId,
          amount: TOTAL,
          reason: 'fraudulent',
          status: 'needs_response',
        },
      },
    };
    const res = await sendWebhook(event);
    expect(res.body.outcome).toBe('flagged: dispute opened');
    expect((await sendWebhook(event)).body.outcome).toBe('duplicate');
    const detail = await t.request({ method: 'GET', url: `/api/reservation/${id}`, headers });
    const flagged = detail.body.reservation.events.filter(
      (e: { action: string }) => e.action === 'payment-disputed',
    );
    expect(flagged).toHaveLength(1);
    expect(flagged[0].note).toMatch(/disputed \$86\.00 .*fraudulent/);
    expect(detail.body.reservation.status).toBe('paid');
    expect(fake.refunds.length).toBe(refundsBefore);
  });

  it('ignores events for payments it does not know, and refuses a bad signature', async () => {
    const unknown = await sendWebhook({
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_unknown',
          object: 'payment_intent',
          amount: 100,
          amount_received: 100,
          metadata: {},
        },
      },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.outcome).toMatch(/^ignored/);
    const { id, intentId } = await awaitingAuthentication();
    fake.authenticate(intentId);
    const forged = await sendWebhook(succeeded(intentId), 'whsec_forged');
    expect(forged.status).toBe(400);
    expect((await statusOf(id)).status).toBe('approved');
  });

  it('only the renter confirms, and only a payment of this reservation', async () => {
    const { id, ownerHeaders, headers, intentId } = await awaitingAuthentication();
    const other = await approvedReservation();
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/reservation/${id}/checkout-items/confirm`,
          headers: ownerHeaders,
          payload: { payment_intent_id: intentId },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/reservation/${other.id}/checkout-items/confirm`,
          headers: other.headers,
          payload: { payment_intent_id: intentId },
        })
      ).status,
    ).toBe(404);
    const bad = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items/confirm`,
      headers,
      payload: {},
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.payment_intent_id).toBeDefined();
  });
});

describe('3-D Secure in the sandbox', () => {
  const t = useTestApp();
  it('the 4000 0025 0000 3155 card asks for confirmation, and the confirm step pays', async () => {
    const { user: owner, headers: ownerHeaders } = await signedInOwner(t);
    const listing = await createListing(t.database.db, {
      ownerId: owner.id,
      frequencies: [{ frequency: 'Daily', priceCents: 3000 }],
    });
    const { headers } = await signedInUser(t);
    const { id } = await requestReservation(t, headers, listing.id, { start: 10 });
    await approveReservation(t, ownerHeaders, id);
    const card = {
      number: '4000 0025 0000 3155',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 2,
      cvc: '123',
      name: 'Sam Renter',
    };
    const res = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items`,
      headers,
      payload: { card },
    });
    expect(res.status).toBe(202);
    expect(res.body.payment_action).toMatchObject({ type: 'requires_action', provider: 'sandbox' });
    expect(res.body.reservation.status).toBe('approved');
    const confirmed = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items/confirm`,
      headers,
      payload: { payment_intent_id: res.body.payment_action.payment_intent_id },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.reservation.status).toBe('paid');
    const rows = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reservationId, id));
    expect(rows.map((l) => [l.kind, l.status, l.provider])).toEqual([
      ['charge', 'succeeded', 'sandbox'],
    ]);
  });
});
