import { z } from 'zod';
import { fieldText } from './field-text';
import { CONDITIONS, FULFILMENT_METHODS, LISTING_STATUSES, RENT_FREQUENCIES } from './enums';
import {
  calendarDateSchema,
  chosenIdSchema,
  idSchema,
  pageSchema,
  perPageSchema,
  textSchema,
} from './input';
import { emptyToUndefined, listingDetailSchema, listingSummarySchema } from './listing';
import { isTimeZone } from './time';
import { groupDigits } from './format';
import { BOOKING_HORIZON_DAYS } from './rules';

/** Dollars with at most two decimals, as typed in a price field; the server stores cents. */
export const dollarsSchema = ({ min = 0, max = 1_000_000 } = {}) =>
  z.coerce
    .number({ message: /*i18n*/ 'Must be a number.' })
    .min(min, fieldText(/*i18n*/ { id: 'Must be at least {min}.', values: { min: min } }))
    .max(
      max,
      fieldText(/*i18n*/ { id: 'Must be at most {max}.', values: { max: groupDigits(max) } }),
    )
    .refine(
      (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
      /*i18n*/ 'Use at most two decimals.',
    );

export const toCents = (dollars: number) => Math.round(dollars * 100);

/** The Location shape of the address autocomplete: what a picked place fills in. */
export const locationSchema = z.object({
  formattedAddress: textSchema()
    .trim()
    .min(1, /*i18n*/ 'Choose an address from the list.')
    .max(300),
  latitude: z
    .number({ message: /*i18n*/ 'Choose an address from the list: it needs a map position.' })
    .min(-90)
    .max(90),
  longitude: z
    .number({ message: /*i18n*/ 'Choose an address from the list: it needs a map position.' })
    .min(-180)
    .max(180),
  placeId: textSchema().trim().min(1).max(300),
  city: textSchema().trim().max(120).nullable().optional(),
  state: textSchema().trim().max(60).nullable().optional(),
  country: textSchema().trim().max(60).nullable().optional(),
  postalCode: textSchema().trim().max(20).nullable().optional(),
});
export type Location = z.infer<typeof locationSchema>;

export const frequencyInputSchema = z.object({
  type: z.literal('rent').default('rent'),
  frequency: z.enum(RENT_FREQUENCIES, {
    message: /*i18n*/ 'Choose Hourly, Daily, Weekly or Monthly.',
  }),
  price: dollarsSchema({ min: 1, max: 100_000 }),
});

const optionalText = (max: number) =>
  z.preprocess(
    emptyToUndefined,
    textSchema()
      .trim()
      .max(
        max,
        fieldText(
          /*i18n*/ {
            id: 'Keep it under {max} characters.',
            values: { max: groupDigits(max) },
          },
        ),
      )
      .nullable()
      .optional(),
  );

/**
 * Every field the add-listing wizard saves. All optional: each step PATCHes its own
 * fields; POST /listing needs the basics (step 1).
 */
export const listingFieldsSchema = z.object({
  name: textSchema()
    .trim()
    .min(3, /*i18n*/ 'Give the listing a name of at least 3 characters.')
    .max(120, /*i18n*/ 'Keep the name under 120 characters.'),
  description: optionalText(5000),
  rental_type_id: chosenIdSchema('Choose a rental type.'),
  category_id: chosenIdSchema('Choose a category.'),
  condition: z.enum(CONDITIONS, { message: /*i18n*/ 'Choose a condition.' }).nullable().optional(),
  brand: optionalText(80),
  model: optionalText(80),
  attributes: z
    .array(
      z.object({
        key: textSchema().trim().min(1, /*i18n*/ 'Name the attribute.').max(60),
        value: textSchema().trim().min(1, /*i18n*/ 'Give it a value.').max(200),
      }),
    )
    .max(30, /*i18n*/ 'Use at most 30 attributes.')
    .optional(),
  included: optionalText(2000),
  quantity: z.coerce
    .number()
    .int(/*i18n*/ 'Use a whole number.')
    .min(1, /*i18n*/ 'At least 1.')
    .max(1000, /*i18n*/ 'At most 1,000.')
    .optional(),
  deposit: dollarsSchema({ max: 100_000 }).optional(),
  // Booking rules (decision 0030): lengths in the listing's shortest rent unit, preparation
  // and notice in hours (days are multiples of 24), the window in days (null: no limit).
  min_units: z.coerce
    .number()
    .int(/*i18n*/ 'Use a whole number.')
    .min(1, /*i18n*/ 'At least 1.')
    .max(1000, /*i18n*/ 'At most 1,000.')
    .optional(),
  max_units: z.coerce
    .number()
    .int(/*i18n*/ 'Use a whole number.')
    .min(1, /*i18n*/ 'At least 1.')
    .max(1000, /*i18n*/ 'At most 1,000.')
    .nullable()
    .optional(),
  preparation_hours: z.coerce
    .number()
    .int(/*i18n*/ 'Use a whole number.')
    .min(0, /*i18n*/ 'At least 0.')
    .max(24 * 30, /*i18n*/ 'At most 30 days.')
    .optional(),
  notice_hours: z.coerce
    .number()
    .int(/*i18n*/ 'Use a whole number.')
    .min(0, /*i18n*/ 'At least 0.')
    .max(24 * 60, /*i18n*/ 'At most 60 days.')
    .optional(),
  booking_window_days: z.coerce
    .number()
    .int(/*i18n*/ 'Use a whole number.')
    .min(1, /*i18n*/ 'At least 1.')
    .max(BOOKING_HORIZON_DAYS, /*i18n*/ 'At most 365 days.')
    .nullable()
    .optional(),
  instant_booking: z.boolean().optional(),
  location: locationSchema.optional(),
  fulfilment: z
    .array(z.enum(FULFILMENT_METHODS))
    .min(1, /*i18n*/ 'Choose at least one way to hand it over.')
    .max(3)
    .optional(),
  delivery_radius_km: z.coerce.number().min(1).max(500).nullable().optional(),
  shipping_option_ids: z.array(idSchema).max(10).optional(),
  pickup_notes: optionalText(2000),
  return_notes: optionalText(2000),
  house_rules: optionalText(2000),
  frequencies: z
    .array(frequencyInputSchema)
    .max(4)
    .refine(
      (list) => new Set(list.map((f) => f.frequency)).size === list.length,
      'Each frequency can appear once.',
    )
    .optional(),
  sale_price: dollarsSchema({ min: 1, max: 1_000_000 }).nullable().optional(),
  policy_id: chosenIdSchema('Choose a cancellation policy.').optional(),
  accept_terms: z
    .literal(true, { message: /*i18n*/ 'Please accept the listing terms.' })
    .optional(),
  timezone: textSchema()
    .trim()
    .max(64)
    .refine(isTimeZone, /*i18n*/ 'Choose a time zone from the list.')
    .optional(),
});

export const listingCreateSchema = listingFieldsSchema
  .partial()
  .required({ name: true, rental_type_id: true, category_id: true });
export const listingUpdateSchema = listingFieldsSchema.partial();
export type ListingCreateInput = z.input<typeof listingCreateSchema>;
export type ListingUpdateInput = z.input<typeof listingUpdateSchema>;

export const listingResponseSchema = z.object({
  listing: listingDetailSchema,
  message: z.string().optional(),
});

export const personalListQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(LISTING_STATUSES).optional()),
  search: z.preprocess(emptyToUndefined, textSchema().trim().max(200).optional()),
  page: pageSchema,
  per_page: perPageSchema(100, 12),
});

