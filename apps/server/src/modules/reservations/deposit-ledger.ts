import { depositModeAt } from '@ownless/shared';
import type { CardDetails, PaymentProvider } from '../payments/provider';
import type { DepositRow, DepositsRepository } from './deposits.repository';
import type { ReservationRow, ReservationsRepository } from './reservations.repository';

/**
 * The deposit's money (decision 0027): held on the card or charged with the rent, then
 * captured, released or refunded exactly once. Each provider call carries an idempotency
 * key made of the deposit's id and the step (never random), each step is a ledger row that
 * a unique index allows once, and every caller holds the reservation's and the deposit's
 * row locks.
 */

/** Ledger descriptions of the deposit's steps (English, said in the reader's language). */
export const DEPOSIT_LEDGER = {
  held: /*i18n*/ 'Deposit held on the card (not charged)',
  kept: /*i18n*/ 'Deposit kept for the owner (damage claim)',
  protected: /*i18n*/ 'Deposit taken in full before the card’s hold would lapse',
  released: /*i18n*/ 'Deposit released',
  restReleased: /*i18n*/ 'Rest of the deposit released',
  ownerPayout: /*i18n*/ 'Owner payout (deposit kept for damage)',
} as const;

export interface DepositStep {
  repo: ReservationsRepository;
  deposits: DepositsRepository;
  row: ReservationRow;
  deposit: DepositRow;
  ownerAccount: () => Promise<string | null>;
}

/** The deposit a checkout is about to take, decided before the rent is charged. */
export interface CheckoutDeposit {
  deposit: DepositRow;
  /** Set when the deposit is held: the rent is then charged without it, with this customer. */
  hold?: { ref: string; customerRef?: string };
}

/**
 * How keeping `keepCents` would end the deposit: what is kept (at most what is still open,
 * neither captured nor released) and the rest given back. The settlement moves exactly
 * this; the renter's view says it before they accept.
 */
export function depositSplit(
  deposit: Pick<DepositRow, 'amountCents' | 'capturedCents' | 'releasedCents'>,
  keepCents: number,
) {
  const open = deposit.amountCents - deposit.capturedCents - deposit.releasedCents;
  const keep = Math.min(keepCents, open);
  return { keep, rest: open - keep };
}

