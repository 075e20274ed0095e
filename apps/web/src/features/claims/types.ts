import type { ConditionReport, ReservationActionResponse } from '@ownless/shared';

export type {
  ReservationClaim as Claim,
  ClaimAction,
  ClaimPhoto,
  DepositView as Deposit,
  OperatorClaimDetail,
  OperatorClaimRow,
  OperatorClaimsPage,
} from '@ownless/shared';

/** The answer of the owner's claim and the renter's accept or dispute: the reservation after it. */
export type ClaimReservationResponse = ReservationActionResponse;

/** GET /api/reservation/:id/condition-reports, as far as a claim reads it. */
export interface ConditionReportsAnswer {
  reports: Pick<ConditionReport, 'id' | 'stage' | 'author' | 'created_at'>[];
}
