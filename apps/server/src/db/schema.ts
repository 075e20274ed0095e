import { LISTING_STATUSES, RESERVATION_STATUSES, SELLER_STATUSES } from '@ownless/shared/enums';
import type { ChatSystemEvent } from '@ownless/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The whole data model (docs/decisions/ explains the choices). Money is integer cents (USD), times
 * are UTC timestamps. Invariants that must never break (non-negative money, end after start,
 * ratings 1–5, known statuses) are CHECK constraints so no code path can bypass them.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** earthdistance's point on the globe (a cube), for radius search and nearest-first order. */
const earth = customType<{ data: string }>({ dataType: () => 'earth' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });
const cents = (name: string) => integer(name).notNull().default(0);
/** A required reference to the row this one belongs to: deleted with it. */
const belongsTo = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** SQL list literal for a CHECK ... IN (...) constraint. */
const inList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

// The status columns' CHECK lists come from the shared vocabulary the API and the machine use.

// ───────────────────────────── users and auth ─────────────────────────────

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    bio: text('bio'),
    city: text('city'),
    profilePicture: text('profile_picture'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['customer']::text[]`),
    sellerStatus: text('seller_status'),
    businessName: text('business_name'),
    isStripeConnected: boolean('is_stripe_connected').notNull().default(false),
    stripeAccountId: text('stripe_account_id'),
    payoutAccount: jsonb('payout_account').$type<{
      holder: string;
      last4: string;
      routingLast4: string;
    }>(),
    emailVerifiedAt: ts('email_verified_at'),
    twoFAEnabled: boolean('two_fa_enabled').notNull().default(false),
    activeCartId: integer('active_cart_id'),
    isHomeToured: boolean('is_home_toured').notNull().default(false),
    isSellerToured: boolean('is_seller_toured').notNull().default(false),
    isRenterToured: boolean('is_renter_toured').notNull().default(false),
    referralCode: text('referral_code').notNull(),
    /** The language the person chose (en, es, ar); null: none chosen, English in e-mails. */
    locale: text('locale'),
    referredById: integer('referred_by_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    suspendedAt: ts('suspended_at'),
    /** Set when the person deleted the account: its personal data is erased (decision 0022). */
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_code_idx').on(t.referralCode),
    check(
      'users_seller_status_check',
      sql`${t.sellerStatus} IS NULL OR ${t.sellerStatus} IN (${inList(SELLER_STATUSES)})`,
    ),
    check('users_roles_check', sql`${t.roles} <@ ARRAY['customer', 'seller', 'admin']::text[]`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Hash of the e-mailed 6-digit code, for two-factor challenges. */
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    lastUsedAt: ts('last_used_at'),
    /** The browser a session was started from, for the list of active sessions. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId, t.kind),
    check(
      'auth_tokens_kind_check',
      sql`${t.kind} IN ('access', 'two_factor', 'password_reset', 'email_verification', 'signup')`,
    ),
    check('auth_tokens_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    legalName: text('legal_name').notNull(),
    businessName: text('business_name'),
    phone: text('phone').notNull(),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('US'),
    dateOfBirth: date('date_of_birth').notNull(),
    bio: text('bio'),
    status: text('status').notNull().default('Pending'),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('seller_applications_user_idx').on(t.userId),
    index('seller_applications_status_idx').on(t.status, t.createdAt),
    check('seller_applications_status_check', sql`${t.status} IN (${inList(SELLER_STATUSES)})`),
  ],
);

export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: belongsTo('referrer_id', () => users.id),
    referredId: belongsTo('referred_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referrals_referred_idx').on(t.referredId),
    index('referrals_referrer_idx').on(t.referrerId),
    check('referrals_not_self_check', sql`${t.referrerId} <> ${t.referredId}`),
  ],
);

/**
 * A person's requests for a copy of their data (decision 0022): queued here, prepared by the
 * scheduler (claimed with FOR UPDATE SKIP LOCKED), and downloaded through an e-mailed link
 * whose token is stored hashed. The archive is kept until the link expires.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    /** pending: waiting for the job; ready: prepared and e-mailed; failed: gave up. */
    status: text('status').notNull().default('pending'),
    tokenHash: text('token_hash'),
    archive: jsonb('archive').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    readyAt: ts('ready_at'),
    expiresAt: ts('expires_at'),
    downloadedAt: ts('downloaded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('data_exports_token_idx').on(t.tokenHash),
    check('data_exports_status_check', sql`${t.status} IN ('pending', 'ready', 'failed')`),
  ],
);

// ───────────────────────────── reference data ─────────────────────────────

export const rentalTypes = pgTable(
  'rental_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('rental_types_slug_idx').on(t.slug),
    uniqueIndex('rental_types_name_idx').on(t.name),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    icon: text('icon'),
    rentalTypeId: integer('rental_type_id').references(() => rentalTypes.id, {
      onDelete: 'set null',
    }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_slug_idx').on(t.slug),
    index('categories_rental_type_idx').on(t.rentalTypeId),
  ],
);

/** Cancellation policies (GET /policies). The refund rules are keyed by slug in code. */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull().default(0),
    /** When the current version was published (decision 0016). */
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('policies_slug_idx').on(t.slug),
    check('policies_slug_check', sql`${t.slug} IN ('flexible', 'moderate', 'strict')`),
  ],
);

export const shippingOptions = pgTable(
  'shipping_options',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: cents('price_cents'),
    estimatedDays: integer('estimated_days'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('shipping_options_key_idx').on(t.key),
    check('shipping_options_price_check', sql`${t.priceCents} >= 0`),
  ],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  category: text('category').notNull(),
  position: integer('position').notNull().default(0),
});

export const termsAndConditions = pgTable(
  'terms_and_conditions',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('terms_category_idx').on(t.category)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    coverImage: text('cover_image'),
    authorName: text('author_name').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    /** `draft` posts are on no public page (decision 0016). */
    status: text('status').notNull().default('published'),
    /** Set when first published; null while a draft never published. */
    publishedAt: ts('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_published_idx').on(t.publishedAt),
    check('blog_posts_status_check', sql`${t.status} IN ('draft', 'published')`),
    check(
      'blog_posts_published_at_check',
      sql`${t.status} = 'draft' OR ${t.publishedAt} IS NOT NULL`,
    ),
  ],
);

/**
 * Every version of the versioned documents (decision 0016): cancellation policies and the
 * terms (terms, privacy, listing and rental terms). The live row holds the current text;
 * each operator edit adds a version here, in the same transaction, and nothing is removed.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    /** `policy` (policies.id) or `terms` (terms_and_conditions.id). */
    kind: text('kind').notNull(),
    documentId: integer('document_id').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_versions_document_idx').on(t.kind, t.documentId, t.version),
    check('content_versions_kind_check', sql`${t.kind} IN ('policy', 'terms')`),
  ],
);

// ───────────────────────────── listings ─────────────────────────────

export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    ownerId: belongsTo('owner_id', () => users.id),
    name: text('name').notNull(),
    description: text('description'),
    rentalTypeId: integer('rental_type_id').references(() => rentalTypes.id, {
      onDelete: 'set null',
    }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    condition: text('condition'),
    brand: text('brand'),
    model: text('model'),
    attributes: jsonb('attributes')
      .$type<{ key: string; value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    included: text('included'),
    quantity: integer('quantity').notNull().default(1),
    depositCents: cents('deposit_cents'),
    /** Booking rules (decision 0030): shortest and longest rental, in the listing's shortest rent unit. */
    minUnits: integer('min_units').notNull().default(1),
    maxUnits: integer('max_units'),
    /** Hours kept free before and after each booking that holds stock (days: multiples of 24). */
    preparationHours: integer('preparation_hours').notNull().default(0),
    /** A rental starts at least this many hours after it is requested. */
    noticeHours: integer('notice_hours').notNull().default(0),
    /** A rental starts at most this many days ahead (null: the marketplace's horizon). */
    bookingWindowDays: integer('booking_window_days'),
    /** Requests that pass the rules are approved at once by the system. */
    instantBooking: boolean('instant_booking').notNull().default(false),
    fulfilment: text('fulfilment')
      .array()
      .notNull()
      .default(sql`ARRAY['pickup']::text[]`),
    deliveryRadiusKm: doublePrecision('delivery_radius_km'),
    pickupNotes: text('pickup_notes'),
    returnNotes: text('return_notes'),
    houseRules: text('house_rules'),
    policyId: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    termsAcceptedAt: ts('terms_accepted_at'),
    shortAddress: text('short_address'),
    formattedAddress: text('formatted_address'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    postalCode: text('postal_code'),
    placeId: text('place_id'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    timezone: text('timezone').notNull().default('America/New_York'),
    status: text('status').notNull().default('Draft'),
    /** Category, rental type, brand, model and city names, kept in sync by the service for search. */
    keywords: text('keywords').notNull().default(''),
    /** Lowest rent price, kept in sync with listing_frequencies for price filters and sorting. */
    minRentPriceCents: integer('min_rent_price_cents'),
    hasSalePrice: boolean('has_sale_price').notNull().default(false),
    ratingAvg: doublePrecision('rating_avg'),
    reviewCount: integer('review_count').notNull().default(0),
    /** ll_to_earth(latitude, longitude), stored so searches do not recompute it per row. */
    geo: earth('geo').generatedAlwaysAs(sql`ll_to_earth(latitude, longitude)`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(keywords, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    publishedAt: ts('published_at'),
    /**
     * Set while the operators keep the listing out of search: `unpublished` (with a reason
     * e-mailed to the owner) or `owner_suspended`. The owner cannot publish it meanwhile.
     */
    operatorHold: text('operator_hold'),
    operatorHoldReason: text('operator_hold_reason'),
    /** The secret in the listing's calendar export URL (decision 0028); null until first shown. */
    icalSecret: text('ical_secret'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'listings_operator_hold_check',
      sql`${t.operatorHold} IS NULL OR ${t.operatorHold} IN ('unpublished', 'owner_suspended')`,
    ),
    index('listings_search_idx').using('gin', t.searchVector),
    index('listings_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Public search (decision 0002): every index below holds published listings only and
    // INCLUDEs the columns search filters on (migration 0009 writes the INCLUDE lists, which
    // drizzle cannot express), so a page is found by an index-only scan that walks the
    // requested order, checks category, type, price, place and stock from the index, and
    // stops after the page; a bounded count reads the cheapest of them.
    // Radius: a latitude/longitude box walks this btree, whose statistics give the planner
    // true row counts (a cube's do not).
    index('listings_published_latlng_idx')
      .on(t.latitude, t.longitude)
      .where(
        sql`${t.status} = 'Published' AND ${t.latitude} IS NOT NULL AND ${t.longitude} IS NOT NULL`,
      ),
    index('listings_search_newest_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'Published'`),
    index('listings_search_price_idx')
      .on(t.minRentPriceCents, t.id)
      .where(sql`${t.status} = 'Published'`),
    index('listings_search_rating_desc_idx')
      .on(
        t.ratingAvg.desc().nullsLast(),
        t.reviewCount.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.status} = 'Published'`),
    index('listings_search_rating_asc_idx')
      .on(
        t.ratingAvg.asc().nullsLast(),
        t.reviewCount.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.status} = 'Published'`),
    index('listings_search_category_idx')
      .on(t.categoryId, t.createdAt, t.id)
      .where(sql`${t.status} = 'Published'`),
    index('listings_search_type_idx')
      .on(t.rentalTypeId, t.createdAt, t.id)
      .where(sql`${t.status} = 'Published'`),
    index('listings_status_created_idx').on(t.status, t.createdAt),
    index('listings_owner_idx').on(t.ownerId, t.status, t.updatedAt),
    check('listings_status_check', sql`${t.status} IN (${inList(LISTING_STATUSES)})`),
    check('listings_quantity_check', sql`${t.quantity} >= 1`),
    check('listings_deposit_check', sql`${t.depositCents} >= 0`),
    check('listings_notice_check', sql`${t.noticeHours} >= 0`),
    check(
      'listings_rental_units_check',
      sql`${t.minUnits} >= 1 AND (${t.maxUnits} IS NULL OR ${t.maxUnits} >= ${t.minUnits})`,
    ),
    check('listings_preparation_check', sql`${t.preparationHours} >= 0`),
    check(
      'listings_booking_window_check',
      sql`${t.bookingWindowDays} IS NULL OR ${t.bookingWindowDays} >= 1`,
    ),
    check(
      'listings_coordinates_check',
      sql`(${t.latitude} IS NULL OR ${t.latitude} BETWEEN -90 AND 90) AND (${t.longitude} IS NULL OR ${t.longitude} BETWEEN -180 AND 180)`,
    ),
    check(
      'listings_fulfilment_check',
      sql`${t.fulfilment} <@ ARRAY['pickup', 'delivery', 'shipping']::text[]`,
    ),
    check('listings_rating_check', sql`${t.ratingAvg} IS NULL OR ${t.ratingAvg} BETWEEN 1 AND 5`),
  ],
);

