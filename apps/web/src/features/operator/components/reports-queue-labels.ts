import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportAction, ReportKind, ReportReason } from '@ownless/shared';

/** A report's reason, as the queue names it. */
export const REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  scam: msg`Scam or fraud`,
  unsafe: msg`Unsafe or prohibited item`,
  inappropriate: msg`Inappropriate content`,
  harassment: msg`Harassment`,
  misleading: msg`Misleading listing`,
  other: msg`Other`,
};

export const KIND_LABELS: Record<ReportKind, MessageDescriptor> = {
  listing: msg`Listing`,
  user: msg`Person`,
  message: msg`Chat message`,
};

/** A resolved report's outcome. */
export const OUTCOME_LABELS: Record<ReportAction, MessageDescriptor> = {
  dismiss: msg`Dismissed`,
  warn: msg`Warned`,
  unpublish: msg`Unpublished`,
  suspend: msg`Suspended`,
};
