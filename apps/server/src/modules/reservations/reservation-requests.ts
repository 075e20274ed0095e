import crypto from 'node:crypto';
import { PENDING_EXPIRY_HOURS, type RentalSelection } from '@ownless/shared';
import type { Executor } from '../../db/client';
import { english } from '../../i18n';
import { conflict, unprocessable } from '../../lib/errors';
import { checkAvailability, priceSelection, type PricedSelection } from './booking';
import type { ReservationsDeps } from './reservation-deps';
import type { Notify } from './reservation-notifications';
import type { ReservationPresenter } from './reservation-presenter';
import type { ReservationTransitions } from './reservation-transitions';
import type { Say } from './reservation-views';
import { type ReservationRow, reservationsRepository } from './reservations.repository';

const HOUR = 3_600_000;

const newCode = () => `OL-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * A renter's requests: one listing from its page, or a cart's listings at once, each a
 * pending reservation priced and checked for availability under the listing's row lock.
 */
export function reservationRequests(
  deps: Pick<ReservationsDeps, 'db' | 'config' | 'listings' | 'users' | 'now'>,
  uses: {
    notify: Notify;
    toView: ReservationPresenter['toView'];
    toViews: ReservationPresenter['toViews'];
    /** The machine's transitions: an instant booking is approved through them. */
    applyIn: ReservationTransitions['applyIn'];
  },
) {
  const { db, config, listings, users, now: clock } = deps;
  const { notify, toView, toViews, applyIn } = uses;
  const fees = config.fees;

  /**
   * Creates one pending reservation inside a transaction (the listing row locked). On a
   * listing with instant booking the system approves it at once, in the same transaction,
   * through the machine's own approve (its rules and stock check): `approved` is then the
   * approved row.
   */
  async function createPendingIn(
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
      throw conflict(/*i18n*/ 'This listing is no longer available.', {
        listing_id: [/*i18n*/ 'This listing is no longer available.'],
      });
    if (listing.ownerId === renterId)
      throw unprocessable(/*i18n*/ 'You cannot rent your own listing.', {
        listing_id: [/*i18n*/ 'You cannot rent your own listing.'],
      });
    // After the listing's lock, the order an account deletion takes them in too.
    if (!(await users.canBookIn(tx, renterId)))
      throw conflict(/*i18n*/ 'This account was deleted.', {
        listing_id: [/*i18n*/ 'This account was deleted.'],
      });
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
    const approved = listing.instantBooking
      ? await applyIn(tx, row, 'approve', 'system', null, {}, clock())
      : null;
    return { row, approved };
  }

  /** Tells the parties of a request, and of its instant approval when there was one. */
  async function announce(created: { row: ReservationRow; approved: ReservationRow | null }) {
    await notify(created.row, 'request');
    if (created.approved) await notify(created.approved, 'approve');
    return created.approved ?? created.row;
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
      // When the request was made, by the server's clock: the notice and the booking window
      // are counted from it when the request is approved and paid.
      createdAt: clock(),
    };
  }

  return {
    async requestOne(
      renterId: number,
      listingId: number,
      selection: RentalSelection,
      note?: string,
      say: Say = english,
    ) {
      const created = await db.transaction((tx) =>
        createPendingIn(tx, renterId, listingId, selection, note),
      );
      const row = await announce(created);
      return [await toView(row, 'renter', false, say)];
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
      say: Say = english,
    ) {
      const rows = await db.transaction(async (tx) => {
        const { selections, done } = await claim(tx);
        const created: { row: ReservationRow; approved: ReservationRow | null }[] = [];
        for (const { listingId, selection } of selections)
          created.push(
            await createPendingIn(tx, renterId, listingId, selection, options.note, options.cartId),
          );
        await done();
        return created;
      });
      const answered: ReservationRow[] = [];
      for (const created of rows) answered.push(await announce(created));
      return toViews(answered, 'renter', say);
    },
  };
}
