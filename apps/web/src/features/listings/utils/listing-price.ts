import type { ListingFrequency } from '@ownless/shared';
import { formatMoney } from '@ownless/shared/format';

/** The price shown on a card: the first `rent` entry, else the first entry. */
export function getPrimaryFrequency(
  frequencies: readonly ListingFrequency[] | null | undefined,
): ListingFrequency | undefined {
  if (!frequencies || frequencies.length === 0) return undefined;
  return frequencies.find((entry) => entry.type === 'rent') ?? frequencies[0];
}

/** The price to buy it (a `sale` entry, frequency Once), if it can be bought. */
export function getSaleFrequency(
  frequencies: readonly ListingFrequency[] | null | undefined,
): ListingFrequency | undefined {
  return frequencies?.find((entry) => entry.type === 'sale');
}

/** "$25.00", "$2,850.00" — two decimals, cut off, never rounded, thousands grouped. */
export const formatListingPrice = (price: unknown) => formatMoney(price);

/** Human label of a frequency: 'Once' is a sale price. */
export function frequencyLabel(entry: Pick<ListingFrequency, 'type' | 'frequency'>): string {
  return entry.type === 'sale' ? 'Buy' : entry.frequency;
}