export const listingImages = pgTable(
  'listing_images',
  {
    id: serial('id').primaryKey(),
    listingId: belongsTo('listing_id', () => listings.id),
    /** Public path of the medium size; the other sizes share its stem (see storage). */
    filePath: text('file_path').notNull(),
    sizes: jsonb('sizes')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    position: integer('position').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_images_listing_idx').on(t.listingId, t.position),
    uniqueIndex('listing_images_one_cover_idx')
      .on(t.listingId)
      .where(sql`${t.isCover}`),
  ],
);

export const listingFrequencies = pgTable(
  'listing_frequencies',
  {
    id: serial('id').primaryKey(),
    listingId: belongsTo('listing_id', () => listings.id),
    type: text('type').notNull().default('rent'),
    frequency: text('frequency').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    uniqueIndex('listing_frequencies_unique_idx').on(t.listingId, t.type, t.frequency),
    check('listing_frequencies_type_check', sql`${t.type} IN ('rent', 'sale')`),
    check(
      'listing_frequencies_frequency_check',
      sql`(${t.type} = 'rent' AND ${t.frequency} IN ('Hourly', 'Daily', 'Weekly', 'Monthly')) OR (${t.type} = 'sale' AND ${t.frequency} = 'Once')`,
    ),
    check('listing_frequencies_price_check', sql`${t.priceCents} > 0`),
  ],
);

