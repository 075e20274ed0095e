import { describe, expect, it } from 'vitest';
import type { ListingDetail } from '@ownless/shared';
import { publicConfigFixture } from '@/testing/config-fixtures';
import { frequency } from '@/testing/listing-fixtures';
import {
  earliestStartDay,
  initialQuoteValues,
  offeredFrequencies,
  unitLimits,
  type QuoteFormValues,
} from './quote-form';
import { validateQuoteForm } from './quote-checks';

type QuoteListing = Parameters<typeof validateQuoteForm>[1];

const listing = (overrides: Partial<ListingDetail> = {}): QuoteListing => ({
  frequencies: [
    frequency({ id: 1, frequency: 'Daily', price: 25, price_cents: 2500 }),
    frequency({ id: 2, frequency: 'Weekly', price: 90, price_cents: 9000 }),
  ],
  timezone: 'America/Denver',
  notice_hours: 24,
  booking_window_days: null,
  min_units: 2,
  max_units: 21,
  quantity: 3,
  fulfilment: ['pickup', 'shipping'],
  shipping_options: [{ id: 7, name: 'Ground', price_cents: 1200 }],
  ...overrides,
});

// 2026-11-22 12:00 in Denver (UTC-7).
const now = new Date('2026-11-22T19:00:00Z');

const values = (overrides: Partial<QuoteFormValues> = {}): QuoteFormValues => ({
  frequency: 'Daily',
  startDate: '2026-11-25',
  startTime: '10:00',
  units: '3',
  quantity: '1',
  fulfilment: 'pickup',
  shippingOptionId: '',
  ...overrides,
});

/** The rules as GET /api/config serves them. */
const rules = publicConfigFixture().rules;

const errorsOf = (result: ReturnType<typeof validateQuoteForm>) => (result.ok ? {} : result.errors);

