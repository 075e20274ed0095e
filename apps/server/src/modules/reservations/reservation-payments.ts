import type { ReservationView } from '@ownless/shared';
import type { Executor } from '../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { CardDetails } from '../payments/provider';
import { CONFIRMED_BY_BANK, disputeText, refundedOutsideText } from './event-notes';
import { UNMATCHED_CHARGE } from './ledger-terms';
import type { ReservationsDeps } from './reservation-deps';
import { roleOf } from './reservation-facts';
import { PaymentActionRequired, refundAndRecord } from './reservation-ledger';
import type { Notify } from './reservation-notifications';
import type { ReservationPresenter } from './reservation-presenter';
import type { ReservationTransitions } from './reservation-transitions';
import type { Say } from './reservation-views';
import { type ReservationRow, reservationsRepository } from './reservations.repository';

/** What the browser needs to finish a payment the card's bank wants to confirm. */
export interface PaymentAction {
  type: 'requires_action';
  provider: 'sandbox' | 'stripe';
  payment_intent_id: string;
  client_secret: string;
}

/**
 * A Stripe event's idempotency journal (payments/stripe-events.ts): asked under the
 * reservation's row lock whether the event was applied already, told what it did.
 */
export interface EventJournal {
  seen(tx: Executor): Promise<boolean>;
  record(tx: Executor, reservationId: number | null, outcome: string): Promise<void>;
}

export type PaymentEventOutcome = { outcome: string; reservationId: number | null };

/**
 * A reservation's payment: the renter's checkout and its 3-D Secure confirmation, and what
 * the provider reports about a charge afterwards (it went through, it failed, it was
 * refunded outside OwnLess, it is disputed), each written to the ledger under the
 * reservation's row lock.
 */
