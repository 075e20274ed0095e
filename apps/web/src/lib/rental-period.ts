import { plural, t } from '@lingui/core/macro';
import { formatDate } from '@/lib/i18n';

/**
 * How a rental reads, for a cart item and a reservation alike: its dates, its length and the
 * words of its price lines. Only the cart's and the reservations' pages import it (none of the
 * first pages), and its messages are in a catalog those pages load (apps/web/lingui.config.ts).
 */

/**
 * An instant by the date display rule: YYYY-MM-DD when it falls on local midnight (day
 * rentals), else the short date with hour and minute in the page's language.
 */
export const formatInstant = (iso: string) => formatDate(new Date(iso));

/**
 * The dates of a rental by the date display rule (`formatInstant`), for a cart item and a reservation alike:
 * "5/10/2030, 9:00 AM – 5/12/2030, 9:00 AM"; a purchase has one date.
 */
export function formatPeriod(facts: { start_at: string; end_at: string; type: string }): string {
  if (facts.type === 'sale') return formatInstant(facts.start_at);
  return `${formatInstant(facts.start_at)} – ${formatInstant(facts.end_at)}`;
}

/** What the length of a rental is told from: a purchase, or a number of units of a frequency. */
export interface LengthFacts {
  type: string;
  frequency: string;
  units: number;
}

/** "2 days", "Purchase": the period one item is rented for (its quantity aside). */
export function unitLength({ type, frequency, units }: LengthFacts): string {
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

/** "2 days × 3 items", "Purchase": the rent line of a quote, its quantity included. */
export function rentalLength(facts: LengthFacts & { quantity: number }): string {
  const length = unitLength(facts);
  const quantity = facts.quantity;
  if (quantity <= 1) return length;
  return plural(quantity, { one: `${length} × # item`, other: `${length} × # items` });
}

/** The words of a price line, by its code; the server's label for one it adds later. */
export function lineItemLabel(
  line: { code: string; label: string },
  facts: LengthFacts & { quantity: number },
): string {
  switch (line.code) {
    case 'rent':
      return rentalLength(facts);
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
