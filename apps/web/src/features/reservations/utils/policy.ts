import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { PublicRules } from '@ownless/shared';
import type { PolicySlug } from '@ownless/shared/pricing';
import type { RefundRule } from '@ownless/shared/refund-rules';
import { i18n, numberFormat } from '@/lib/i18n';

const POLICY_NAMES: Record<PolicySlug, MessageDescriptor> = {
  flexible: msg`Flexible`,
  moderate: msg`Moderate`,
  strict: msg`Strict`,
};

const POLICY_TITLES: Record<PolicySlug, MessageDescriptor> = {
  flexible: msg`Flexible cancellation`,
  moderate: msg`Moderate cancellation`,
  strict: msg`Strict cancellation`,
};

const isPolicy = (slug: string): slug is PolicySlug => Object.hasOwn(POLICY_NAMES, slug);

/** A cancellation policy's name ("Flexible"); an unknown one as the server names it. */
export const policyName = (slug: string) => (isPolicy(slug) ? i18n._(POLICY_NAMES[slug]) : slug);

/** "24 hours", "5 days": a length of notice, as people say it. */
function describeNotice(hours: number): string {
  if (hours >= 48 && hours % 24 === 0) {
    const days = hours / 24;
    return plural(days, { one: '# day', other: '# days' });
  }
  return plural(hours, { one: '# hour', other: '# hours' });
}

const percentOf = (value: number) => numberFormat({ style: 'percent' }).format(value / 100);

/** "Full refund until 5 days before the start; 50% of the rent after that.": a policy for renters. */
export function describeRefundRule(rule: RefundRule): string {
  const notice = describeNotice(rule.hoursBefore);
  const percentBefore = percentOf(rule.percentBefore);
  const percentAfter = percentOf(rule.percentAfter);
  const before = rule.percentBefore === 100 ? t`Full refund` : t`${percentBefore} of the rent back`;
  const after =
    rule.percentAfter === 0 ? t`nothing after that` : t`${percentAfter} of the rent after that`;
  return t`${before} until ${notice} before the start; ${after}.`;
}

/**
 * A cancellation policy in the renter's words, from the refund rules the server applies
 * (GET /api/config); the text is empty until they are known.
 */
export function policyOf(slug: string, rules: Pick<PublicRules, 'refundPolicies'> | undefined) {
  const rule = Object.hasOwn(rules?.refundPolicies ?? {}, slug)
    ? rules!.refundPolicies[slug as PolicySlug]
    : undefined;
  return {
    title: isPolicy(slug) ? i18n._(POLICY_TITLES[slug]) : t`Cancellation: ${slug}`,
    text: rule
      ? describeRefundRule(rule)
      : rules
        ? t`See the listing for its cancellation terms.`
        : '',
  };
}
