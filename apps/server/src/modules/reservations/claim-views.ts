import {
  type Claim,
  type ClaimAction,
  claimWindowClosesAt,
  depositGuardPasses,
  depositModeAt,
  type DepositStage,
  type DepositView,
  findDepositTransition,
  type ReservationClaim,
} from '@ownless/shared';
import { depositSplit } from './deposit-ledger';
import { type ClaimRow, type DepositRow, KEEPING_CLAIM_STATUSES } from './deposits.repository';
import type { ReservationRow } from './reservations.repository';

/** A claim as both parties and the operator see it. */
export function claimView(claim: ClaimRow): Claim {
  return {
    id: claim.id,
    reservation_id: claim.reservationId,
    amount_cents: claim.amountCents,
    reason: claim.reason,
    photos: claim.photos,
    condition_report_ids: claim.conditionReportIds,
    status: claim.status as Claim['status'],
    respond_by: claim.respondBy.toISOString(),
    dispute: claim.disputedAt
      ? {
          reason: claim.disputeReason ?? '',
          photos: claim.disputePhotos,
          at: claim.disputedAt.toISOString(),
        }
      : null,
    decision:
      claim.decidedAt && claim.decisionCents !== null
        ? {
            amount_cents: claim.decisionCents,
            note: claim.decisionNote ?? '',
            at: claim.decidedAt.toISOString(),
          }
        : null,
    created_at: claim.createdAt.toISOString(),
  };
}

/** The claim on the renter's and owner's reservation: with what accepting it now gives back. */
export function reservationClaimView(
  claim: ClaimRow,
  deposit: DepositRow | null,
): ReservationClaim {
  return {
    ...claimView(claim),
    released_if_accepted_cents:
      claim.status === 'open' && deposit ? depositSplit(deposit, claim.amountCents).rest : null,
  };
}

/** The deposit as a view; before payment, where it stands and how checkout would keep it. */
export function depositView(
  row: ReservationRow,
  deposit: DepositRow | null,
  now: Date,
  windowHours: number,
): DepositView | null {
  if (!deposit) {
    if (row.depositCents <= 0) return null;
    return {
      amount_cents: row.depositCents,
      stage: 'none',
      mode: depositModeAt(now, row.endAt, windowHours),
      captured_cents: 0,
      released_cents: 0,
      item_back_at: null,
      claim_window_closes_at: null,
    };
  }
  return {
    amount_cents: deposit.amountCents,
    stage: deposit.stage as DepositStage,
    mode: deposit.mode as 'hold' | 'charge',
    captured_cents: deposit.capturedCents,
    released_cents: deposit.releasedCents,
    item_back_at: deposit.itemBackAt?.toISOString() ?? null,
    claim_window_closes_at:
      claimWindowClosesAt(deposit.itemBackAt, windowHours)?.toISOString() ?? null,
  };
}

/**
 * What the owner keeps of the deposit: the captured part once the claim ended accepted,
 * lapsed or decided (`KEEPING_CLAIM_STATUSES`); nothing while it is open or disputed.
 */
export function keptForOwner(deposit: DepositRow | null, claim: ClaimRow | null): number {
  if (!deposit || !claim) return 0;
  return (KEEPING_CLAIM_STATUSES as readonly string[]).includes(claim.status)
    ? deposit.capturedCents
    : 0;
}

/**
 * What is only held on the card, never charged (hold mode, not yet captured or released):
 * a cancellation lets it go instead of refunding it.
 */
export function heldOnCard(deposit: DepositRow | null): number {
  if (!deposit || deposit.mode !== 'hold') return 0;
  if (!['held', 'claimed', 'disputed'].includes(deposit.stage)) return 0;
  return deposit.amountCents - deposit.capturedCents - deposit.releasedCents;
}

/** The claim actions the viewer may take now: the deposit machine's, its guards passed. */
export function claimActions(
  deposit: DepositRow | null,
  claim: ClaimRow | null,
  viewer: 'renter' | 'owner',
  now: Date,
  windowHours: number,
): ClaimAction[] {
  if (!deposit) return [];
  const timing = {
    now,
    itemBackAt: deposit.itemBackAt,
    claimedAt: claim?.createdAt ?? null,
    authorizedAt: deposit.authorizedAt,
    mode: deposit.mode as 'hold' | 'charge',
    windowHours,
  };
  const candidates: ClaimAction[] =
    viewer === 'owner' ? ['claim'] : ['accept-claim', 'dispute-claim'];
  return candidates.filter((action) => {
    const transition = findDepositTransition(deposit.stage as DepositStage, action, viewer);
    return transition !== null && depositGuardPasses(transition, timing);
  });
}

/** The reservation view's deposit fields (decision 0027). */
export function depositViews(
  row: ReservationRow,
  deposit: DepositRow | null,
  claim: ClaimRow | null,
  viewer: 'renter' | 'owner',
  now: Date,
  windowHours: number,
) {
  return {
    deposit: depositView(row, deposit, now, windowHours),
    claim: claim ? reservationClaimView(claim, deposit) : null,
    claim_actions: claimActions(deposit, claim, viewer, now, windowHours),
  };
}
