/**
 * Cancellation policies in words. Apart from pricing.ts (which applies them) so that a page
 * that only describes a policy does not load the money maths, and the reverse.
 */

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
export function describeHours(hours: number): string {
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** "Full refund until 5 days before the start; 50% of the rent after that.": a policy for renters. */
export function describeRefundRule(rule: RefundRule): string {
  const before =
    rule.percentBefore === 100 ? 'Full refund' : `${rule.percentBefore}% of the rent back`;
  const after = rule.percentAfter === 0 ? 'none' : `${rule.percentAfter}% of the rent`;
  return `${before} until ${describeHours(rule.hoursBefore)} before the start; ${after} after that.`;
}
