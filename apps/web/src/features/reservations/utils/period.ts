import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

/**
 * A reservation's dates, its length ("2 days × 3 items", "Purchase") and the words of its price
 * lines: the same as a cart item's (lib/rental-period.ts).
 */
export {
  formatInstant,
  formatPeriod,
  lineItemLabel,
  rentalLength as describeLength,
} from '@/lib/rental-period';

export const FULFILMENT_LABELS: Record<string, MessageDescriptor> = {
  pickup: msg`Pickup from the owner`,
  delivery: msg`Delivered by the owner`,
  // "Shipped" is also a status word; a hand-over may read differently in other languages.
  shipping: msg({ message: 'Shipped', context: 'hand-over' }),
};

/** How the item changes hands, in words ("Pickup from the owner"); an unknown code as it is. */
export function fulfilmentLabel(code: string): string {
  const label = FULFILMENT_LABELS[code];
  return label ? i18n._(label) : code;
}
