import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  body: URLSearchParams;
  authorization: string | undefined;
}

/**
 * A local HTTP server that answers like the parts of Stripe's API the app calls, so the
 * real SDK code runs in tests without the network. Handlers are per path.
 */
export async function startFakeStripe(handlers: Record<string, (body: URLSearchParams) => unknown> = {}) {
  const requests: FakeStripeRequest[] = [];
  let sequence = 0;
  const defaults: Record<string, (body: URLSearchParams) => unknown> = {
    'POST /v1/accounts': (body) => ({
      id: `acct_test${++sequence}`,
      object: 'account',
      type: body.get('type'),
      email: body.get('email'),
      details_submitted: false,
      payouts_enabled: false,
      charges_enabled: false,
    }),
    // Stripe's test payment methods: pm_card_visa succeeds, the others fail like Stripe does.
    'POST /v1/payment_intents': (body) => {
      const method = body.get('payment_method');
      if (method === 'pm_card_chargeDeclined' || method === 'pm_card_chargeDeclinedInsufficientFunds') {
        const insufficient = method.endsWith('InsufficientFunds');
        return {
          __status: 402,
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: insufficient ? 'insufficient_funds' : 'generic_decline',
            message: insufficient ? 'Your card has insufficient funds.' : 'Your card was declined.',
          },
        };
      }
      return { id: `pi_test${++sequence}`, object: 'payment_intent', amount: Number(body.get('amount')), currency: body.get('currency'), status: 'succeeded' };
    },
    'POST /v1/refunds': (body) => ({ id: `re_test${++sequence}`, object: 'refund', amount: Number(body.get('amount')), payment_intent: body.get('payment_intent'), status: 'succeeded' }),
    'POST /v1/transfers': (body) => ({ id: `tr_test${++sequence}`, object: 'transfer', amount: Number(body.get('amount')), destination: body.get('destination') }),
    'POST /v1/account_links': (body) => ({
      object: 'account_link',
      url: `https://connect.stripe.test/setup/e/${body.get('account')}`,
      created: Math.floor(Date.now() / 1000),
      expires_at: Math.floor(Date.now() / 1000) + 300,
    }),
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const body = new URLSearchParams(raw);
      requests.push({ method: req.method ?? '', path, body, authorization: req.headers.authorization });
      const key = `${req.method} ${path}`;
      const handler = handlers[key] ?? defaults[key];
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', `req_${requests.length}`);
      if (!handler) {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${key})` } }));
        return;
      }
      const answer = handler(body) as { __status?: number } & Record<string, unknown>;
      if (answer && typeof answer.__status === 'number') {
        res.statusCode = answer.__status;
        const { __status: _ignored, ...rest } = answer;
        void _ignored;
        res.end(JSON.stringify(rest));
        return;
      }
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
