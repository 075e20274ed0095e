import { formatDate } from '@ownless/shared/format';
import { describeUnits } from '@ownless/shared/pricing';

/**
 * An instant by the spec's date rule (§5): YYYY-MM-DD when it falls on local midnight (day
 * rentals), else the short US date with hour and minute.
 */
export const formatInstant = (iso: string) => formatDate(new Date(iso));

/** Dates of a cart item by the spec's rule (§5); a purchase has one date. */
export function itemPeriod(item: { start_at: string; end_at: string; type: string }): string {
  if (item.type === 'sale') return formatInstant(item.start_at);
  return `${formatInstant(item.start_at)} – ${formatInstant(item.end_at)}`;
}

export function itemLength(item: { frequency: string; units: number; type: string }): string {
  return item.type === 'sale' ? 'Purchase' : describeUnits(item.frequency, item.units);
}

export const FULFILMENT_WORDS: Record<string, string> = {
  pickup: 'Pickup',
  delivery: 'Owner delivers',
  shipping: 'Shipping',
};