export function reservationPayments(
  deps: Pick<ReservationsDeps, 'db' | 'payments' | 'log'>,
  uses: {
    notify: Notify;
    toView: ReservationPresenter['toView'];
    applyIn: ReservationTransitions['applyIn'];
    act: ReservationTransitions['act'];
  },
) {
  const { db, payments, log } = deps;
  const { notify, toView, applyIn, act } = uses;

  /**
   * A payment the provider says went through (the browser's confirmation after 3-D Secure,
   * or Stripe's payment_intent.succeeded): the reservation becomes paid through the
   * machine, once. If it can no longer be paid (expired, cancelled, paid with another card,
   * another amount), the money is recorded and refunded in full at once.
   */
  async function settlePayment(input: {
    ref: string;
    amountCents?: number;
    reservationId?: number | null;
    journal?: EventJournal;
    note: string;
  }): Promise<PaymentEventOutcome> {
    let paid: ReservationRow | null = null;
    const result = await db.transaction(async (tx): Promise<PaymentEventOutcome> => {
      const repo = reservationsRepository(tx);
      const known = await repo.chargeByRef(payments.name, input.ref);
      const reservationId = known?.reservationId ?? input.reservationId ?? null;
      const row = reservationId ? await repo.find(reservationId, true) : null;
      const done = async (outcome: string) => {
        await input.journal?.record(tx, row?.id ?? null, outcome);
        return { outcome, reservationId: row?.id ?? null };
      };
      if (!row) return done('ignored: no reservation for this payment');
      if (await input.journal?.seen(tx)) return { outcome: 'duplicate', reservationId: row.id };
      let entry = await repo.chargeByRef(payments.name, input.ref);
      if (entry?.status === 'succeeded') return done('no change: payment already recorded');
      const amount = input.amountCents ?? entry?.amountCents ?? row.totalCents;
      entry ??= await repo.insertLedger({
        reservationId: row.id,
        kind: 'charge',
        status: 'pending',
        amountCents: amount,
        provider: payments.name,
        providerRef: input.ref,
        description: /*i18n*/ 'Reservation payment',
      });
      if (row.status === 'approved' && amount === row.totalCents) {
        try {
          paid = await applyIn(tx, row, 'checkout', 'renter', row.renterId, {
            confirmedCharge: entry.id,
            note: input.note,
          });
          return done('paid');
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
      await repo.updateLedger(entry.id, {
        status: 'succeeded',
        amountCents: amount,
        failureCode: null,
        failureMessage: null,
        description: UNMATCHED_CHARGE,
      });
      await refundAndRecord(payments, repo, {
        reservationId: row.id,
        chargeRef: input.ref,
        amountCents: amount,
        idempotencyKey: `unmatched-${input.ref}`,
        description: /*i18n*/ 'Refund of a payment received after the reservation had changed',
      });
      log?.warn(
        { reservationId: row.id, payment: input.ref, status: row.status },
        'A payment arrived for a reservation that could no longer take it; refunded in full',
      );
      return done('refunded: the reservation could no longer be paid');
    });
    if (paid) await notify(paid, 'checkout');
    return result;
  }

  /** Runs `work` on the reservation a charge belongs to, under its row lock and the event journal. */
  async function onCharge(
    ref: string,
    journal: EventJournal | undefined,
    work: (
      tx: Executor,
      row: ReservationRow,
      entry: NonNullable<
        Awaited<ReturnType<ReturnType<typeof reservationsRepository>['chargeByRef']>>
      >,
    ) => Promise<string>,
  ): Promise<PaymentEventOutcome> {
    return db.transaction(async (tx) => {
      const repo = reservationsRepository(tx);
      const known = await repo.chargeByRef(payments.name, ref);
      const row = known ? await repo.find(known.reservationId, true) : null;
      if (!row || !known) {
        await journal?.record(tx, null, 'ignored: unknown payment');
        return { outcome: 'ignored: unknown payment', reservationId: null };
      }
      if (await journal?.seen(tx)) return { outcome: 'duplicate', reservationId: row.id };
      const entry = (await repo.chargeByRef(payments.name, ref))!;
      const outcome = await work(tx, row, entry);
      await journal?.record(tx, row.id, outcome);
      return { outcome, reservationId: row.id };
    });
  }

  /** A payment that did not go through: its pending charge is marked failed; the reservation stays payable. */
  function failPayment(input: {
    ref: string;
    code: string;
    message: string;
    journal?: EventJournal;
  }) {
    return onCharge(input.ref, input.journal, async (tx, _row, entry) => {
      if (entry.status !== 'pending') return `no change: payment already ${entry.status}`;
      await reservationsRepository(tx).updateLedger(entry.id, {
        status: 'failed',
        failureCode: input.code,
        failureMessage: input.message,
      });
      return 'payment failed';
    });
  }

  return {
    /** Pays; a card whose bank asks for 3-D Secure answers the step to take instead (nothing charged yet). */
    async checkout(
      userId: number,
      id: number,
      payment: { card?: CardDetails; paymentMethodId?: string },
      say?: Say,
    ): Promise<{ reservation: ReservationView; paymentAction: PaymentAction | null }> {
      try {
        const reservation = await act(userId, id, 'checkout', { payment, say });
        return { reservation, paymentAction: null };
      } catch (error) {
        if (!(error instanceof PaymentActionRequired)) throw error;
        const row = (await reservationsRepository(db).find(id))!;
        return {
          reservation: await toView(row, roleOf(row, userId), true, say),
          paymentAction: {
            type: 'requires_action',
            provider: payments.name,
            payment_intent_id: error.ref,
            client_secret: error.clientSecret,
          },
        };
      }
    },

    /**
     * The browser's word that the card holder finished 3-D Secure. The provider is asked
     * where the payment stands (the browser is never believed); a webhook may have settled
     * it already, which is fine: the answer is the same.
     */
    async confirmCheckout(userId: number, id: number, paymentIntentId: string, say?: Say) {
      const repo = reservationsRepository(db);
      const row = await repo.find(id);
      if (!row) throw notFound(/*i18n*/ 'That reservation does not exist.');
      if (roleOf(row, userId) !== 'renter')
        throw forbidden(/*i18n*/ 'Only the renter can do that.');
      const entry = await repo.chargeByRef(payments.name, paymentIntentId);
      if (!entry || entry.reservationId !== id)
        throw new AppError(
          404,
          /*i18n*/ 'No payment of this reservation is waiting for confirmation.',
          {
            payment_intent_id: [
              /*i18n*/ 'No payment of this reservation is waiting for confirmation.',
            ],
          },
        );
      if (entry.description === UNMATCHED_CHARGE)
        throw conflict(
          /*i18n*/ 'This reservation changed before your bank confirmed the payment, so the payment has been refunded in full.',
        );
      if (entry.status === 'failed')
        throw new AppError(
          402,
          entry.failureMessage ?? /*i18n*/ 'The payment did not go through.',
          {
            card: [entry.failureMessage ?? /*i18n*/ 'The payment did not go through.'],
          },
        );
      if (entry.status === 'pending') {
        const state = await payments.paymentState(paymentIntentId);
        if (state.status === 'requires_action')
          throw conflict(
            /*i18n*/ 'Your bank has not confirmed the payment yet. Finish the confirmation, or try again.',
          );
        if (state.status === 'failed') {
          await failPayment({ ref: paymentIntentId, code: state.code, message: state.message });
          throw new AppError(402, state.message, { card: [state.message] });
        }
        const settled = await settlePayment({
          ref: paymentIntentId,
          amountCents: state.amountCents,
          note: CONFIRMED_BY_BANK,
        });
        if (settled.outcome.startsWith('refunded'))
          throw conflict(
            /*i18n*/ 'This reservation changed before your bank confirmed the payment, so the payment has been refunded in full.',
          );
      }
      const fresh = (await repo.find(id))!;
      return toView(fresh, 'renter', true, say);
    },

    settlePayment,
    failPayment,

    /**
     * Refunds the provider reports that OwnLess did not make (from the Stripe Dashboard):
     * written to the ledger and the reservation's refunded total, shown in its history.
     * Refunds OwnLess made are in the ledger already (their ids match) and change nothing.
     */
    recordProviderRefunds(input: {
      chargeRef: string;
      refunds: { ref: string; amountCents: number }[];
      journal?: EventJournal;
    }) {
      return onCharge(input.chargeRef, input.journal, async (tx, row) => {
        const repo = reservationsRepository(tx);
        const known = await repo.refundRefs(
          payments.name,
          input.refunds.map((r) => r.ref),
        );
        const fresh = input.refunds.filter((r) => !known.has(r.ref));
        if (fresh.length === 0) return 'no change: refunds already recorded';
        const total = fresh.reduce((sum, r) => sum + r.amountCents, 0);
        for (const refund of fresh) {
          await repo.insertLedger({
            reservationId: row.id,
            kind: 'refund',
            status: 'succeeded',
            amountCents: refund.amountCents,
            provider: payments.name,
            providerRef: refund.ref,
            description: /*i18n*/ 'Refunded outside OwnLess (Stripe Dashboard)',
          });
        }
        await repo.update(row.id, { refundedCents: row.refundedCents + total });
        await repo.insertEvent({
          reservationId: row.id,
          actorId: null,
          actorRole: 'system',
          action: 'payment-refunded',
          fromStatus: row.status,
          toStatus: row.status,
          note: refundedOutsideText(total),
        });
        log?.warn(
          { reservationId: row.id, payment: input.chargeRef, cents: total },
          'A refund made outside OwnLess was recorded',
        );
        return `recorded ${fresh.length} refund(s) made outside OwnLess`;
      });
    },

    /** A dispute (chargeback): flagged in the reservation's history and the log; nothing is refunded automatically (decisions 0013). */
    recordDispute(input: {
      chargeRef: string;
      disputeRef: string;
      amountCents: number;
      reason: string;
      journal?: EventJournal;
    }) {
      return onCharge(input.chargeRef, input.journal, async (tx, row) => {
        await reservationsRepository(tx).insertEvent({
          reservationId: row.id,
          actorId: null,
          actorRole: 'system',
          action: 'payment-disputed',
          fromStatus: row.status,
          toStatus: row.status,
          note: disputeText(input.amountCents, input.reason),
        });
        log?.warn(
          {
            reservationId: row.id,
            payment: input.chargeRef,
            dispute: input.disputeRef,
            reason: input.reason,
          },
          'Payment disputed: answer it in the Stripe Dashboard',
        );
        return 'flagged: dispute opened';
      });
    },
  };
}
