/**
 * Query keys more than one feature reads or invalidates, built here only (features do not
 * import each other). A feature's own keys stay in the feature (e.g. reservations'
 * `reservationKeys`, which lives under `reservationsKey`).
 */

/** Every reservation query; a new request or any action invalidates the prefix. */
export const reservationsKey = ['reservations'] as const;

/** The signed-in user's own data besides the user itself (`userQueryKey` in lib/auth). */
export const accountKeys = {
  starter: ['me', 'starter'] as const,
  referrals: ['me', 'referrals'] as const,
  payouts: ['me', 'payouts'] as const,
  sellerApplication: ['me', 'seller-application'] as const,
};

/** Lists of listings (search, featured, an owner's public listings) and the owner's own list. */
export const listingListKeys = {
  all: ['listings'] as const,
  search: (query: unknown) => ['listings', 'search', query] as const,
  featured: ['listings', 'featured'] as const,
  byOwner: (ownerId: number, page: number, perPage: number) =>
    ['listings', 'owner', ownerId, page, perPage] as const,
  mine: (params?: object) =>
    params === undefined ? (['my-listings'] as const) : (['my-listings', params] as const),
};

/**
 * Query keys of one listing's public data, built here only: the listing page and the
 * owner's pages read the same answers, and an owner's change invalidates `detail(id)`,
 * which covers its booked days, reviews and quotes too.
 */
export const listingKeys = {
  detail: (id: number | string) => ['listing', String(id)] as const,
  booked: (id: number | string, from: string, to: string) =>
    [...listingKeys.detail(id), 'booked', from, to] as const,
  reviews: (id: number | string) => [...listingKeys.detail(id), 'reviews'] as const,
  quote: (id: number | string, selection: unknown) =>
    [...listingKeys.detail(id), 'quote', selection] as const,
};

/** The terms' categories (GET /api/terms-and-conditions?category=…). */
export type TermsCategory = 'privacy' | 'platform' | 'listing' | 'rental';

/**
 * Reference data (categories, rental types, terms…) read by several features (search, the listing
 * wizard, the content pages): each query is built here once, so they share one cache entry.
 */
export const referenceKeys = {
  rentalTypes: ['rental-types'] as const,
  categories: ['categories'] as const,
  policies: ['policies'] as const,
  shippingOptions: ['shipping-options'] as const,
  terms: (category: TermsCategory) => ['terms', category] as const,
};

/**
 * Every public query that shows content the operators edit (blog, FAQs, reference data,
 * terms): the console invalidates them all after a change, so the operator's own browser
 * shows it at once (the server answers these `no-cache`, decision 0016).
 */
export const publicContentKeys = [
  ['faqs'],
  ['blog-posts'],
  ['blog-post'],
  ['terms'],
  ['rental-type-stats'],
  referenceKeys.rentalTypes,
  referenceKeys.categories,
  referenceKeys.policies,
  referenceKeys.shippingOptions,
] as const;
