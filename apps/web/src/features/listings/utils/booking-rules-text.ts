import { plural, t } from '@lingui/core/macro';
import type { RentFrequency } from '@ownless/shared';
import { groupDigits } from '@/lib/i18n';

/**
 * A listing's booking rules (decision 0030) as the booking box says them, in the page's
 * language; the server's refusals use the same words.
 */

/** "2-day minimum", "3-hour minimum": the shortest rental in the listing's unit. */
export function minimumText(unit: RentFrequency, count: number): string {
  const n = groupDigits(count);
  switch (unit) {
    case 'Hourly':
      return plural(count, { one: `${n}-hour minimum`, other: `${n}-hour minimum` });
    case 'Weekly':
      return plural(count, { one: `${n}-week minimum`, other: `${n}-week minimum` });
    case 'Monthly':
      return plural(count, { one: `${n}-month minimum`, other: `${n}-month minimum` });
    default:
      return plural(count, { one: `${n}-day minimum`, other: `${n}-day minimum` });
  }
}

/** "5-day maximum": the longest rental in the listing's unit. */
export function maximumText(unit: RentFrequency, count: number): string {
  const n = groupDigits(count);
  switch (unit) {
    case 'Hourly':
      return plural(count, { one: `${n}-hour maximum`, other: `${n}-hour maximum` });
    case 'Weekly':
      return plural(count, { one: `${n}-week maximum`, other: `${n}-week maximum` });
    case 'Monthly':
      return plural(count, { one: `${n}-month maximum`, other: `${n}-month maximum` });
    default:
      return plural(count, { one: `${n}-day maximum`, other: `${n}-day maximum` });
  }
}

/** "Book at least 1 day ahead", "Book at least 5 hours ahead". */
export function noticeText(hours: number): string {
  if (hours === 0) return t`Choose a start in the future.`;
  if (hours % 24 === 0) {
    const days = hours / 24;
    return plural(days, {
      one: `Book at least ${days} day ahead.`,
      other: `Book at least ${days} days ahead.`,
    });
  }
  return plural(hours, {
    one: `Book at least ${hours} hour ahead.`,
    other: `Book at least ${hours} hours ahead.`,
  });
}

/** "This listing can be booked up to 30 days ahead." */
export function windowText(days: number): string {
  return plural(days, {
    one: `This listing can be booked up to ${days} day ahead.`,
    other: `This listing can be booked up to ${days} days ahead.`,
  });
}

/** "1 day between rentals", "4 hours between rentals". */
export function preparationText(hours: number): string {
  if (hours % 24 === 0) {
    const days = hours / 24;
    return plural(days, {
      one: `${days} day between rentals`,
      other: `${days} days between rentals`,
    });
  }
  return plural(hours, {
    one: `${hours} hour between rentals`,
    other: `${hours} hours between rentals`,
  });
}
