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
    /** The customer the card was saved to by `authorize` (Stripe). */
    customerRef?: string;
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
  /**
   * Holds `amountCents` on the card without taking it (a deposit, decision 0027). Answers
   * the hold's reference, and `customerRef` when the card was saved to be used again (the
   * rent is then charged with it). A card that asks for 3-D Secure answers `actionRequired`:
   * nothing is held and the caller charges instead.
   */
  authorize(input: {
    amountCents: number;
    description: string;
    idempotencyKey: string;
    card?: CardDetails;
    paymentMethodId?: string;
    metadata: Record<string, string>;
  }): Promise<ChargeResult & { customerRef?: string }>;
  /** Takes `amountCents` (at most the hold) once; the rest of the hold is let go. A second capture is refused. */
  capture(input: { ref: string; amountCents: number; idempotencyKey: string }): Promise<{
    ref: string;
  }>;
  /** Lets the whole hold go, nothing taken. Refused after a capture or a release. */
  release(input: { ref: string; idempotencyKey: string }): Promise<{ ref: string }>;
}

/** A capture or release the provider refuses: the hold was captured or released already. */
export class HoldAlreadySettled extends Error {
  constructor(ref: string) {
    super(`The hold ${ref} was captured or released already`);
  }
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
  // Holds by reference: authorised, then captured (part or all) or released once. An
  // idempotency key seen before answers what it answered then, as Stripe's do.
  const holds = new Map<string, { amountCents: number; state: 'held' | 'captured' | 'released' }>();
  const answered = new Map<string, { ref: string }>();
  const once = (key: string, work: () => { ref: string }) => {
    const seen = answered.get(key);
    if (seen) return seen;
    const result = work();
    answered.set(key, result);
    return result;
  };
  const provider: PaymentProvider = {
    name: 'sandbox',
    async authorize(input) {
      const result = await provider.charge(input);
      if (!result.ok || result.actionRequired) return result;
      const hold = ref('pi');
      holds.set(hold, { amountCents: input.amountCents, state: 'held' });
      return { ok: true, ref: hold };
    },
    async capture({ ref: hold, amountCents, idempotencyKey }) {
      return once(idempotencyKey, () => {
        const state = holds.get(hold);
        // A hold this instance did not see (a restart) is trusted once, as Stripe would.
        if (state && state.state !== 'held') throw new HoldAlreadySettled(hold);
        if (state && amountCents > state.amountCents)
          throw new Error('The capture is more than the hold');
        holds.set(hold, { amountCents, state: 'captured' });
        return { ref: hold };
      });
    },
    async release({ ref: hold, idempotencyKey }) {
      return once(idempotencyKey, () => {
        const state = holds.get(hold);
        if (state && state.state !== 'held') throw new HoldAlreadySettled(hold);
        holds.set(hold, { amountCents: state?.amountCents ?? 0, state: 'released' });
        return { ref: hold };
      });
    },
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
  return provider;
}

/** Stripe: a PaymentIntent charges the renter to the platform; a transfer pays the owner. */
export function stripeProvider(config: Config): PaymentProvider {
  const stripe = createStripeClient(config);
  return {
    name: 'stripe',
    async charge({
      amountCents,
      description,
      idempotencyKey,
      paymentMethodId,
      customerRef,
      metadata,
    }) {
      if (!paymentMethodId)
        return { ok: false, code: 'invalid_card', message: /*i18n*/ 'Enter your card details.' };
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            payment_method: paymentMethodId,
            ...(customerRef ? { customer: customerRef } : {}),
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
        if (error instanceof Stripe.errors.StripeCardError)
          return { ok: false, ...cardFailure(error) };
        throw error;
      }
    },
    async authorize({ amountCents, description, idempotencyKey, paymentMethodId, metadata }) {
      if (!paymentMethodId)
        return { ok: false, code: 'invalid_card', message: /*i18n*/ 'Enter your card details.' };
      try {
        // A PaymentMethod is used by two PaymentIntents (the hold, then the rent) only once
        // it belongs to a Customer: one is made for this checkout and the card saved to it.
        const customer = await stripe.customers.create(
          { description, metadata },
          { idempotencyKey: `${idempotencyKey}-customer` },
        );
        await stripe.paymentMethods.attach(
          paymentMethodId,
          { customer: customer.id },
          { idempotencyKey: `${idempotencyKey}-attach` },
        );
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            payment_method: paymentMethodId,
            customer: customer.id,
            capture_method: 'manual',
            confirm: true,
            description,
            metadata: { ...metadata, purpose: 'deposit-hold' },
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey },
        );
        if (intent.status === 'requires_capture')
          return { ok: true, ref: intent.id, customerRef: customer.id };
        // The bank asks for 3-D Secure (or anything else): hold nothing, the caller charges.
        await stripe.paymentIntents.cancel(
          intent.id,
          {},
          { idempotencyKey: `${idempotencyKey}-undo` },
        );
        return {
          ok: true,
          ref: intent.id,
          actionRequired: { clientSecret: intent.client_secret ?? '' },
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return { ok: false, ...cardFailure(error) };
        throw error;
      }
    },
    async capture({ ref, amountCents, idempotencyKey }) {
      // Stripe releases what is not captured; an intent captures once.
      const intent = await stripe.paymentIntents.capture(
        ref,
        { amount_to_capture: amountCents },
        { idempotencyKey },
      );
      return { ref: intent.id };
    },
    async release({ ref, idempotencyKey }) {
      const intent = await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey });
      return { ref: intent.id };
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

