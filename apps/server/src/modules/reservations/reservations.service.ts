import crypto from 'node:crypto';
import {
  ACTION_EFFECTS,
  APPROVED_EXPIRY_HOURS,
  availableActions,
  findTransition,
  formatCents,
  guardRefusal,
  OWNER_ATTENTION_STATUSES,
  OWNER_LISTS,
  PENDING_EXPIRY_HOURS,
  PROFILE_PICTURE_PLACEHOLDER,
  RENTER_ATTENTION_STATUSES,
  RESERVATION_STATUSES,
  RENTER_LISTS,
  type RentalSelection,
  type ReservationAction,
  type ReservationActor,
  type ReservationEffectKey,
  type ReservationStatus,
  type ReservationTiming,
  type ReservationView,
  type Transition,
  TRANSITIONS,
  zonedDay,
  zonedDayStart,
} from '@ownless/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import type { MailService } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail.templates';
import type { ListingsBookingService } from '../listings/listings.booking.service';
import type { CardDetails, PaymentProvider } from '../payments/provider';
import { fullNameOf } from '../users/users.presenter';
import type { UsersService } from '../users/users.service';
import { checkAvailability, priceSelection, type PricedSelection, toQuoteView } from './booking';
import {
  ledgerMovements,
  PaymentActionRequired,
  PaymentDeclined,
  refundAndRecord,
} from './reservation-ledger';
import { RESERVATION_MAIL } from './reservation-mail';
import { type ReservationListener, socketEffects } from './reservation-socket';
import { UNMATCHED_CHARGE } from './ledger-terms';
import {
  type EventWithActor,
  eventView,
  ledgerSum,
  ledgerView,
  lineItemsOf,
  listingCardView,
  refundOnCancel,
} from './reservation-views';
import { type ReservationRow, reservationsRepository } from './reservations.repository';

const HOUR = 3_600_000;

export type { ReservationListener } from './reservation-socket';

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

