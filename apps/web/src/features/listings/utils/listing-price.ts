import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListingFrequency } from '@ownless/shared';
import { formatMoney, i18n, numberFormat, pageLocale } from '@/lib/i18n';

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

type FrequencyNames = Record<ListingFrequency['frequency'], MessageDescriptor>;

/** A rate's name in a list of prices ('Once' is the price to buy it). */
const RATE_NAMES: FrequencyNames = {
  Hourly: msg`Hourly`,
  Daily: msg`Daily`,
  Weekly: msg`Weekly`,
  Monthly: msg`Monthly`,
  Once: msg`Buy`,
};

/** A rate's name after a price ("$25.00 / Daily"). */
const PER_NAMES: FrequencyNames = {
  Hourly: msg({ context: 'after a price', message: 'Hourly' }),
  Daily: msg({ context: 'after a price', message: 'Daily' }),
  Weekly: msg({ context: 'after a price', message: 'Weekly' }),
  Monthly: msg({ context: 'after a price', message: 'Monthly' }),
  Once: msg({ context: 'after a price', message: 'Buy' }),
};

const nameOf = (names: FrequencyNames, entry: Pick<ListingFrequency, 'type' | 'frequency'>) => {
  const name = names[entry.type === 'sale' ? 'Once' : entry.frequency];
  return name ? i18n._(name) : entry.frequency;
};

/** Human label of a frequency in a list of rates: 'Once' is a sale price. */
export const frequencyLabel = (entry: Pick<ListingFrequency, 'type' | 'frequency'>) =>
  nameOf(RATE_NAMES, entry);

/** The frequency after a price ("/ Daily", "/ Buy"). */
export const perFrequencyLabel = (entry: Pick<ListingFrequency, 'type' | 'frequency'>) =>
  nameOf(PER_NAMES, entry);

/** A rating out of 5 with one decimal ("4.5", "4,5" in Spanish). */
export const formatRating = (rating: number) =>
  pageLocale() === 'en'
    ? rating.toFixed(1)
    : numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
