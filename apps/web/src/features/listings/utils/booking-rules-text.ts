import { plural, t } from '@lingui/core/macro';

/**
 * A listing's booking rules (decision 0030) as the booking box says them, in the page's
 * language; the server's refusals use the same words.
 */

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
