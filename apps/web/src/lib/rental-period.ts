import { formatDate } from '@/lib/i18n';

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
