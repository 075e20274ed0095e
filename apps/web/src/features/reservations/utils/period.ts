import { formatDate } from '@ownless/shared/format';
import { describeUnits } from '@ownless/shared/pricing';

/**
 * An instant by the spec's date rule (§5): YYYY-MM-DD when it falls on local midnight (day
 * rentals), else the short US date with hour and minute.
 */
export const formatInstant = (iso: string) => formatDate(new Date(iso));

/** "5/10/2030, 9:00 AM – 5/12/2030, 9:00 AM" (spec §5 dates); a purchase has one date. */
export function formatPeriod(facts: { start_at: string; end_at: string; type: string }): string {
  if (facts.type === 'sale') return formatInstant(facts.start_at);
  return `${formatInstant(facts.start_at)} – ${formatInstant(facts.end_at)}`;
}

/** "2 days × 3 items", "1 purchase". */
export function describeLength(facts: {
  frequency: string;
  units: number;
  quantity: number;
  type: string;
}): string {
  const length = facts.type === 'sale' ? 'Purchase' : describeUnits(facts.frequency, facts.units);
  return facts.quantity > 1 ? `${length} × ${facts.quantity} items` : length;
}

export const FULFILMENT_LABELS: Record<string, string> = {
  pickup: 'Pickup from the owner',
  delivery: 'Delivered by the owner',
  shipping: 'Shipped',
};
