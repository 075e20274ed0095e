import { z } from 'zod';
import { fieldText } from './field-text';
import { FREQUENCIES, FREQUENCY_TYPES, LISTING_STATUSES } from './enums';
import { MAX_PAGE, optionalCalendarDateSchema, optionalIdSchema, textSchema } from './input';
import { groupDigits } from './format';

/** 0/1 flags, as the API contract writes them (`is_cover`: 1 marks the cover). */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);

export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

export const listingImageSchema = z.object({
  id: z.number().int(),
  file_path: z.string(),
  is_cover: flagSchema,
  position: z.number().int(),
});
export type ListingImage = z.infer<typeof listingImageSchema>;

/**
 * A price entry. `price` is in dollars (the field clients display); `price_cents` is the
 * authoritative integer amount the server computes with.
 */
export const listingFrequencySchema = z.object({
  id: z.number().int(),
  type: z.enum(FREQUENCY_TYPES),
  frequency: z.enum(FREQUENCIES),
  price: z.number(),
  price_cents: z.number().int(),
});
export type ListingFrequency = z.infer<typeof listingFrequencySchema>;

export const listingAddressSchema = z.object({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  formatted_address: z.string().nullable(),
  place_id: z.string().nullable(),
  postal_code: z.string().nullable(),
});

export const listingOwnerSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  firstName: z.string(),
  profilePicture: z.string(),
  businessName: z.string().nullable(),
});

/** What a listing card and a search result need. */
export const listingSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_address: z.string().nullable(),
  address: listingAddressSchema,
  images: z.array(listingImageSchema),
  frequencies: z.array(listingFrequencySchema),
  rental_type: namedRefSchema.nullable(),
  category: namedRefSchema.nullable(),
  is_published: flagSchema,
  status: z.enum(LISTING_STATUSES),
  owner_id: z.number().int(),
  /** Kilometres from the searched point, when the search had one. */
  distance_km: z.number().nullable().optional(),
  rating: z.number().nullable(),
  review_count: z.number().int(),
  /** Requests that pass the listing's rules are approved at once. */
  instant_booking: z.boolean(),
  created_at: z.string(),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

export const blockedDateSchema = z.object({
  id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string().nullable(),
  /**
   * The id of the imported calendar the block came from (decision 0028); null for the
   * owner's own. The calendar's name is the owner's: GET /api/listing/:id/calendar-feeds.
   */
  feed_id: z.number().int().nullable(),
});

export const listingDetailSchema = listingSummarySchema.extend({
  description: z.string().nullable(),
  condition: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  attributes: z.array(z.object({ key: z.string(), value: z.string() })),
  included: z.string().nullable(),
  quantity: z.number().int(),
  deposit_cents: z.number().int(),
  min_units: z.number().int(),
  max_units: z.number().int().nullable(),
  preparation_hours: z.number().int(),
  notice_hours: z.number().int(),
  booking_window_days: z.number().int().nullable(),
  fulfilment: z.array(z.string()),
  delivery_radius_km: z.number().nullable(),
  shipping_options: z.array(
    z.object({ id: z.number().int(), name: z.string(), price_cents: z.number().int() }),
  ),
  pickup_notes: z.string().nullable(),
  return_notes: z.string().nullable(),
  house_rules: z.string().nullable(),
  timezone: z.string(),
  /** The owner accepted the listing terms (the wizard's policies step). */
  terms_accepted: z.boolean(),
  policy: z.object({ id: z.number().int(), name: z.string(), description: z.string() }).nullable(),
  blocked_dates: z.array(blockedDateSchema),
  owner: listingOwnerSchema,
  updated_at: z.string(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

/** Turns '' and null into undefined so empty filters are ignored rather than rejected. */
export const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || value === 'null' || value === 'undefined' ? undefined : value;

const optionalInt = (min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).optional());

import { MAX_PER_PAGE } from './pagination';

const optionalNumber = (min: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: /*i18n*/ 'Must be a number.' })
      .min(min, fieldText(/*i18n*/ { id: 'Must be at least {min}.', values: { min: min } }))
      .max(max, fieldText(/*i18n*/ { id: 'Must be at most {max}.', values: { max: max } }))
      .optional(),
  );

