import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A cart item's dates (a day, or a short date with hour and minute; a purchase has one date),
 * how long one item is rented for ("2 days", "Purchase": its quantity shows beside it) and the
 * words of its price lines: the same as a reservation's (lib/rental-period.ts).
 */
export {
  formatPeriod as itemPeriod,
  lineItemLabel,
  unitLength as itemLength,
} from '@/lib/rental-period';

export const FULFILMENT_WORDS: Record<string, MessageDescriptor> = {
  pickup: msg`Pickup`,
  delivery: msg`Owner delivers`,
  shipping: msg`Shipping`,
};
