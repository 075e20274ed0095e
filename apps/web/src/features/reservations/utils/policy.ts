import type { PublicRules } from '@ownless/shared';
import type { PolicySlug } from '@ownless/shared/pricing';
import { describeRefundRule } from '@ownless/shared/refund-rules';

/**
 * A cancellation policy in the renter's words, from the refund rules the server applies
 * (GET /api/config); the text is empty until they are known.
 */
export function policyOf(slug: string, rules: Pick<PublicRules, 'refundPolicies'> | undefined) {
  const rule = Object.hasOwn(rules?.refundPolicies ?? {}, slug)
    ? rules!.refundPolicies[slug as PolicySlug]
    : undefined;
  return {
    name: slug.charAt(0).toUpperCase() + slug.slice(1),
    text: rule
      ? describeRefundRule(rule)
      : rules
        ? 'See the listing for its cancellation terms.'
        : '',
  };
}
