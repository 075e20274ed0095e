export { formatInstant, formatPeriod } from '@/lib/rental-period';

/** "2 days × 3 items", "Purchase": the same words as the rent line of the quote. */
export { describeLength } from '@ownless/shared/pricing';

export const FULFILMENT_LABELS: Record<string, string> = {
  pickup: 'Pickup from the owner',
  delivery: 'Delivered by the owner',
  shipping: 'Shipped',
};
