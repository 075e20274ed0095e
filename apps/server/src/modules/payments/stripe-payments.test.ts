import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, listings } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { signedInOwner, signedInUser } from '../../test/auth';
import { testClock } from '../../test/clock';
import { createListing } from '../../test/factories';
import { startFakeStripe } from '../../test/fake-stripe';
import { multipart } from '../../test/multipart';
import { approveReservation, requestReservation } from '../../test/reservations';

describe('payments through Stripe (against a local Stripe-like server)', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake.close());
  const clock = testClock();
  const t = useTestApp(
    () => ({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_API_HOST: fake.url,
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    }),
    { now: clock.now },
  );

  it('gives the web its publishable key and lets Stripe.js load under the Content-Security-Policy', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config' });
    expect(res.body).toMatchObject({
      paymentProvider: 'stripe',
      stripePublishableKey: 'pk_test_123',
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });

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
    const { id, start_at } = await requestReservation(t, headers, listing.id, {
      start: 10,
      units: 2,
    });
    await approveReservation(t, ownerHeaders, id);
    return { id, startAt: start_at, headers, ownerHeaders };
  }

  it('charges with a PaymentIntent, transfers the payout, and refunds the deposit once the claim window closes', async () => {
    const { id, startAt, headers, ownerHeaders } = await approvedReservation();
    const paid = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items`,
      headers,
      payload: { payment_method_id: 'pm_card_visa' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const intent = fake.requests.find((r) => r.path === '/v1/payment_intents')!;
    expect(intent.body.get('amount')).toBe(String(6000 + 600 + 2000));
    expect(intent.body.get('confirm')).toBe('true');
    expect(fake.requests.some((r) => r.path === '/v1/transfers')).toBe(false);
    clock.set(startAt);
    for (const step of [
      ['rent-period-action', { action: 'start' }],
      ['complete-rent', {}],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: `/api/reservation/${id}/${step[0]}`,
        headers: ownerHeaders,
        payload: step[1],
      });
      expect(res.status).toBe(200);
    }
    const transfer = fake.requests.find((r) => r.path === '/v1/transfers')!;
    expect(transfer.body.get('destination')).toBe('acct_owner1');
    expect(transfer.body.get('amount')).toBe(String(6000 - 600));
    // A rental 10 days out is charged its deposit (decision 0027): refunded when the owner's
    // claim window closes without a claim, not at completion.
    expect(fake.requests.some((r) => r.path === '/v1/refunds')).toBe(false);
    expect(
      await t.app.services.reservations.settleDueDeposits(
        new Date(Date.parse(startAt) + 73 * 3_600_000),
      ),
    ).toBe(1);
    const refund = fake.requests.find((r) => r.path === '/v1/refunds')!;
    expect(refund.body.get('amount')).toBe('2000');
    expect(refund.body.get('payment_intent')).toMatch(/^pi_test/);
    const ledger = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reservationId, id));
    expect(ledger.map((l) => [l.kind, l.provider, l.providerRef?.slice(0, 3)])).toEqual([
      ['charge', 'stripe', 'pi_'],
      ['transfer', 'stripe', 'tr_'],
      ['deposit-release', 'stripe', 're_'],
    ]);
  });

  it('a declined card leaves nothing charged and says why', async () => {
    const { id, headers } = await approvedReservation();
    const res = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items`,
      headers,
      payload: { payment_method_id: 'pm_card_chargeDeclinedInsufficientFunds' },
    });
    expect(res.status).toBe(402);
    expect(res.body.errors.card[0]).toMatch(/insufficient funds/);
    const ledger = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reservationId, id));
    expect(ledger.map((l) => [l.kind, l.status, l.failureCode])).toEqual([
      ['charge', 'failed', 'insufficient_funds'],
    ]);
  });

  it('says a refused card in the app’s own words and the renter’s language, never Stripe’s English', async () => {
    const cases = [
      ['pm_card_chargeDeclined', 'card_declined', 'Tu tarjeta fue rechazada.'],
      ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'Esa tarjeta ha caducado.'],
      [
        'pm_card_chargeDeclinedIncorrectCvc',
        'invalid_card',
        'El código de seguridad de la tarjeta no es correcto.',
      ],
      [
        'pm_card_chargeDeclinedProcessingError',
        'processing_error',
        'El pago no se ha completado. No se ha cobrado nada.',
      ],
    ] as const;
    for (const [method, code, words] of cases) {
      const { id, headers } = await approvedReservation();
      const res = await t.request({
        method: 'POST',
        url: `/api/reservation/${id}/checkout-items`,
        headers: { ...headers, 'accept-language': 'es' },
        payload: { payment_method_id: method },
      });
      expect(res.status, method).toBe(402);
      expect(res.body.errors.card, method).toEqual([words]);
      const [entry] = await t.database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reservationId, id));
      expect(entry, method).toMatchObject({ kind: 'charge', status: 'failed', failureCode: code });
    }
  });

  it('refunds through Stripe when the owner cancels a paid reservation', async () => {
    const { id, headers, ownerHeaders } = await approvedReservation();
    await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items`,
      headers,
      payload: { payment_method_id: 'pm_card_visa' },
    });
    const before = fake.requests.filter((r) => r.path === '/v1/refunds').length;
    const res = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/seller-cancel-rent`,
      headers: ownerHeaders,
      payload: {},
    });
    expect(res.body.reservation.refunded_cents).toBe(8600);
    // The rent and the deposit, each refunded by its own step.
    const refunds = fake.requests.filter((r) => r.path === '/v1/refunds').slice(before);
    expect(refunds.map((r) => r.body.get('amount'))).toEqual(['6600', '2000']);
  });
});

