import { z } from 'zod';
import { CLAIM_ACTIONS, depositViewSchema, reservationClaimSchema } from './claims';
import { fieldText } from './field-text';
import { FULFILMENT_METHODS, RESERVATION_STATUSES } from './enums';
import {
  idSchema,
  isBoundedInstant,
  MAX_INT32,
  optionalCalendarDateSchema,
  optionalIdSchema,
  pageSchema,
  perPageSchema,
  textSchema,
} from './input';

const positiveInt = (max: number) =>
  z.coerce
    .number({ message: /*i18n*/ 'Must be a number.' })
    .int(/*i18n*/ 'Must be a whole number.')
    .min(1, /*i18n*/ 'Must be at least 1.')
    .max(max, fieldText(/*i18n*/ { id: 'Must be at most {max}.', values: { max: max } }));

const instant = z
  .string({ message: /*i18n*/ 'Choose a start date.' })
  .trim()
  .refine(isBoundedInstant, /*i18n*/ 'Choose a valid start date and time.');

/** What a renter picks in the quote box: the same fields for a quote, a cart item or a request. */
export const rentalSelectionSchema = z.object({
  frequency: z.enum(['Hourly', 'Daily', 'Weekly', 'Monthly', 'Once'], {
    message: /*i18n*/ 'Choose how you rent it.',
  }),
  start_at: instant,
  units: positiveInt(1000).default(1),
  quantity: positiveInt(100).default(1),
  fulfilment: z
    .enum(FULFILMENT_METHODS, { message: /*i18n*/ 'Choose pickup, delivery or shipping.' })
    .default('pickup'),
  shipping_option_id: optionalIdSchema,
});
export type RentalSelection = z.infer<typeof rentalSelectionSchema>;
export type RentalSelectionInput = z.input<typeof rentalSelectionSchema>;

export const lineItemSchema = z.object({
  code: z.string(),
  label: z.string(),
  amount_cents: z.number().int(),
});

/** What was chosen, as a quote and a reservation both say it. */
const rentalTermsShape = {
  type: z.enum(['rent', 'sale']),
  frequency: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  units: z.number().int(),
  quantity: z.number().int(),
  fulfilment: z.string(),
};

export const quoteViewSchema = z.object({
  listing_id: z.number().int(),
  ...rentalTermsShape,
  shipping_option_id: z.number().int().nullable(),
  unit_price_cents: z.number().int(),
  subtotal_cents: z.number().int(),
  service_fee_cents: z.number().int(),
  shipping_cents: z.number().int(),
  deposit_cents: z.number().int(),
  total_cents: z.number().int(),
  line_items: z.array(lineItemSchema),
  available: z.boolean(),
  unavailable_reason: z.string().nullable(),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

export const addToCartSchema = rentalSelectionSchema.extend({ listing_id: idSchema });

const listingRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string().nullable(),
  short_address: z.string().nullable(),
  /** The listing's time zone, for showing rental times where the item is. */
  timezone: z.string(),
  owner: z.object({ id: z.number().int(), fullName: z.string(), profilePicture: z.string() }),
});

export const cartItemSchema = quoteViewSchema.extend({
  id: z.number().int(),
  listing: listingRefSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  cartId: z.number().int(),
  cartItems: z.array(cartItemSchema),
  cartItemsCount: z.number().int(),
});

export const requestReservationSchema = z.union([
  z.object({ cart_id: idSchema, note: textSchema().trim().max(1000).optional() }),
  rentalSelectionSchema.extend({
    listing_id: idSchema,
    note: textSchema().trim().max(1000).optional(),
  }),
]);

export const reservationEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor_role: z.string(),
  actor_name: z.string().nullable(),
  from_status: z.string().nullable(),
  to_status: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
});