/**
 * Which listings changed, and in which transaction: written by triggers on listings, their
 * blocked days and reservations (migration 0013), read by every instance's in-memory search
 * index to follow the catalogue (decision 0017). A row without a listing means every listing
 * changed (a TRUNCATE). Rows older than an hour are pruned.
 */
export const listingChanges = pgTable(
  'listing_changes',
  {
    listingId: integer('listing_id'),
    txid: bigint('txid', { mode: 'number' })
      .notNull()
      .default(sql`pg_current_xact_id()::text::bigint`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_changes_txid_idx').on(t.txid), index('listing_changes_at_idx').on(t.at)],
);

export const listingBlockedDates = pgTable(
  'listing_blocked_dates',
  {
    id: serial('id').primaryKey(),
    listingId: belongsTo('listing_id', () => listings.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    reason: text('reason'),
    /** The imported calendar this block came from (decision 0028); null for the owner's own. */
    feedId: integer('feed_id').references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    /** The event's UID in that calendar. */
    externalUid: text('external_uid'),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_blocked_dates_listing_idx').on(t.listingId, t.startDate, t.endDate),
    index('listing_blocked_dates_feed_idx')
      .on(t.feedId)
      .where(sql`${t.feedId} IS NOT NULL`),
    check('listing_blocked_dates_range_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * External calendars (iCal feeds) an owner imports into a listing (decision 0028): each sync
 * replaces the feed's rows in listing_blocked_dates. `sync_claimed_until` is the lease of the
 * instance syncing it, so one sync of a feed runs at a time across instances.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    listingId: belongsTo('listing_id', () => listings.id),
    url: text('url').notNull(),
    name: text('name').notNull(),
    lastSyncedAt: ts('last_synced_at'),
    lastStatus: text('last_status').notNull().default('never'),
    lastError: text('last_error'),
    eventCount: integer('event_count').notNull().default(0),
    /** Blocks the last good sync left out, past the most a feed may import (0 when none). */
    eventsSkipped: integer('events_skipped').notNull().default(0),
    syncClaimedUntil: ts('sync_claimed_until'),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_feeds_listing_idx').on(t.listingId, t.id),
    index('calendar_feeds_due_idx').on(t.lastSyncedAt.asc().nullsFirst()),
    check('calendar_feeds_last_status_check', sql`${t.lastStatus} IN ('ok', 'error', 'never')`),
  ],
);

/** The secret in an owner's "all my listings" calendar export URL (decision 0028). */
export const ownerCalendarSecrets = pgTable('owner_calendar_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
});

export const listingShippingOptions = pgTable(
  'listing_shipping_options',
  {
    listingId: belongsTo('listing_id', () => listings.id),
    shippingOptionId: belongsTo('shipping_option_id', () => shippingOptions.id),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.shippingOptionId] })],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: belongsTo('user_id', () => users.id),
    listingId: belongsTo('listing_id', () => listings.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('favourites_listing_idx').on(t.listingId),
  ],
);

