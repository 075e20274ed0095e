import { describe, expect, it } from 'vitest';
import { formatListingPrice, getPrimaryFrequency } from './listing-price';

describe('listing prices', () => {
  it('shows two decimals cut, never rounded, with thousands grouped', () => {
    expect(formatListingPrice(25)).toBe('$25.00');
    expect(formatListingPrice(2850)).toBe('$2,850.00');
    expect(formatListingPrice('1234567.899')).toBe('$1,234,567.89');
    expect(formatListingPrice('not a price')).toBe('$0.00');
  });

  it('puts the first rent price on the card, else the first price', () => {
    const sale = { id: 1, type: 'sale', frequency: 'Once', price: 90, price_cents: 9000 } as const;
    const daily = { id: 2, type: 'rent', frequency: 'Daily', price: 9, price_cents: 900 } as const;
    expect(getPrimaryFrequency([sale, daily])).toBe(daily);
    expect(getPrimaryFrequency([sale])).toBe(sale);
    expect(getPrimaryFrequency([])).toBeUndefined();
  });
});
