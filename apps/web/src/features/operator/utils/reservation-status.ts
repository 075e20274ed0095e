import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReservationStatus } from '@ownless/shared';
import { dateTimeFormat, i18n } from '@/lib/i18n';

/** The states of the reservation machine, in its order, as the operators' filters show them. */
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, MessageDescriptor> = {
  pending: msg`Pending (requested)`,
  approved: msg`Approved (awaiting payment)`,
  paid: msg`Paid`,
  shipped: msg`Shipped`,
  ongoing: msg`Ongoing`,
  returned: msg`Returned`,
  completed: msg`Completed`,
  rejected: msg`Rejected`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};

/** The pill of a state: good while money is held and the rental runs, bad when it ended early. */
export const RESERVATION_STATUS_TONES: Record<
  ReservationStatus,
  'good' | 'bad' | 'warn' | 'neutral'
> = {
  pending: 'warn',
  approved: 'warn',
  paid: 'good',
  shipped: 'good',
  ongoing: 'good',
  returned: 'good',
  completed: 'neutral',
  rejected: 'bad',
  cancelled: 'bad',
  expired: 'neutral',
};

const STATUS_WORDS: Record<ReservationStatus, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'reservation status' }),
  approved: msg({ message: 'Approved', context: 'reservation status' }),
  paid: msg({ message: 'Paid', context: 'reservation status' }),
  shipped: msg({ message: 'Shipped', context: 'reservation status' }),
  ongoing: msg({ message: 'Ongoing', context: 'reservation status' }),
  returned: msg({ message: 'Returned', context: 'reservation status' }),
  completed: msg({ message: 'Completed', context: 'reservation status' }),
  rejected: msg({ message: 'Rejected', context: 'reservation status' }),
  cancelled: msg({ message: 'Cancelled', context: 'reservation status' }),
  expired: msg({ message: 'Expired', context: 'reservation status' }),
};

/** A status word for a pill, in the page's language: "Cancelled", "Paid". */
export const statusWord = (status: ReservationStatus) => i18n._(STATUS_WORDS[status]);

/** Cents as dollars (the shared display rule), in the page's language. */
export { formatCents as money } from '@/lib/i18n';

/** The calendar day of an instant where the listing is ("Dec 3, 2026"). */
export const formatDay = (iso: string, timeZone: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeZone }).format(new Date(iso));
