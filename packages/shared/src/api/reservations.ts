import { z } from 'zod';
import { optionalCalendarDateSchema } from '../input';
import {
  lineItemSchema,
  paymentActionSchema,
  quoteViewSchema,
  reservationKeySchema,
  reservationViewSchema,
} from '../rental';

/**
 * Contracts of apps/server/src/modules/reservations; the request bodies and the
 * reservation itself (reservationViewSchema) live in ../rental.ts.
 */

/** 200 of POST /api/listing/:id/quote. */
export const quoteResponseSchema = z.object({ quote: quoteViewSchema });
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

export const bookedQuerySchema = z.object({
  from: optionalCalendarDateSchema,
  to: optionalCalendarDateSchema,
});

/** A period in which some units of a listing are held. */
export const bookedPeriodSchema = z.object({
  start_at: z.string(),
  end_at: z.string(),
  quantity: z.number().int(),
});
export type BookedPeriod = z.infer<typeof bookedPeriodSchema>;

/** 200 of GET /api/listing/:id/booked. */
export const bookedResponseSchema = z.object({ booked: z.array(bookedPeriodSchema) });
export type BookedResponse = z.infer<typeof bookedResponseSchema>;

/** 201 of POST /api/reservation/request-reservation: one reservation per listing. */
export const requestReservationResponseSchema = z.object({
  reservations: z.array(reservationViewSchema),
  message: z.string(),
});
export type RequestReservationResponse = z.infer<typeof requestReservationResponseSchema>;

/** 200 of GET /api/reservation/statistics: what waits for the user, each reservation once. */
export const reservationStatisticsSchema = z.object({
  /** Bookings in an owner's attention status (OWNER_ATTENTION_STATUSES). */
  bookingOngoingCount: z.number().int(),
  /**
   * Rentals in a renter's attention status (RENTER_ATTENTION_STATUSES) or with a damage
   * claim to answer while its answer window is open (RENTER_ATTENTION_DEPOSIT_STAGES).
   */
  renterOngoingCount: z.number().int(),
});
export type ReservationStatistics = z.infer<typeof reservationStatisticsSchema>;

/**
 * 200 of GET /api/reservation/earnings: the signed-in owner's figures. Rent payouts and what
 * finished damage claims let the owner keep of deposits are separate figures (decision 0027).
 */
export const earningsSchema = z.object({
  /** Rent payouts of completed bookings (after commission). */
  paid_out_cents: z.number().int(),
  /** Rent payouts of paid bookings not completed yet. */
  upcoming_payout_cents: z.number().int(),
  completed_count: z.number().int(),
  /**
   * Kept from renters' deposits by claims that ended accepted, lapsed or decided (paid to the
   * owner in full, no commission); nothing while a claim is open or disputed.
   */
  deposits_kept_cents: z.number().int(),
  /** Everything paid to the owner: `paid_out_cents` plus `deposits_kept_cents`. */
  earned_cents: z.number().int(),
});
export type Earnings = z.infer<typeof earningsSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.string(),
  amount_cents: z.number().int(),
  description: z.string().nullable(),
  failure_message: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** 200 of GET /api/reservation/:id/transaction: the money of one reservation. */
export const reservationTransactionSchema = z.object({
  reservation_id: z.number().int(),
  code: z.string(),
  status: z.string(),
  line_items: z.array(lineItemSchema),
  ledger: z.array(ledgerEntrySchema),
  totals: z.object({
    charged_cents: z.number().int(),
    refunded_cents: z.number().int(),
    transferred_cents: z.number().int(),
  }),
});
export type ReservationTransaction = z.infer<typeof reservationTransactionSchema>;

export const reservationKeyParamsSchema = z.object({ key: reservationKeySchema });

/** One reservation: GET /api/reservation/:id (a numeric key). */
export const reservationDetailResponseSchema = z.object({ reservation: reservationViewSchema });
export type ReservationDetailResponse = z.infer<typeof reservationDetailResponseSchema>;

/** A page of reservations: GET /api/reservation/:key (a role or a list key). */
export const reservationPageSchema = z.object({
  items: z.array(reservationViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  role: z.enum(['renter', 'owner']),
});
export type ReservationPage = z.infer<typeof reservationPageSchema>;

/** 200 of GET /api/reservation/:key. */
export const reservationLookupResponseSchema = z.union([
  reservationDetailResponseSchema,
  reservationPageSchema,
]);

/** 200 of every POST /api/reservation/:id/<action>: the reservation after it. */
export const reservationActionResponseSchema = z.object({
  reservation: reservationViewSchema,
  message: z.string(),
});
export type ReservationActionResponse = z.infer<typeof reservationActionResponseSchema>;

/**
 * POST /reservation/{id}/checkout-items: 200 paid (`payment_action: null`), or 202 when the
 * card's bank asks the card holder to confirm (3-D Secure) with what the browser needs for it.
 */
export const checkoutResponseSchema = reservationActionResponseSchema.extend({
  payment_action: paymentActionSchema.nullable(),
});
export const checkoutActionRequiredResponseSchema = reservationActionResponseSchema.extend({
  payment_action: paymentActionSchema,
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