// ───────────────────────────── cart and reservations ─────────────────────────────

/** Price snapshot columns shared by cart items and reservations. */
const priceSnapshot = () => ({
  unitPriceCents: cents('unit_price_cents'),
  subtotalCents: cents('subtotal_cents'),
  serviceFeeCents: cents('service_fee_cents'),
  commissionCents: cents('commission_cents'),
  shippingCents: cents('shipping_cents'),
  depositCents: cents('deposit_cents'),
  totalCents: cents('total_cents'),
});

/**
 * What the renter chose, shared by cart items and the reservations made from them: rent or
 * sale, the frequency and period, how many, and how it reaches them.
 */
const bookingSelection = () => ({
  type: text('type').notNull().default('rent'),
  frequency: text('frequency').notNull(),
  startAt: ts('start_at').notNull(),
  endAt: ts('end_at').notNull(),
  units: integer('units').notNull().default(1),
  quantity: integer('quantity').notNull().default(1),
  fulfilment: text('fulfilment').notNull().default('pickup'),
  shippingOptionId: integer('shipping_option_id').references(() => shippingOptions.id, {
    onDelete: 'set null',
  }),
});

const nonNegativeMoney = (
  name: string,
  t: Record<
    | 'unitPriceCents'
    | 'subtotalCents'
    | 'serviceFeeCents'
    | 'commissionCents'
    | 'shippingCents'
    | 'depositCents'
    | 'totalCents',
    AnyPgColumn
  >,
) =>
  check(
    name,
    sql`${t.unitPriceCents} >= 0 AND ${t.subtotalCents} >= 0 AND ${t.serviceFeeCents} >= 0 AND ${t.commissionCents} >= 0 AND ${t.shippingCents} >= 0 AND ${t.depositCents} >= 0 AND ${t.totalCents} >= 0`,
  );

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_one_active_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    check('carts_status_check', sql`${t.status} IN ('active', 'converted', 'abandoned')`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: belongsTo('cart_id', () => carts.id),
    listingId: belongsTo('listing_id', () => listings.id),
    ...bookingSelection(),
    ...priceSnapshot(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId),
    check('cart_items_period_check', sql`${t.endAt} > ${t.startAt}`),
    check('cart_items_units_check', sql`${t.units} >= 1 AND ${t.quantity} >= 1`),
    nonNegativeMoney('cart_items_money_check', t),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'restrict' }),
    renterId: integer('renter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    ...bookingSelection(),
    trackingNumber: text('tracking_number'),
    ...priceSnapshot(),
    payoutCents: cents('payout_cents'),
    refundedCents: cents('refunded_cents'),
    policySlug: text('policy_slug').notNull().default('flexible'),
    renterNote: text('renter_note'),
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
    expiresAt: ts('expires_at'),
    approvedAt: ts('approved_at'),
    paidAt: ts('paid_at'),
    completedAt: ts('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reservations_code_idx').on(t.code),
    index('reservations_listing_period_idx').on(t.listingId, t.status, t.startAt, t.endAt),
    index('reservations_renter_idx').on(t.renterId, t.status, t.createdAt),
    index('reservations_owner_idx').on(t.ownerId, t.status, t.createdAt),
    index('reservations_expiry_idx').on(t.status, t.expiresAt),
    check('reservations_status_check', sql`${t.status} IN (${inList(RESERVATION_STATUSES)})`),
    check('reservations_type_check', sql`${t.type} IN ('rent', 'sale')`),
    check('reservations_period_check', sql`${t.endAt} > ${t.startAt}`),
    check('reservations_units_check', sql`${t.units} >= 1 AND ${t.quantity} >= 1`),
    check('reservations_not_own_check', sql`${t.renterId} <> ${t.ownerId}`),
    check(
      'reservations_fulfilment_check',
      sql`${t.fulfilment} IN ('pickup', 'delivery', 'shipping')`,
    ),
    check(
      'reservations_cancelled_by_check',
      sql`${t.cancelledBy} IS NULL OR ${t.cancelledBy} IN ('renter', 'owner', 'system', 'admin')`,
    ),
    nonNegativeMoney('reservations_money_check', t),
    check(
      'reservations_payout_refund_check',
      sql`${t.payoutCents} >= 0 AND ${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.totalCents}`,
    ),
  ],
);

