/** What each step of a reservation's timeline says (the machine's actions and Stripe's news). */
export const RESERVATION_EVENT_LABELS: Record<string, string> = {
  request: 'Requested',
  approve: 'Accepted by the owner',
  reject: 'Declined by the owner',
  checkout: 'Paid',
  ship: 'Shipped',
  start: 'Rental started',
  return: 'Marked as returned',
  complete: 'Completed',
  'cancel-by-renter': 'Cancelled by the renter',
  'cancel-by-owner': 'Cancelled by the owner',
  'cancel-by-admin': 'Cancelled by OwnLess support',
  expire: 'Expired',
  // Told by Stripe (decisions 0013): the status does not change.
  'payment-refunded': 'Refunded outside OwnLess',
  'payment-disputed': 'Payment disputed with the bank',
};

/** A timeline step in words; an action this list does not know is shown as it is. */
export const describeReservationEvent = (action: string) =>
  RESERVATION_EVENT_LABELS[action] ?? action;