export function depositLedger(deps: { payments: PaymentProvider; windowHours: number }) {
  const { payments, windowHours } = deps;
  const key = (deposit: DepositRow, step: string) => `deposit-${deposit.id}-${step}`;

  /** Gives back `cents` of the deposit: lets the hold go, or refunds it from the charge. */
  async function giveBack(step: DepositStep, cents: number, afterCapture: boolean) {
    const { repo, row, deposit } = step;
    if (cents <= 0) return 0;
    if (deposit.mode === 'hold') {
      // After a partial capture the provider lets the rest go by itself.
      const result = afterCapture
        ? { ref: deposit.holdRef! }
        : await payments.release({
            ref: deposit.holdRef!,
            idempotencyKey: key(deposit, 'release'),
          });
      await repo.insertLedger({
        reservationId: row.id,
        kind: 'deposit-release',
        status: 'succeeded',
        amountCents: cents,
        provider: payments.name,
        providerRef: result.ref,
        description: afterCapture ? DEPOSIT_LEDGER.restReleased : DEPOSIT_LEDGER.released,
      });
      return 0;
    }
    // Charged: refunded from the payment that took it (the captured hold, or the checkout's charge).
    const chargeRef = deposit.holdRef ?? (await repo.successfulCharge(row.id))?.providerRef;
    if (!chargeRef) return 0;
    const refund = await payments.refund({
      chargeRef,
      amountCents: cents,
      idempotencyKey: key(deposit, 'release'),
    });
    await repo.insertLedger({
      reservationId: row.id,
      kind: 'deposit-release',
      status: 'succeeded',
      amountCents: cents,
      provider: payments.name,
      providerRef: refund.ref,
      description: afterCapture ? DEPOSIT_LEDGER.restReleased : DEPOSIT_LEDGER.released,
    });
    return cents;
  }

  return {
    /**
     * At checkout: a deposit row, held on the card (`hold`) when the claim window closes
     * within DEPOSIT_HOLD_MAX_HOURS of now, else charged with the rent. A card that asks for 3-D
     * Secure is charged whole (the bank's confirmation covers one payment).
     */
    async atCheckout(input: {
      repo: ReservationsRepository;
      deposits: DepositsRepository;
      row: ReservationRow;
      now: Date;
      confirmed: boolean;
      payment?: { card?: CardDetails; paymentMethodId?: string };
    }): Promise<CheckoutDeposit | null> {
      const { repo, deposits, row, now } = input;
      if (row.depositCents <= 0) return null;
      const mode = input.confirmed ? 'charge' : depositModeAt(now, row.endAt, windowHours);
      const deposit = await deposits.insert({
        reservationId: row.id,
        amountCents: row.depositCents,
        mode,
        stage: 'held',
      });
      if (mode === 'charge') return { deposit };
      const held = await payments.authorize({
        amountCents: row.depositCents,
        description: `OwnLess deposit ${row.code}`,
        idempotencyKey: key(deposit, 'hold'),
        card: input.payment?.card,
        paymentMethodId: input.payment?.paymentMethodId,
        metadata: {
          reservation_id: String(row.id),
          code: row.code,
          deposit_id: String(deposit.id),
        },
      });
      // Declined: the rent's charge says so with the same card. Asks for 3-D Secure: charged whole.
      if (!held.ok || held.actionRequired)
        return { deposit: await deposits.update(deposit.id, { mode: 'charge' }) };
      await repo.insertLedger({
        reservationId: row.id,
        kind: 'deposit-hold',
        status: 'succeeded',
        amountCents: row.depositCents,
        provider: payments.name,
        providerRef: held.ref,
        description: DEPOSIT_LEDGER.held,
      });
      return {
        deposit: await deposits.update(deposit.id, { holdRef: held.ref, authorizedAt: now }),
        hold: { ref: held.ref, customerRef: held.customerRef },
      };
    },

    /** The rent's charge failed after the hold: the hold is let go before the checkout rolls back. */
    async undoHold(hold: { ref: string }, deposit: DepositRow) {
      await payments.release({ ref: hold.ref, idempotencyKey: key(deposit, 'release') });
    },

    /**
     * Ends the deposit with `keepCents` for the owner (0 to release it all): captured from
     * the hold (the rest let go) or kept from the charge (the rest refunded), and the kept
     * part paid out to the owner. Answers the reservation's refunded cents to add.
     */
    async settle(step: DepositStep, keepCents: number) {
      const { repo, row, deposit } = step;
      const { keep, rest } = depositSplit(deposit, keepCents);
      let refunded = 0;
      if (deposit.mode === 'hold' && keep > 0) {
        const captured = await payments.capture({
          ref: deposit.holdRef!,
          amountCents: keep,
          idempotencyKey: key(deposit, 'capture'),
        });
        await repo.insertLedger({
          reservationId: row.id,
          kind: 'deposit-capture',
          status: 'succeeded',
          amountCents: keep,
          provider: payments.name,
          providerRef: captured.ref,
          description: DEPOSIT_LEDGER.kept,
        });
        await giveBack(step, rest, true);
      } else {
        refunded = await giveBack(step, rest, false);
      }
      if (keep > 0) {
        const transfer = await payments.transfer({
          destination: await step.ownerAccount(),
          amountCents: keep,
          idempotencyKey: key(deposit, 'transfer'),
          description: `Deposit kept for damage, reservation ${row.code}`,
        });
        await repo.insertLedger({
          reservationId: row.id,
          kind: 'transfer',
          status: 'succeeded',
          amountCents: keep,
          provider: payments.name,
          providerRef: transfer.ref,
          description: DEPOSIT_LEDGER.ownerPayout,
        });
      }
      return {
        refunded,
        patch: {
          capturedCents: deposit.capturedCents + keep,
          releasedCents: deposit.releasedCents + rest,
        },
      };
    },

    /**
     * A hold about to lapse while it may still be needed: all of it is captured and the
     * deposit becomes a charge; what is not kept later is refunded.
     */
    async protect(step: DepositStep) {
      const { repo, row, deposit } = step;
      const captured = await payments.capture({
        ref: deposit.holdRef!,
        amountCents: deposit.amountCents,
        idempotencyKey: key(deposit, 'capture'),
      });
      await repo.insertLedger({
        reservationId: row.id,
        kind: 'deposit-capture',
        status: 'succeeded',
        amountCents: deposit.amountCents,
        provider: payments.name,
        providerRef: captured.ref,
        description: DEPOSIT_LEDGER.protected,
      });
      return { mode: 'charge' as const };
    },
  };
}

export type DepositLedger = ReturnType<typeof depositLedger>;