describe('quote form validation', () => {
  it('builds the selection: a day rental starts at 9:00 where the listing is', () => {
    expect(validateQuoteForm(values(), listing(), now)).toEqual({
      ok: true,
      selection: {
        frequency: 'Daily',
        start_at: '2026-11-25T16:00:00.000Z',
        units: 3,
        quantity: 1,
        fulfilment: 'pickup',
      },
    });
  });

  it('uses the chosen time for hourly rentals', () => {
    const hourly = listing({
      frequencies: [frequency({ frequency: 'Hourly', price: 8 })],
      min_units: 1,
      max_units: null,
      notice_hours: 0,
    });
    const result = validateQuoteForm(
      values({ frequency: 'Hourly', startDate: '2026-11-22', startTime: '15:30', units: '2' }),
      hourly,
      now,
    );
    expect(result).toMatchObject({ ok: true, selection: { start_at: '2026-11-22T22:30:00.000Z' } });
    expect(
      errorsOf(validateQuoteForm(values({ frequency: 'Hourly', startTime: '' }), hourly, now)),
    ).toEqual({ startTime: 'Choose a start time.' });
  });

  it('requires a frequency the listing offers', () => {
    expect(errorsOf(validateQuoteForm(values({ frequency: 'Monthly' }), listing(), now))).toEqual({
      frequency: 'Choose how you rent it.',
    });
  });

  it("respects the owner's advance notice", () => {
    expect(
      errorsOf(validateQuoteForm(values({ startDate: '2026-11-23' }), listing(), now)),
    ).toEqual({ startDate: 'Book at least 1 day ahead.' });
    expect(earliestStartDay(listing(), now)).toBe('2026-11-24');
  });

  it("refuses a start after the listing's booking window, counted in its days", () => {
    const windowed = listing({ notice_hours: 0, booking_window_days: 3 });
    expect(errorsOf(validateQuoteForm(values({ startDate: '2026-11-25' }), windowed, now))).toEqual(
      {},
    );
    expect(errorsOf(validateQuoteForm(values({ startDate: '2026-11-26' }), windowed, now))).toEqual(
      { startDate: 'This listing can be booked up to 3 days ahead.' },
    );
  });

  it('refuses a start in the past, or beyond the server’s horizon, or a date that does not exist', () => {
    const noNotice = listing({ notice_hours: 0 });
    expect(errorsOf(validateQuoteForm(values({ startDate: '2026-11-01' }), noNotice, now))).toEqual(
      { startDate: 'Choose a start in the future.' },
    );
    const beyond = (horizonDays: number) =>
      errorsOf(
        validateQuoteForm(values({ startDate: '2027-11-23' }), noNotice, now, {
          ...rules,
          bookingHorizonDays: horizonDays,
        }),
      );
    // 2027-11-23 09:00 in Denver is 365 days and 21 hours after now.
    expect(beyond(365)).toEqual({});
    expect(beyond(300)).toEqual({ startDate: 'Reservations open up to 300 days ahead.' });
    // Until the server's rules are known, the server alone checks the horizon.
    expect(errorsOf(validateQuoteForm(values({ startDate: '2028-01-01' }), noNotice, now))).toEqual(
      {},
    );
    expect(errorsOf(validateQuoteForm(values({ startDate: '2026-02-30' }), noNotice, now))).toEqual(
      { startDate: 'Enter a real date.' },
    );
    expect(errorsOf(validateQuoteForm(values({ startDate: '' }), noNotice, now))).toEqual({
      startDate: 'Choose a start date.',
    });
  });

  it('checks the length against the minimum and maximum (counted in the shortest unit)', () => {
    expect(errorsOf(validateQuoteForm(values({ units: '1' }), listing(), now))).toEqual({
      units: 'The minimum rental is 2 days.',
    });
    expect(errorsOf(validateQuoteForm(values({ units: '22' }), listing(), now))).toEqual({
      units: 'The maximum rental is 21 days.',
    });
    expect(errorsOf(validateQuoteForm(values({ units: 'two' }), listing(), now))).toEqual({
      units: 'Enter how many days, at least 1.',
    });
    // 21 days = 3 weeks at most; 2 days → at least 1 week, by the server's hours per unit.
    expect(unitLimits(listing(), 'Weekly', rules)).toEqual({ min: 1, max: 3 });
    expect(
      errorsOf(
        validateQuoteForm(values({ frequency: 'Weekly', units: '4' }), listing(), now, rules),
      ),
    ).toEqual({ units: 'The maximum rental is 3 weeks.' });
    // Another server's hours per unit give other limits.
    const longWeeks = { ...rules, unitHours: { ...rules.unitHours, Weekly: 24 * 10 } };
    expect(unitLimits(listing(), 'Weekly', longWeeks)).toEqual({ min: 1, max: 2 });
  });

  it('checks quantity against the stock', () => {
    expect(errorsOf(validateQuoteForm(values({ quantity: '4' }), listing(), now))).toEqual({
      quantity: 'The owner has 3 of these.',
    });
    expect(errorsOf(validateQuoteForm(values({ quantity: '0' }), listing(), now))).toEqual({
      quantity: 'Enter a quantity of at least 1.',
    });
  });

  it('needs an offered fulfilment, and a shipping option for shipping', () => {
    expect(errorsOf(validateQuoteForm(values({ fulfilment: 'delivery' }), listing(), now))).toEqual(
      { fulfilment: 'Choose pickup, delivery or shipping.' },
    );
    expect(errorsOf(validateQuoteForm(values({ fulfilment: 'shipping' }), listing(), now))).toEqual(
      { shippingOptionId: 'Choose a shipping option.' },
    );
    expect(
      validateQuoteForm(values({ fulfilment: 'shipping', shippingOptionId: '7' }), listing(), now),
    ).toMatchObject({ ok: true, selection: { fulfilment: 'shipping', shipping_option_id: 7 } });
  });

  it('buying ignores the length', () => {
    const forSale = listing({
      frequencies: [
        frequency({ id: 1, frequency: 'Daily' }),
        frequency({ id: 2, type: 'sale', frequency: 'Once', price: 300 }),
      ],
    });
    expect(offeredFrequencies(forSale)).toEqual(['Daily', 'Once']);
    expect(validateQuoteForm(values({ frequency: 'Once', units: '' }), forSale, now)).toMatchObject(
      {
        ok: true,
        selection: { frequency: 'Once', units: 1 },
      },
    );
  });

  it('starts with the shortest offered unit, the first possible day and the minimum length', () => {
    expect(initialQuoteValues(listing(), now)).toEqual({
      frequency: 'Daily',
      startDate: '2026-11-24',
      startTime: '10:00',
      units: '2',
      quantity: '1',
      fulfilment: 'pickup',
      shippingOptionId: '',
    });
  });
});
