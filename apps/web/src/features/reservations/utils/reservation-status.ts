import type { PublicRules, ReservationStatus } from '@ownless/shared';

export type StatusTone = 'amber' | 'sky' | 'brand' | 'violet' | 'slate' | 'red';

/** The badge of each status: a short word, the same for both sides. */
export const STATUS_BADGES: Record<ReservationStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Requested', tone: 'amber' },
  approved: { label: 'Approved', tone: 'sky' },
  paid: { label: 'Paid', tone: 'brand' },
  shipped: { label: 'Shipped', tone: 'brand' },
  ongoing: { label: 'In progress', tone: 'brand' },
  returned: { label: 'Returned', tone: 'violet' },
  completed: { label: 'Completed', tone: 'slate' },
  rejected: { label: 'Declined', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'red' },
  expired: { label: 'Expired', tone: 'slate' },
};

interface StatusFacts {
  status: ReservationStatus;
  fulfilment: string;
  type: 'rent' | 'sale';
  cancelled_by?: string | null;
}

type ExpiryRules = Pick<PublicRules, 'requestExpiryHours' | 'paymentExpiryHours'>;

const within = (hours: number | undefined) => (hours ? ` within ${hours} hours` : '');

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
  switch (facts.status) {
    case 'pending':
      return renter
        ? `Waiting for the owner to accept${within(rules?.requestExpiryHours)}; nothing is charged yet.`
        : `A renter asked for this. Accept or decline${within(rules?.requestExpiryHours)}.`;
    case 'approved':
      return renter
        ? `The owner accepted. Pay${within(rules?.paymentExpiryHours)} to confirm the reservation.`
        : `You accepted. Waiting for the renter to pay${within(rules?.paymentExpiryHours)}.`;
    case 'paid':
      if (shipping) {
        return renter
          ? 'Paid. The owner will ship it to you.'
          : 'Paid. Ship it and add the tracking number.';
      }
      return renter
        ? 'Paid. Meet the owner at the start; either of you starts the rental at hand-over.'
        : 'Paid. Start the rental when you hand it over.';
    case 'shipped':
      return renter
        ? 'On its way. Start the rental when it arrives.'
        : 'Shipped. The renter starts the rental when it arrives.';
    case 'ongoing':
      return renter
        ? 'The rental is running. Mark it returned when you give it back.'
        : 'The rental is running. Complete it once you have it back.';
    case 'returned':
      return renter
        ? 'You marked it returned. The owner checks it and completes the rental.'
        : 'The renter says it is back. Check it and complete the rental to release the deposit.';
    case 'completed':
      return renter
        ? 'Completed. Your deposit has been released.'
        : 'Completed. Your payout has been sent.';
    case 'rejected':
      return renter ? 'The owner declined this request.' : 'You declined this request.';
    case 'cancelled': {
      const byYou = facts.cancelled_by === role;
      const who = byYou
        ? 'You'
        : facts.cancelled_by === 'admin'
          ? 'OwnLess support'
          : renter
            ? 'The owner'
            : 'The renter';
      return `${who} cancelled this reservation.`;
    }
    case 'expired':
      return 'This reservation expired before it was answered or paid.';
  }
}
