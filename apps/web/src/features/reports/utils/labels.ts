import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportReason } from '@ownless/shared';

/** The reasons a person picks from, with a line saying what each covers. */
export const REASON_LABELS: Record<
  ReportReason,
  { label: MessageDescriptor; hint: MessageDescriptor }
> = {
  scam: {
    label: msg`Scam or fraud`,
    hint: msg`Asks for payment or personal details outside OwnLess, or seems fake.`,
  },
  unsafe: {
    label: msg`Unsafe or prohibited item`,
    hint: msg`Dangerous, illegal or not allowed to be rented.`,
  },
  inappropriate: {
    label: msg`Inappropriate content`,
    hint: msg`Offensive pictures or words, or adult content.`,
  },
  harassment: {
    label: msg`Harassment`,
    hint: msg`Threats, insults or unwanted contact.`,
  },
  misleading: {
    label: msg`Misleading listing`,
    hint: msg`The item, its condition, price or place are not as described.`,
  },
  other: { label: msg`Other`, hint: msg`Something else our support team should look at.` },
};
