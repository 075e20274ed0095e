import { describe, expect, it } from 'vitest';
import {
  baseUnit,
  checkAmount,
  checkLengths,
  hasPriceErrors,
  parseDollars,
  priceRowsFromListing,
  priceRowsToPayload,
  salePriceFromListing,
  validatePriceRows,
  type PriceRow,
} from './pricing';

const rows = (
  overrides: Partial<Record<PriceRow['frequency'], Partial<PriceRow>>> = {},
): PriceRow[] =>
  (['Hourly', 'Daily', 'Weekly', 'Monthly'] as const).map((frequency) => ({
    frequency,
    enabled: false,
    price: '',
    ...overrides[frequency],
  }));

describe('parseDollars', () => {
  it('reads amounts with up to two decimals', () => {
    expect(parseDollars('25')).toBe(25);
    expect(parseDollars(' $1,250.5 ')).toBe(1250.5);
    expect(parseDollars('.99')).toBe(0.99);
    expect(parseDollars('25.555')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
    expect(parseDollars('-3')).toBeNull();
  });
});

describe('validatePriceRows', () => {
  it('needs at least one frequency', () => {
    const errors = validatePriceRows(rows());
    expect(errors.form).toMatch(/at least one/);
    expect(hasPriceErrors(errors)).toBe(true);
  });

  it('needs a valid price on each offered frequency only', () => {
    const errors = validatePriceRows(
      rows({
        Daily: { enabled: true, price: '' },
        Weekly: { enabled: true, price: '0.5' },
        Monthly: { price: 'x' },
      }),
    );
    expect(errors.form).toBeUndefined();
    expect(errors.rows.Daily).toBe('Enter the daily price.');
    expect(errors.rows.Weekly).toBe('The weekly price must be at least $1.');
    expect(errors.rows.Monthly).toBeUndefined();
  });

  it('accepts good rows and turns them into the write API payload', () => {
    const good = rows({
      Daily: { enabled: true, price: '25' },
      Weekly: { enabled: true, price: '120.50' },
    });
    expect(hasPriceErrors(validatePriceRows(good))).toBe(false);
    expect(priceRowsToPayload(good)).toEqual([
      { type: 'rent', frequency: 'Daily', price: 25 },
      { type: 'rent', frequency: 'Weekly', price: 120.5 },
    ]);
    expect(baseUnit(good)).toBe('Daily');
  });

  it('refuses prices above the limit and duplicate frequencies', () => {
    expect(
      validatePriceRows(rows({ Hourly: { enabled: true, price: '100001' } })).rows.Hourly,
    ).toMatch(/at most/);
    const dup: PriceRow[] = [
      { frequency: 'Daily', enabled: true, price: '5' },
      { frequency: 'Daily', enabled: true, price: '6' },
    ];
    expect(validatePriceRows(dup).rows.Daily).toMatch(/once/);
  });
});

describe('listing ↔ rows', () => {
  it('fills rows and the sale price from cents', () => {
    const listing = {
      frequencies: [
        {
          id: 1,
          type: 'rent' as const,
          frequency: 'Weekly' as const,
          price: 99.5,
          price_cents: 9950,
        },
        {
          id: 2,
          type: 'sale' as const,
          frequency: 'Once' as const,
          price: 300,
          price_cents: 30000,
        },
      ],
    };
    expect(priceRowsFromListing(listing)).toEqual(
      rows({ Weekly: { enabled: true, price: '99.50' } }),
    );
    expect(salePriceFromListing(listing)).toBe('300');
  });
});

describe('checkAmount and checkLengths', () => {
  it('optional amounts may be empty', () => {
    expect(checkAmount('', 'The deposit', { min: 0, max: 100, required: false })).toBeNull();
    expect(checkAmount('101', 'The deposit', { min: 0, max: 100, required: false })).toMatch(
      /at most \$100/,
    );
  });

  it('checks whole numbers and their order', () => {
    expect(checkLengths('', '')).toEqual({});
    expect(checkLengths('2', '1')).toEqual({ max: 'The maximum must be at least the minimum.' });
    expect(checkLengths('1.5', '')).toEqual({ min: 'Use a whole number from 1 to 1,000.' });
    expect(checkLengths('1', '30')).toEqual({});
  });
});
