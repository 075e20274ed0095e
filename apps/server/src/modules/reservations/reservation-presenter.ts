import {
  availableActions,
  guardRefusal,
  PROFILE_PICTURE_PLACEHOLDER,
  type ReservationStatus,
  type ReservationTiming,
  type ReservationView,
} from '@ownless/shared';
import { english } from '../../i18n';
import { fullNameOf } from '../users/users.presenter';
import type { ReservationsDeps } from './reservation-deps';
import { factsOf } from './reservation-facts';
import {
  type EventWithActor,
  eventView,
  lineItemsOf,
  listingCardView,
  refundOnCancel,
  type Say,
} from './reservation-views';
import { type ReservationRow, reservationsRepository } from './reservations.repository';
import { depositViews, heldOnCard, keptForOwner } from './claim-views';
import { depositsRepository } from './deposits.repository';

/**
 * A reservation as renter or owner sees it: its figures, listing card, renter, the actions
 * the viewer may take now (with the day a waiting one opens), the refund a cancellation
 * would give and, for the detail page, its history.
 */
export function reservationPresenter(
  deps: Pick<ReservationsDeps, 'db' | 'config' | 'listings' | 'users' | 'hasReviewed' | 'now'>,
) {
  const { db, listings, users, hasReviewed, now: clock } = deps;
  const windowHours = deps.config.claims.windowHours;

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
    const ids = rows.map((r) => r.id);
    const [cards, renters, deposits, claims] = await Promise.all([
      listings.cards(rows.map((r) => r.listingId)),
      users.namesOf(rows.map((r) => r.renterId)),
      depositsRepository(db).ofReservations(ids),
      depositsRepository(db).claimsOf(ids),
    ]);
    return { cards, renters, deposits, claims };
  }

  /**
   * Several reservations as one viewer sees them, their cards and renters read once for all;
   * their words in the reader's language (`say`).
   */
  async function toViews(
    rows: readonly ReservationRow[],
    viewer: 'renter' | 'owner',
    say: Say = english,
  ) {
    const parties = await cardsAndRentersOf(rows);
    return Promise.all(rows.map((row) => toView(row, viewer, false, say, parties)));
  }

  /**
   * One reservation as the viewer sees it, its price lines and refund explanation in the
   * reader's language (`say`; English by default).
   */
  async function toView(
    row: ReservationRow,
    viewer: 'renter' | 'owner',
    withEvents = false,
    say: Say = english,
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
      const refund = refundOnCancel(row, viewer, timing.now, say);
      // A deposit only held on the card is let go, not refunded (decision 0027).
      const held = heldOnCard(parties.deposits.get(row.id) ?? null);
      cancelRefund = paid
        ? {
            total_cents: refund.totalCents - held,
            subtotal_percent: refund.subtotalPercent,
            explanation: refund.explanation,
          }
        : {
            total_cents: 0,
            subtotal_percent: 100,
            explanation: say(
              /*i18n*/ 'Nothing has been charged yet, so there is nothing to refund.',
            ),
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
      deposit_kept_cents:
        viewer === 'owner'
          ? keptForOwner(parties.deposits.get(row.id) ?? null, parties.claims.get(row.id) ?? null)
          : 0,
      refunded_cents: row.refundedCents,
      policy: row.policySlug,
      renter_note: row.renterNote,
      cancelled_by: row.cancelledBy,
      cancel_reason: row.cancelReason,
      expires_at: row.expiresAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      listing: listingCardView(row.listingId, row.ownerId, card, say),
      renter: {
        id: row.renterId,
        fullName: renter ? fullNameOf(renter) : '',
        profilePicture: renter?.profilePicture ?? PROFILE_PICTURE_PLACEHOLDER,
      },
      viewer_role: viewer,
      actions: actions.map((a) => ({
        action: a.action,
        label: say(a.label),
        to: a.to,
        available_from: guardRefusal(a, facts, timing)?.availableFrom?.toISOString() ?? null,
      })),
      line_items: lineItemsOf(row, say),
      events: events?.map((e) => eventView(e, say)),
      cancel_refund: cancelRefund,
      reviewed_by_me: reviewed,
      ...depositViews(
        row,
        parties.deposits.get(row.id) ?? null,
        parties.claims.get(row.id) ?? null,
        viewer,
        timing.now,
        windowHours,
      ),
    };
  }

  return { eventsOf, toView, toViews };
}

export type ReservationPresenter = ReturnType<typeof reservationPresenter>;
