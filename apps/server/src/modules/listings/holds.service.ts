import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type ListingRow, listingsWriteRepository } from './listings.write.repository';

const OWNER_SUSPENDED_REASON = 'The owner’s account is suspended.';

/**
 * The operators' holds on listings (decision 0009): `unpublished` (taken out of search by an
 * operator) and `owner_suspended` (hidden with its suspended owner). A held listing is out of
 * search until the hold is released. Every change runs inside the operator's transaction,
 * beside its audit entry; the caller forgets cached search answers after the commit.
 */
export function listingHoldsService() {
  return {
    /** Loads and locks a listing (404 when there is none). */
    async lockIn(tx: Executor, id: number): Promise<ListingRow> {
      const listing = await listingsWriteRepository(tx).lock(id);
      if (!listing) throw notFound(/*i18n*/ 'That listing does not exist.');
      return listing;
    },

    /** How many of these listings exist. */
    countIn: (tx: Executor, ids: number[]) => listingsWriteRepository(tx).countExisting(ids),

    /** Holds a locked listing as `unpublished`: a published one becomes inactive. */
    unpublishIn: (tx: Executor, listing: ListingRow, reason: string) =>
      listingsWriteRepository(tx).update(listing.id, {
        status: listing.status === 'Published' ? 'Inactive' : listing.status,
        operatorHold: 'unpublished',
        operatorHoldReason: reason,
      }),

    /** Releases a listing's hold, leaving it in `status`. */
    releaseIn: (tx: Executor, id: number, status: string) =>
      listingsWriteRepository(tx).update(id, {
        status,
        operatorHold: null,
        operatorHoldReason: null,
      }),

    /** Hides an owner's published listings (they are suspended); answers their ids. */
    hideOwnerIn: (tx: Executor, ownerId: number, at: Date) =>
      listingsWriteRepository(tx).hideOwnerPublished(ownerId, OWNER_SUSPENDED_REASON, at),

    /**
     * Takes the published listings of an owner who deleted their account out of search
     * (decision 0022); nobody can publish them again, so no hold is needed. Answers their ids.
     */
    retireOwnerIn: (tx: Executor, ownerId: number, at: Date) =>
      listingsWriteRepository(tx).deactivateOwnerPublished(ownerId, at),

    /** Publishes again the listings hidden with their owner; answers their ids. */
    showOwnerIn: (tx: Executor, ownerId: number, at: Date) =>
      listingsWriteRepository(tx).showOwnerHidden(ownerId, at),
  };
}
export type ListingHoldsService = ReturnType<typeof listingHoldsService>;
