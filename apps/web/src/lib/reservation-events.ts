import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@/lib/i18n';

/** What each step of a reservation's timeline says (the machine's actions and Stripe's news). */
export const RESERVATION_EVENT_LABELS: Record<string, MessageDescriptor> = {
  request: msg({ message: 'Requested', context: 'timeline event' }),
  approve: msg`Accepted by the owner`,
  reject: msg`Declined by the owner`,
  checkout: msg`Paid`,
  ship: msg`Shipped`,
  start: msg`Rental started`,
  return: msg`Marked as returned`,
  complete: msg`Completed`,
  'cancel-by-renter': msg`Cancelled by the renter`,
  'cancel-by-owner': msg`Cancelled by the owner`,
  'cancel-by-admin': msg`Cancelled by OwnLess support`,
  expire: msg`Expired`,
  // The deposit's steps (decision 0027).
  'release-deposit': msg`Deposit released`,
  claim: msg`Damage claim opened`,
  'accept-claim': msg`Claim accepted by the renter`,
  'dispute-claim': msg`Claim disputed by the renter`,
  'lapse-claim': msg`Claim not answered in time`,
  'decide-claim': msg`Claim decided by OwnLess support`,
  'protect-hold': msg`Deposit hold taken before it expired`,
  // Told by Stripe: the status does not change.
  'payment-refunded': msg`Refunded outside OwnLess`,
  'payment-disputed': msg`Payment disputed with the bank`,
};

/** A timeline step in words, in the page's language; an action this list does not know is shown as it is. */
export const describeReservationEvent = (action: string) => {
  const label = RESERVATION_EVENT_LABELS[action];
  return label ? i18n._(label) : action;
};
