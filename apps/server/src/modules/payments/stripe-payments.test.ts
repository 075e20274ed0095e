import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, listings } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { signedInOwner, signedInUser } from '../../test/auth';
import { testClock } from '../../test/clock';
import { createListing } from '../../test/factories';
import { startFakeStripe } from '../../test/fake-stripe';
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

  it('charges with a PaymentIntent, releases the deposit and transfers the payout to the connected account', async () => {
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
      ['refund', 'stripe', 're_'],
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
    const refunds = fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds).toHaveLength(before + 1);
    expect(refunds.at(-1)!.body.get('amount')).toBe('8600');
  });
});
