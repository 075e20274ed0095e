import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './money';

describe('a typed dollar amount', () => {
  it('reads whole dollars, cents and a decimal comma', () => {
    expect(dollarsToCents('40')).toBe(4000);
    expect(dollarsToCents(' 40.5 ')).toBe(4050);
    expect(dollarsToCents('40,50')).toBe(4050);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('0')).toBe(0);
  });

  it('is no amount with a sign, letters, a third decimal or more than seven digits', () => {
    for (const typed of ['', '-5', '+5', '4o', '$40', '40.505', '1,000.50', '12345678']) {
      expect(dollarsToCents(typed)).toBeNull();
    }
  });
});
