import type { ListingDetail } from '@ownless/shared';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { ContentService } from '../content/content.service';
import type { UsersService } from '../users/users.service';
import { findDetailBody } from './detail-body.repository';
import { type ListingRow, listingsWriteRepository } from './listings.write.repository';

/** What the owner's listing services need from the rest of the server. */
export interface ListingsOwnerDeps {
  db: Database;
  config: Config;
  storage: FileStorage;
  users: UsersService;
  /** The rental types, categories, policies and shipping options a listing refers to: the content module's rows. */
  content: Pick<
    ContentService,
    'rentalTypesIn' | 'categoriesIn' | 'policiesIn' | 'shippingOptionsIn'
  >;
  /**
   * How many booked reservations overlap a listing's days (the instants they span where the
   * listing is), read on `tx`: the reservations module's answer. Reservations depend on this
   * module, so services.ts hands it over rather than this module importing them.
   */
  bookedOnDaysIn: (
    tx: Executor,
    listingId: number,
    days: { start: Date; end: Date },
  ) => Promise<number>;
  /** Called after any change to a listing, so cached search totals are dropped. */
  onChange?: () => void;
}

/**
 * The two steps every owner action shares: locking a listing the user owns inside the
 * action's transaction, and answering with the listing's page afterwards.
 */
export function ownedListingAccess(deps: Pick<ListingsOwnerDeps, 'db' | 'onChange'>) {
  const { db } = deps;

  /** The listing's page as the owner sees it; also drops cached search totals. */
  async function detail(id: number, executor: Executor = db) {
    deps.onChange?.();
    const row = await findDetailBody(executor, id, { ownerView: true });
    if (!row) throw notFound(/*i18n*/ 'That listing does not exist.');
    return (JSON.parse(row.body) as { listing: ListingDetail }).listing;
  }

  /** Loads and locks a listing the user owns, inside a transaction. */
  async function lockOwned(tx: Executor, userId: number, id: number): Promise<ListingRow> {
    const listing = await listingsWriteRepository(tx).lock(id);
    if (!listing) throw notFound(/*i18n*/ 'That listing does not exist.');
    if (listing.ownerId !== userId)
      throw forbidden(/*i18n*/ 'You can only change your own listings.');
    return listing;
  }

  return { detail, lockOwned };
}
export type OwnedListingAccess = ReturnType<typeof ownedListingAccess>;