export const reservationViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  ...rentalTermsShape,
  shipping_option: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  tracking_number: z.string().nullable(),
  unit_price_cents: z.number().int(),
  subtotal_cents: z.number().int(),
  service_fee_cents: z.number().int(),
  commission_cents: z.number().int(),
  shipping_cents: z.number().int(),
  deposit_cents: z.number().int(),
  total_cents: z.number().int(),
  payout_cents: z.number().int(),
  /**
   * What the owner keeps of the deposit once their claim ended accepted, lapsed or decided
   * (paid to them in full, no commission); 0 before, without a claim, and for the renter.
   */
  deposit_kept_cents: z.number().int(),
  refunded_cents: z.number().int(),
  policy: z.string(),
  renter_note: z.string().nullable(),
  cancelled_by: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  listing: listingRefSchema,
  renter: z.object({ id: z.number().int(), fullName: z.string(), profilePicture: z.string() }),
  /** The viewer's side of this reservation. */
  viewer_role: z.enum(['renter', 'owner']),
  /**
   * Actions the viewer may take (from the state machine). One that must wait for its day
   * carries `available_from`; the server refuses it before then.
   */
  actions: z.array(
    z.object({
      action: z.string(),
      label: z.string(),
      to: z.string(),
      available_from: z.string().nullable(),
    }),
  ),
  line_items: z.array(lineItemSchema),
  events: z.array(reservationEventSchema).optional(),
  /** The viewer already reviewed this rental. */
  reviewed_by_me: z.boolean(),
  /** The deposit, its hold or charge and where it stands (decision 0027); null without one. */
  deposit: depositViewSchema.nullable(),
  /** The owner's damage claim on the deposit, if any. */
  claim: reservationClaimSchema.nullable(),
  /** The claim actions the viewer may take now (the server refuses any other). */
  claim_actions: z.array(z.enum(CLAIM_ACTIONS)),
  /** What cancelling now would refund, for the confirm dialog. */
  cancel_refund: z
    .object({
      total_cents: z.number().int(),
      subtotal_percent: z.number(),
      explanation: z.string(),
    })
    .nullable()
    .optional(),
});
export type ReservationView = z.infer<typeof reservationViewSchema>;

export const reservationListQuerySchema = z.object({
  list: textSchema().max(40).optional(),
  role: z.enum(['renter', 'owner']).optional(),
  from: optionalCalendarDateSchema,
  to: optionalCalendarDateSchema,
  page: pageSchema,
  per_page: perPageSchema(100, 10),
});

export const cardSchema = z.object({
  number: z
    .string({ message: /*i18n*/ 'Enter the card number.' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, /*i18n*/ 'Enter the card number.')),
  exp_month: z.coerce
    .number({ message: /*i18n*/ 'Enter the expiry month.' })
    .int()
    .min(1, /*i18n*/ 'Enter a month from 1 to 12.')
    .max(12, /*i18n*/ 'Enter a month from 1 to 12.'),
  exp_year: z.coerce
    .number({ message: /*i18n*/ 'Enter the expiry year.' })
    .int()
    .min(2000)
    .max(2100),
  cvc: z
    .string({ message: /*i18n*/ 'Enter the security code.' })
    .trim()
    .regex(/^\d{3,4}$/, /*i18n*/ 'Enter the 3 or 4 digit security code.'),
  name: textSchema().trim().min(2, /*i18n*/ 'Enter the name on the card.').max(120),
});

export const checkoutSchema = z.union([
  z.object({ card: cardSchema }),
  z.object({ payment_method_id: textSchema().min(3).max(200) }),
]);

/** POST /reservation/{id}/checkout-items/confirm: after the card holder's bank confirmed (3-D Secure). */
export const confirmCheckoutSchema = z.object({
  payment_intent_id: textSchema({ message: /*i18n*/ 'Missing payment reference.' })
    .trim()
    .min(3, /*i18n*/ 'Missing payment reference.')
    .max(200),
});

/**
 * Added to the checkout's answer (202) when the card's bank asks the card holder to
 * confirm: the browser finishes with Stripe.js `handleNextAction(client_secret)` (or the
 * sandbox's confirm step), then calls …/checkout-items/confirm. Null when paid (200).
 */
export const paymentActionSchema = z.object({
  type: z.literal('requires_action'),
  provider: z.enum(['sandbox', 'stripe']),
  payment_intent_id: z.string(),
  client_secret: z.string(),
});
export type PaymentAction = z.infer<typeof paymentActionSchema>;

export const rentPeriodActionSchema = z.object({
  action: z.enum(['start', 'return'], { message: /*i18n*/ 'Action is start or return.' }),
});
export const shipSchema = z
  .object({ tracking_number: textSchema().trim().max(100).optional().nullable() })
  .nullish();
export const noteSchema = z
  .object({ reason: textSchema().trim().max(1000).optional().nullable() })
  .nullish();

/**
 * `{key}` of GET /reservation/{key}: a list key or role, or a reservation id (which must
 * fit the id column).
 */
export const reservationKeySchema = textSchema()
  .min(1)
  .max(40)
  .refine(
    (key) => !/^\d+$/.test(key) || (Number(key) >= 1 && Number(key) <= MAX_INT32),
    'That reservation does not exist.',
  );
