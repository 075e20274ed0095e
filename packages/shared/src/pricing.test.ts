import { describe, expect, it } from 'vitest';
import {
  computeQuote,
  computeRefund,
  DEFAULT_FEES,
  percentOf,
  periodEnd,
  quoteLineItems,
} from './pricing';

describe('computeQuote', () => {
  it('worked example: 3 days at $19.99, 2 items, $50 deposit each, $12 shipping', () => {
    const quote = computeQuote(
      {
        unitPriceCents: 1999,
        units: 3,
        quantity: 2,
        depositCents: 5000,
        shippingCents: 1200,
        fees: DEFAULT_FEES,
      },
      'Daily',
    );
    expect(quote.subtotalCents).toBe(11_994); // 1999 × 3 × 2
    expect(quote.serviceFeeCents).toBe(1_199); // 10% of 119.94, half up
    expect(quote.commissionCents).toBe(1_199);
    expect(quote.depositCents).toBe(10_000);
    expect(quote.totalCents).toBe(11_994 + 1_199 + 1_200 + 10_000);
    expect(quote.payoutCents).toBe(11_994 + 1_200 - 1_199);
    expect(quote.lineItems.map((l) => [l.code, l.label, l.amountCents])).toEqual([
      ['rent', '3 days × 2 items', 11_994],
      ['service_fee', 'Service fee', 1_199],
      ['shipping', 'Shipping', 1_200],
      ['deposit', 'Refundable deposit', 10_000],
    ]);
  });

  it('rounds half up to the cent and honours configured rates', () => {
    expect(percentOf(5, 10)).toBe(1); // 0.5 → 1
    expect(percentOf(4, 10)).toBe(0);
    const quote = computeQuote(
      {
        unitPriceCents: 1000,
        units: 1,
        quantity: 1,
        depositCents: 0,
        shippingCents: 0,
        fees: { renterServiceFeePercent: 12.5, ownerCommissionPercent: 0 },
      },
      'Hourly',
    );
    expect(quote.serviceFeeCents).toBe(125);
    expect(quote.commissionCents).toBe(0);
    expect(quote.payoutCents).toBe(1000);
    expect(quote.lineItems.map((l) => [l.code, l.label])).toEqual([
      ['rent', '1 hour'],
      ['service_fee', 'Service fee'],
    ]);
  });

  it('refuses negative or fractional amounts', () => {
    const base = {
      unitPriceCents: 100,
      units: 1,
      quantity: 1,
      depositCents: 0,
      shippingCents: 0,
      fees: DEFAULT_FEES,
    };
    expect(() => computeQuote({ ...base, unitPriceCents: -1 })).toThrow(RangeError);
    expect(() => computeQuote({ ...base, units: 0 })).toThrow(RangeError);
    expect(() => computeQuote({ ...base, quantity: 1.5 })).toThrow(RangeError);
  });
});

describe('periodEnd', () => {
  const start = new Date('2030-01-31T10:00:00Z');
  it('adds hours, days and weeks', () => {
    expect(periodEnd(start, 'Hourly', 3).toISOString()).toBe('2030-01-31T13:00:00.000Z');
    expect(periodEnd(start, 'Daily', 2).toISOString()).toBe('2030-02-02T10:00:00.000Z');
    expect(periodEnd(start, 'Weekly', 1).toISOString()).toBe('2030-02-07T10:00:00.000Z');
  });
  it('adds calendar months, clamping to the last day', () => {
    expect(periodEnd(start, 'Monthly', 1).toISOString()).toBe('2030-02-28T10:00:00.000Z');
    expect(periodEnd(start, 'Monthly', 2).toISOString()).toBe('2030-03-31T10:00:00.000Z');
  });
});

describe('computeRefund', () => {
  const paid = {
    subtotalCents: 10_000,
    serviceFeeCents: 1_000,
    shippingCents: 500,
    depositCents: 2_000,
  };
  const start = new Date('2030-06-10T12:00:00Z');
  const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000);
  const refund = (
    policy: 'flexible' | 'moderate' | 'strict',
    hours: number,
    cancelledBy: 'renter' | 'owner' = 'renter',
  ) => computeRefund({ policy, cancelledBy, startAt: start, now: hoursBefore(hours), paid });

  it.each([
    // policy, hours before start, expected rent refunded, service fee refunded
    ['flexible', 24, 10_000, 1_000],
    ['flexible', 23.99, 0, 0],
    ['flexible', 0, 0, 0],
    ['moderate', 120, 10_000, 1_000],
    ['moderate', 119.99, 5_000, 0],
    ['moderate', 1, 5_000, 0],
    ['strict', 24 * 7, 5_000, 0],
    ['strict', 24 * 7 - 0.01, 0, 0],
    ['strict', 24 * 30, 5_000, 0],
  ] as const)('%s, %s h before: rent %s, fee %s', (policy, hours, rent, fee) => {
    const result = refund(policy, hours);
    expect(result.subtotalCents).toBe(rent);
    expect(result.serviceFeeCents).toBe(fee);
    // Shipping and deposit always come back.
    expect(result.totalCents).toBe(rent + fee + 500 + 2_000);
  });

  it('refunds everything when the owner cancels, whatever the policy and timing', () => {
    for (const policy of ['flexible', 'moderate', 'strict'] as const) {
      const result = refund(policy, 0, 'owner');
      expect(result.totalCents).toBe(13_500);
      expect(result.explanation).toMatch(/owner cancelled/);
    }
  });

  it('explains the refund in plain English by default', () => {
    expect(refund('moderate', 1).explanation).toBe(
      'Moderate policy: within 5 days of the start, half of the rent is refunded.',
    );
    expect(refund('flexible', 30).explanation).toBe(
      'Flexible policy: cancelling at least 24 hours before the start refunds everything.',
    );
    expect(refund('strict', 1).explanation).toBe(
      'Strict policy: within 7 days of the start, the rent is not refunded.',
    );
  });

  it('says its explanation and the quote lines through the reader’s translator', () => {
    const quoted = (message: { id: string; values?: Record<string, string | number> }) =>
      `«${message.id}»`;
    const result = computeRefund(
      { policy: 'flexible', cancelledBy: 'owner', startAt: start, now: start, paid },
      quoted,
    );
    expect(result.explanation).toBe('«The owner cancelled, so everything is refunded.»');
    const lines = quoteLineItems(
      {
        type: 'rent',
        frequency: 'Daily',
        units: 1,
        quantity: 1,
        subtotalCents: 100,
        serviceFeeCents: 10,
        shippingCents: 0,
        depositCents: 0,
      },
      quoted,
    );
    expect(lines.map((l) => l.label)).toEqual([
      '«{units, plural, one {# day} other {# days}}»',
      '«Service fee»',
    ]);
  });

  it('rounds a half refund of an odd subtotal down to the cent', () => {
    const result = computeRefund({
      policy: 'moderate',
      cancelledBy: 'renter',
      startAt: start,
      now: hoursBefore(1),
      paid: { ...paid, subtotalCents: 999 },
    });
    expect(result.subtotalCents).toBe(499);
  });
});
