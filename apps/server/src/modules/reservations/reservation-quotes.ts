import { type RentalSelection, zonedDayStart } from '@ownless/shared';
import { english, type Message } from '../../i18n';
import { notFound, unprocessable } from '../../lib/errors';
import { checkAvailability, priceSelection, toQuoteView } from './booking';
import type { ReservationsDeps } from './reservation-deps';
import { reservationsRepository } from './reservations.repository';

const HOUR = 3_600_000;
type Say = (message: Message) => string;

/** What a listing's page asks before anything is booked: a quote, and the days already booked. */
export function reservationQuotes(
  deps: Pick<ReservationsDeps, 'db' | 'config' | 'listings' | 'now'>,
) {
  const { db, config, listings, now: clock } = deps;
  const fees = config.fees;

  return {
    /**
     * A server-computed quote; unavailable dates answer available=false with the reason, said
     * by `say` (the reader's language; English by default).
     */
    async quote(listingId: number, selection: RentalSelection, say: Say = english) {
      const listing = await listings.find(listingId);
      if (!listing || listing.status !== 'Published')
        throw notFound(/*i18n*/ 'This listing does not exist or is no longer available.');
      const priced = await priceSelection(db, listings, listing, selection, fees, clock());
      return toQuoteView(
        priced,
        await checkAvailability(db, listings, listing, priced.start, priced.end, priced.quantity),
        say,
      );
    },

    /** A quote for someone about to rent: refuses their own listing. */
    async quoteForRenter(
      renterId: number,
      listingId: number,
      selection: RentalSelection,
      say: Say = english,
    ) {
      const listing = await listings.find(listingId);
      if (listing && listing.ownerId === renterId) {
        throw unprocessable(/*i18n*/ 'You cannot rent your own listing.', {
          listing_id: [/*i18n*/ 'You cannot rent your own listing.'],
        });
      }
      return this.quote(listingId, selection, say);
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
        throw notFound(/*i18n*/ 'This listing does not exist or is no longer available.');
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
  };
}