describe('deposits held through Stripe (against a local Stripe-like server)', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake.close());
  const clock = testClock();
  const t = useTestApp(
    () => ({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_API_HOST: fake.url,
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      CLAIM_WINDOW_HOURS: '24',
    }),
    { now: clock.now },
  );

  it('holds the deposit with a manual-capture PaymentIntent on a saved card and captures only the claim', async () => {
    const { user: owner, headers: ownerHeaders } = await signedInOwner(t, {
      stripeAccountId: 'acct_owner2',
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
    const { id, start_at } = await requestReservation(t, headers, listing.id, { start: 1 });
    await approveReservation(t, ownerHeaders, id);
    const seen = fake.requests.length;
    const paid = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/checkout-items`,
      headers,
      payload: { payment_method_id: 'pm_card_visa' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const calls = fake.requests.slice(seen);
    expect(calls.map((r) => r.path)).toEqual([
      '/v1/customers',
      '/v1/payment_methods/pm_card_visa/attach',
      '/v1/payment_intents',
      '/v1/payment_intents',
    ]);
    const [, attach, hold, rent] = calls;
    const customer = attach!.body.get('customer');
    expect(hold!.body.get('capture_method')).toBe('manual');
    expect(hold!.body.get('amount')).toBe('2000');
    expect(hold!.body.get('customer')).toBe(customer);
    expect(rent!.body.get('amount')).toBe(String(3000 + 300));
    expect(rent!.body.get('customer')).toBe(customer);
    expect(rent!.body.get('capture_method')).toBeNull();
    // Idempotency keys come from the deposit and the step, never at random.
    expect(paid.body.reservation.deposit).toMatchObject({ mode: 'hold', stage: 'held' });

    clock.set(new Date(Date.parse(start_at) + 3_600_000));
    for (const action of ['start', 'return'])
      expect(
        (
          await t.request({
            method: 'POST',
            url: `/api/reservation/${id}/rent-period-action`,
            headers,
            payload: { action },
          })
        ).status,
      ).toBe(200);
    const claimBody = multipart([], { amount: '7.50', reason: 'The handle came back bent.' });
    const claimed = await t.request({
      method: 'POST',
      url: `/api/reservation/${id}/claims`,
      headers: { ...ownerHeaders, ...claimBody.headers },
      payload: claimBody.payload,
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    const accepted = await t.request({
      method: 'POST',
      url: `/api/claims/${claimed.body.reservation.claim.id}/accept`,
      headers,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const holdId = [...fake.intents.values()].find((i) => i.amount === 2000)!.id;
    const capture = fake.requests.find((r) => r.path === `/v1/payment_intents/${holdId}/capture`)!;
    expect(capture.body.get('amount_to_capture')).toBe('750');
    expect(fake.intents.get(holdId)).toMatchObject({ status: 'succeeded', amount_received: 750 });
    // The rest is let go by Stripe itself: no cancel, no refund.
    expect(fake.requests.some((r) => r.path.endsWith('/cancel'))).toBe(false);
    expect(
      fake.requests
        .filter((r) => r.path === '/v1/transfers')
        .at(-1)!
        .body.get('amount'),
    ).toBe('750');
    // Stripe then tells of the captured hold: nothing more is booked, refunded or counted
    // (the deposit's own steps recorded it).
    const captured = await webhook({
      type: 'payment_intent.succeeded',
      data: { object: { ...fake.intents.get(holdId), metadata: { reservation_id: String(id) } } },
    });
    expect(captured.body.outcome).toBe('ignored: a deposit hold, recorded by its own steps');
    const refunded = await webhook({
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_hold',
          object: 'charge',
          payment_intent: holdId,
          amount: 2000,
          amount_captured: 750,
          amount_refunded: 0,
          metadata: {},
        },
      },
    });
    expect(refunded.body.outcome).toBe('ignored: a deposit hold, recorded by its own steps');
    expect(fake.requests.filter((r) => r.path === '/v1/refunds')).toEqual([]);
  });

  const signer = new Stripe('sk_test_123');
  async function webhook(event: { type: string; data: { object: object } }) {
    const payload = JSON.stringify({ object: 'event', id: `evt_${Date.now()}`, ...event });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_x' });
    return t.request({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }
});
