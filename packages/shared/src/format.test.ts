import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPrice, groupDigits } from './format';

describe('formatPrice (truncate to two decimals, never round)', () => {
  it.each([
    [25, '25.00'],
    [19.999, '19.99'],
    ['12.345', '12.34'],
    ['7.5', '7.50'],
    [0.1 + 0.2, '0.30'],
    ['0010.019', '10.01'],
    [-3.999, '-3.99'],
    [1e21, '1000000000000000000000.00'],
  ])('%s → %s', (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it.each([
    [''],
    [null],
    [undefined],
    ['abc'],
    ['12abc'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [{}],
  ])('shows 0.00 for %s', (input) => {
    expect(formatPrice(input)).toBe('0.00');
  });

  it('does not turn a tiny negative into -0.00', () => {
    expect(formatPrice(-0.001)).toBe('0.00');
  });
});

describe('formatMoney', () => {
  it('groups thousands and keeps the truncation rule', () => {
    expect(formatMoney(1234567.899)).toBe('$1,234,567.89');
    expect(formatMoney('x')).toBe('$0.00');
  });
});

describe('formatDate', () => {
  it('keeps a plain date as YYYY-MM-DD', () => {
    expect(formatDate('2026-11-22')).toBe('2026-11-22');
  });

  it('shows a short US date with hour and minute when a time is present', () => {
    const text = formatDate(new Date(2026, 10, 22, 15, 5));
    expect(text).toMatch(/^11\/22\/2026, 3:05\sPM$/);
  });

  it('shows an empty string for missing or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('groupDigits (thousands separators without Intl)', () => {
  it.each([0, 7, 999, 1000, 1005, 10_000, 123_456, 1_000_000, 2_147_483_647, -1234])(
    '%s reads as toLocaleString(en-US) writes it',
    (value) => {
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
    },
  );

  it('writes whole numbers only', () => {
    expect(groupDigits(1234.9)).toBe('1,234');
  });
});

describe('prices and numbers in the reader’s language', () => {
  it('writes the cut dollar price as each language expects', () => {
    expect(formatMoney(1005.999)).toBe('$1,005.99');
    expect(formatMoney(1005.999, 'en')).toBe('$1,005.99');
    expect(formatMoney(12345.678, 'es').replace(/\s/g, ' ')).toBe('12.345,67 US$');
    expect(formatMoney(1005.999, 'ar')).toContain('1,005.99');
  });

  it('groups digits by the language, Arabic in Latin digits', () => {
    expect(groupDigits(1234567, 'es')).toBe('1.234.567');
    expect(groupDigits(1234567, 'ar')).toMatch(/^1.234.567$/);
    expect(groupDigits(1234567)).toBe('1,234,567');
  });
});