const newCode = () => `OL-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;

const factsOf = (row: ReservationRow) => ({
  status: row.status as ReservationStatus,
  type: row.type as 'rent' | 'sale',
  fulfilment: row.fulfilment as 'pickup' | 'delivery' | 'shipping',
});

export interface TransitionOptions {
  actor?: ReservationActor;
  note?: string | null;
  tracking?: string | null;
  payment?: { card?: CardDetails; paymentMethodId?: string };
  /** Checkout of a payment the provider has confirmed: this pending ledger entry is marked paid instead of charging. */
  confirmedCharge?: number;
}

export function reservationsService(deps: {
  db: Database;
  config: Config;
  mail: MailService;
  payments: PaymentProvider;
  /** The listings module's answers a booking needs: its row (locked where stock is decided), pricing inputs, blocked days, card. */
  listings: ListingsBookingService;
  /** The users module's answers: the parties' names and e-mail, the owner's payout account (read on the transition's transaction). */
  users: Pick<UsersService, 'find' | 'namesOf' | 'canBookIn'>;
  /** Whether this party reviewed the reservation: the reviews module's answer (it depends on this service, so it is handed over). */
  hasReviewed: (reservationId: number, authorId: number) => Promise<boolean>;
  /** The service's clock: time guards, expiry and refund deadlines read it (tests move it). */
  now: () => Date;
  log?: FastifyBaseLogger;
}) {
  const { db, config, mail, payments, listings, users, hasReviewed, now: clock, log } = deps;
  const listeners: ReservationListener[] = [];
  const fees = config.fees;
  const ledger = ledgerMovements({ payments, fees });
  const sockets = socketEffects(listeners);

  function roleOf(row: ReservationRow, userId: number): 'renter' | 'owner' {
    if (row.renterId === userId) return 'renter';
    if (row.ownerId === userId) return 'owner';
    throw forbidden('This reservation is not yours.');
  }

  async function notify(row: ReservationRow, action: ReservationEffectKey, reason?: string | null) {
    // What this action announces, as the lifecycle table names it (ACTION_EFFECTS).
    const effects = ACTION_EFFECTS[action];
    if (effects.socket) sockets[effects.socket](row);
    if (effects.mail.length === 0) return;
    const [renter, owner, card] = await Promise.all([
      users.find(row.renterId),
      users.find(row.ownerId),
      listings.card(row.listingId),
    ]);
    if (!renter || !owner || !card) return;
    // The days where the listing is, as its calendar and the reservation's page show them.
    const day = (instant: Date) => zonedDay(instant, card.timezone);
    const period =
      row.type === 'sale' ? day(row.startAt) : `${day(row.startAt)} to ${day(row.endAt)}`;
    const fill = (text: string) =>
      text
        .replaceAll('{listing}', card.name)
        .replaceAll('{renter}', renter.firstName)
        .replaceAll('{owner}', owner.firstName)
        .replaceAll('{period}', period)
        .replaceAll('{reason}', reason ? ` Reason: ${reason}` : '')
        .replaceAll(
          '{tracking}',
          row.trackingNumber ? ` Tracking number: ${row.trackingNumber}.` : '',
        );
    for (const { to: recipient, template: name } of effects.mail) {
      const template = RESERVATION_MAIL[name];
      const to = recipient === 'renter' ? renter : owner;
      const path =
        recipient === 'renter'
          ? `/admin/my-rentals/${row.id}/reservation-request`
          : `/admin/bookings/${row.id}/reservation-request`;
      await mail.send(
        mailTemplates.generic(
          to.email,
          to.firstName,
          fill(template.subject),
          [fill(template.body)],
          { label: template.cta, url: `${config.appUrl}${path}` },
        ),
      );
    }
  }

  /** A reservation's history, oldest first, each event with its actor's name (the users module's). */
  async function eventsOf(reservationId: number): Promise<EventWithActor[]> {
    const events = await reservationsRepository(db).events(reservationId);
    const actorIds = new Set(events.flatMap((e) => (e.actorId === null ? [] : [e.actorId])));
    const names = await users.namesOf([...actorIds]);
    return events.map((event) => {
      const actor = event.actorId === null ? undefined : names.get(event.actorId);
      return { event, firstName: actor?.firstName ?? null, lastName: actor?.lastName ?? null };
    });
  }

  /** Cards and renters' names of these reservations: one query for each, whatever the number of rows. */
  async function cardsAndRentersOf(rows: readonly ReservationRow[]) {
    const [cards, renters] = await Promise.all([
      listings.cards(rows.map((r) => r.listingId)),
      users.namesOf(rows.map((r) => r.renterId)),
    ]);
    return { cards, renters };
  }

  /** Several reservations as one viewer sees them, their cards and renters read once for all. */
  async function toViews(rows: readonly ReservationRow[], viewer: 'renter' | 'owner') {
    const parties = await cardsAndRentersOf(rows);
    return Promise.all(rows.map((row) => toView(row, viewer, false, parties)));
  }

  async function toView(
    row: ReservationRow,
    viewer: 'renter' | 'owner',
    withEvents = false,
    preloaded?: Awaited<ReturnType<typeof cardsAndRentersOf>>,
  ): Promise<ReservationView> {
    const viewerId = viewer === 'renter' ? row.renterId : row.ownerId;
    const [parties, events, shipping, reviewed] = await Promise.all([
      preloaded ?? cardsAndRentersOf([row]),
      withEvents ? eventsOf(row.id) : Promise.resolve(null),
      row.shippingOptionId
        ? listings.shippingOption(row.listingId, row.shippingOptionId)
        : Promise.resolve(null),
      row.status === 'completed' ? hasReviewed(row.id, viewerId) : Promise.resolve(false),
    ]);
    const card = parties.cards.get(row.listingId) ?? null;
    const renter = parties.renters.get(row.renterId);
    const facts = factsOf(row);
    const actions = availableActions(facts, viewer);
    const timing: ReservationTiming = {
      now: clock(),
      startAt: row.startAt,
      timeZone: card?.timezone ?? 'America/New_York',
      expiresAt: row.expiresAt,
    };
    const cancelAction = actions.find(
      (a) => a.action === 'cancel-by-renter' || a.action === 'cancel-by-owner',
    );
    let cancelRefund: ReservationView['cancel_refund'] = null;
    if (cancelAction) {
      const paid = row.status === 'paid';
      const refund = refundOnCancel(row, viewer, timing.now);
      cancelRefund = paid
        ? {
            total_cents: refund.totalCents,
            subtotal_percent: refund.subtotalPercent,
            explanation: refund.explanation,
          }
        : {
            total_cents: 0,
            subtotal_percent: 100,
            explanation: 'Nothing has been charged yet, so there is nothing to refund.',
          };
    }
    return {
      id: row.id,
      code: row.code,
      status: row.status as ReservationStatus,
      type: row.type as 'rent' | 'sale',
      frequency: row.frequency,
      start_at: row.startAt.toISOString(),
      end_at: row.endAt.toISOString(),
      units: row.units,
      quantity: row.quantity,
      fulfilment: row.fulfilment,
      shipping_option: shipping ? { id: shipping.id, name: shipping.name } : null,
      tracking_number: row.trackingNumber,
      unit_price_cents: row.unitPriceCents,
      subtotal_cents: row.subtotalCents,
      service_fee_cents: row.serviceFeeCents,
      commission_cents: viewer === 'owner' ? row.commissionCents : 0,
      shipping_cents: row.shippingCents,
      deposit_cents: row.depositCents,
      total_cents: row.totalCents,
      payout_cents: viewer === 'owner' ? row.payoutCents : 0,
      refunded_cents: row.refundedCents,
      policy: row.policySlug,
      renter_note: row.renterNote,
      cancelled_by: row.cancelledBy,
      cancel_reason: row.cancelReason,
      expires_at: row.expiresAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      listing: listingCardView(row.listingId, row.ownerId, card),
      renter: {
        id: row.renterId,
        fullName: renter ? fullNameOf(renter) : '',
        profilePicture: renter?.profilePicture ?? PROFILE_PICTURE_PLACEHOLDER,
      },
      viewer_role: viewer,
      actions: actions.map((a) => ({
        action: a.action,
        label: a.label,
        to: a.to,
        available_from: guardRefusal(a, facts, timing)?.availableFrom?.toISOString() ?? null,
      })),
      line_items: lineItemsOf(row),
      events: events?.map(eventView),
      cancel_refund: cancelRefund,
      reviewed_by_me: reviewed,
    };
  }

  /** Creates one pending reservation inside a transaction (the listing row locked). */
  async function createPending(
    tx: Executor,
    renterId: number,
    listingId: number,
    selection: RentalSelection,
    note?: string,
    cartId?: number,
  ) {
    const repo = reservationsRepository(tx);
    const listing = await listings.lockForBooking(tx, listingId);
    if (!listing || listing.status !== 'Published')
      throw conflict('This listing is no longer available.', {
        listing_id: ['This listing is no longer available.'],
      });
    if (listing.ownerId === renterId)
      throw unprocessable('You cannot rent your own listing.', {
        listing_id: ['You cannot rent your own listing.'],
      });
    // After the listing's lock, the order an account deletion takes them in too.
    if (!(await users.canBookIn(tx, renterId)))
      throw conflict('This account was deleted.', { listing_id: ['This account was deleted.'] });
    const priced = await priceSelection(tx, listings, listing, selection, fees, clock());
    const availability = await checkAvailability(
      tx,
      listings,
      listing,
      priced.start,
      priced.end,
      priced.quantity,
    );
    if (!availability.ok) throw conflict(availability.reason, { start_at: [availability.reason] });
    const row = await repo.insert(pendingValues(priced, renterId, note, cartId));
    await repo.insertEvent({
      reservationId: row.id,
      actorId: renterId,
      actorRole: 'renter',
      action: 'request',
      fromStatus: null,
      toStatus: 'pending',
      note: note ?? null,
    });
    return row;
  }

  function pendingValues(
    priced: PricedSelection,
    renterId: number,
    note?: string,
    cartId?: number,
  ) {
    const q = priced.quote;
    return {
      code: newCode(),
      listingId: priced.listing.id,
      renterId,
      ownerId: priced.listing.ownerId,
      cartId: cartId ?? null,
      status: 'pending',
      type: priced.type,
      frequency: priced.frequency,
      startAt: priced.start,
      endAt: priced.end,
      units: priced.units,
      quantity: priced.quantity,
      fulfilment: priced.fulfilment,
      shippingOptionId: priced.shippingOptionId,
      unitPriceCents: q.unitPriceCents,
      subtotalCents: q.subtotalCents,
      serviceFeeCents: q.serviceFeeCents,
      commissionCents: q.commissionCents,
      shippingCents: q.shippingCents,
      depositCents: q.depositCents,
      totalCents: q.totalCents,
      payoutCents: q.payoutCents,
      policySlug: priced.policySlug,
      renterNote: note || null,
      expiresAt: new Date(clock().getTime() + PENDING_EXPIRY_HOURS * HOUR),
    };
  }

  /**
   * Applies one transition of the machine to a reservation whose row the transaction has
   * locked (and locks the listing's, where stock is at stake). Anything the machine does
   * not allow for this role, or not yet, is refused and nothing changes. Every transition,
   * the scheduler's expiry included, goes through here.
   */
  async function apply(
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
          other ? `Only the ${other} can do that.` : 'You are not allowed to do that.',
        );
      }
      throw conflict(`A reservation that is ${row.status} cannot be changed that way.`);
    }
    await refuseBeforeItsTime(tx, row, allowed, now);
    const patch: Partial<typeof row> = { status: allowed.to };

    if (action === 'approve' || action === 'checkout') {
      // Stock is decided here, under the listing's row lock: no two approvals of
      // overlapping dates can both pass.
      const listing = await listings.lockForBooking(tx, row.listingId);
      if (!listing) throw conflict('This listing no longer exists.');
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
      if (!availability.ok)
        throw conflict(
          `${availability.reason} This request cannot be ${action === 'approve' ? 'approved' : 'paid'}.`,
        );
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

    // The money this action moves, as the lifecycle table names it (ACTION_EFFECTS).
    for (const movement of ACTION_EFFECTS[action].ledger)
      await ledger[movement]({
        repo,
        row,
        ownerAccount: async () => (await users.find(row.ownerId, tx))?.stripeAccountId ?? null,
        role,
        now,
        payment: options.payment,
        confirmedCharge: options.confirmedCharge,
        patch,
      });

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
        (action === 'ship' && options.tracking ? `Tracking number ${options.tracking}` : null),
    });
    return saved;
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
        if (!row) throw notFound('That reservation does not exist.');
        const role: ReservationActor = options.actor ?? roleOf(row, userId!);
        return apply(tx, row, action, role, role === 'system' ? null : userId, options);
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
          description: 'Reservation payment (waiting for the bank to confirm)',
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
        description: 'Reservation payment',
      });
      throw new AppError(402, declined.message, { card: [declined.message] });
    }
    await notify(updated, action, options.note);
    return updated;
  }

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
        description: 'Reservation payment',
      });
      if (row.status === 'approved' && amount === row.totalCents) {
        try {
          paid = await apply(tx, row, 'checkout', 'renter', row.renterId, {
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
        description: 'Refund of a payment received after the reservation had changed',
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

  const act = async (
    userId: number,
    id: number,
    action: ReservationAction,
    options: TransitionOptions = {},
  ) => {
    const row = await transition(userId, id, action, options);
    return toView(row, roleOf(row, userId), true);
  };

  return {
    onChange(listener: ReservationListener) {
      listeners.push(listener);
    },

    /** A server-computed quote; unavailable dates answer available=false with the reason. */
    async quote(listingId: number, selection: RentalSelection) {
      const listing = await listings.find(listingId);
      if (!listing || listing.status !== 'Published')
        throw notFound('This listing does not exist or is no longer available.');
      const priced = await priceSelection(db, listings, listing, selection, fees, clock());
      return toQuoteView(
        priced,
        await checkAvailability(db, listings, listing, priced.start, priced.end, priced.quantity),
      );
    },

    /** A quote for someone about to rent: refuses their own listing. */
    async quoteForRenter(renterId: number, listingId: number, selection: RentalSelection) {
      const listing = await listings.find(listingId);
      if (listing && listing.ownerId === renterId) {
        throw unprocessable('You cannot rent your own listing.', {
          listing_id: ['You cannot rent your own listing.'],
        });
      }
      return this.quote(listingId, selection);
    },

    /** Listing card facts (name, cover, owner) for cart views, by listing id, in one go. */
    listingCards: (listingIds: readonly number[]) => listings.cards(listingIds),

    /**
     * Booked periods for the availability calendar (no renter details) from the day `from`
     * up to the day `to` (not included), days where the listing is: its calendar's days; from
     * now for 180 days when left out. A listing that is not published is its owner's alone,
     * as its detail page is.
     */
    async bookedPeriods(
      listingId: number,
      days: { from?: string; to?: string },
      viewerId: number | null,
    ) {
      const listing = await listings.find(listingId);
      if (!listing || (listing.status !== 'Published' && listing.ownerId !== viewerId)) {
        throw notFound('This listing does not exist or is no longer available.');
      }
      const from = days.from ? zonedDayStart(days.from, listing.timezone) : clock();
      const to = days.to
        ? zonedDayStart(days.to, listing.timezone)
        : new Date(from.getTime() + 180 * 24 * HOUR);
      const rows = await reservationsRepository(db).bookedOverlapping(listingId, from, to);
      return rows.map((r) => ({
        start_at: r.startAt.toISOString(),
        end_at: r.endAt.toISOString(),
        quantity: r.quantity,
      }));
    },

    async requestOne(
      renterId: number,
      listingId: number,
      selection: RentalSelection,
      note?: string,
    ) {
      const row = await db.transaction((tx) =>
        createPending(tx, renterId, listingId, selection, note),
      );
      await notify(row, 'request');
      return [await toView(row, 'renter')];
    },

    /**
     * Several pending reservations in one transaction. `claim` runs first inside it: the
     * caller locks and reads what is being requested (the cart module locks the cart row,
     * so a second request of the same cart waits, then finds it empty) and answers the
     * selections and a `done` step that runs in the same transaction after they are
     * created (the cart removes the requested items). Nothing is kept if any one fails.
     */
    async requestMany(
      renterId: number,
      options: { note?: string; cartId?: number },
      claim: (tx: Executor) => Promise<{
        selections: { listingId: number; selection: RentalSelection }[];
        done: () => Promise<unknown>;
      }>,
    ) {
      const rows = await db.transaction(async (tx) => {
        const { selections, done } = await claim(tx);
        const created: ReservationRow[] = [];
        for (const { listingId, selection } of selections)
          created.push(
            await createPending(tx, renterId, listingId, selection, options.note, options.cartId),
          );
        await done();
        return created;
      });
      for (const row of rows) await notify(row, 'request');
      return toViews(rows, 'renter');
    },

    /**
     * Runs `work` in a transaction with the reservation's row locked: another module's
     * write that depends on the reservation's state (a review) cannot race a transition.
     */
    async withLocked<T>(id: number, work: (tx: Executor, row: ReservationRow) => Promise<T>) {
      return db.transaction(async (tx) => {
        const row = await reservationsRepository(tx).find(id, true);
        if (!row) throw notFound('That reservation does not exist.');
        return work(tx, row);
      });
    },

    async detail(userId: number, id: number) {
      const row = await reservationsRepository(db).find(id);
      if (!row) throw notFound('That reservation does not exist.');
      return toView(row, roleOf(row, userId), true);
    },

    async transaction(userId: number, id: number) {
      const repo = reservationsRepository(db);
      const row = await repo.find(id);
      if (!row) throw notFound('That reservation does not exist.');
      const role = roleOf(row, userId);
      const ledger = await repo.ledger(id);
      return {
        reservation_id: id,
        code: row.code,
        status: row.status,
        line_items: lineItemsOf(row),
        ledger: ledger.filter((l) => role === 'owner' || l.kind !== 'transfer').map(ledgerView),
        totals: {
          charged_cents: ledgerSum(ledger, 'charge'),
          refunded_cents: ledgerSum(ledger, 'refund'),
          transferred_cents: role === 'owner' ? ledgerSum(ledger, 'transfer') : 0,
        },
      };
    },

    async list(
      userId: number,
      listKey: string,
      query: {
        role?: 'renter' | 'owner';
        from?: string;
        to?: string;
        page: number;
        per_page: number;
      },
    ) {
      let role: 'renter' | 'owner';
      let statuses: readonly ReservationStatus[];
      if (listKey === 'renter' || listKey === 'owner') {
        role = listKey;
        statuses = RESERVATION_STATUSES;
      } else if (
        query.role === 'owner' ||
        (!Object.hasOwn(RENTER_LISTS, listKey) && Object.hasOwn(OWNER_LISTS, listKey))
      ) {
        role = 'owner';
        // Own keys only: "valueOf" or "constructor" are no list.
        const found = Object.hasOwn(OWNER_LISTS, listKey)
          ? OWNER_LISTS[listKey as keyof typeof OWNER_LISTS]
          : undefined;
        if (!found) throw notFound(`There is no "${listKey}" list of bookings.`);
        statuses = found;
      } else {
        role = 'renter';
        const found = Object.hasOwn(RENTER_LISTS, listKey)
          ? RENTER_LISTS[listKey as keyof typeof RENTER_LISTS]
          : undefined;
        if (!found) throw notFound(`There is no "${listKey}" list of rentals.`);
        statuses = found;
      }
      const { rows, total } = await reservationsRepository(db).list({
        role,
        userId,
        statuses,
        from: query.from,
        to: query.to,
        page: query.page,
        perPage: query.per_page,
      });
      return {
        items: await toViews(rows, role),
        total,
        page: query.page,
        per_page: query.per_page,
        role,
      };
    },

    async earnings(ownerId: number) {
      const row = await reservationsRepository(db).earnings(ownerId);
      return {
        paid_out_cents: row.paidOut,
        upcoming_payout_cents: row.upcoming,
        completed_count: row.completed,
      };
    },

    async statistics(userId: number) {
      const repo = reservationsRepository(db);
      const [bookingOngoingCount, renterOngoingCount] = await Promise.all([
        repo.countFor('owner', userId, OWNER_ATTENTION_STATUSES),
        repo.countFor('renter', userId, RENTER_ATTENTION_STATUSES),
      ]);
      return { bookingOngoingCount, renterOngoingCount };
    },

    /**
     * The operator's cancellation (cancel-by-admin: everything paid is refunded), inside the
     * caller's transaction so the operator action, its audit entry and the cancellation
     * commit together. Call `announce` with the result after the commit.
     */
    async cancelAsOperatorIn(tx: Executor, id: number, operatorId: number, note: string) {
      const row = await reservationsRepository(tx).find(id, true);
      if (!row) throw notFound('That reservation does not exist.');
      return apply(tx, row, 'cancel-by-admin', 'admin', operatorId, { note });
    },

    /** Locks a reservation's row in the caller's transaction and answers it (404 when there is none). */
    async lockIn(tx: Executor, id: number) {
      const row = await reservationsRepository(tx).find(id, true);
      if (!row) throw notFound('That reservation does not exist.');
      return row;
    },

    /** The reservation's successful charge (the one refunds come from), or null; read on `tx` when given. */
    successfulCharge: (id: number, tx: Executor = db) =>
      reservationsRepository(tx).successfulCharge(id),

    /** The reservation's history with its actors' names, for the operator console. */
    eventsOf,

    /**
     * Ids of the reservations completed at least `atLeastDays` and less than `lessThanDays`
     * ago (the database's clock), read on `tx`: the reviews module finds the reviews whose
     * blind period just ran out with them.
     */
    completedAgoIn: (tx: Executor, atLeastDays: number, lessThanDays: number) =>
      reservationsRepository(tx).completedAgo(atLeastDays, lessThanDays),

    /**
     * How many booked reservations overlap some of the listing's days, given as the instants
     * they span where the listing is (`blockedInterval`), read on `tx`: an owner cannot block
     * booked days (the listings module asks inside its transaction, holding the listing's lock).
     */
    bookedOnDaysIn: async (tx: Executor, listingId: number, days: { start: Date; end: Date }) =>
      (await reservationsRepository(tx).bookedOverlapping(listingId, days.start, days.end)).length,

    /** The reservation's renter and owner, or null when there is none (the chat module's check). */
    async partiesOf(id: number) {
      const row = await reservationsRepository(db).find(id);
      return row ? { renterId: row.renterId, ownerId: row.ownerId } : null;
    },

    /** Every ledger entry of the reservation, oldest first, for the operator console. */
    ledgerOf: (id: number) => reservationsRepository(db).ledger(id),

    /** Tells renter, owner and the live listeners about a committed transition. */
    announce: (row: ReservationRow, action: ReservationAction, note?: string | null) =>
      notify(row, action, note),

    approve: (userId: number, id: number) => act(userId, id, 'approve'),
    reject: (userId: number, id: number, reason?: string | null) =>
      act(userId, id, 'reject', { note: reason }),
    ship: (userId: number, id: number, tracking?: string | null) =>
      act(userId, id, 'ship', { tracking }),
    periodAction: (userId: number, id: number, which: 'start' | 'return') => act(userId, id, which),
    complete: (userId: number, id: number) => act(userId, id, 'complete'),
    /** Pays; a card whose bank asks for 3-D Secure answers the step to take instead (nothing charged yet). */
    async checkout(
      userId: number,
      id: number,
      payment: { card?: CardDetails; paymentMethodId?: string },
    ): Promise<{ reservation: ReservationView; paymentAction: PaymentAction | null }> {
      try {
        return { reservation: await act(userId, id, 'checkout', { payment }), paymentAction: null };
      } catch (error) {
        if (!(error instanceof PaymentActionRequired)) throw error;
        const row = (await reservationsRepository(db).find(id))!;
        return {
          reservation: await toView(row, roleOf(row, userId), true),
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
    async confirmCheckout(userId: number, id: number, paymentIntentId: string) {
      const repo = reservationsRepository(db);
      const row = await repo.find(id);
      if (!row) throw notFound('That reservation does not exist.');
      if (roleOf(row, userId) !== 'renter') throw forbidden('Only the renter can do that.');
      const entry = await repo.chargeByRef(payments.name, paymentIntentId);
      if (!entry || entry.reservationId !== id)
        throw new AppError(404, 'No payment of this reservation is waiting for confirmation.', {
          payment_intent_id: ['No payment of this reservation is waiting for confirmation.'],
        });
      if (entry.description === UNMATCHED_CHARGE)
        throw conflict(
          'This reservation changed before your bank confirmed the payment, so the payment has been refunded in full.',
        );
      if (entry.status === 'failed')
        throw new AppError(402, entry.failureMessage ?? 'The payment did not go through.', {
          card: [entry.failureMessage ?? 'The payment did not go through.'],
        });
      if (entry.status === 'pending') {
        const state = await payments.paymentState(paymentIntentId);
        if (state.status === 'requires_action')
          throw conflict(
            'Your bank has not confirmed the payment yet. Finish the confirmation, or try again.',
          );
        if (state.status === 'failed') {
          await failPayment({ ref: paymentIntentId, code: state.code, message: state.message });
          throw new AppError(402, state.message, { card: [state.message] });
        }
        const settled = await settlePayment({
          ref: paymentIntentId,
          amountCents: state.amountCents,
          note: 'Confirmed by the card holder’s bank (3-D Secure).',
        });
        if (settled.outcome.startsWith('refunded'))
          throw conflict(
            'This reservation changed before your bank confirmed the payment, so the payment has been refunded in full.',
          );
      }
      const fresh = (await repo.find(id))!;
      return toView(fresh, 'renter', true);
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
            description: 'Refunded outside OwnLess (Stripe Dashboard)',
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
          note: `Refunded ${formatCents(total)} outside OwnLess.`,
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
          note: `The card holder disputed ${formatCents(input.amountCents)} with their bank (${input.reason.replaceAll('_', ' ')}). OwnLess support answers the dispute; nothing is refunded automatically.`,
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
    cancelByRenter: (userId: number, id: number, reason?: string | null) =>
      act(userId, id, 'cancel-by-renter', { note: reason }),
    cancelByOwner: (userId: number, id: number, reason?: string | null) =>
      act(userId, id, 'cancel-by-owner', { note: reason }),

    /**
     * Expires unanswered requests (48 h) and unpaid approvals (24 h), through the machine
     * like any other transition. Each claim is its own transaction holding the row lock
     * (SKIP LOCKED, so instances share the work and a row a user is acting on is left to
     * them); the guard then re-reads the expiry under the lock.
     */
    async expireOverdue(now = clock(), batch = 100) {
      let count = 0;
      for (; count < batch; count++) {
        const expired = await db.transaction(async (tx) => {
          const [row] = await reservationsRepository(tx).claimExpired(now, 1);
          if (!row) return null;
          const note =
            row.status === 'pending'
              ? `The owner did not answer within ${PENDING_EXPIRY_HOURS} hours.`
              : `Not paid within ${APPROVED_EXPIRY_HOURS} hours of approval.`;
          return apply(tx, row, 'expire', 'system', null, { note }, now);
        });
        if (!expired) break;
        await notify(expired, 'expire');
      }
      return count;
    },
  };
}
export type ReservationsService = ReturnType<typeof reservationsService>;
