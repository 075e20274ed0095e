import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CONDITION_CHECKS, type ConditionCheck, type ConditionStage } from '@ownless/shared';

export { CONDITION_CHECKS };

/**
 * Each checklist question: its toggle's label, and the words a report shows for its answer.
 * `good` is the answer that means nothing is wrong (it works; not damaged, missing or dirty).
 */
export const CHECKS: Record<
  ConditionCheck,
  { label: MessageDescriptor; yes: MessageDescriptor; no: MessageDescriptor; good: boolean }
> = {
  works: { label: msg`It works`, yes: msg`Works`, no: msg`Does not work`, good: true },
  damaged: { label: msg`It is damaged`, yes: msg`Damaged`, no: msg`No damage`, good: false },
  missing_parts: {
    label: msg`Parts are missing`,
    yes: msg`Missing parts`,
    no: msg`Nothing missing`,
    good: false,
  },
  dirty: { label: msg`It is dirty`, yes: msg`Dirty`, no: msg`Clean`, good: false },
};

/** The two columns: the item leaving (hand-over) and coming back (return). */
export const STAGE_TITLES: Record<ConditionStage, MessageDescriptor> = {
  handover: msg`When it left`,
  return: msg`When it came back`,
};

/** The states of a rental whose page shows its condition reports: from payment on. */
const WITH_REPORTS = new Set(['paid', 'shipped', 'ongoing', 'returned', 'completed']);

/** Whether a reservation's page shows the condition section (rentals only, once paid). */
export const showsConditionReports = (reservation: { type: string; status: string }) =>
  reservation.type === 'rent' && WITH_REPORTS.has(reservation.status);
