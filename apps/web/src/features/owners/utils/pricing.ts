import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ListingDetail, RentFrequency } from '@ownless/shared';
import { RENT_FREQUENCIES } from '@ownless/shared/enums';
import { i18n, numberFormat } from '@/lib/i18n';

export interface PriceRow {
  frequency: RentFrequency;
  enabled: boolean;
  /** Dollars as typed. */
  price: string;
}

/** How a rent frequency reads: its name, its unit, the unit after a price, its price. */
export const FREQUENCY_UNIT: Record<
  RentFrequency,
  {
    name: MessageDescriptor;
    many: MessageDescriptor;
    per: MessageDescriptor;
    price: MessageDescriptor;
  }
> = {
  Hourly: { name: msg`Hourly`, many: msg`hours`, per: msg`per hour`, price: msg`The hourly price` },
  Daily: { name: msg`Daily`, many: msg`days`, per: msg`per day`, price: msg`The daily price` },
  Weekly: { name: msg`Weekly`, many: msg`weeks`, per: msg`per week`, price: msg`The weekly price` },
  Monthly: {
    name: msg`Monthly`,
    many: msg`months`,
    per: msg`per month`,
    price: msg`The monthly price`,
  },
};

/** A limit in whole dollars ("$1", "$100,000") in the page's language. */
const wholeDollars = (value: number) =>
  numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(value);

/** Dollars with at most two decimals, or null when the text is not such an amount. */
export function parseDollars(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean) && !/^\.\d{1,2}$/.test(clean)) return null;
  return Number(clean);
}

/** Checks one amount (`label`: "The deposit", translated); returns the message to show, or null. */
export function checkAmount(
  text: string,
  label: string,
  { min, max, required }: { min: number; max: number; required: boolean },
): string | null {
  const name = label.toLowerCase();
  if (text.trim() === '') return required ? t`Enter ${name}.` : null;
  const value = parseDollars(text);
  if (value === null) return t`${label} must be an amount like 25 or 25.50.`;
  const lowest = wholeDollars(min);
  const highest = wholeDollars(max);
  if (value < min) return t`${label} must be at least ${lowest}.`;
  if (value > max) return t`${label} must be at most ${highest}.`;
  return null;
}

export const PRICE_LIMITS = { min: 1, max: 100_000 } as const;

export interface PriceRowErrors {
  /** Per frequency. */
  rows: Partial<Record<RentFrequency, string>>;
  /** About the set as a whole ("choose at least one"). */
  form?: string;
}

/** At least one frequency offered, each offered one with a valid price. */
export function validatePriceRows(rows: readonly PriceRow[]): PriceRowErrors {
  const errors: PriceRowErrors = { rows: {} };
  const offered = rows.filter((row) => row.enabled);
  if (offered.length === 0)
    errors.form = t`Offer at least one way to rent it: hourly, daily, weekly or monthly.`;
  const seen = new Set<RentFrequency>();
  for (const row of offered) {
    if (seen.has(row.frequency)) {
      errors.rows[row.frequency] = t`Each frequency can appear once.`;
      continue;
    }
    seen.add(row.frequency);
    const message = checkAmount(row.price, i18n._(FREQUENCY_UNIT[row.frequency].price), {
      ...PRICE_LIMITS,
      required: true,
    });
    if (message) errors.rows[row.frequency] = message;
  }
  return errors;
}

export const hasPriceErrors = (errors: PriceRowErrors) =>
  Boolean(errors.form) || Object.keys(errors.rows).length > 0;

/** The write API's `frequencies` (dollars). */
export const priceRowsToPayload = (rows: readonly PriceRow[]) =>
  rows
    .filter((row) => row.enabled)
    .map((row) => ({
      type: 'rent' as const,
      frequency: row.frequency,
      price: parseDollars(row.price) ?? 0,
    }));

const dollarsText = (cents: number) => {
  const text = (cents / 100).toFixed(2);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
};

/** One row per rent frequency, filled from the listing. */
export function priceRowsFromListing(listing: Pick<ListingDetail, 'frequencies'>): PriceRow[] {
  return RENT_FREQUENCIES.map((frequency) => {
    const entry = listing.frequencies.find((f) => f.type === 'rent' && f.frequency === frequency);
    return { frequency, enabled: !!entry, price: entry ? dollarsText(entry.price_cents) : '' };
  });
}

export const salePriceFromListing = (listing: Pick<ListingDetail, 'frequencies'>) => {
  const sale = listing.frequencies.find((f) => f.type === 'sale');
  return sale ? dollarsText(sale.price_cents) : '';
};

export const centsToInput = (cents: number) => (cents > 0 ? dollarsText(cents) : '');

/** The shortest offered period: minimum and maximum rental lengths count in it. */
export function baseUnit(rows: readonly PriceRow[]): RentFrequency {
  return rows.find((row) => row.enabled)?.frequency ?? 'Daily';
}

/** Minimum and maximum rental length: whole numbers 1–1000, max ≥ min. */
export function checkLengths(min: string, max: string): { min?: string; max?: string } {
  const errors: { min?: string; max?: string } = {};
  const parse = (text: string) => (text.trim() === '' ? null : Number(text));
  const lo = parse(min);
  const hi = parse(max);
  const bad = (n: number | null) => n !== null && (!Number.isInteger(n) || n < 1 || n > 1000);
  const most = numberFormat().format(1000);
  if (bad(lo)) errors.min = t`Use a whole number from 1 to ${most}.`;
  if (bad(hi)) errors.max = t`Use a whole number from 1 to ${most}.`;
  if (!errors.min && !errors.max && lo !== null && hi !== null && hi < lo) {
    errors.max = t`The maximum must be at least the minimum.`;
  }
  return errors;
}
