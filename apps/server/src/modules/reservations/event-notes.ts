import type { FieldMessage } from '@ownless/shared';
import { english, type Message } from '../../i18n';

/**
 * The notes the server writes in a reservation's history, beside the people's own (a
 * reason, a cancellation note). Stored in English; each is said again in the reader's
 * language when the history is shown. Amounts are US dollars, written as the reader reads
 * them.
 */
const MONEY = { money: { style: 'currency', currency: 'USD' } } as const;

/** What a history note says when the server confirms a payment. */
export const CONFIRMED_BY_BANK = /*i18n*/ 'Confirmed by the card holder’s bank (3-D Secure).';
export const CONFIRMED_BY_STRIPE = /*i18n*/ 'Payment confirmed by Stripe.';

function trackingNote(tracking: string): FieldMessage {
  return /*i18n*/ { id: 'Tracking number {tracking}', values: { tracking } };
}

function refundedOutsideNote(cents: number): FieldMessage {
  return /*i18n*/ {
    id: 'Refunded {amount, number, money} outside OwnLess.',
    values: { amount: cents / 100 },
    formats: MONEY,
  };
}

/** A dispute, its reason as Stripe codes it (`product_not_received`); an unknown one in its own words. */
function disputeNote(cents: number, reason: string): FieldMessage {
  return /*i18n*/ {
    id: 'The card holder disputed {amount, number, money} with their bank ({reason, select, fraudulent {fraudulent} duplicate {duplicate} product_not_received {product not received} product_unacceptable {product unacceptable} subscription_canceled {subscription canceled} unrecognized {unrecognized} credit_not_processed {credit not processed} general {general} other {{words}}}). OwnLess support answers the dispute; nothing is refunded automatically.',
    values: { amount: cents / 100, reason, words: reason.replaceAll('_', ' ') },
    formats: MONEY,
  };
}

/** The history note of a shipment with its tracking number, as stored (English). */
export const trackingNoteText = (tracking: string) => english(trackingNote(tracking));
/** The history note of a refund made outside OwnLess, as stored (English). */
export const refundedOutsideText = (cents: number) => english(refundedOutsideNote(cents));
/** The history note of a dispute, as stored (English). */
export const disputeText = (cents: number, reason: string) => english(disputeNote(cents, reason));

const centsOf = (dollars: string) => Math.round(Number(dollars.replaceAll(',', '')) * 100);

/** A history note in the reader's language: the server's own notes said again, others as written. */
export function sayEventNote(note: string | null, say: (message: Message) => string) {
  if (note === null) return null;
  if (note === CONFIRMED_BY_BANK || note === CONFIRMED_BY_STRIPE) return say(note);
  const tracking = /^Tracking number (.+)$/s.exec(note);
  if (tracking) return say(trackingNote(tracking[1]!));
  const refunded = /^Refunded \$([\d,]+\.\d{2}) outside OwnLess\.$/.exec(note);
  if (refunded) return say(refundedOutsideNote(centsOf(refunded[1]!)));
  const dispute =
    /^The card holder disputed \$([\d,]+\.\d{2}) with their bank \((.+)\)\. OwnLess support answers the dispute; nothing is refunded automatically\.$/.exec(
      note,
    );
  if (dispute) return say(disputeNote(centsOf(dispute[1]!), dispute[2]!.replaceAll(' ', '_')));
  return note;
}
