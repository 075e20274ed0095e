/**
 * Money maths of a rental, in integer cents (docs/decisions/0003-reservations.md). The server
 * is authoritative; the web may call the same functions only to preview.
 */
import type { RentFrequency } from './enums';
import { percentOf } from './percent';
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

const unitLabel: Record<string, [string, string]> = {
  Hourly: ['hour', 'hours'],
  Daily: ['day', 'days'],
  Weekly: ['week', 'weeks'],
  Monthly: ['month', 'months'],
  Once: ['purchase', 'purchases'],
};

export function describeUnits(frequency: string, units: number): string {
  const [one, many] = unitLabel[frequency] ?? ['unit', 'units'];
  return `${units} ${units === 1 ? one : many}`;
}

/** "2 days × 3 items", "Purchase": what a quote's or a reservation's rent line is for. */
export function describeLength(q: {
  type: string;
  frequency: string;
  units: number;
  quantity: number;
}): string {
  const length = q.type === 'sale' ? 'Purchase' : describeUnits(q.frequency, q.units);
  return q.quantity > 1 ? `${length} × ${q.quantity} items` : length;
}

/**
 * The lines a renter reads, for a quote and for the reservation made from it alike: the
 * rent ("3 days × 2 items", or "Purchase" for a sale), the service fee, shipping and the
 * deposit when there are any.
 */
export function quoteLineItems(q: {
  type: 'rent' | 'sale';
  frequency: string;
  units: number;
  quantity: number;
  subtotalCents: number;
  serviceFeeCents: number;
  shippingCents: number;
  depositCents: number;
}): Quote['lineItems'] {
  const lineItems: Quote['lineItems'] = [
    { code: 'rent', label: describeLength(q), amountCents: q.subtotalCents },
    { code: 'service_fee', label: 'Service fee', amountCents: q.serviceFeeCents },
  ];
  if (q.shippingCents > 0)
    lineItems.push({ code: 'shipping', label: 'Shipping', amountCents: q.shippingCents });
  if (q.depositCents > 0)
    lineItems.push({ code: 'deposit', label: 'Refundable deposit', amountCents: q.depositCents });
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

const shareOfRent = (percent: number) =>
  percent === 100 ? 'everything' : percent === 50 ? 'half of the rent' : `${percent}% of the rent`;

/**
 * Refund by the listing's policy (`REFUND_POLICIES`) and by who cancels: the owner, the
 * system or an operator refund everything. The service fee comes back whenever the rent
 * comes back in full; shipping and the deposit always come back (nothing was shipped or used
 * yet when cancelling is allowed).
 */
export function computeRefund(input: RefundInput): Refund {
  const hoursBefore = (input.startAt.getTime() - input.now.getTime()) / HOUR;
  let percent: number;
  let explanation: string;
  if (input.cancelledBy !== 'renter') {
    percent = 100;
    explanation = 'The owner cancelled, so everything is refunded.';
    if (input.cancelledBy === 'system')
      explanation = 'The reservation was cancelled by OwnLess, so everything is refunded.';
    if (input.cancelledBy === 'admin')
      explanation = 'The reservation was cancelled by our support team, so everything is refunded.';
  } else {
    const rule = REFUND_POLICIES[input.policy] ?? REFUND_POLICIES.strict;
    const name = `${input.policy.charAt(0).toUpperCase()}${input.policy.slice(1)} policy`;
    const notice = describeHours(rule.hoursBefore);
    if (hoursBefore >= rule.hoursBefore) {
      percent = rule.percentBefore;
      explanation = `${name}: cancelling at least ${notice} before the start refunds ${shareOfRent(percent)}.`;
    } else {
      percent = rule.percentAfter;
      explanation =
        percent === 0
          ? `${name}: within ${notice} of the start, the rent is not refunded.`
          : `${name}: within ${notice} of the start, ${shareOfRent(percent)} is refunded.`;
    }
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
