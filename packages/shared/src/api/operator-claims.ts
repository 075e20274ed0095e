import { z } from 'zod';
import { claimSchema, depositViewSchema } from '../claims';
import { pagedSchema } from '../operator';
import { chatSystemEventSchema } from '../chat';
import { reservationEventSchema } from '../rental';
import { RESERVATION_STATUSES } from '../enums';
import { operatorLedgerEntrySchema } from './operator-reservations';

/**
 * The operator's claim queue and the page a disputed claim is decided on
 * (docs/decisions/0027-deposits-and-claims.md). Requests are in `../claims.ts`.
 */

const claimPartySchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
});

/** One row of GET /api/operator/claims (oldest first). */
export const operatorClaimRowSchema = z.object({
  id: z.number().int(),
  status: claimSchema.shape.status,
  reservation: z.object({ id: z.number().int(), code: z.string() }),
  listing: z.object({ id: z.number().int(), name: z.string() }),
  renter: claimPartySchema,
  owner: claimPartySchema,
  deposit_cents: z.number().int(),
  amount_cents: z.number().int(),
  /** The renter's answer deadline (an open claim). */
  respond_by: z.string(),
  /** When a hold would be captured whole to keep it (hold mode), else null. */
  hold_expires_at: z.string().nullable(),
  disputed_at: z.string().nullable(),
  created_at: z.string(),
});
export type OperatorClaimRow = z.infer<typeof operatorClaimRowSchema>;

export const operatorClaimsPageSchema = pagedSchema(operatorClaimRowSchema);
export type OperatorClaimsPage = z.infer<typeof operatorClaimsPageSchema>;

/** A message of the parties' conversation, as the operator reads it. */
export const operatorClaimMessageSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  kind: z.enum(['user', 'system']),
  /** English, for old clients; a system message is said from `system` in the reader's language. */
  message: z.string(),
  /** OwnLess's deposit or claim step a system message tells (null for a person's message). */
  system: chatSystemEventSchema.nullable(),
  created_at: z.string(),
});

/** GET /api/operator/claims/:id and the answer of POST /api/operator/claims/:id/decide. */
export const operatorClaimDetailSchema = z.object({
  claim: claimSchema,
  reservation: z.object({
    id: z.number().int(),
    code: z.string(),
    status: z.enum(RESERVATION_STATUSES),
    listing: z.object({ id: z.number().int(), name: z.string() }),
    start_at: z.string(),
    end_at: z.string(),
    total_cents: z.number().int(),
    deposit: depositViewSchema,
  }),
  renter: claimPartySchema,
  owner: claimPartySchema,
  events: z.array(reservationEventSchema),
  /** The renter↔owner conversation, oldest first (the latest 200). */
  messages: z.array(operatorClaimMessageSchema),
  ledger: z.array(operatorLedgerEntrySchema),
  /** Present on the decide answer: its confirmation, in the operator's language. */
  message: z.string().optional(),
});
export type OperatorClaimDetail = z.infer<typeof operatorClaimDetailSchema>;
