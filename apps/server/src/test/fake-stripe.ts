import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  body: URLSearchParams;
  authorization: string | undefined;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: null | { type: string; code: string; message: string; decline_code?: string };
}

/** Stripe's test cards that are refused, with Stripe's own codes and English messages. */
const DECLINES: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: {
    code: 'expired_card',
    decline_code: 'expired_card',
    message: 'Your card has expired.',
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    code: 'incorrect_cvc',
    decline_code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  pm_card_chargeDeclinedProcessingError: {
    code: 'processing_error',
    decline_code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/**
 * A local HTTP server that answers like the parts of Stripe's API the app calls, so the
 * real SDK code runs in tests without the network. Handlers are per path ("GET
 * /v1/payment_intents/:id" style paths match any id). PaymentIntents and refunds are kept,
 * so a test can finish 3-D Secure (`authenticate`) or refund from "the Dashboard"
 * (`dashboardRefund`) and build the events Stripe would send.
 */
export async function startFakeStripe(
  handlers: Record<string, (body: URLSearchParams) => unknown> = {},
) {
  const requests: FakeStripeRequest[] = [];
  let sequence = 0;
  const intents = new Map<string, FakeIntent>();
  const refunds: {
    id: string;
    object: 'refund';
    amount: number;
    payment_intent: string;
    status: string;
  }[] = [];
  const metadataOf = (body: URLSearchParams) => {
    const metadata: Record<string, string> = {};
    for (const [key, value] of body) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]!] = value;
    }
    return metadata;
  };
  const defaults: Record<string, (body: URLSearchParams, id?: string) => unknown> = {
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
      const declined = DECLINES[String(method)];
      if (declined) return { __status: 402, error: { type: 'card_error', ...declined } };
      // pm_card_threeDSecure2Required: the bank asks for 3-D Secure (Stripe's 4000 0025 0000 3155).
      const action =
        method === 'pm_card_threeDSecure2Required' || method === 'pm_card_authenticationRequired';
      const id = `pi_test${++sequence}`;
      const amount = Number(body.get('amount'));
      // capture_method=manual: a hold, authorised and waiting for its capture.
      const manual = body.get('capture_method') === 'manual';
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: action || manual ? 0 : amount,
        currency: body.get('currency') ?? 'usd',
        status: action ? 'requires_action' : manual ? 'requires_capture' : 'succeeded',
        client_secret: `${id}_secret_fake`,
        metadata: metadataOf(body),
        last_payment_error: null,
      };
      intents.set(id, intent);
      return intent;
    },
    'GET /v1/payment_intents/:id': (_body, id) =>
      intents.get(id!) ?? {
        __status: 404,
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${id}'`,
        },
      },
    'POST /v1/customers': () => ({ id: `cus_test${++sequence}`, object: 'customer' }),
    'POST /v1/payment_methods/:id/attach': (body, id) => ({
      id,
      object: 'payment_method',
      customer: body.get('customer'),
    }),
    // A hold captures once, at most its amount; Stripe lets the rest go.
    'POST /v1/payment_intents/:id/capture': (body, id) => {
      const intent = intents.get(id!);
      const amount = Number(body.get('amount_to_capture') ?? intent?.amount);
      if (!intent || intent.status !== 'requires_capture' || amount > intent.amount)
        return {
          __status: 400,
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'This PaymentIntent could not be captured.',
          },
        };
      return Object.assign(intent, { status: 'succeeded', amount_received: amount });
    },
    'POST /v1/payment_intents/:id/cancel': (_body, id) => {
      const intent = intents.get(id!);
      if (!intent || intent.status === 'succeeded' || intent.status === 'canceled')
        return {
          __status: 400,
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'This PaymentIntent could not be canceled.',
          },
        };
      return Object.assign(intent, { status: 'canceled' });
    },
    'POST /v1/refunds': (body) => {
      const refund = {
        id: `re_test${++sequence}`,
        object: 'refund' as const,
        amount: Number(body.get('amount')),
        payment_intent: body.get('payment_intent') ?? '',
        status: 'succeeded',
      };
      refunds.push(refund);
      return refund;
    },
    'GET /v1/refunds': (body) => ({
      object: 'list',
      url: '/v1/refunds',
      has_more: false,
      data: refunds.filter((r) => r.payment_intent === body.get('payment_intent')),
    }),
    'POST /v1/transfers': (body) => ({
      id: `tr_test${++sequence}`,
      object: 'transfer',
      amount: Number(body.get('amount')),
      destination: body.get('destination'),
    }),
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
      const [path, query] = (req.url ?? '').split('?') as [string, string | undefined];
      const body = new URLSearchParams(req.method === 'GET' ? (query ?? '') : raw);
      requests.push({
        method: req.method ?? '',
        path,
        body,
        authorization: req.headers.authorization,
      });
      let key = `${req.method} ${path}`;
      let id: string | undefined;
      if (!handlers[key] && !defaults[key]) {
        // "/v1/payment_intents/pi_1/capture" style: an id, then what is done to it.
        const step = /^(\/v1\/[a-z_]+\/)([^/]+)\/([a-z_]+)$/.exec(path);
        const match = /^(.*\/)([^/]+)$/.exec(path);
        if (step) {
          key = `${req.method} ${step[1]}:id/${step[3]}`;
          id = step[2];
        } else if (match) {
          key = `${req.method} ${match[1]}:id`;
          id = match[2];
        }
      }
      const handler =
        (handlers[key] as ((b: URLSearchParams, i?: string) => unknown) | undefined) ??
        defaults[key];
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', `req_${requests.length}`);
      if (!handler) {
        res.statusCode = 404;
        res.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: `Unrecognized request URL (${key})` },
          }),
        );
        return;
      }
      const answer = handler(body, id) as { __status?: number } & Record<string, unknown>;
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
    intents,
    refunds,
    /** The card holder finishes (or fails) 3-D Secure in the browser. */
    authenticate(id: string, ok = true) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No such intent ${id}`);
      if (ok)
        Object.assign(intent, {
          status: 'succeeded',
          amount_received: intent.amount,
          last_payment_error: null,
        });
      else
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_payment_error: {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message: 'The provided PaymentMethod has failed authentication.',
          },
        });
      return intent;
    },
    /** A refund made in the Stripe Dashboard, outside the app. */
    dashboardRefund(paymentIntent: string, amount: number) {
      const refund = {
        id: `re_dash${++sequence}`,
        object: 'refund' as const,
        amount,
        payment_intent: paymentIntent,
        status: 'succeeded',
      };
      refunds.push(refund);
      return refund;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
