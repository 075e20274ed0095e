/**
 * Cancellation policies in words. Apart from pricing.ts (which applies them) so that a page
 * that only describes a policy does not load the money maths, and the reverse.
 */
import { englishFieldMessage, type FieldMessage, type TranslateFieldMessage } from './field-text';

/** A cancellation policy: the share of the rent refunded when a renter cancels. */
export interface RefundRule {
  /** The line: cancelling at least this many hours before the start... */
  hoursBefore: number;
  /** ...refunds this percent of the rent; */
  percentBefore: number;
  /** later, this percent. */
  percentAfter: number;
}

/** "24 hours", "5 days": a length of notice in hours, as people say it. */
export function noticeMessage(hours: number): FieldMessage {
  if (hours >= 48 && hours % 24 === 0) {
    const days = hours / 24;
    return /*i18n*/ { id: '{days, plural, one {# day} other {# days}}', values: { days } };
  }
  return /*i18n*/ { id: '{hours, plural, one {# hour} other {# hours}}', values: { hours } };
}

/** A length of notice in the reader's language (English by default): "24 hours", "5 days". */
export function describeHours(hours: number, say: TranslateFieldMessage = englishFieldMessage) {
  return say(noticeMessage(hours));
}

/** "Full refund until 5 days before the start; 50% of the rent after that.": a policy for renters. */
export function describeRefundRule(
  rule: RefundRule,
  say: TranslateFieldMessage = englishFieldMessage,
): string {
  const notice = describeHours(rule.hoursBefore, say);
  const before = rule.percentBefore;
  const after = rule.percentAfter;
  if (before === 100) {
    return say(
      after === 0
        ? /*i18n*/ {
            id: 'Full refund until {notice} before the start; none after that.',
            values: { notice },
          }
        : /*i18n*/ {
            id: 'Full refund until {notice} before the start; {after}% of the rent after that.',
            values: { notice, after },
          },
    );
  }
  return say(
    after === 0
      ? /*i18n*/ {
          id: '{before}% of the rent back until {notice} before the start; none after that.',
          values: { before, notice },
        }
      : /*i18n*/ {
          id: '{before}% of the rent back until {notice} before the start; {after}% of the rent after that.',
          values: { before, notice, after },
        },
  );
}
