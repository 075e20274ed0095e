import crypto from 'node:crypto';
import type { FeeRates, LedgerMovement, ReservationActor } from '@ownless/shared';
import type { CardDetails, PaymentProvider } from '../payments/provider';
import { type CheckoutDeposit, depositLedger } from './deposit-ledger';
import type { DepositsRepository } from './deposits.repository';
import { refundOnCancel } from './reservation-views';
import type { ReservationRow, ReservationsRepository } from './reservations.repository';

/** The card needs the card holder's authentication (3-D Secure) before it is charged. */
export class PaymentActionRequired extends Error {
  constructor(
    readonly ref: string,
    readonly clientSecret: string,
  ) {
    super('The payment needs your bank to confirm it.');
  }
}

export class PaymentDeclined extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What a ledger movement works on: one transition, inside its transaction. */
export interface LedgerContext {
  /** The repository on the transition's transaction. */
  repo: ReservationsRepository;
  /** The reservation as it was when locked. */
  row: ReservationRow;
  /** The owner's connected payout account (the users module's), read in the transition's transaction. */
  ownerAccount: () => Promise<string | null>;
  role: ReservationActor;
  now: Date;
  payment?: { card?: CardDetails; paymentMethodId?: string };
  /** Checkout of a payment the provider has confirmed: this pending ledger entry is marked paid instead of charging. */
  confirmedCharge?: number;
  /** The reservation's changes, saved after the movements ran. */
  patch: Partial<ReservationRow>;
  /** The deposits repository on the transition's transaction. */
  deposits: DepositsRepository;
  /** Set by `deposit-hold` for the `charge` that follows it at checkout. */
  checkoutDeposit?: CheckoutDeposit | null;
}

/**
 * The server's implementation of each ledger movement the shared lifecycle table
 * (`ACTION_EFFECTS[action].ledger`) names. A record over every name: a movement named
 * there without an implementation here fails typecheck.
 */
/**
 * Refunds `amountCents` of a charge at the provider and records the refund as succeeded on
 * the reservation's ledger (the provider's `idempotencyKey` makes a retry refund once).
 */
export async function refundAndRecord(
  payments: PaymentProvider,
  repo: ReservationsRepository,
  refund: {
    reservationId: number;
    chargeRef: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  },
) {
  const result = await payments.refund({
    chargeRef: refund.chargeRef,
    amountCents: refund.amountCents,
    idempotencyKey: refund.idempotencyKey,
  });
  await repo.insertLedger({
    reservationId: refund.reservationId,
    kind: 'refund',
    status: 'succeeded',
    amountCents: refund.amountCents,
    provider: payments.name,
    providerRef: result.ref,
    description: refund.description,
  });
}

