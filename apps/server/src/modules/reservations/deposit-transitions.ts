import {
  claimWindowClosesAt,
  DEPOSIT_EFFECTS,
  DEPOSIT_HOLD_PROTECT_HOURS,
  DEPOSIT_TRANSITIONS,
  type DepositAction,
  depositGuardPasses,
  type DepositStage,
  type DepositTransition,
  findDepositTransition,
  type FieldMessage,
  type ReservationActor,
} from '@ownless/shared';
import type { Executor } from '../../db/client';
import type { ClaimPhotoJson } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { depositLedger } from './deposit-ledger';
import type { ReservationsDeps } from './reservation-deps';
import { roleOf } from './reservation-facts';
import { type ClaimRow, type DepositRow, depositsRepository } from './deposits.repository';
import { type ReservationRow, reservationsRepository } from './reservations.repository';

const HOUR = 3_600_000;
const MONEY = { money: { style: 'currency', currency: 'USD' } } as const;

/** What a participant or the operator sends with a deposit step. */
export interface DepositStepInput {
  /** The claimed (claim) or decided (decide-claim) amount, in cents. */
  amountCents?: number;
  /** The owner's reason (claim), the renter's (dispute-claim) or the operator's note (decide-claim). */
  text?: string;
  photos?: ClaimPhotoJson[];
  conditionReportIds?: number[];
}

/** A committed deposit step, for its notifications (mails, chat, socket). */
export interface DepositOutcome {
  action: DepositAction;
  row: ReservationRow;
  deposit: DepositRow;
  claim: ClaimRow | null;
  /** The amount the step is about: claimed, kept, or released. */
  amountCents: number;
  note: string | null;
}

/** Why a deposit step's time guard refuses it now. */
function guardMessage(
  transition: DepositTransition,
  deposit: DepositRow,
  claim: ClaimRow | null,
  windowHours: number,
): FieldMessage {
  if (transition.guard === 'claim-window-open') {
    const closes = claimWindowClosesAt(deposit.itemBackAt, windowHours);
    if (!closes) return /*i18n*/ { id: 'A claim can be made once the item is back.' };
    return /*i18n*/ {
      id: 'The time to claim on this deposit ended on {day, date, medium}.',
      values: { day: closes.toISOString() },
    };
  }
  if (transition.guard === 'answer-window-open' && claim)
    return /*i18n*/ {
      id: 'The time to answer this claim ended on {day, date, medium}.',
      values: { day: claim.respondBy.toISOString() },
    };
  return /*i18n*/ { id: 'This deposit step is not due yet.' };
}

function stageRefusal(stage: DepositStage): FieldMessage {
  return /*i18n*/ {
    id: 'A deposit that is {stage, select, none {not paid yet} held {held} claimed {claimed} disputed {disputed} released {released} settled {settled} other {{stage}}} cannot be changed that way.',
    values: { stage },
  };
}

/**
 * The deposit's machine applied (`DEPOSIT_TRANSITIONS`, decision 0027): the one place a
 * deposit step is decided and written, with the reservation's row locked and then the
 * deposit's, money moved through `depositLedger`, a history event and, after the commit,
 * its notifications.
 */
