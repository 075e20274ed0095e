import { z } from 'zod';
import {
  idSchema,
  optionalCalendarDateSchema,
  pageSchema,
  perPageSchema,
  textSchema,
} from './input';

/**
 * The operator console's requests and answers (decision 0009): every list is paged and
 * sorted on the server, and its query is what the page keeps in its URL.
 */

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
export const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values).optional());
export const searchText = z.preprocess(
  blankToUndefined,
  textSchema().trim().max(200, /*i18n*/ 'Keep the search under 200 characters.').optional(),
);
const yesNo = optionalEnum(['yes', 'no'] as const);

export const OPERATOR_PER_PAGE = 25;

/** The reason an operator gives: required, e-mailed to the person it concerns. */
export const operatorReasonSchema = z.object({
  reason: textSchema({ message: /*i18n*/ 'Give a reason.' })
    .trim()
    .min(3, /*i18n*/ 'Give a reason of at least 3 characters.')
    .max(1000, /*i18n*/ 'Keep the reason under 1,000 characters.'),
});
export type OperatorReason = z.infer<typeof operatorReasonSchema>;

/** A reason that may be left out (restoring). */
export const optionalOperatorReasonSchema = z
  .object({
    reason: z.preprocess(
      blankToUndefined,
      textSchema().trim().max(1000, /*i18n*/ 'Keep the reason under 1,000 characters.').optional(),
    ),
  })
  .nullish();

// ── audit log ──

export const AUDIT_SUBJECT_TYPES = [
  'user',
  'listing',
  'reservation',
  'seller_application',
  'setting',
  'contact_message',
  'mail',
  'review',
  'blog_post',
  'faq',
  'category',
  'rental_type',
  'policy',
  'terms',
  'shipping_option',
  'report',
] as const;

export const auditLogQuerySchema = z.object({
  q: searchText,
  action: z.preprocess(blankToUndefined, textSchema().trim().max(100).optional()),
  subject_type: optionalEnum(AUDIT_SUBJECT_TYPES),
  subject_id: z.preprocess(blankToUndefined, idSchema.optional()),
  actor_id: z.preprocess(blankToUndefined, idSchema.optional()),
  from: optionalCalendarDateSchema,
  to: optionalCalendarDateSchema,
  page: pageSchema,
  per_page: perPageSchema(100, OPERATOR_PER_PAGE),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  actor_id: z.number().nullable(),
  actor: z.string().nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.number().nullable(),
  subject: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const pagedSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), per_page: z.number() });

// ── users ──

export const OPERATOR_USER_SORTS = ['newest', 'oldest', 'name', 'email'] as const;

export const operatorUsersQuerySchema = z.object({
  q: searchText,
  role: optionalEnum(['customer', 'seller', 'admin'] as const),
  seller_status: optionalEnum(['Pending', 'Approved', 'Rejected', 'none'] as const),
  verified: yesNo,
  suspended: yesNo,
  sort: optionalEnum(OPERATOR_USER_SORTS),
  page: pageSchema,
  per_page: perPageSchema(100, OPERATOR_PER_PAGE),
});
export type OperatorUsersQuery = z.infer<typeof operatorUsersQuerySchema>;

export const operatorUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  seller_status: z.string().nullable(),
  verified: z.boolean(),
  suspended_at: z.string().nullable(),
  /** Set when the person deleted the account: its name and e-mail are placeholders. */
  deleted_at: z.string().nullable().optional(),
  created_at: z.string(),
});
export type OperatorUser = z.infer<typeof operatorUserSchema>;

/** What suspending a user will do, for the confirm dialog (and what it did, afterwards). */
export const suspensionImpactSchema = z.object({
  /** Reservations cancelled through the machine with a full refund: as renter and as owner. */
  reservations_to_cancel: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      status: z.string(),
      role: z.enum(['renter', 'owner']),
      total_cents: z.number(),
      paid: z.boolean(),
    }),
  ),
  refund_cents: z.number(),
  /** Reservations already under way (shipped, ongoing, returned): left for the operators. */
  reservations_in_progress: z.number(),
  listings_to_hide: z.number(),
  sessions: z.number(),
});
export type SuspensionImpact = z.infer<typeof suspensionImpactSchema>;

