import {
  ACTION_EFFECTS,
  APPROVED_EXPIRY_HOURS,
  findTransition,
  guardRefusal,
  type ReservationAction,
  type ReservationActor,
  type Transition,
  TRANSITIONS,
} from '@ownless/shared';
import type { Executor } from '../../db/client';
import { type Message, nested } from '../../i18n';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { CardDetails } from '../payments/provider';
import { checkAvailability, ruleRefusal, type RuleRefusal } from './booking';
import type { ReservationsDeps } from './reservation-deps';
import { factsOf, roleOf } from './reservation-facts';
import { depositsRepository } from './deposits.repository';
import {
  type LedgerContext,
  ledgerMovements,
  PaymentActionRequired,
  PaymentDeclined,
} from './reservation-ledger';
import type { Notify } from './reservation-notifications';
import type { ReservationPresenter } from './reservation-presenter';
import { trackingNoteText } from './event-notes';
import type { Say } from './reservation-views';
import { type ReservationRow, reservationsRepository } from './reservations.repository';

const HOUR = 3_600_000;

export interface TransitionOptions {
  actor?: ReservationActor;
  note?: string | null;
  tracking?: string | null;
  payment?: { card?: CardDetails; paymentMethodId?: string };
  /** Checkout of a payment the provider has confirmed: this pending ledger entry is marked paid instead of charging. */
  confirmedCharge?: number;
  /** Says the answered reservation's words in the reader's language (English by default). */
  say?: Say;
}

/**
 * Moving a reservation through the machine: the one place a transition is decided and
 * written (`applyIn`), the transaction a participant's action runs in (`transition`), and
 * the row locks other modules take on a reservation.
 */