export const reservationEvents = pgTable(
  'reservation_events',
  {
    id: serial('id').primaryKey(),
    reservationId: belongsTo('reservation_id', () => reservations.id),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reservation_events_reservation_idx').on(t.reservationId, t.createdAt),
    check(
      'reservation_events_role_check',
      sql`${t.actorRole} IN ('renter', 'owner', 'system', 'admin')`,
    ),
    check(
      'reservation_events_status_check',
      sql`${t.toStatus} IN (${inList(RESERVATION_STATUSES)}) AND (${t.fromStatus} IS NULL OR ${t.fromStatus} IN (${inList(RESERVATION_STATUSES)}))`,
    ),
  ],
);

/** The payment ledger: every charge, refund and transfer, successful or not. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_reservation_idx').on(t.reservationId, t.createdAt),
    uniqueIndex('ledger_entries_provider_ref_idx')
      .on(t.provider, t.kind, t.providerRef)
      .where(sql`${t.providerRef} IS NOT NULL`),
    // A deposit is held, captured and released at most once (decision 0027).
    uniqueIndex('ledger_entries_deposit_once_idx')
      .on(t.reservationId, t.kind)
      .where(
        sql`${t.kind} IN ('deposit-hold', 'deposit-capture', 'deposit-release') AND ${t.status} = 'succeeded'`,
      ),
    check(
      'ledger_entries_kind_check',
      sql`${t.kind} IN ('charge', 'refund', 'transfer', 'deposit-hold', 'deposit-capture', 'deposit-release')`,
    ),
    check('ledger_entries_status_check', sql`${t.status} IN ('succeeded', 'failed', 'pending')`),
    check('ledger_entries_amount_check', sql`${t.amountCents} >= 0`),
    check('ledger_entries_provider_check', sql`${t.provider} IN ('sandbox', 'stripe')`),
  ],
);

/**
 * A reservation's deposit once paid (decision 0027): held on the card (`hold`) or charged
 * with the rent (`charge`), its stage in the deposit machine, and what was kept or given back.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    reservationId: belongsTo('reservation_id', () => reservations.id),
    amountCents: integer('amount_cents').notNull(),
    mode: text('mode').notNull(),
    stage: text('stage').notNull().default('held'),
    /** The provider's reference of the authorisation (hold mode). */
    holdRef: text('hold_ref'),
    authorizedAt: ts('authorized_at'),
    /** When the item came back: the claim window opens. */
    itemBackAt: ts('item_back_at'),
    capturedCents: cents('captured_cents'),
    releasedCents: cents('released_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deposits_reservation_idx').on(t.reservationId),
    index('deposits_due_idx').on(t.stage, t.itemBackAt),
    check('deposits_mode_check', sql`${t.mode} IN ('hold', 'charge')`),
    check(
      'deposits_stage_check',
      sql`${t.stage} IN ('none', 'held', 'claimed', 'disputed', 'released', 'settled')`,
    ),
    check(
      'deposits_money_check',
      sql`${t.amountCents} > 0 AND ${t.capturedCents} >= 0 AND ${t.releasedCents} >= 0 AND ${t.capturedCents} + ${t.releasedCents} <= ${t.amountCents}`,
    ),
  ],
);

