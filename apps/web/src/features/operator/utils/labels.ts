import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@/lib/i18n';

/**
 * Words the server sends as values (roles, statuses), shown to operators in the page's
 * language. A value without a word here is shown as it came.
 */
const word = (words: Record<string, MessageDescriptor>, value: string) => {
  const descriptor = words[value];
  return descriptor ? i18n._(descriptor) : value;
};

const ROLE_WORDS: Record<string, MessageDescriptor> = {
  customer: msg`Renter`,
  seller: msg`Owner`,
  admin: msg({ message: 'Operator', context: 'account role' }),
};

/** An account role: "Renter", "Owner", "Operator". */
export const roleLabel = (role: string) => word(ROLE_WORDS, role);

const SELLER_STATUS_WORDS: Record<string, MessageDescriptor> = {
  Pending: msg({ message: 'Pending', context: 'application status' }),
  Approved: msg({ message: 'Approved', context: 'application status' }),
  Rejected: msg({ message: 'Rejected', context: 'application status' }),
};

/** The state of an owner application: "Pending", "Approved", "Rejected". */
export const sellerStatusLabel = (status: string) => word(SELLER_STATUS_WORDS, status);

const LISTING_STATUS_WORDS: Record<string, MessageDescriptor> = {
  Draft: msg({ message: 'Draft', context: 'listing status' }),
  Published: msg({ message: 'Published', context: 'listing status' }),
  Inactive: msg({ message: 'Inactive', context: 'listing status' }),
};

/** A listing's state: "Draft", "Published", "Inactive". */
export const listingStatusLabel = (status: string) => word(LISTING_STATUS_WORDS, status);

const PARTY_WORDS: Record<string, MessageDescriptor> = {
  renter: msg({ message: 'renter', context: 'party of a reservation' }),
  owner: msg({ message: 'owner', context: 'party of a reservation' }),
};

/** A side of a reservation or review, in running text: "renter", "owner". */
export const partyLabel = (role: string) => word(PARTY_WORDS, role);

const ACTOR_WORDS: Record<string, MessageDescriptor> = {
  renter: msg({ message: 'renter', context: 'party of a reservation' }),
  owner: msg({ message: 'owner', context: 'party of a reservation' }),
  admin: msg`OwnLess support`,
  system: msg`automatic`,
};

/** Who took a step of a reservation: "renter", "owner", "OwnLess support", "automatic". */
export const actorLabel = (role: string) => word(ACTOR_WORDS, role);

const LEDGER_KIND_WORDS: Record<string, MessageDescriptor> = {
  charge: msg`Charge`,
  refund: msg`Refund`,
  transfer: msg({ message: 'Payout', context: 'ledger kind' }),
  'deposit-hold': msg`Deposit hold`,
  'deposit-capture': msg`Deposit capture`,
  'deposit-release': msg`Deposit release`,
};

/** A movement of money: "Charge", "Refund", "Payout". */
export const ledgerKindLabel = (kind: string) => word(LEDGER_KIND_WORDS, kind);

const LEDGER_STATUS_WORDS: Record<string, MessageDescriptor> = {
  succeeded: msg`Succeeded`,
  failed: msg`Failed`,
  pending: msg({ message: 'Pending', context: 'payment status' }),
};

/** The state of a movement of money: "Succeeded", "Failed", "Pending". */
export const ledgerStatusLabel = (status: string) => word(LEDGER_STATUS_WORDS, status);

const FULFILMENT_WORDS: Record<string, MessageDescriptor> = {
  pickup: msg({ message: 'Pickup', context: 'fulfilment method' }),
  delivery: msg({ message: 'Delivery', context: 'fulfilment method' }),
  shipping: msg({ message: 'Shipping', context: 'fulfilment method' }),
};

/** How the item changes hands: "Pickup", "Delivery", "Shipping". */
export const fulfilmentLabel = (method: string) => word(FULFILMENT_WORDS, method);

const POLICY_WORDS: Record<string, MessageDescriptor> = {
  flexible: msg`Flexible`,
  moderate: msg`Moderate`,
  strict: msg`Strict`,
};

/** A cancellation policy's name: "Flexible", "Moderate", "Strict". */
export const policyLabel = (policy: string) => word(POLICY_WORDS, policy);
