import {
  describeRefundRule,
  type FeeRates,
  type PublicRules,
  type RuleToken,
} from '@ownless/shared';

/**
 * Words operators may write in public content (FAQs, policy descriptions, terms) in place of
 * a rule's number: `{service_fee}` reads "15%" on a server that charges 15 %, `{claim_hours}`
 * the hours of the damage-claim window (CLAIM_WINDOW_HOURS). Content states the rules the
 * server applies, as GET /api/config serves them, and follows when they change.
 */
export function ruleTokens(fees: FeeRates, rules: PublicRules) {
  return {
    service_fee: `${fees.renterServiceFeePercent}%`,
    commission: `${fees.ownerCommissionPercent}%`,
    request_hours: String(rules.requestExpiryHours),
    payment_hours: String(rules.paymentExpiryHours),
    review_days: String(rules.reviewBlindDays),
    horizon_days: String(rules.bookingHorizonDays),
    refund_flexible: describeRefundRule(rules.refundPolicies.flexible),
    refund_moderate: describeRefundRule(rules.refundPolicies.moderate),
    refund_strict: describeRefundRule(rules.refundPolicies.strict),
    claim_hours: String(rules.claimWindowHours),
  } satisfies Record<RuleToken, string>;
}

export type RuleTokens = ReturnType<typeof ruleTokens>;

/** `text` with each known `{token}` replaced; any other braces stay as written. */
export function renderRuleTokens(text: string, tokens: RuleTokens): string {
  return text.replace(/\{([a-z_]+)\}/g, (written, name: string) =>
    Object.hasOwn(tokens, name) ? tokens[name as keyof RuleTokens] : written,
  );
}