export interface ClaimPhotoJson {
  url: string;
  width: number;
  height: number;
}

/** The owner's one damage claim on a reservation's deposit, the renter's answer, the operator's decision. */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    reservationId: belongsTo('reservation_id', () => reservations.id),
    depositId: belongsTo('deposit_id', () => deposits.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    photos: jsonb('photos')
      .$type<ClaimPhotoJson[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    conditionReportIds: jsonb('condition_report_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('open'),
    respondBy: ts('respond_by').notNull(),
    disputeReason: text('dispute_reason'),
    disputePhotos: jsonb('dispute_photos')
      .$type<ClaimPhotoJson[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    disputedAt: ts('disputed_at'),
    decisionCents: integer('decision_cents'),
    decisionNote: text('decision_note'),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('claims_reservation_idx').on(t.reservationId),
    index('claims_queue_idx').on(t.status, t.createdAt),
    check(
      'claims_status_check',
      sql`${t.status} IN ('open', 'disputed', 'accepted', 'lapsed', 'decided')`,
    ),
    check(
      'claims_amount_check',
      sql`${t.amountCents} >= 1 AND (${t.decisionCents} IS NULL OR (${t.decisionCents} >= 0 AND ${t.decisionCents} <= ${t.amountCents}))`,
    ),
    check('claims_reason_length_check', sql`char_length(${t.reason}) BETWEEN 10 AND 2000`),
  ],
);

/**
 * Stripe webhook events already applied (decisions 0013): a replayed or duplicated event
 * finds its id here and changes nothing. `outcome` says what it did, for the operator.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, {
      onDelete: 'set null',
    }),
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stripe_events_reservation_idx').on(t.reservationId, t.createdAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    reservationId: belongsTo('reservation_id', () => reservations.id),
    listingId: belongsTo('listing_id', () => listings.id),
    authorId: belongsTo('author_id', () => users.id),
    subjectId: belongsTo('subject_id', () => users.id),
    authorRole: text('author_role').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    /** Hidden by an operator (decision 0009): out of every public list, rating and count. */
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenById: integer('hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_once_idx').on(t.reservationId, t.authorId),
    index('reviews_subject_idx').on(t.subjectId, t.createdAt),
    index('reviews_listing_idx').on(t.listingId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_role_check', sql`${t.authorRole} IN ('renter', 'owner')`),
    check('reviews_not_self_check', sql`${t.authorId} <> ${t.subjectId}`),
    check(
      'reviews_hidden_reason_check',
      sql`${t.hiddenAt} IS NULL OR ${t.hiddenReason} IS NOT NULL`,
    ),
  ],
);

// ───────────────────────────── chat ─────────────────────────────

export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    /** The pair is stored ordered (low id first) so one pair has exactly one chat. */
    userOneId: belongsTo('user_one_id', () => users.id),
    userTwoId: belongsTo('user_two_id', () => users.id),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    reservationId: integer('reservation_id').references(() => reservations.id, {
      onDelete: 'set null',
    }),
    lastMessageAt: ts('last_message_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chats_pair_idx').on(t.userOneId, t.userTwoId),
    index('chats_user_two_idx').on(t.userTwoId),
    check('chats_pair_order_check', sql`${t.userOneId} < ${t.userTwoId}`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: belongsTo('chat_id', () => chats.id),
    senderId: belongsTo('sender_id', () => users.id),
    receiverId: belongsTo('receiver_id', () => users.id),
    message: text('message').notNull(),
    /** `system`: from OwnLess about a deposit or claim step (decision 0027), `system` says which. */
    kind: text('kind').notNull().default('user'),
    system: jsonb('system').$type<ChatSystemEvent>(),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // A chat's latest messages and older pages walk this index (id is insertion order).
    index('chat_messages_chat_id_idx').on(t.chatId, t.id),
    index('chat_messages_unread_idx')
      .on(t.receiverId, t.chatId)
      .where(sql`${t.readAt} IS NULL`),
    check('chat_messages_length_check', sql`char_length(${t.message}) BETWEEN 1 AND 2000`),
    check('chat_messages_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
    check('chat_messages_kind_check', sql`${t.kind} IN ('user', 'system')`),
  ],
);

// ───────────────────────────── mail, contact, audit ─────────────────────────────

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * stored: kept, mail is not configured (the dev mailbox shows it); pending: to be sent
     * (again) at next_attempt_at; sent; failed: refused for good or out of attempts.
     */
    status: text('status').notNull().default('stored'),
    /**
     * Which template wrote it (mail.templates.ts). The operators' outbox shows the subject
     * and template only; templates that carry secrets have their subject masked too.
     */
    template: text('template').notNull().default('notice'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    sentAt: ts('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_to_idx').on(t.toEmail, t.createdAt),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('mail_outbox_status_check', sql`${t.status} IN ('stored', 'pending', 'sent', 'failed')`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Set when an operator first replied (the message is dealt with). */
    handledAt: ts('handled_at'),
    /** Set when an operator opened it; cleared by "mark unread". */
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** The operators' e-mailed replies to contact messages, each queued in mail_outbox. */
export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: serial('id').primaryKey(),
    messageId: belongsTo('message_id', () => contactMessages.id),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** "Ada Admin <ada@example.com>" at the time of the reply. */
    authorLabel: text('author_label'),
    body: text('body').notNull(),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_message_replies_message_idx').on(t.messageId, t.createdAt)],
);

/**
 * Every operator (admin) action, for the audit trail: written in the same transaction as
 * the action, never changed afterwards (migration 0006 adds a trigger that refuses UPDATE
 * and DELETE; only the actor's id may become NULL when that account is deleted, and the
 * actor's name and e-mail stay in `actor_label`).
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** "Ada Admin <ada@example.com>" at the time of the action. */
    actorLabel: text('actor_label'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id'),
    /** What the target was called at the time (a user's name and e-mail, a listing's name). */
    subjectLabel: text('subject_label'),
    /** The reason the operator gave. */
    note: text('note'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('operator_actions_created_idx').on(t.createdAt),
    index('operator_actions_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('operator_actions_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/** Marketplace-wide switches the operators set (maintenance mode), one row per key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

// ───────────────────────────── reports ─────────────────────────────

/**
 * Reports of a listing, a person or a chat message to the operators (decision 0026). One
 * per reporter and thing (the unique index answers a second one); `subject_id` is the
 * person the report is about, `target_label` what the thing was called when it was reported.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: belongsTo('reporter_id', () => users.id),
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    subjectId: integer('subject_id').references(() => users.id, { onDelete: 'set null' }),
    targetLabel: text('target_label').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').notNull().default('open'),
    outcome: text('outcome'),
    note: text('note'),
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: ts('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_once_idx').on(t.reporterId, t.kind, t.targetId),
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.kind, t.targetId, t.status),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    check('reports_kind_check', sql`${t.kind} IN ('listing', 'user', 'message')`),
    check(
      'reports_reason_check',
      sql`${t.reason} IN ('scam', 'unsafe', 'inappropriate', 'harassment', 'misleading', 'other')`,
    ),
    check('reports_status_check', sql`${t.status} IN ('open', 'resolved')`),
    check(
      'reports_outcome_check',
      sql`(${t.status} = 'open' AND ${t.outcome} IS NULL) OR (${t.status} = 'resolved' AND ${t.outcome} IN ('dismiss', 'warn', 'unpublish', 'suspend'))`,
    ),
    check('reports_details_length_check', sql`char_length(${t.details}) <= 2000`),
  ],
);

// ───────────────────────────── condition reports ─────────────────────────────

/**
 * The state of a rented item at hand-over and at return, as its renter or owner saw it: one
 * report per reservation, stage and author (posting again replaces it). `photos` holds the
 * stored pictures' URLs and sizes; the files are removed when the report is replaced.
 */
export const conditionReports = pgTable(
  'condition_reports',
  {
    id: serial('id').primaryKey(),
    reservationId: belongsTo('reservation_id', () => reservations.id),
    stage: text('stage').notNull(),
    authorId: belongsTo('author_id', () => users.id),
    works: boolean('works').notNull(),
    damaged: boolean('damaged').notNull(),
    missingParts: boolean('missing_parts').notNull(),
    dirty: boolean('dirty').notNull(),
    notes: text('notes').notNull().default(''),
    photos: jsonb('photos')
      .$type<{ url: string; thumb_url: string; width: number; height: number }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('condition_reports_once_idx').on(t.reservationId, t.stage, t.authorId),
    index('condition_reports_author_idx').on(t.authorId),
    check('condition_reports_stage_check', sql`${t.stage} IN ('handover', 'return')`),
    check('condition_reports_notes_length_check', sql`char_length(${t.notes}) <= 2000`),
  ],
);
