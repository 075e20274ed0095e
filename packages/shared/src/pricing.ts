/**
 * Money maths of a rental, in integer cents (docs/decisions/0003-reservations.md). The server
 * is authoritative; the web may call the same functions only to preview.
 */
import type { RentFrequency } from './enums';
import { percentOf } from './percent';
import { englishFieldMessage, type FieldMessage, type TranslateFieldMessage } from './field-text';
import { describeHours, type RefundRule } from './refund-rules';
import { UNIT_HOURS } from './rules';

export interface FeeRates {
  /** Renter service fee, percent of the subtotal (default 10). */
  renterServiceFeePercent: number;
  /** Owner commission, percent of the subtotal (default 10). */
  ownerCommissionPercent: number;
}

export const DEFAULT_FEES: FeeRates = { renterServiceFeePercent: 10, ownerCommissionPercent: 10 };

export interface QuoteInput {
  unitPriceCents: number;
  units: number;
  quantity: number;
  /** Per item; held and released at completion. */
  depositCents: number;
  /** For the whole reservation, from the chosen shipping option; 0 without shipping. */
  shippingCents: number;
  fees: FeeRates;
}

export interface Quote {
  unitPriceCents: number;
  units: number;
  quantity: number;
  subtotalCents: number;
  serviceFeeCents: number;
  commissionCents: number;
  shippingCents: number;
  depositCents: number;
  /** What the renter pays: subtotal + service fee + shipping + deposit. */
  totalCents: number;
  /** What the owner receives at completion: subtotal + shipping − commission. */
  payoutCents: number;
  lineItems: { code: LineItemCode; label: string; amountCents: number }[];
}

export type LineItemCode = 'rent' | 'service_fee' | 'shipping' | 'deposit' | 'commission';

export { percentOf };

/** "3 days", "1 week": the length of one item's rental, as a message. */
function unitsMessage(frequency: string, units: number): FieldMessage {
  switch (frequency) {
    case 'Hourly':
      return /*i18n*/ { id: '{units, plural, one {# hour} other {# hours}}', values: { units } };
    case 'Daily':
      return /*i18n*/ { id: '{units, plural, one {# day} other {# days}}', values: { units } };
    case 'Weekly':
      return /*i18n*/ { id: '{units, plural, one {# week} other {# weeks}}', values: { units } };
    case 'Monthly':
      return /*i18n*/ { id: '{units, plural, one {# month} other {# months}}', values: { units } };
    case 'Once':
      return /*i18n*/ {
        id: '{units, plural, one {# purchase} other {# purchases}}',
        values: { units },
      };
    default:
      return /*i18n*/ { id: '{units, plural, one {# unit} other {# units}}', values: { units } };
  }
}

/** "3 days": units of a frequency in the reader's language (English by default). */
export function describeUnits(
  frequency: string,
  units: number,
  say: TranslateFieldMessage = englishFieldMessage,
): string {
  return say(unitsMessage(frequency, units));
}

/** "2 days × 3 items", "Purchase": what a quote's or a reservation's rent line is for. */
export function describeLength(
  q: { type: string; frequency: string; units: number; quantity: number },
  say: TranslateFieldMessage = englishFieldMessage,
): string {
  const length =
    q.type === 'sale' ? say(/*i18n*/ { id: 'Purchase' }) : describeUnits(q.frequency, q.units, say);
  if (q.quantity <= 1) return length;
  const quantity = q.quantity;
  return say(
    /*i18n*/ {
      id: '{length} × {quantity, plural, one {# item} other {# items}}',
      values: { length, quantity },
    },
  );
}

/**
 * The lines a renter reads, for a quote and for the reservation made from it alike: the
 * rent ("3 days × 2 items", or "Purchase" for a sale), the service fee, shipping and the
 * deposit when there are any; labels in the reader's language (English by default).
 */
