import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import type {
  PaymentEventOutcome,
  ReservationsService,
} from '../reservations/reservations.service';
import { CONFIRMED_BY_STRIPE } from '../reservations/event-notes';
import { intentFailure } from './provider';
import { stripeEventJournal } from './stripe-events.repository';

export const PAYMENT_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
] as const;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const reservationIdOf = (metadata: Stripe.Metadata | null | undefined) => {
  const id = Number(metadata?.reservation_id);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/**
 * Applies one verified payment event through the reservation machine and the ledger.
 * Every handler is safe in any order: `charge.refunded` before `payment_intent.succeeded`
 * settles the payment first; a success for a reservation that can no longer be paid is
 * refunded; a failure after a success changes nothing.
 */
export async function applyPaymentEvent(
  event: Stripe.Event,
  deps: {
    db: Database;
    reservations: ReservationsService;
    listRefunds: (paymentIntentId: string) => Promise<{ ref: string; amountCents: number }[]>;
  },
): Promise<PaymentEventOutcome> {
  const { db, reservations } = deps;
  const journal = stripeEventJournal(event);
  const ignore = async (outcome: string) => {
    await journal.record(db, null, outcome);
    return { outcome, reservationId: null };
  };
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      // A deposit's hold, captured by a claim (decision 0027): the deposit's steps recorded it.
      if (
        intent.metadata?.purpose === 'deposit-hold' ||
        (await reservations.isDepositHold('stripe', intent.id))
      )
        return ignore('ignored: a deposit hold, recorded by its own steps');
      return reservations.settlePayment({
        ref: intent.id,
        amountCents: intent.amount_received || intent.amount,
        reservationId: reservationIdOf(intent.metadata),
        journal,
        note: CONFIRMED_BY_STRIPE,
      });
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return reservations.failPayment({ ref: intent.id, ...intentFailure(intent), journal });
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId = idOf(charge.payment_intent);
      if (!intentId) return ignore('ignored: not a PaymentIntent charge');
      if (await reservations.isDepositHold('stripe', intentId))
        return ignore('ignored: a deposit hold, recorded by its own steps');
      // A refund means the charge went through, whatever order the events came in.
      await reservations.settlePayment({
        ref: intentId,
        amountCents: charge.amount_captured || charge.amount,
        reservationId: reservationIdOf(charge.metadata),
        note: CONFIRMED_BY_STRIPE,
      });
      const refunds = await deps.listRefunds(intentId);
      return reservations.recordProviderRefunds({ chargeRef: intentId, refunds, journal });
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const intentId = idOf(dispute.payment_intent);
      if (!intentId) return ignore('ignored: not a PaymentIntent charge');
      return reservations.recordDispute({
        chargeRef: intentId,
        disputeRef: dispute.id,
        amountCents: dispute.amount,
        reason: dispute.reason,
        journal,
      });
    }
    default:
      return { outcome: 'ignored: event type not handled', reservationId: null };
  }
}
