import crypto from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../../config';
import { createStripeClient } from './stripe-client';

/**
 * Money movement behind one interface (docs/decisions/0003-reservations.md, 0013). The reservation
 * code never knows which provider runs: it asks for a charge, a refund or a transfer and
 * writes the answer to the ledger.
 */
export type PaymentFailureCode =
  'card_declined' | 'insufficient_funds' | 'invalid_card' | 'expired_card' | 'processing_error';

export type ChargeResult =
  | { ok: true; ref: string; actionRequired?: undefined }
  /**
   * The card issuer asks the card holder to authenticate (3-D Secure): nothing is charged
   * yet; the browser finishes the step with `clientSecret`, then the payment is confirmed
   * (decisions 0013).
   */
  | { ok: true; ref: string; actionRequired: { clientSecret: string } }
  | { ok: false; code: PaymentFailureCode; message: string };

/** Where a payment that needed an extra step stands now (asked of the provider, never the browser). */
export type PaymentState =
  | { status: 'succeeded'; amountCents?: number }
  | { status: 'requires_action' }
  | { status: 'failed'; code: PaymentFailureCode; message: string };

/** Stripe's test card that always asks for 3-D Secure; the sandbox does the same. */
export const SANDBOX_3DS_CARD = '4000002500003155';

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  charge(input: {
    amountCents: number;
    description: string;
    idempotencyKey: string;
    card?: CardDetails;
    paymentMethodId?: string;
    metadata: Record<string, string>;
  }): Promise<ChargeResult>;
  /** The state of a payment that answered `actionRequired`. */
  paymentState(ref: string): Promise<PaymentState>;
  refund(input: {
    chargeRef: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ ref: string }>;
  transfer(input: {
    destination: string | null;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<{ ref: string }>;
}

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let digit = Number(number[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The built-in sandbox: Stripe's well-known test cards behave as they do there. */
export function sandboxProvider(now: () => Date = () => new Date()): PaymentProvider {
  const ref = (prefix: string) => `${prefix}_sandbox_${crypto.randomBytes(9).toString('hex')}`;
  return {
    name: 'sandbox',
    async charge({ card }) {
      if (!card)
        return { ok: false, code: 'invalid_card', message: /*i18n*/ 'Enter your card details.' };
      if (!luhnValid(card.number))
        return {
          ok: false,
          code: 'invalid_card',
          message: /*i18n*/ 'That card number is not valid.',
        };
      const today = now();
      const expired =
        card.exp_year < today.getUTCFullYear() ||
        (card.exp_year === today.getUTCFullYear() && card.exp_month < today.getUTCMonth() + 1);
      if (expired)
        return { ok: false, code: 'expired_card', message: /*i18n*/ 'That card has expired.' };
      if (card.number === '4000000000000002')
        return { ok: false, code: 'card_declined', message: /*i18n*/ 'Your card was declined.' };
      if (card.number === '4000000000009995') {
        return {
          ok: false,
          code: 'insufficient_funds',
          message: /*i18n*/ 'Your card has insufficient funds.',
        };
      }
      if (card.number === SANDBOX_3DS_CARD) {
        const intent = ref('pi');
        return {
          ok: true,
          ref: intent,
          actionRequired: { clientSecret: `${intent}_secret_sandbox` },
        };
      }
      return { ok: true, ref: ref('ch') };
    },
    // The sandbox has no bank: the renter's "Complete authentication" in the sandbox's
    // confirm step is the authentication, so a payment waiting for it succeeds when asked.
    async paymentState() {
      return { status: 'succeeded' };
    },
    async refund() {
      return { ref: ref('re') };
    },
    async transfer() {
      return { ref: ref('tr') };
    },
  };
}

/** Stripe: a PaymentIntent charges the renter to the platform; a transfer pays the owner. */
export function stripeProvider(config: Config): PaymentProvider {
  const stripe = createStripeClient(config);
  return {
    name: 'stripe',
    async charge({ amountCents, description, idempotencyKey, paymentMethodId, metadata }) {
      if (!paymentMethodId)
        return { ok: false, code: 'invalid_card', message: /*i18n*/ 'Enter your card details.' };
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            payment_method: paymentMethodId,
            confirm: true,
            description,
            metadata,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            // 3-D Secure is then finished in the page by Stripe.js handleNextAction (decisions 0013).
            use_stripe_sdk: true,
          },
          { idempotencyKey },
        );
        if (intent.status === 'succeeded') return { ok: true, ref: intent.id };
        if (intent.status === 'requires_action' && intent.client_secret) {
          return {
            ok: true,
            ref: intent.id,
            actionRequired: { clientSecret: intent.client_secret },
          };
        }
        return {
          ok: false,
          code: 'processing_error',
          message:
            /*i18n*/ 'The payment needs another step we cannot take here. Please try another card.',
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const code =
            error.decline_code === 'insufficient_funds'
              ? 'insufficient_funds'
              : error.code === 'expired_card'
                ? 'expired_card'
                : 'card_declined';
          return { ok: false, code, message: error.message };
        }
        throw error;
      }
    },
    async paymentState(ref) {
      const intent = await stripe.paymentIntents.retrieve(ref);
      if (intent.status === 'succeeded')
        return { status: 'succeeded', amountCents: intent.amount_received || intent.amount };
      if (
        intent.status === 'requires_action' ||
        intent.status === 'processing' ||
        intent.status === 'requires_confirmation'
      )
        return { status: 'requires_action' };
      return { status: 'failed', ...intentFailure(intent) };
    },
    async refund({ chargeRef, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: chargeRef, amount: amountCents },
        { idempotencyKey },
      );
      return { ref: refund.id };
    },
    async transfer({ destination, amountCents, idempotencyKey, description }) {
      if (!destination) throw new Error('The owner has no connected Stripe account');
      const transfer = await stripe.transfers.create(
        { amount: amountCents, currency: 'usd', destination, description },
        { idempotencyKey },
      );
      return { ref: transfer.id };
    },
  };
}

/** Why a PaymentIntent did not go through, in the codes the ledger keeps. */
export function intentFailure(intent: Pick<Stripe.PaymentIntent, 'last_payment_error'>): {
  code: PaymentFailureCode;
  message: string;
} {
  const error = intent.last_payment_error;
  const code: PaymentFailureCode =
    error?.decline_code === 'insufficient_funds'
      ? 'insufficient_funds'
      : error?.code === 'expired_card'
        ? 'expired_card'
        : error?.code === 'payment_intent_authentication_failure'
          ? 'card_declined'
          : error?.type === 'card_error'
            ? 'card_declined'
            : 'processing_error';
  const message =
    error?.code === 'payment_intent_authentication_failure'
      ? /*i18n*/ 'Your bank could not confirm this payment. Nothing has been charged; please try again or use another card.'
      : (error?.message ?? /*i18n*/ 'The payment did not go through. Nothing has been charged.');
  return { code, message };
}

export function createPaymentProvider(config: Config): PaymentProvider {
  return config.payments.provider === 'stripe' ? stripeProvider(config) : sandboxProvider();
}