export function reservationTransitions(
  deps: Pick<ReservationsDeps, 'db' | 'config' | 'payments' | 'listings' | 'users' | 'now'>,
  effects: { notify: Notify; toView: ReservationPresenter['toView'] },
) {
  const { db, config, payments, listings, users, now: clock } = deps;
  const { notify, toView } = effects;
  const ledger = ledgerMovements({
    payments,
    fees: config.fees,
    windowHours: config.claims.windowHours,
  });

  /**
   * Applies one transition of the machine to a reservation whose row the transaction has
   * locked (and locks the listing's, where stock is at stake). Anything the machine does
   * not allow for this role, or not yet, is refused and nothing changes. Every transition,
   * the scheduler's expiry included, goes through here.
   */
  async function applyIn(
    tx: Executor,
    row: ReservationRow,
    action: ReservationAction,
    role: ReservationActor,
    actorId: number | null,
    options: TransitionOptions,
    now = clock(),
  ) {
    const repo = reservationsRepository(tx);
    const facts = factsOf(row);
    const allowed = findTransition(facts, action, role);
    if (!allowed) {
      // An action this role never takes on this kind of reservation is a permission
      // problem (403); one it may take later or earlier is a state problem (409).
      const everFor = (r: ReservationActor) =>
        TRANSITIONS.some(
          (t) => t.action === action && t.by === r && (!t.when?.type || t.when.type === facts.type),
        );
      if (!everFor(role)) {
        const other = (['owner', 'renter'] as const).find((r) => r !== role && everFor(r));
        throw forbidden(
          other === 'owner'
            ? /*i18n*/ 'Only the owner can do that.'
            : other === 'renter'
              ? /*i18n*/ 'Only the renter can do that.'
              : /*i18n*/ 'You are not allowed to do that.',
        );
      }
      throw conflict(
        /*i18n*/ {
          id: 'A reservation that is {status, select, pending {pending} approved {approved} paid {paid} shipped {shipped} ongoing {ongoing} returned {returned} completed {completed} rejected {rejected} cancelled {cancelled} expired {expired} other {{status}}} cannot be changed that way.',
          values: { status: row.status },
        },
      );
    }
    await refuseBeforeItsTime(tx, row, allowed, now);
    const patch: Partial<typeof row> = { status: allowed.to };

    if (action === 'approve' || action === 'checkout') {
      // Stock is decided here, under the listing's row lock: no two approvals of
      // overlapping dates can both pass.
      const listing = await listings.lockForBooking(tx, row.listingId);
      if (!listing) throw conflict(/*i18n*/ 'This listing no longer exists.');
      // The listing's booking rules as they are now; the notice and the window are counted
      // from the request, which the renter made in time (decision 0030).
      const { frequencies } = await listings.pricingInputs(tx, listing, null);
      const refusal = ruleRefusal(
        listing,
        frequencies.filter((f) => f.type === 'rent').map((f) => f.frequency),
        { start: row.startAt, frequency: row.frequency, units: row.units, type: factsOf(row).type },
        row.createdAt,
        false,
      );
      if (refusal) throw refusedAt(action, refusal.message, refusal.field);
      const availability = await checkAvailability(
        tx,
        listings,
        listing,
        row.startAt,
        row.endAt,
        row.quantity,
        row.id,
        action === 'checkout' ? (row.approvedAt ?? undefined) : undefined,
      );
      if (!availability.ok) throw refusedAt(action, availability.reason, 'start_at');
      if (action === 'approve') {
        patch.approvedAt = now;
        patch.expiresAt = new Date(now.getTime() + APPROVED_EXPIRY_HOURS * HOUR);
      }
    }

    if (action === 'checkout') {
      patch.paidAt = now;
      patch.expiresAt = null;
    }
    if (
      action === 'cancel-by-renter' ||
      action === 'cancel-by-owner' ||
      action === 'cancel-by-admin'
    ) {
      patch.cancelledBy = role;
      patch.cancelReason = options.note ?? null;
      patch.expiresAt = null;
    }
    if (action === 'reject') patch.cancelReason = options.note ?? null;
    if (action === 'expire') patch.expiresAt = null;
    if (action === 'ship') patch.trackingNumber = options.tracking || null;
    if (action === 'complete') patch.completedAt = now;

    // The money this action moves, as the lifecycle table names it (ACTION_EFFECTS); one
    // context for all, so the deposit's hold is known to the charge that follows it.
    const context: LedgerContext = {
      repo,
      deposits: depositsRepository(tx),
      row,
      ownerAccount: async () => (await users.find(row.ownerId, tx))?.stripeAccountId ?? null,
      role,
      now,
      payment: options.payment,
      confirmedCharge: options.confirmedCharge,
      patch,
    };
    for (const movement of ACTION_EFFECTS[action].ledger) await ledger[movement](context);

    const saved = await repo.update(row.id, patch);
    await repo.insertEvent({
      reservationId: row.id,
      actorId,
      actorRole: role,
      action,
      fromStatus: row.status,
      toStatus: allowed.to,
      note:
        options.note ??
        (action === 'ship' && options.tracking ? trackingNoteText(options.tracking) : null),
    });
    return saved;
  }

  /**
   * A 409 for an approval or a payment the listing's rules or stock no longer allow: the
   * reason with what it stops, and under the same field as the request's refusal of it
   * (`units` for a length, `start_at` for the notice, the window and the dates' stock).
   */
  function refusedAt(action: 'approve' | 'checkout', reason: Message, field: RuleRefusal['field']) {
    return conflict(
      action === 'approve'
        ? /*i18n*/ {
            id: '{reason} This request cannot be approved.',
            values: { reason: nested(reason) },
          }
        : /*i18n*/ {
            id: '{reason} This request cannot be paid.',
            values: { reason: nested(reason) },
          },
      { [field]: [reason] },
    );
  }

  /** The machine's time guard, in the listing's time zone (a 409 until the day comes). */
  async function refuseBeforeItsTime(
    tx: Executor,
    row: ReservationRow,
    allowed: Transition,
    now: Date,
  ) {
    if (!allowed.guard) return;
    const listing = await listings.find(row.listingId, tx);
    const refusal = guardRefusal(allowed, factsOf(row), {
      now,
      startAt: row.startAt,
      timeZone: listing?.timezone ?? 'America/New_York',
      expiresAt: row.expiresAt,
      instantBooking: listing?.instantBooking ?? false,
    });
    if (refusal) throw conflict(refusal.message);
  }

  /** Runs one transition in its own transaction holding the reservation's row lock. */
  async function transition(
    userId: number | null,
    id: number,
    action: ReservationAction,
    options: TransitionOptions = {},
  ) {
    let declined: { code: string; message: string; row: ReservationRow } | null = null;
    let updated: ReservationRow;
    try {
      updated = await db.transaction(async (tx) => {
        const row = await reservationsRepository(tx).find(id, true);
        if (!row) throw notFound(/*i18n*/ 'That reservation does not exist.');
        const role: ReservationActor = options.actor ?? roleOf(row, userId!);
        return applyIn(tx, row, action, role, role === 'system' ? null : userId, options);
      });
    } catch (error) {
      if (error instanceof PaymentActionRequired) {
        // Kept as a pending charge: confirmed later by the browser or by Stripe's webhook.
        const row = (await reservationsRepository(db).find(id))!;
        await reservationsRepository(db).insertLedger({
          reservationId: id,
          kind: 'charge',
          status: 'pending',
          amountCents: row.totalCents,
          provider: payments.name,
          providerRef: error.ref,
          description: /*i18n*/ 'Reservation payment (waiting for the bank to confirm)',
        });
        throw error;
      }
      if (!(error instanceof PaymentDeclined)) throw error;
      const row = await reservationsRepository(db).find(id);
      declined = { code: error.code, message: error.message, row: row! };
      updated = row!;
    }
    if (declined) {
      // The failed attempt is recorded; nothing was booked or charged.
      await reservationsRepository(db).insertLedger({
        reservationId: id,
        kind: 'charge',
        status: 'failed',
        amountCents: declined.row.totalCents,
        provider: payments.name,
        failureCode: declined.code,
        failureMessage: declined.message,
        description: /*i18n*/ 'Reservation payment',
      });
      throw new AppError(402, declined.message, { card: [declined.message] });
    }
    await notify(updated, action, options.note);
    return updated;
  }

  const act = async (
    userId: number,
    id: number,
    action: ReservationAction,
    options: TransitionOptions = {},
  ) => {
    const row = await transition(userId, id, action, options);
    return toView(row, roleOf(row, userId), true, options.say);
  };

  return {
    applyIn,
    act,

    /**
     * The operator's cancellation (cancel-by-admin: everything paid is refunded), inside the
     * caller's transaction so the operator action, its audit entry and the cancellation
     * commit together. Call `announce` with the result after the commit.
     */
    async cancelAsOperatorIn(tx: Executor, id: number, operatorId: number, note: string) {
      const row = await reservationsRepository(tx).find(id, true);
      if (!row) throw notFound(/*i18n*/ 'That reservation does not exist.');
      return applyIn(tx, row, 'cancel-by-admin', 'admin', operatorId, { note });
    },

    /** Locks a reservation's row in the caller's transaction and answers it (404 when there is none). */
    async lockIn(tx: Executor, id: number) {
      const row = await reservationsRepository(tx).find(id, true);
      if (!row) throw notFound(/*i18n*/ 'That reservation does not exist.');
      return row;
    },

    /**
     * Runs `work` in a transaction with the reservation's row locked: another module's
     * write that depends on the reservation's state (a review) cannot race a transition.
     */
    async withLocked<T>(id: number, work: (tx: Executor, row: ReservationRow) => Promise<T>) {
      return db.transaction(async (tx) => {
        const row = await reservationsRepository(tx).find(id, true);
        if (!row) throw notFound(/*i18n*/ 'That reservation does not exist.');
        return work(tx, row);
      });
    },

    /** Tells renter, owner and the live listeners about a committed transition. */
    announce: (row: ReservationRow, action: ReservationAction, note?: string | null) =>
      notify(row, action, note),

    approve: (userId: number, id: number, say?: Say) => act(userId, id, 'approve', { say }),
    reject: (userId: number, id: number, reason?: string | null, say?: Say) =>
      act(userId, id, 'reject', { note: reason, say }),
    ship: (userId: number, id: number, tracking?: string | null, say?: Say) =>
      act(userId, id, 'ship', { tracking, say }),
    periodAction: (userId: number, id: number, which: 'start' | 'return', say?: Say) =>
      act(userId, id, which, { say }),
    complete: (userId: number, id: number, say?: Say) => act(userId, id, 'complete', { say }),
    cancelByRenter: (userId: number, id: number, reason?: string | null, say?: Say) =>
      act(userId, id, 'cancel-by-renter', { note: reason, say }),
    cancelByOwner: (userId: number, id: number, reason?: string | null, say?: Say) =>
      act(userId, id, 'cancel-by-owner', { note: reason, say }),
  };
}

export type ReservationTransitions = ReturnType<typeof reservationTransitions>;