export const SORT_FIELDS = ['price', 'newest', 'distance', 'rating', 'relevance'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const DEFAULT_RADIUS_KM = 50;

/**
 * GET /listings: the public search filter, with the web's discovery filters. Empty or null values
 * are ignored. `coordinates[lat]`/`coordinates[lng]` (the nested form API clients may send) and
 * `lat`/`lng` are both accepted.
 */
export const listingSearchQuerySchema = z
  .object({
    // Pages below 1 read as page 1; the top is bounded so the offset stays small.
    page: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: /*i18n*/ 'Must be a number.' })
        .int(/*i18n*/ 'Must be a whole number.')
        .max(
          MAX_PAGE,
          fieldText(
            /*i18n*/ { id: 'Must be at most {max}.', values: { max: groupDigits(MAX_PAGE) } },
          ),
        )
        .optional(),
    ),
    per_page: optionalInt(1, MAX_PER_PAGE),
    search: z.preprocess(emptyToUndefined, textSchema().trim().max(200).optional()),
    keyword: z.preprocess(emptyToUndefined, textSchema().trim().max(200).optional()),
    rental_type: optionalIdSchema,
    category: optionalIdSchema,
    location: z.preprocess(emptyToUndefined, textSchema().trim().max(200).optional()),
    lat: optionalNumber(-90, 90),
    lng: optionalNumber(-180, 180),
    'coordinates[lat]': optionalNumber(-90, 90),
    'coordinates[lng]': optionalNumber(-180, 180),
    radius: optionalNumber(1, 500),
    start_date: optionalCalendarDateSchema,
    end_date: optionalCalendarDateSchema,
    min_price: optionalNumber(0, 1_000_000),
    max_price: optionalNumber(0, 1_000_000),
    sale: z.preprocess(emptyToUndefined, z.enum(['1', '0', 'true', 'false']).optional()),
    /** Only listings that approve requests at once. */
    instant_booking: z.preprocess(emptyToUndefined, z.enum(['1', '0', 'true', 'false']).optional()),
    owner_id: optionalIdSchema,
    sortBy: z.preprocess(
      emptyToUndefined,
      z
        .enum(SORT_FIELDS, {
          message: fieldText(
            /*i18n*/ {
              id: 'Sort by one of: {fields}.',
              values: { fields: SORT_FIELDS.join(', ') },
            },
          ),
        })
        .optional(),
    ),
    sortOrder: z.preprocess(
      emptyToUndefined,
      z.enum(['asc', 'desc'], { message: /*i18n*/ 'Sort order is asc or desc.' }).default('asc'),
    ),
    is_published: z.preprocess(
      emptyToUndefined,
      z.union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')]).optional(),
    ),
  })
  .superRefine((q, ctx) => {
    const lat = q.lat ?? q['coordinates[lat]'];
    const lng = q.lng ?? q['coordinates[lng]'];
    if ((lat === undefined) !== (lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [lat === undefined ? 'lat' : 'lng'],
        message: /*i18n*/ 'Send both latitude and longitude.',
      });
    }
    if ((q.start_date === undefined) !== (q.end_date === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [q.start_date === undefined ? 'start_date' : 'end_date'],
        message: /*i18n*/ 'Choose both dates.',
      });
    }
    if (q.start_date && q.end_date && q.end_date < q.start_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: /*i18n*/ 'The end date must be on or after the start date.',
      });
    }
    if (q.min_price !== undefined && q.max_price !== undefined && q.max_price < q.min_price) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_price'],
        message: /*i18n*/ 'The maximum price must be at least the minimum.',
      });
    }
    if (q.sortBy === 'distance' && lat === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['sortBy'],
        message: /*i18n*/ 'Sorting by distance needs a location.',
      });
    }
  });
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;

export const listingSearchResultSchema = z.object({
  items: z.array(listingSummarySchema),
  /** Exact, or a lower bound when total_is_lower_bound (searches count up to 1,000 matches). */
  total: z.number().int(),
  /** True when there are more matches than `total` ("1,000+"). */
  total_is_lower_bound: z.boolean(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ListingSearchResult = z.infer<typeof listingSearchResultSchema>;