export function quoteLineItems(
  q: {
    type: 'rent' | 'sale';
    frequency: string;
    units: number;
    quantity: number;
    subtotalCents: number;
    serviceFeeCents: number;
    shippingCents: number;
    depositCents: number;
  },
  say: TranslateFieldMessage = englishFieldMessage,
): Quote['lineItems'] {
  const lineItems: Quote['lineItems'] = [
    { code: 'rent', label: describeLength(q, say), amountCents: q.subtotalCents },
    {
      code: 'service_fee',
      label: say(/*i18n*/ { id: 'Service fee' }),
      amountCents: q.serviceFeeCents,
    },
  ];
  if (q.shippingCents > 0) {
    const label = say(/*i18n*/ { id: 'Shipping' });
    lineItems.push({ code: 'shipping', label, amountCents: q.shippingCents });
  }
  if (q.depositCents > 0) {
    const label = say(/*i18n*/ { id: 'Refundable deposit' });
    lineItems.push({ code: 'deposit', label, amountCents: q.depositCents });
  }
  return lineItems;
}

export function computeQuote(input: QuoteInput, frequency = 'Daily'): Quote {
  for (const [name, value] of Object.entries({
    unitPriceCents: input.unitPriceCents,
    units: input.units,
    quantity: input.quantity,
    depositCents: input.depositCents,
    shippingCents: input.shippingCents,
  })) {
    if (!Number.isInteger(value) || value < 0)
      throw new RangeError(`${name} must be a non-negative integer`);
  }
  if (input.units < 1 || input.quantity < 1)
    throw new RangeError('units and quantity must be at least 1');
  const subtotalCents = input.unitPriceCents * input.units * input.quantity;
  const serviceFeeCents = percentOf(subtotalCents, input.fees.renterServiceFeePercent);
  const commissionCents = percentOf(subtotalCents, input.fees.ownerCommissionPercent);
  const depositCents = input.depositCents * input.quantity;
  const shippingCents = input.shippingCents;
  const totalCents = subtotalCents + serviceFeeCents + shippingCents + depositCents;
  const payoutCents = subtotalCents + shippingCents - commissionCents;
  const lineItems = quoteLineItems({
    type: frequency === 'Once' ? 'sale' : 'rent',
    frequency,
    units: input.units,
    quantity: input.quantity,
    subtotalCents,
    serviceFeeCents,
    shippingCents,
    depositCents,
  });
  return {
    unitPriceCents: input.unitPriceCents,
    units: input.units,
    quantity: input.quantity,
    subtotalCents,
    serviceFeeCents,
    commissionCents,
    shippingCents,
    depositCents,
    totalCents,
    payoutCents,
    lineItems,
  };
}

const HOUR = 3_600_000;

/** End of a rental period: start plus units of the frequency (months by the calendar, in UTC). */
export function periodEnd(start: Date, frequency: RentFrequency, units: number): Date {
  if (frequency === 'Monthly') {
    const end = new Date(start.getTime());
    const day = end.getUTCDate();
    end.setUTCDate(1);
    end.setUTCMonth(end.getUTCMonth() + units);
    const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(day, lastDay));
    return end;
  }
  return new Date(start.getTime() + UNIT_HOURS[frequency] * units * HOUR);
}

// ───────────────────────────── refunds ─────────────────────────────

export type PolicySlug = 'flexible' | 'moderate' | 'strict';

/**
 * The three cancellation policies: Flexible refunds in full until 24 h before the start and
 * nothing of the rent after; Moderate in full until 5 days before, 50% after; Strict 50% until
 * 7 days before, nothing after.
 */
export const REFUND_POLICIES: Readonly<Record<PolicySlug, RefundRule>> = {
  flexible: { hoursBefore: 24, percentBefore: 100, percentAfter: 0 },
  moderate: { hoursBefore: 24 * 5, percentBefore: 100, percentAfter: 50 },
  strict: { hoursBefore: 24 * 7, percentBefore: 50, percentAfter: 0 },
};

export interface RefundInput {
  policy: PolicySlug;
  cancelledBy: 'renter' | 'owner' | 'system' | 'admin';
  startAt: Date;
  now: Date;
  /** What was charged: the paid reservation's snapshot. */
  paid: {
    subtotalCents: number;
    serviceFeeCents: number;
    shippingCents: number;
    depositCents: number;
  };
}

