import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { signedInUser } from '../../test/auth';
import { startFakeStripe } from '../../test/fake-stripe';

const bank = {
  account_holder: 'Maya Torres',
  routing_number: '110000000',
  account_number: '000123456789',
};

describe('sandbox payouts', () => {
  const t = useTestApp();

  it('connects an owner with a valid routing number and shows only the last digits', async () => {
    const { headers } = await signedInUser(t, {
      roles: ['customer', 'seller'],
      sellerStatus: 'Approved',
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/payouts/sandbox/connect',
      headers,
      payload: bank,
    });
    expect(res.status).toBe(200);
    expect(res.body.user.isStripeConnected).toBe(true);
    const status = await t.request({ method: 'GET', url: '/api/payouts/status', headers });
    expect(status.body).toEqual({
      provider: 'sandbox',
      isStripeConnected: true,
      account: { holder: 'Maya Torres', last4: '6789' },
    });
    expect(JSON.stringify(status.body)).not.toContain('000123456789');
  });

  it('refuses a routing number that fails its checksum, and a short account number', async () => {
    const { headers } = await signedInUser(t, {
      roles: ['customer', 'seller'],
      sellerStatus: 'Approved',
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/payouts/sandbox/connect',
      headers,
      payload: { ...bank, routing_number: '123456789', account_number: '12' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['account_number', 'routing_number']);
  });

  it('refuses someone who never applied as an owner', async () => {
    const { headers } = await signedInUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/payouts/sandbox/connect',
      headers,
      payload: bank,
    });
    expect(res.status).toBe(403);
  });

  it('has no Stripe onboarding while the sandbox is in use', async () => {
    const { headers } = await signedInUser(t, {
      roles: ['customer', 'seller'],
      sellerStatus: 'Approved',
    });
    expect((await t.request({ method: 'POST', url: '/api/payouts/connect', headers })).status).toBe(
      409,
    );
  });
});

describe('Stripe Connect payouts (against a local Stripe-like server)', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake.close());
  const secret = 'whsec_test_secret';
  const t = useTestApp(() => ({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_API_HOST: fake.url,
    STRIPE_WEBHOOK_SECRET: secret,
  }));
  const signer = new Stripe('sk_test_123');

  async function sendWebhook(event: object, signWith = secret) {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: signWith });
    return t.request({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  it('creates one Express account and an onboarding link, then the signed webhook connects it', async () => {
    const { user, headers } = await signedInUser(t, {
      roles: ['customer', 'seller'],
      sellerStatus: 'Approved',
    });
    const first = await t.request({ method: 'POST', url: '/api/payouts/connect', headers });
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_test\d+$/);
    const created = fake.requests.filter((r) => r.path === '/v1/accounts');
    expect(created).toHaveLength(1);
    expect(created[0]!.body.get('type')).toBe('express');
    expect(created[0]!.body.get('email')).toBe(user.email);
    expect(created[0]!.authorization).toBe('Bearer sk_test_123');
    const link = fake.requests.find((r) => r.path === '/v1/account_links')!;
    expect(link.body.get('return_url')).toMatch(/\/admin\/payment-method\?connected=1$/);

    // A second click reuses the account.
    await t.request({ method: 'POST', url: '/api/payouts/connect', headers });
    expect(fake.requests.filter((r) => r.path === '/v1/accounts')).toHaveLength(1);

    const accountId = first.body.url.split('/').pop();
    const event = {
      id: 'evt_1',
      object: 'event',
      type: 'account.updated',
      data: {
        object: {
          id: accountId,
          object: 'account',
          details_submitted: true,
          payouts_enabled: true,
          charges_enabled: true,
        },
      },
    };
    const res = await sendWebhook(event);
    expect(res.status).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/user/personal/info', headers });
    expect(me.body.data.isStripeConnected).toBe(true);
  });

  it('ignores a webhook with a bad signature and changes nothing', async () => {
    const { headers } = await signedInUser(t, {
      roles: ['customer', 'seller'],
      sellerStatus: 'Approved',
    });
    const link = await t.request({ method: 'POST', url: '/api/payouts/connect', headers });
    const accountId = link.body.url.split('/').pop();
    const res = await sendWebhook(
      {
        id: 'evt_2',
        object: 'event',
        type: 'account.updated',
        data: { object: { id: accountId, details_submitted: true, payouts_enabled: true } },
      },
      'whsec_wrong',
    );
    expect(res.status).toBe(400);
    const me = await t.request({ method: 'GET', url: '/api/user/personal/info', headers });
    expect(me.body.data.isStripeConnected).toBe(false);
    const unsigned = await t.request({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.status).toBe(400);
  });

  it('refuses the sandbox form when Stripe is configured', async () => {
    const { headers } = await signedInUser(t, {
      roles: ['customer', 'seller'],
      sellerStatus: 'Approved',
    });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/payouts/sandbox/connect',
          headers,
          payload: bank,
        })
      ).status,
    ).toBe(409);
  });
});
