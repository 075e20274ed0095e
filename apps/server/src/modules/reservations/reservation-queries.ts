import {
  OWNER_ATTENTION_STATUSES,
  OWNER_LISTS,
  RENTER_ATTENTION_DEPOSIT_STAGES,
  RENTER_ATTENTION_STATUSES,
  RENTER_LISTS,
  RESERVATION_STATUSES,
  type ReservationStatus,
} from '@ownless/shared';
import type { Executor } from '../../db/client';
import { english } from '../../i18n';
import { notFound } from '../../lib/errors';
import type { ReservationsDeps } from './reservation-deps';
import { depositsRepository } from './deposits.repository';
import { roleOf } from './reservation-facts';
import type { ReservationPresenter } from './reservation-presenter';
import { ledgerSum, refundedSum, ledgerView, lineItemsOf, type Say } from './reservation-views';
import { reservationsRepository } from './reservations.repository';

/**
 * Reading reservations: a party's lists, detail and money page, an owner's earnings, the
 * sidebar's counts, and the facts other modules read (history, ledger, charge, parties,
 * booked days, completions), each on the caller's transaction where it takes one.
 */
export function reservationQueries(
  deps: Pick<ReservationsDeps, 'db' | 'now'>,
  views: ReservationPresenter,
) {
  const { db, now } = deps;
  const { eventsOf, toView, toViews } = views;

  return {
    /** One reservation with its history, its words said by `say` (the reader's language). */
    async detail(userId: number, id: number, say: Say = english) {
      const row = await reservationsRepository(db).find(id);
      if (!row) throw notFound(/*i18n*/ 'That reservation does not exist.');
      return toView(row, roleOf(row, userId), true, say);
    },

    /** The money page: price lines and ledger, their words said by `say`. */
    async transaction(userId: number, id: number, say: Say = english) {
      const repo = reservationsRepository(db);
      const row = await repo.find(id);
      if (!row) throw notFound(/*i18n*/ 'That reservation does not exist.');
      const role = roleOf(row, userId);
      const ledger = await repo.ledger(id);
      return {
        reservation_id: id,
        code: row.code,
        status: row.status,
        line_items: lineItemsOf(row, say),
        ledger: ledger
          .filter((l) => role === 'owner' || l.kind !== 'transfer')
          .map((l) => ledgerView(l, say)),
        totals: {
          charged_cents: ledgerSum(ledger, 'charge'),
          refunded_cents: refundedSum(ledger),
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
      say: Say = english,
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
        if (!found)
          throw notFound(
            /*i18n*/ { id: 'There is no "{listKey}" list of bookings.', values: { listKey } },
          );
        statuses = found;
      } else {
        role = 'renter';
        const found = Object.hasOwn(RENTER_LISTS, listKey)
          ? RENTER_LISTS[listKey as keyof typeof RENTER_LISTS]
          : undefined;
        if (!found)
          throw notFound(
            /*i18n*/ { id: 'There is no "{listKey}" list of rentals.', values: { listKey } },
          );
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
        items: await toViews(rows, role, say),
        total,
        page: query.page,
        per_page: query.per_page,
        role,
      };
    },

    /**
     * An owner's figures: rent paid out and still to come, and what finished damage claims
     * let them keep of deposits (paid to them in full, no commission), each their own figure;
     * `earned_cents` is both paid sums together.
     */
    async earnings(ownerId: number) {
      const [row, kept] = await Promise.all([
        reservationsRepository(db).earnings(ownerId),
        depositsRepository(db).keptByOwner(ownerId),
      ]);
      return {
        paid_out_cents: row.paidOut,
        upcoming_payout_cents: row.upcoming,
        completed_count: row.completed,
        deposits_kept_cents: kept,
        earned_cents: row.paidOut + kept,
      };
    },

    /**
     * The sidebar's counts of what waits for the user: as an owner, bookings in an owner's
     * attention status; as a renter, rentals in a renter's attention status or with a damage
     * claim to answer (its answer window open by the service's clock). Each reservation once.
     */
    async statistics(userId: number) {
      const counts = await reservationsRepository(db).waitingCounts(userId, now(), {
        owner: { statuses: OWNER_ATTENTION_STATUSES },
        renter: {
          statuses: RENTER_ATTENTION_STATUSES,
          depositStages: RENTER_ATTENTION_DEPOSIT_STAGES,
        },
      });
      return { bookingOngoingCount: counts.owner, renterOngoingCount: counts.renter };
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

    /**
     * The booked reservations of the listings overlapping the instants [start, end): the
     * listings module's owner calendar (handed over by services.ts, as `bookedOnDaysIn`).
     */
    bookedOnListings: (listingIds: readonly number[], start: Date, end: Date) =>
      reservationsRepository(db).bookedOnListings(listingIds, start, end),

    /** The reservation's row, or null, read on `tx` (the condition reports module's check). */
    findIn: (tx: Executor, id: number) => reservationsRepository(tx).find(id),

    /**
     * The reservation's events (action, time), oldest first, read on `tx`: condition reports
     * lock a given time after the item came back (its `return`, else its `complete`).
     */
    historyIn: async (tx: Executor, id: number) =>
      (await reservationsRepository(tx).events(id)).map((e) => ({
        action: e.action,
        at: e.createdAt,
      })),

    /**
     * Whether a damage claim was ever opened on the reservation, read on `tx`: its return
     * condition reports lock with it (the condition reports module's check).
     */
    claimedIn: async (tx: Executor, id: number) =>
      (await depositsRepository(tx).claimOf(id)) !== null,

    /** The reservation's renter and owner, or null when there is none (the chat module's check). */
    async partiesOf(id: number) {
      const row = await reservationsRepository(db).find(id);
      return row ? { renterId: row.renterId, ownerId: row.ownerId } : null;
    },

    /** Every ledger entry of the reservation, oldest first, for the operator console. */
    ledgerOf: (id: number) => reservationsRepository(db).ledger(id),
  };
}
