import { plural, t } from '@lingui/core/macro';
import type { RefundRule } from '@ownless/shared/refund-rules';
import { numberFormat } from '@/lib/i18n';

/**
 * A cancellation policy's refund rule in the reader's words, as the policies page heads each
 * policy: "Full refund until 5 days before the start; 50% of the rent after that." Notice of
 * whole days of two or more is said in days, else in hours.
 */
export function refundRuleWords({ hoursBefore, percentBefore, percentAfter }: RefundRule): string {
  const days = hoursBefore / 24;
  const notice =
    hoursBefore >= 48 && Number.isInteger(days)
      ? plural(days, { one: '# day', other: '# days' })
      : plural(hoursBefore, { one: '# hour', other: '# hours' });
  const percent = numberFormat({ style: 'percent' });
  const shareBefore = percent.format(percentBefore / 100);
  const shareAfter = percent.format(percentAfter / 100);
  if (percentBefore === 100 && percentAfter === 0) {
    return t`Full refund until ${notice} before the start; none after that.`;
  }
  if (percentBefore === 100) {
    return t`Full refund until ${notice} before the start; ${shareAfter} of the rent after that.`;
  }
  if (percentAfter === 0) {
    return t`${shareBefore} of the rent back until ${notice} before the start; none after that.`;
  }
  return t`${shareBefore} of the rent back until ${notice} before the start; ${shareAfter} of the rent after that.`;
}
