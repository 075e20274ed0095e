import { z } from 'zod';
import { RESERVATION_STATUSES } from '../enums';
import { optionalCalendarDateSchema, optionalIdSchema, pageSchema, perPageSchema } from '../input';
import {
  auditEntrySchema,
  OPERATOR_PER_PAGE,
  operatorReasonSchema,
  optionalEnum,
  pagedSchema,
  searchText,
} from '../operator';
import { lineItemSchema, reservationEventSchema } from '../rental';
import { ledgerEntrySchema } from './reservations';

/**
 * The operator console's reservations (decision 0009): every reservation, found by
 * id, code, renter, owner or listing, its timeline and ledger, and the operator's
 * cancellation with a full refund through the reservation machine (`cancel-by-admin`).
 */

export const OPERATOR_RESERVATION_SORTS = [
  'newest',
  'oldest',
  'start',
  'start_desc',
  'total',
] as const;

/** GET /api/admin/reservations: `from`/`to` keep reservations whose period overlaps them. */
export const operatorReservationsQuerySchema = z
  .object({
    q: searchText,
    status: optionalEnum(RESERVATION_STATUSES),
    from: optionalCalendarDateSchema,
    to: optionalCalendarDateSchema,
    /** The renter or the owner. */
    user_id: optionalIdSchema,
    listing_id: optionalIdSchema,
    sort: optionalEnum(OPERATOR_RESERVATION_SORTS),
    page: pageSchema,
    per_page: perPageSchema(100, OPERATOR_PER_PAGE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: /*i18n*/ 'The end of the range is before its start.',
  });
export type OperatorReservationsQuery = z.infer<typeof operatorReservationsQuerySchema>;

const partySchema = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  suspended: z.boolean(),
});

export const operatorReservationSchema = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  type: z.enum(['rent', 'sale']),
  listing: z.object({ id: z.number(), name: z.string() }),
  renter: partySchema,
  owner: partySchema,
  start_at: z.string(),
  end_at: z.string(),
  /** The listing's time zone: its days start at local midnight. */
  timezone: z.string(),
  total_cents: z.number(),
  refunded_cents: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OperatorReservation = z.infer<typeof operatorReservationSchema>;

export const operatorReservationsPageSchema = pagedSchema(operatorReservationSchema);

/** A ledger entry as the operators see it: with the payment provider's reference. */
export const operatorLedgerEntrySchema = ledgerEntrySchema.extend({
  provider: z.string(),
  provider_ref: z.string().nullable(),
});

/** What the operator's cancellation would do now, for the confirm dialog. */
export const operatorCancelPreviewSchema = z.object({
  /** Whether the reservation machine lets an operator cancel it in its state. */
  allowed: z.boolean(),
  /** Why not, when it does not. */
  refused_reason: z.string().nullable(),
  /** What the renter gets back: everything charged and not yet refunded. */
  refund_cents: z.number(),
  explanation: z.string(),
});
export type OperatorCancelPreview = z.infer<typeof operatorCancelPreviewSchema>;

/** 200 of GET /api/admin/reservations/:id. */
export const operatorReservationDetailSchema = z.object({
  reservation: operatorReservationSchema.extend({
    frequency: z.string(),
    units: z.number(),
    quantity: z.number(),
    fulfilment: z.string(),
    tracking_number: z.string().nullable(),
    policy: z.string(),
    renter_note: z.string().nullable(),
    cancelled_by: z.string().nullable(),
    cancel_reason: z.string().nullable(),
    expires_at: z.string().nullable(),
    approved_at: z.string().nullable(),
    paid_at: z.string().nullable(),
    completed_at: z.string().nullable(),
  }),
  line_items: z.array(lineItemSchema),
  money: z.object({
    total_cents: z.number(),
    commission_cents: z.number(),
    payout_cents: z.number(),
    refunded_cents: z.number(),
  }),
  events: z.array(reservationEventSchema),
  ledger: z.array(operatorLedgerEntrySchema),
  totals: z.object({
    charged_cents: z.number(),
    refunded_cents: z.number(),
    transferred_cents: z.number(),
  }),
  cancel: operatorCancelPreviewSchema,
  audit: z.array(auditEntrySchema),
});
export type OperatorReservationDetail = z.infer<typeof operatorReservationDetailSchema>;

/**
 * POST /api/admin/reservations/:id/cancel. `expected_status` is the state the operator saw:
 * if the reservation moved on meanwhile (approved, paid, cancelled by a party) the request
 * is refused, so what happens is what the dialog said.
 */
export const operatorCancelReservationSchema = operatorReasonSchema.extend({
  expected_status: z.enum(RESERVATION_STATUSES, {
    message: /*i18n*/ 'Say which state you saw the reservation in.',
  }),
});
export type OperatorCancelReservation = z.infer<typeof operatorCancelReservationSchema>;

/** 200 of POST /api/admin/reservations/:id/cancel. */
export const operatorCancelReservationResponseSchema = z.object({
  id: z.number(),
  status: z.enum(RESERVATION_STATUSES),
  refunded_cents: z.number(),
  message: z.string(),
});
export type OperatorCancelReservationResponse = z.infer<
  typeof operatorCancelReservationResponseSchema
>;