export function depositTransitions(
  deps: Pick<ReservationsDeps, 'db' | 'config' | 'payments' | 'users' | 'now'>,
  uses: { notifyDeposit: (outcome: DepositOutcome) => Promise<void> },
) {
  const { db, config, payments, users, now: clock } = deps;
  const windowHours = config.claims.windowHours;
  const ledger = depositLedger({ payments, windowHours });

  async function applyDepositIn(
    tx: Executor,
    row: ReservationRow,
    action: DepositAction,
    role: ReservationActor,
    actorId: number | null,
    input: DepositStepInput,
    now = clock(),
  ): Promise<DepositOutcome> {
    const repo = reservationsRepository(tx);
    const deposits = depositsRepository(tx);
    const deposit = await deposits.ofReservation(row.id, true);
    if (!deposit) throw conflict(/*i18n*/ 'This reservation has no deposit.');
    const claim = await deposits.claimOf(row.id, true);
    const allowed = findDepositTransition(deposit.stage as DepositStage, action, role);
    if (!allowed) {
      const everFor = (r: ReservationActor) =>
        DEPOSIT_TRANSITIONS.some((t) => t.action === action && t.by === r);
      if (!everFor(role))
        throw forbidden(
          everFor('owner')
            ? /*i18n*/ 'Only the owner can do that.'
            : everFor('renter')
              ? /*i18n*/ 'Only the renter can do that.'
              : /*i18n*/ 'You are not allowed to do that.',
        );
      throw conflict(stageRefusal(deposit.stage as DepositStage));
    }
    const timing = {
      now,
      itemBackAt: deposit.itemBackAt,
      claimedAt: claim?.createdAt ?? null,
      authorizedAt: deposit.authorizedAt,
      mode: deposit.mode as 'hold' | 'charge',
      windowHours,
    };
    if (!depositGuardPasses(allowed, timing))
      throw conflict(guardMessage(allowed, deposit, claim, windowHours));

    const step = {
      repo,
      deposits,
      row,
      deposit,
      ownerAccount: async () => (await users.find(row.ownerId, tx))?.stripeAccountId ?? null,
    };
    const open = deposit.amountCents - deposit.capturedCents - deposit.releasedCents;
    let patch: Partial<DepositRow> = {};
    let saved = claim;
    let amountCents = 0;
    let refunded = 0;
    const settle = async (keep: number) => {
      const settled = await ledger.settle(step, keep);
      patch = settled.patch;
      refunded = settled.refunded;
    };

    switch (action) {
      case 'claim': {
        amountCents = input.amountCents ?? 0;
        if (amountCents > open) {
          const most: FieldMessage = /*i18n*/ {
            id: 'The claim can be at most the deposit ({deposit, number, money}).',
            values: { deposit: open / 100 },
            formats: MONEY,
          };
          throw badRequest(/*i18n*/ 'The claim can be at most the deposit.', { amount: [most] });
        }
        saved = await deposits.insertClaim({
          reservationId: row.id,
          depositId: deposit.id,
          amountCents,
          reason: input.text ?? '',
          photos: input.photos ?? [],
          conditionReportIds: input.conditionReportIds ?? [],
          status: 'open',
          respondBy: new Date(now.getTime() + windowHours * HOUR),
          createdAt: now,
        });
        break;
      }
      case 'dispute-claim':
        amountCents = claim!.amountCents;
        saved = await deposits.updateClaim(claim!.id, {
          status: 'disputed',
          disputeReason: input.text ?? '',
          disputePhotos: input.photos ?? [],
          disputedAt: now,
        });
        break;
      case 'accept-claim':
      case 'lapse-claim':
        amountCents = claim!.amountCents;
        await settle(amountCents);
        saved = await deposits.updateClaim(claim!.id, {
          status: action === 'accept-claim' ? 'accepted' : 'lapsed',
        });
        break;
      case 'decide-claim': {
        amountCents = input.amountCents ?? 0;
        if (amountCents > claim!.amountCents) {
          const most: FieldMessage = /*i18n*/ {
            id: 'At most the claimed {claimed, number, money}.',
            values: { claimed: claim!.amountCents / 100 },
            formats: MONEY,
          };
          throw badRequest(/*i18n*/ 'The decision can be at most the claimed amount.', {
            amount: [most],
          });
        }
        await settle(amountCents);
        saved = await deposits.updateClaim(claim!.id, {
          status: 'decided',
          decisionCents: amountCents,
          decisionNote: input.text ?? '',
          decidedById: actorId,
          decidedAt: now,
        });
        break;
      }
      case 'release-deposit':
        amountCents = open;
        await settle(0);
        break;
      case 'protect-hold':
        amountCents = deposit.amountCents;
        patch = await ledger.protect(step);
        break;
    }

    const updated = await deposits.update(deposit.id, { ...patch, stage: allowed.to });
    if (refunded > 0)
      row = await repo.update(row.id, { refundedCents: row.refundedCents + refunded });
    const note = action === 'decide-claim' ? (input.text ?? null) : null;
    await repo.insertEvent({
      reservationId: row.id,
      actorId,
      actorRole: role,
      action,
      fromStatus: row.status,
      toStatus: row.status,
      note: action === 'claim' || action === 'dispute-claim' ? (input.text ?? null) : note,
    });
    return { action, row, deposit: updated, claim: saved, amountCents, note };
  }

  /** Runs one deposit step in its own transaction, the reservation's row locked; notifies after the commit. */
  async function run(
    reservationId: number,
    action: DepositAction,
    who: { userId: number; role?: ReservationActor } | { system: true },
    input: DepositStepInput = {},
    now = clock(),
  ) {
    const outcome = await db.transaction(async (tx) => {
      const row = await reservationsRepository(tx).find(reservationId, true);
      if (!row) throw notFound(/*i18n*/ 'That reservation does not exist.');
      if ('system' in who) return applyDepositIn(tx, row, action, 'system', null, input, now);
      const role = who.role ?? roleOf(row, who.userId);
      return applyDepositIn(tx, row, action, role, who.userId, input, now);
    });
    await uses.notifyDeposit(outcome);
    return outcome;
  }

  return {
    applyDepositIn,
    runDepositStep: run,

    /**
     * The scheduler's deposit steps that nobody takes: a hold about to lapse is captured
     * whole (protect-hold), a window that closed without a claim releases the deposit,
     * a claim left unanswered is accepted (lapse-claim). Each reservation is claimed with
     * SKIP LOCKED in its own transaction, and its guard re-checked under the lock.
     */
    async settleDueDeposits(now = clock(), batch = 100) {
      let count = 0;
      const protectHours = DEPOSIT_HOLD_PROTECT_HOURS;
      for (; count < batch; count++) {
        const outcome = await db.transaction(async (tx) => {
          const row = await depositsRepository(tx).claimDue(now, windowHours, protectHours);
          if (!row) return null;
          const deposit = (await depositsRepository(tx).ofReservation(row.id))!;
          const claim = await depositsRepository(tx).claimOf(row.id);
          const closes = claimWindowClosesAt(deposit.itemBackAt, windowHours);
          const action: DepositAction =
            deposit.stage === 'held' && closes && now >= closes
              ? 'release-deposit'
              : deposit.stage === 'claimed' && claim && now >= claim.respondBy
                ? 'lapse-claim'
                : 'protect-hold';
          return applyDepositIn(tx, row, action, 'system', null, {}, now);
        });
        if (!outcome) break;
        await uses.notifyDeposit(outcome);
      }
      return count;
    },
  };
}

export type DepositTransitions = ReturnType<typeof depositTransitions>;

/** The effects a committed deposit step announces (mails, chat, socket), as the deposit machine names them. */
export const depositEffectsOf = (action: DepositAction) => DEPOSIT_EFFECTS[action];
