import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

export { formatInstant, formatPeriod } from '@/lib/rental-period';

interface LengthFacts {
  type: string;
  frequency: string;
  units: number;
  quantity: number;
}

/** "2 days", "Purchase": the period one item is rented for. */
function unitLength({ type, frequency, units }: LengthFacts): string {
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

/** "2 days × 3 items", "Purchase": the same words as the rent line of the quote. */
export function describeLength(facts: LengthFacts): string {
  const length = unitLength(facts);
  const quantity = facts.quantity;
  if (quantity <= 1) return length;
  return plural(quantity, { one: `${length} × # item`, other: `${length} × # items` });
}

/** The words of a price line, by its code; the server's English label for one it adds later. */
export function lineItemLabel(line: { code: string; label: string }, facts: LengthFacts): string {
  switch (line.code) {
    case 'rent':
      return describeLength(facts);
    case 'service_fee':
      return t`Service fee`;
    case 'shipping':
      return t`Shipping`;
    case 'deposit':
      return t`Refundable deposit`;
    case 'commission':
      return t`OwnLess commission`;
    default:
      return line.label;
  }
}

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
