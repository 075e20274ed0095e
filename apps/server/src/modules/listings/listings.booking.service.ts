import type { Database, Executor } from '../../db/client';
import type { ContentService } from '../content/content.service';
import type { UsersService } from '../users/users.service';
import { type ListingRow, listingsWriteRepository } from './listings.write.repository';

export type BookableListing = ListingRow;

/**
 * What the reservations module asks the listings module when it books: the listing's row
 * (locked in the reservation's transaction where stock is decided), the inputs of its
 * price, its blocked days and its card. A read that belongs to a reservation's transaction
 * takes that transaction's executor, so it sees and holds what the transaction does.
 */
/** What a listing's card in a cart or reservation shows. */
export interface ListingCard {
  id: number;
  name: string;
  shortAddress: string | null;
  timezone: string;
  ownerId: number;
  ownerFirst: string;
  ownerLast: string;
  ownerPicture: string | null;
  cover: string | null;
}

export function listingsBookingService(
  db: Database,
  deps: {
    /** The owner's name and picture on a listing's card: the users module's. */
    users: Pick<UsersService, 'namesOf'>;
    /** A listing's cancellation policy and shipping options: the content module's rows. */
    content: Pick<ContentService, 'policiesIn' | 'shippingOptionsIn'>;
  },
) {
  const { users, content } = deps;

  /** The shipping option's name and price when the listing offers it, read on `tx`; else null. */
  async function offeredShipping(tx: Executor, listingId: number, optionId: number) {
    if (!(await listingsWriteRepository(tx).offersShipping(listingId, optionId))) return null;
    const option = (await content.shippingOptionsIn(tx, [optionId])).get(optionId);
    return option ? { id: option.id, name: option.name, priceCents: option.priceCents } : null;
  }

  /**
   * Listing card facts (name, cover, owner) for cart and reservation views, by listing id:
   * the listings' from this module, their owners' names from the users module — two
   * queries for the whole set (a listing or owner that is gone is absent).
   */
  async function cards(listingIds: readonly number[]): Promise<Map<number, ListingCard>> {
    const rows = await listingsWriteRepository(db).cards(listingIds);
    const owners = await users.namesOf(rows.map((r) => r.ownerId));
    return new Map(
      rows.flatMap((listing) => {
        const owner = owners.get(listing.ownerId);
        if (!owner) return [];
        const card: ListingCard = {
          id: listing.id,
          name: listing.name,
          shortAddress: listing.shortAddress,
          timezone: listing.timezone,
          ownerId: listing.ownerId,
          ownerFirst: owner.firstName,
          ownerLast: owner.lastName,
          ownerPicture: owner.profilePicture,
          cover: listing.cover,
        };
        return [[listing.id, card] as const];
      }),
    );
  }

  return {
    /** The listing's row, read on `tx` when given (no lock). */
    find: (listingId: number, tx: Executor = db) => listingsWriteRepository(tx).find(listingId),

    /**
     * Locks the listing's row (FOR UPDATE) in the reservation's transaction and answers it:
     * two bookings of the same listing serialise here, so stock is decided once at a time.
     */
    lockForBooking: (tx: Executor, listingId: number) =>
      listingsWriteRepository(tx).lock(listingId),

    /**
     * What a selection is priced with: the listing's offered frequencies, the shipping
     * option chosen (when one is asked for and the listing offers it) and the slug of its
     * cancellation policy.
     */
    async pricingInputs(tx: Executor, listing: BookableListing, shippingOptionId: number | null) {
      const frequencies = await listingsWriteRepository(tx).frequencies(listing.id);
      const shippingOption = shippingOptionId
        ? await offeredShipping(tx, listing.id, shippingOptionId)
        : null;
      const policy =
        listing.policyId === null
          ? undefined
          : (await content.policiesIn(tx, [listing.policyId])).get(listing.policyId);
      // A listing without a policy (or one since removed) is cancelled on flexible terms.
      const policySlug = policy?.slug ?? 'flexible';
      return { frequencies, shippingOption, policySlug };
    },

    /** Days the owner blocked that touch [fromDay, toDay], read on `tx`. */
    blockedDays: (tx: Executor, listingId: number, fromDay: string, toDay: string) =>
      listingsWriteRepository(tx).blockedDays(listingId, fromDay, toDay),

    cards,

    /** One listing's card facts, or null. */
    async card(listingId: number) {
      return (await cards([listingId])).get(listingId) ?? null;
    },

    /** One of the listing's shipping options (name and price), or null. */
    shippingOption: (listingId: number, optionId: number) =>
      offeredShipping(db, listingId, optionId),
  };
}
export type ListingsBookingService = ReturnType<typeof listingsBookingService>;
