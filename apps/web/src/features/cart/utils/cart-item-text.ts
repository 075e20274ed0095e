import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';

/** Dates of a cart item (a day, or a short date with hour and minute); a purchase has one date. */
export { formatPeriod as itemPeriod } from '@/lib/rental-period';

interface LengthFacts {
  frequency: string;
  units: number;
  type: string;
}

/** "2 days", "Purchase": how long one item is rented for (its quantity shows beside it). */
export function itemLength({ frequency, units, type }: LengthFacts): string {
  if (type === 'sale') return t`Purchase`;
  switch (frequency) {
    case 'Hourly':
      return plural(units, { one: '# hour', other: '# hours' });
    case 'Daily':
      return plural(units, { one: '# day', other: '# days' });
    case 'Weekly':
      return plural(units, { one: '# week', other: '# weeks' });
    case 'Monthly':
      return plural(units, { one: '# month', other: '# months' });
    default:
      return plural(units, { one: '# unit', other: '# units' });
  }
}

/** "2 days × 3 items": the rent line of an item, its quantity included. */
export function rentLength(item: LengthFacts & { quantity: number }): string {
  const length = itemLength(item);
  const quantity = item.quantity;
  if (quantity <= 1) return length;
  return plural(quantity, { one: `${length} × # item`, other: `${length} × # items` });
}

/** The words of a price line, by its code; the server's English label for one it adds later. */
export function lineItemLabel(
  line: { code: string; label: string },
  item: LengthFacts & { quantity: number },
): string {
  switch (line.code) {
    case 'rent':
      return rentLength(item);
    case 'service_fee':
      return t`Service fee`;
    case 'shipping':
      return t`Shipping`;
    case 'deposit':
      return t`Refundable deposit`;
    default:
      return line.label;
  }
}

export const FULFILMENT_WORDS: Record<string, MessageDescriptor> = {
  pickup: msg`Pickup`,
  delivery: msg`Owner delivers`,
  shipping: msg`Shipping`,
};
