import { z } from 'zod';
import { fieldText } from './field-text';
import { idSchema, pageSchema, perPageSchema, textSchema } from './input';
import { dollarsSchema } from './listing-write';
import { DEPOSIT_MODES, DEPOSIT_STAGES } from './reservation-machine/deposit';

/**
 * Deposits and damage claims (docs/decisions/0027-deposits-and-claims.md): what a
 * reservation says about its deposit, the claim an owner opens on it, and the requests of
 * the owner, the renter and the operator. The operator's answers are in
 * `api/operator-claims.ts`.
 */

export const CLAIM_REASON_MIN = 10;
export const CLAIM_REASON_MAX = 2000;
/** Photos a claim, or a dispute, may carry. */
export const CLAIM_PHOTOS_MAX = 8;
export const CLAIM_CONDITION_REPORTS_MAX = 20;

export const CLAIM_STATUSES = ['open', 'disputed', 'accepted', 'lapsed', 'decided'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The claim actions a viewer may take now, in `ReservationView.claim_actions`. */
export const CLAIM_ACTIONS = ['claim', 'accept-claim', 'dispute-claim'] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

/** The reservation's deposit as both parties see it (null when it has none). */
export const depositViewSchema = z.object({
  amount_cents: z.number().int(),
  stage: z.enum(DEPOSIT_STAGES),
  mode: z.enum(DEPOSIT_MODES),
  /** Kept for the owner after a claim. */
  captured_cents: z.number().int(),
  /** Given back to the renter (a released hold or a refund). */
  released_cents: z.number().int(),
  /** When the item came back (the renter's return or the owner's completion); null before. */
  item_back_at: z.string().nullable(),
  /** The owner may claim until then; null until the item is back. */
  claim_window_closes_at: z.string().nullable(),
});
export type DepositView = z.infer<typeof depositViewSchema>;

export const claimPhotoSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ClaimPhoto = z.infer<typeof claimPhotoSchema>;

export const claimSchema = z.object({
  id: z.number().int(),
  reservation_id: z.number().int(),
  amount_cents: z.number().int(),
  reason: z.string(),
  photos: z.array(claimPhotoSchema),
  condition_report_ids: z.array(z.number().int()),
  status: z.enum(CLAIM_STATUSES),
  /** The renter accepts or disputes until then; unanswered, the claim is accepted. */
  respond_by: z.string(),
  dispute: z
    .object({ reason: z.string(), photos: z.array(claimPhotoSchema), at: z.string() })
    .nullable(),
  /** The operator's final decision on a disputed claim. */
  decision: z
    .object({ amount_cents: z.number().int(), note: z.string(), at: z.string() })
    .nullable(),
  created_at: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

/** The claim as its renter and owner see it on the reservation. */
export const reservationClaimSchema = claimSchema.extend({
  /**
   * What goes back to the renter if they accept the claim now (the deposit still open less
   * the claimed amount, released from the hold or refunded); null once the claim is no
   * longer open.
   */
  released_if_accepted_cents: z.number().int().nullable(),
});
export type ReservationClaim = z.infer<typeof reservationClaimSchema>;

const claimReasonSchema = textSchema({ message: /*i18n*/ 'Say what happened.' })
  .trim()
  .min(
    CLAIM_REASON_MIN,
    fieldText(
      /*i18n*/ { id: 'Write at least {min} characters.', values: { min: CLAIM_REASON_MIN } },
    ),
  )
  .max(
    CLAIM_REASON_MAX,
    fieldText(/*i18n*/ { id: 'Keep it under {max} characters.', values: { max: '2,000' } }),
  );

/** Ids as a multipart form sends them: repeated fields, a comma-separated list, or none. */
const idListSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return [];
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()) : [v]));
  },
  z.array(idSchema).max(
    CLAIM_CONDITION_REPORTS_MAX,
    fieldText(
      /*i18n*/ {
        id: 'Choose at most {max} condition reports.',
        values: { max: CLAIM_CONDITION_REPORTS_MAX },
      },
    ),
  ),
);

/**
 * POST /api/reservation/:id/claims (owner; multipart/form-data, the photos as `photos`):
 * `amount` in dollars (at least one cent, at most the deposit), `reason` (10 to 2,000
 * characters), `condition_report_ids` (optional).
 */
export const claimFieldsSchema = z.object({
  amount: dollarsSchema({ min: 0.01, max: 1_000_000 }),
  reason: claimReasonSchema,
  condition_report_ids: idListSchema,
});
export type ClaimFields = z.infer<typeof claimFieldsSchema>;

/** POST /api/claims/:id/dispute (renter; multipart/form-data, the photos as `photos`). */
export const disputeFieldsSchema = z.object({ reason: claimReasonSchema });
export type DisputeFields = z.infer<typeof disputeFieldsSchema>;

/** POST /api/operator/claims/:id/decide (admin; JSON): `amount` in dollars, 0 to the claimed amount. */
export const decideClaimSchema = z.object({
  amount: dollarsSchema({ min: 0, max: 1_000_000 }),
  note: textSchema({ message: /*i18n*/ 'Write a note to both sides.' })
    .trim()
    .min(1, /*i18n*/ 'Write a note to both sides.')
    .max(
      CLAIM_REASON_MAX,
      fieldText(/*i18n*/ { id: 'Keep it under {max} characters.', values: { max: '2,000' } }),
    ),
});
export type DecideClaim = z.infer<typeof decideClaimSchema>;

/** GET /api/operator/claims?status=disputed|all (disputed when absent). */
export const operatorClaimsQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === undefined ? 'disputed' : v),
    z.enum(['disputed', 'all']),
  ),
  page: pageSchema,
  per_page: perPageSchema(100, 25),
});
export type OperatorClaimsQuery = z.infer<typeof operatorClaimsQuerySchema>;