interface PaymentFailure {
  code: PaymentFailureCode;
  /** The app's own words (a catalog message id), never Stripe's English `message`. */
  message: string;
}

/** Stripe's reasons for a refused card, in the app's codes and words. */
const CARD_FAILURES: Record<string, PaymentFailure> = {
  insufficient_funds: {
    code: 'insufficient_funds',
    message: /*i18n*/ 'Your card has insufficient funds.',
  },
  expired_card: { code: 'expired_card', message: /*i18n*/ 'That card has expired.' },
  incorrect_number: { code: 'invalid_card', message: /*i18n*/ 'That card number is not valid.' },
  invalid_number: { code: 'invalid_card', message: /*i18n*/ 'That card number is not valid.' },
  incorrect_cvc: {
    code: 'invalid_card',
    message: /*i18n*/ 'The card’s security code is not correct.',
  },
  invalid_cvc: {
    code: 'invalid_card',
    message: /*i18n*/ 'The card’s security code is not correct.',
  },
  processing_error: {
    code: 'processing_error',
    message: /*i18n*/ 'The payment did not go through. Nothing has been charged.',
  },
};

/**
 * A card Stripe refused (a `card_error`), said in the app's words: by its decline code, then
 * its error code; any other refusal is "Your card was declined.".
 */
export function cardFailure(error: {
  code?: string | null;
  decline_code?: string | null;
}): PaymentFailure {
  return (
    CARD_FAILURES[error.decline_code ?? ''] ??
    CARD_FAILURES[error.code ?? ''] ?? {
      code: 'card_declined',
      message: /*i18n*/ 'Your card was declined.',
    }
  );
}

/** Why a PaymentIntent did not go through, in the codes the ledger keeps and the app's words. */
export function intentFailure(
  intent: Pick<Stripe.PaymentIntent, 'last_payment_error'>,
): PaymentFailure {
  const error = intent.last_payment_error;
  if (error?.code === 'payment_intent_authentication_failure')
    return {
      code: 'card_declined',
      message:
        /*i18n*/ 'Your bank could not confirm this payment. Nothing has been charged; please try again or use another card.',
    };
  if (error?.type === 'card_error') return cardFailure(error);
  return {
    code: 'processing_error',
    message: /*i18n*/ 'The payment did not go through. Nothing has been charged.',
  };
}

export function createPaymentProvider(config: Config): PaymentProvider {
  return config.payments.provider === 'stripe' ? stripeProvider(config) : sandboxProvider();
}
