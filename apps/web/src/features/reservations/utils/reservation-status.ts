import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { PublicRules, ReservationStatus } from '@ownless/shared';
import { i18n } from '@/lib/i18n';

export type StatusTone = 'amber' | 'sky' | 'brand' | 'violet' | 'slate' | 'red';

/** The word of each status on its badge, the same for both sides. */
export const STATUS_LABELS: Record<ReservationStatus, MessageDescriptor> = {
  pending: msg`Requested`,
  approved: msg`Approved`,
  paid: msg`Paid`,
  shipped: msg`Shipped`,
  ongoing: msg`In progress`,
  returned: msg`Returned`,
  completed: msg`Completed`,
  rejected: msg`Declined`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};

/** The colour of each status's badge. */
export const STATUS_TONES: Record<ReservationStatus, StatusTone> = {
  pending: 'amber',
  approved: 'sky',
  paid: 'brand',
  shipped: 'brand',
  ongoing: 'brand',
  returned: 'violet',
  completed: 'slate',
  rejected: 'red',
  cancelled: 'red',
  expired: 'slate',
};

/** A status in words; one the web does not know yet as it is. */
export function statusLabel(status: string): string {
  const label = STATUS_LABELS[status as ReservationStatus];
  return label ? i18n._(label) : status;
}

interface StatusFacts {
  status: ReservationStatus;
  fulfilment: string;
  type: 'rent' | 'sale';
  cancelled_by?: string | null;
}

type ExpiryRules = Pick<PublicRules, 'requestExpiryHours' | 'paymentExpiryHours'>;

/**
 * One sentence on where things stand and who moves next, from the viewer's side. The hours
 * to answer and to pay are the server's (GET /api/config); left out until they are known.
 */
export function statusSummary(
  facts: StatusFacts,
  role: 'renter' | 'owner',
  rules?: ExpiryRules,
): string {
  const shipping = facts.fulfilment === 'shipping';
  const renter = role === 'renter';
  const answerHours = rules?.requestExpiryHours;
  const payHours = rules?.paymentExpiryHours;
  switch (facts.status) {
    case 'pending':
      if (renter) {
        return answerHours
          ? plural(answerHours, {
              one: 'Waiting for the owner to accept within # hour; nothing is charged yet.',
              other: 'Waiting for the owner to accept within # hours; nothing is charged yet.',
            })
          : t`Waiting for the owner to accept; nothing is charged yet.`;
      }
      return answerHours
        ? plural(answerHours, {
            one: 'A renter asked for this. Accept or decline within # hour.',
            other: 'A renter asked for this. Accept or decline within # hours.',
          })
        : t`A renter asked for this. Accept or decline.`;
    case 'approved':
      if (renter) {
        return payHours
          ? plural(payHours, {
              one: 'The owner accepted. Pay within # hour to confirm the reservation.',
              other: 'The owner accepted. Pay within # hours to confirm the reservation.',
            })
          : t`The owner accepted. Pay to confirm the reservation.`;
      }
      return payHours
        ? plural(payHours, {
            one: 'You accepted. Waiting for the renter to pay within # hour.',
            other: 'You accepted. Waiting for the renter to pay within # hours.',
          })
        : t`You accepted. Waiting for the renter to pay.`;
    case 'paid':
      if (shipping) {
        return renter
          ? t`Paid. The owner will ship it to you.`
          : t`Paid. Ship it and add the tracking number.`;
      }
      return renter
        ? t`Paid. Meet the owner at the start; either of you starts the rental at hand-over.`
        : t`Paid. Start the rental when you hand it over.`;
    case 'shipped':
      return renter
        ? t`On its way. Start the rental when it arrives.`
        : t`Shipped. The renter starts the rental when it arrives.`;
    case 'ongoing':
      return renter
        ? t`The rental is running. Mark it returned when you give it back.`
        : t`The rental is running. Complete it once you have it back.`;
    case 'returned':
      return renter
        ? t`You marked it returned. The owner checks it and completes the rental.`
        : t`The renter says it is back. Check it and complete the rental to release the deposit.`;
    case 'completed':
      return renter
        ? t`Completed. Your deposit has been released.`
        : t`Completed. Your payout has been sent.`;
    case 'rejected':
      return renter ? t`The owner declined this request.` : t`You declined this request.`;
    case 'cancelled':
      if (facts.cancelled_by === role) return t`You cancelled this reservation.`;
      if (facts.cancelled_by === 'admin') return t`OwnLess support cancelled this reservation.`;
      return renter
        ? t`The owner cancelled this reservation.`
        : t`The renter cancelled this reservation.`;
    case 'expired':
      return t`This reservation expired before it was answered or paid.`;
  }
}
