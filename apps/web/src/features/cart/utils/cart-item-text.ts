import { describeLength } from '@ownless/shared/pricing';

/** Dates of a cart item by the spec's rule (§5); a purchase has one date. */
export { formatPeriod as itemPeriod } from '@/lib/rental-period';

/** "2 days", "Purchase": the length of one item (its quantity shows beside it). */
export const itemLength = (item: { frequency: string; units: number; type: string }) =>
  describeLength({ ...item, quantity: 1 });

export const FULFILMENT_WORDS: Record<string, string> = {
  pickup: 'Pickup',
  delivery: 'Owner delivers',
  shipping: 'Shipping',
};
