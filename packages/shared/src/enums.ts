/** Vocabulary of the product, shared by server, web and database CHECK constraints. */

export const ROLES = ['customer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const SELLER_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export const LISTING_STATUSES = ['Draft', 'Published', 'Inactive'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const RENT_FREQUENCIES = ['Hourly', 'Daily', 'Weekly', 'Monthly'] as const;
export type RentFrequency = (typeof RENT_FREQUENCIES)[number];

export const FREQUENCY_TYPES = ['rent', 'sale'] as const;
export type FrequencyType = (typeof FREQUENCY_TYPES)[number];

/** `Once` is the frequency of a `sale` entry (the item may also be bought). */
export const FREQUENCIES = [...RENT_FREQUENCIES, 'Once'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const CONDITIONS = ['New', 'Like new', 'Good', 'Fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const FULFILMENT_METHODS = ['pickup', 'delivery', 'shipping'] as const;
export type FulfilmentMethod = (typeof FULFILMENT_METHODS)[number];

export const RESERVATION_STATUSES = [
  'pending',
  'approved',
  'paid',
  'shipped',
  'ongoing',
  'returned',
  'completed',
  'rejected',
  'cancelled',
  'expired',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Ledger rows: the rent's money, and the deposit's own steps (decision 0027). */
export const LEDGER_KINDS = [
  'charge',
  'refund',
  'transfer',
  'deposit-hold',
  'deposit-capture',
  'deposit-release',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_STATUSES = ['succeeded', 'failed', 'pending'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

export const AUTH_TOKEN_KINDS = [
  'access',
  'two_factor',
  'password_reset',
  'email_verification',
  // A sign-up whose e-mail is not confirmed yet: becomes an access token when it is.
  'signup',
] as const;
export type AuthTokenKind = (typeof AUTH_TOKEN_KINDS)[number];

export const TOURS = ['home', 'seller', 'renter'] as const;
export type Tour = (typeof TOURS)[number];