export function ledgerMovements(deps: {
  payments: PaymentProvider;
  fees: FeeRates;
  windowHours: number;
}): Readonly<Record<LedgerMovement, (ctx: LedgerContext) => Promise<void>>> {
  const { payments, fees } = deps;
  const deposit = depositLedger({ payments, windowHours: deps.windowHours });
  return {
    async 'deposit-hold'(ctx) {
      ctx.checkoutDeposit = await deposit.atCheckout({
        repo: ctx.repo,
        deposits: ctx.deposits,
        row: ctx.row,
        now: ctx.now,
        confirmed: Boolean(ctx.confirmedCharge),
        payment: ctx.payment,
      });
    },

    async charge({ repo, row, payment, confirmedCharge, checkoutDeposit }) {
      if (confirmedCharge) {
        await repo.updateLedger(confirmedCharge, {
          status: 'succeeded',
          failureCode: null,
          failureMessage: null,
        });
        return;
      }
      // A deposit held on the card is not charged with the rent (decision 0027).
      const hold = checkoutDeposit?.hold;
      const amountCents = row.totalCents - (hold ? row.depositCents : 0);
      const result = await payments.charge({
        amountCents,
        description: `OwnLess reservation ${row.code}`,
        idempotencyKey: `charge-${row.id}-${crypto.randomBytes(6).toString('hex')}`,
        card: payment?.card,
        paymentMethodId: payment?.paymentMethodId,
        customerRef: hold?.customerRef,
        metadata: { reservation_id: String(row.id), code: row.code },
      });
      if (hold && (!result.ok || result.actionRequired)) {
        // Nothing is booked: the hold is let go before the transaction rolls back.
        await deposit.undoHold(hold, checkoutDeposit.deposit);
        if (result.ok)
          throw new PaymentDeclined(
            'processing_error',
            /*i18n*/ 'The payment needs another step we cannot take here. Please try another card.',
          );
      }
      if (!result.ok) throw new PaymentDeclined(result.code, result.message);
      // Nothing is charged until the card holder authenticates: the transaction rolls back.
      if (result.actionRequired)
        throw new PaymentActionRequired(result.ref, result.actionRequired.clientSecret);
      await repo.insertLedger({
        reservationId: row.id,
        kind: 'charge',
        status: 'succeeded',
        amountCents,
        provider: payments.name,
        providerRef: result.ref,
        description: /*i18n*/ 'Reservation payment',
      });
    },

    async 'cancellation-refund'({ repo, deposits, row, ownerAccount, role, now, patch }) {
      const charge = await repo.successfulCharge(row.id);
      if (!charge) return;
      const refund = refundOnCancel(row, role, now);
      // The deposit goes back by its own step (`deposit-release`), held or charged.
      const depositPart = (await deposits.ofReservation(row.id)) ? row.depositCents : 0;
      // What was refunded already (outside OwnLess, from the Stripe Dashboard) counts.
      const due = Math.max(0, refund.totalCents - depositPart - row.refundedCents);
      if (due > 0) {
        await refundAndRecord(payments, repo, {
          reservationId: row.id,
          chargeRef: charge.providerRef!,
          amountCents: due,
          idempotencyKey: `refund-${row.id}`,
          description: refund.explanation,
        });
      }
      patch.refundedCents = row.refundedCents + due;
      // What stays with the owner after a late renter cancellation is paid out.
      const kept =
        refund.subtotalCents < row.subtotalCents ? row.subtotalCents - refund.subtotalCents : 0;
      patch.payoutCents =
        kept > 0 ? kept - Math.round((kept * fees.ownerCommissionPercent) / 100) : 0;
      if (patch.payoutCents > 0) {
        const destination = await ownerAccount();
        const result = await payments.transfer({
          destination,
          amountCents: patch.payoutCents,
          idempotencyKey: `transfer-${row.id}`,
          description: `Payout for cancelled reservation ${row.code}`,
        });
        await repo.insertLedger({
          reservationId: row.id,
          kind: 'transfer',
          status: 'succeeded',
          amountCents: patch.payoutCents,
          provider: payments.name,
          providerRef: result.ref,
          description: /*i18n*/ 'Owner payout (cancellation fee)',
        });
      }
    },

    async payout({ repo, row, ownerAccount }) {
      const charge = await repo.successfulCharge(row.id);
      if (!charge || row.payoutCents <= 0) return;
      const destination = await ownerAccount();
      const result = await payments.transfer({
        destination,
        amountCents: row.payoutCents,
        idempotencyKey: `transfer-${row.id}`,
        description: `Payout for reservation ${row.code}`,
      });
      await repo.insertLedger({
        reservationId: row.id,
        kind: 'transfer',
        status: 'succeeded',
        amountCents: row.payoutCents,
        provider: payments.name,
        providerRef: result.ref,
        description: /*i18n*/ 'Owner payout',
      });
    },

    async 'deposit-back'({ repo, deposits, row, now, ownerAccount, patch }) {
      const held = await deposits.ofReservation(row.id, true);
      if (!held || held.stage !== 'held' || held.itemBackAt) return;
      if (row.type === 'rent') {
        // The owner's claim window opens (DEPOSIT_TRANSITIONS, `claim-window-open`).
        await deposits.update(held.id, { itemBackAt: now });
        return;
      }
      // A sale is not coming back: nothing to claim, the deposit goes back now.
      const step = { repo, deposits, row, deposit: held, ownerAccount };
      const settled = await deposit.settle(step, 0);
      await deposits.update(held.id, { ...settled.patch, stage: 'released', itemBackAt: now });
      patch.refundedCents = (patch.refundedCents ?? row.refundedCents) + settled.refunded;
    },

    async 'deposit-release'({ repo, deposits, row, ownerAccount, patch, now }) {
      const held = await deposits.ofReservation(row.id, true);
      if (!held || !['held', 'claimed', 'disputed'].includes(held.stage)) return;
      // A cancellation gives the deposit back in full; an open claim ends with nothing kept.
      const claim = await deposits.claimOf(row.id, true);
      if (claim && (claim.status === 'open' || claim.status === 'disputed'))
        await deposits.updateClaim(claim.id, {
          status: 'decided',
          decisionCents: 0,
          decisionNote: patch.cancelReason ?? null,
          decidedAt: now,
        });
      const step = { repo, deposits, row, deposit: held, ownerAccount };
      const settled = await deposit.settle(step, 0);
      await deposits.update(held.id, { ...settled.patch, stage: 'released' });
      patch.refundedCents = (patch.refundedCents ?? row.refundedCents) + settled.refunded;
    },
  };
}