export const operatorUserDetailSchema = z.object({
  user: operatorUserSchema.extend({
    phone: z.string().nullable(),
    city: z.string().nullable(),
    business_name: z.string().nullable(),
    two_fa_enabled: z.boolean(),
  }),
  listings: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      status: z.string(),
      operator_hold: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  reservations: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      status: z.string(),
      role: z.enum(['renter', 'owner']),
      listing_name: z.string(),
      start_at: z.string(),
      total_cents: z.number(),
      refunded_cents: z.number(),
      created_at: z.string(),
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.number(),
      rating: z.number(),
      comment: z.string().nullable(),
      direction: z.enum(['written', 'received']),
      listing_name: z.string(),
      created_at: z.string(),
    }),
  ),
  impact: suspensionImpactSchema,
  audit: z.array(auditEntrySchema),
});
export type OperatorUserDetail = z.infer<typeof operatorUserDetailSchema>;

// ── listings ──

export const OPERATOR_LISTING_SORTS = ['newest', 'oldest', 'name'] as const;

export const operatorListingsQuerySchema = z.object({
  q: searchText,
  status: optionalEnum(['Draft', 'Published', 'Inactive'] as const),
  hold: optionalEnum(['unpublished', 'owner_suspended', 'any', 'none'] as const),
  owner_id: z.preprocess(blankToUndefined, idSchema.optional()),
  sort: optionalEnum(OPERATOR_LISTING_SORTS),
  page: pageSchema,
  per_page: perPageSchema(100, OPERATOR_PER_PAGE),
});
export type OperatorListingsQuery = z.infer<typeof operatorListingsQuerySchema>;

export const operatorListingSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  operator_hold: z.string().nullable(),
  operator_hold_reason: z.string().nullable(),
  city: z.string().nullable(),
  owner: z.object({
    id: z.number(),
    full_name: z.string(),
    email: z.string(),
    suspended: z.boolean(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OperatorListing = z.infer<typeof operatorListingSchema>;

export const bulkUnpublishSchema = operatorReasonSchema.extend({
  ids: z
    .array(idSchema, { message: /*i18n*/ 'Choose listings.' })
    .min(1, /*i18n*/ 'Choose at least one listing.')
    .max(100, /*i18n*/ 'Choose at most 100 listings at once.'),
});
export type BulkUnpublish = z.infer<typeof bulkUnpublishSchema>;

// ── maintenance ──

export const maintenanceStateSchema = z.object({
  /** What the public API does now. */
  active: z.boolean(),
  /** Set by MAINTENANCE_MODE=true: the switch cannot turn it off. */
  forced_by_env: z.boolean(),
  /** The Retry-After, in seconds, the API's 503 carries while maintenance is on. */
  retry_after_seconds: z.number().int(),
  /** The operators' switch, kept in the database. */
  switch_on: z.boolean(),
  message: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type MaintenanceState = z.infer<typeof maintenanceStateSchema>;

export const maintenanceUpdateSchema = z.object({
  on: z.boolean({ message: /*i18n*/ 'Say whether maintenance is on.' }),
  message: z.preprocess(
    blankToUndefined,
    textSchema().trim().max(300, /*i18n*/ 'Keep the message under 300 characters.').optional(),
  ),
});
export type MaintenanceUpdate = z.infer<typeof maintenanceUpdateSchema>;

/** The body of the 503 every public API route answers during maintenance. */
export const MAINTENANCE_ERROR_CODE = 'maintenance';

// ───────────────────────────── responses ─────────────────────────────

export const auditLogPageSchema = pagedSchema(auditEntrySchema);
export const operatorUsersPageSchema = pagedSchema(operatorUserSchema);
export const operatorListingsPageSchema = pagedSchema(operatorListingSchema);

/** POST /admin/users/{id}/suspend: the user now, what was cancelled and refunded, and how many listings left search. */
export const suspendUserResponseSchema = z.object({
  user: operatorUserSchema,
  cancelled_reservations: z.array(
    z.object({ id: z.number(), code: z.string(), refunded_cents: z.number() }),
  ),
  listings_hidden: z.number(),
  message: z.string(),
});
export type SuspendUserResponse = z.infer<typeof suspendUserResponseSchema>;

/** POST /admin/users/{id}/restore. */
export const restoreUserResponseSchema = z.object({
  user: operatorUserSchema,
  listings_restored: z.number(),
  message: z.string(),
});
export type RestoreUserResponse = z.infer<typeof restoreUserResponseSchema>;

/** POST /admin/listings/{id}/unpublish. */
export const unpublishListingResponseSchema = z.object({ id: z.number(), message: z.string() });
/** POST /admin/listings/{id}/restore. */
export const restoreListingResponseSchema = z.object({
  id: z.number(),
  status: z.string(),
  message: z.string(),
});
/** POST /admin/listings/unpublish (several). */
export const bulkUnpublishResponseSchema = z.object({
  unpublished: z.array(z.number()),
  skipped: z.array(z.number()),
  message: z.string(),
});
export type BulkUnpublishResponse = z.infer<typeof bulkUnpublishResponseSchema>;