export const personalListSchema = z.object({
  items: z.array(listingSummarySchema),
  total: z.number().int(),
  counts: z.object({
    Draft: z.number().int(),
    Published: z.number().int(),
    Inactive: z.number().int(),
  }),
});

export const blockDateInputSchema = z
  .object({
    start_date: calendarDateSchema,
    end_date: calendarDateSchema,
    reason: optionalText(200),
  })
  .refine((v) => v.end_date >= v.start_date, {
    path: ['end_date'],
    message: /*i18n*/ 'The end date must be on or after the start date.',
  });

export const imageOrderSchema = z.object({
  image_ids: z.array(idSchema).min(1, /*i18n*/ 'Send the photos in their new order.').max(12),
});

export const sellerApplicationSchema = z.object({
  legal_name: textSchema().trim().min(2, /*i18n*/ 'Please enter your legal name.').max(120),
  business_name: optionalText(120),
  phone: z
    .string()
    .trim()
    .regex(/^[+\d][\d\s().-]{6,}$/, /*i18n*/ 'Please enter a valid phone number.')
    .max(30),
  address_line: textSchema().trim().min(3, /*i18n*/ 'Please enter your street address.').max(200),
  city: textSchema().trim().min(2, /*i18n*/ 'Please enter your city.').max(120),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, /*i18n*/ 'Use the two-letter state code, e.g. CA.')
    .transform((v) => v.toUpperCase()),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, /*i18n*/ 'Use a 5-digit ZIP code.'),
  date_of_birth: calendarDateSchema.refine((v) => {
    const born = new Date(`${v}T00:00:00Z`);
    const adult = new Date();
    adult.setUTCFullYear(adult.getUTCFullYear() - 18);
    return born <= adult;
  }, /*i18n*/ 'Owners must be at least 18 years old.'),
  bio: optionalText(1000),
});
export type SellerApplicationInput = z.input<typeof sellerApplicationSchema>;
export type SellerApplicationData = z.infer<typeof sellerApplicationSchema>;

export const sellerApplicationViewSchema = z.object({
  id: z.number().int(),
  legal_name: z.string(),
  business_name: z.string().nullable(),
  phone: z.string(),
  address_line: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  date_of_birth: z.string(),
  bio: z.string().nullable(),
  status: z.enum(['Pending', 'Approved', 'Rejected']),
  decision_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

/** ABA routing numbers carry a checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 mod 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = value.split('').map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

export const sandboxPayoutSchema = z.object({
  account_holder: textSchema().trim().min(2, /*i18n*/ 'Enter the name on the account.').max(120),
  routing_number: z
    .string()
    .trim()
    .refine(
      isValidRoutingNumber,
      /*i18n*/ 'Enter a valid 9-digit routing number (try 110000000 in the sandbox).',
    ),
  account_number: z
    .string()
    .trim()
    .regex(/^\d{4,17}$/, /*i18n*/ 'Enter an account number of 4 to 17 digits.'),
});
/** Parsed (coerced) wizard fields, as the server receives them. */
export type ListingUpdateData = z.infer<typeof listingUpdateSchema>;
export type ListingCreateData = z.infer<typeof listingCreateSchema>;
