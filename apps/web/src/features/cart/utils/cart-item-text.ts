import { describeLength } from '@ownless/shared/pricing';

/** Dates of a cart item (YYYY-MM-DD, or a short US date with hour and minute); a purchase has one date. */
export { formatPeriod as itemPeriod } from '@/lib/rental-period';

/** "2 days", "Purchase": the length of one item (its quantity shows beside it). */
export const itemLength = (item: { frequency: string; units: number; type: string }) =>
  describeLength({ ...item, quantity: 1 });

export const FULFILMENT_WORDS: Record<string, string> = {
  pickup: 'Pickup',
  delivery: 'Owner delivers',
  shipping: 'Shipping',
};
