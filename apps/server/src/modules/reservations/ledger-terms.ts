/** The ledger's description of a charge that arrived too late and was refunded in full. */
export const UNMATCHED_CHARGE =
  'Payment received after the reservation had changed (refunded in full)';