export interface Refund {
  /** Share of the subtotal refunded, 0–100. */
  subtotalPercent: number;
  subtotalCents: number;
  serviceFeeCents: number;
  shippingCents: number;
  depositCents: number;
  totalCents: number;
  /** Plain words for the confirm dialog. */
  explanation: string;
}

/** A policy's name: "Flexible policy". */
function policyName(policy: string): FieldMessage {
  return /*i18n*/ {
    id: '{policy, select, flexible {Flexible policy} moderate {Moderate policy} other {Strict policy}}',
    values: { policy },
  };
}

/** Why a cancellation by someone other than the renter refunds everything. */
const REFUND_IN_FULL: Record<Exclude<RefundInput['cancelledBy'], 'renter'>, FieldMessage> = {
  owner: /*i18n*/ { id: 'The owner cancelled, so everything is refunded.' },
  system: /*i18n*/ { id: 'The reservation was cancelled by OwnLess, so everything is refunded.' },
  admin: /*i18n*/ {
    id: 'The reservation was cancelled by our support team, so everything is refunded.',
  },
};

/** Why a renter's cancellation refunds this share of the rent, one message per case. */
function renterRefundMessage(
  name: string,
  notice: string,
  inTime: boolean,
  percent: number,
): FieldMessage {
  const values = { name, notice, percent };
  if (inTime) {
    if (percent === 100)
      return /*i18n*/ {
        id: '{name}: cancelling at least {notice} before the start refunds everything.',
        values,
      };
    if (percent === 50)
      return /*i18n*/ {
        id: '{name}: cancelling at least {notice} before the start refunds half of the rent.',
        values,
      };
    return /*i18n*/ {
      id: '{name}: cancelling at least {notice} before the start refunds {percent}% of the rent.',
      values,
    };
  }
  if (percent === 0)
    return /*i18n*/ {
      id: '{name}: within {notice} of the start, the rent is not refunded.',
      values,
    };
  if (percent === 50)
    return /*i18n*/ {
      id: '{name}: within {notice} of the start, half of the rent is refunded.',
      values,
    };
  return /*i18n*/ {
    id: '{name}: within {notice} of the start, {percent}% of the rent is refunded.',
    values,
  };
}

/**
 * Refund by the listing's policy (`REFUND_POLICIES`) and by who cancels: the owner, the
 * system or an operator refund everything. The service fee comes back whenever the rent
 * comes back in full; shipping and the deposit always come back (nothing was shipped or used
 * yet when cancelling is allowed). The explanation is in the reader's language (`say`,
 * English by default).
 */
export function computeRefund(
  input: RefundInput,
  say: TranslateFieldMessage = englishFieldMessage,
): Refund {
  const hoursBefore = (input.startAt.getTime() - input.now.getTime()) / HOUR;
  let percent: number;
  let explanation: string;
  if (input.cancelledBy !== 'renter') {
    percent = 100;
    explanation = say(REFUND_IN_FULL[input.cancelledBy]);
  } else {
    const known = Object.hasOwn(REFUND_POLICIES, input.policy);
    const rule = known ? REFUND_POLICIES[input.policy] : REFUND_POLICIES.strict;
    const name = say(policyName(known ? input.policy : 'strict'));
    const notice = describeHours(rule.hoursBefore, say);
    const inTime = hoursBefore >= rule.hoursBefore;
    percent = inTime ? rule.percentBefore : rule.percentAfter;
    explanation = say(renterRefundMessage(name, notice, inTime, percent));
  }
  const subtotalCents =
    percent === 100
      ? input.paid.subtotalCents
      : Math.floor((input.paid.subtotalCents * percent) / 100);
  const serviceFeeCents = percent === 100 ? input.paid.serviceFeeCents : 0;
  const shippingCents = input.paid.shippingCents;
  const depositCents = input.paid.depositCents;
  return {
    subtotalPercent: percent,
    subtotalCents,
    serviceFeeCents,
    shippingCents,
    depositCents,
    totalCents: subtotalCents + serviceFeeCents + shippingCents + depositCents,
    explanation,
  };
}
