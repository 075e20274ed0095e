import type { ListingCreateData, ListingUpdateData } from '@ownless/shared';
import { forbidden, unprocessable } from '../../lib/errors';
import type { UserRow } from '../users/users.repository';
import { type ListingsOwnerDeps, ownedListingAccess } from './listings.owner.access';
import { listingCalendarService } from './listings.owner.calendar.service';
import { applyFields } from './listings.owner.fields';
import { listingPhotosService } from './listings.owner.photos.service';
import { publishProblems } from './listings.owner.publish-check';
import { listingStatusService } from './listings.owner.status.service';
import { listingsRepository } from './listings.repository';
import { toListingSummary, searchWords } from './listings.service';
import { listingsWriteRepository } from './listings.write.repository';

/**
 * What an owner does to a listing before a renter arrives: drafting and editing it (here),
 * its photos, its calendar and its status (one file each). A change to an existing listing
 * locks it, as one the user owns, in its transaction; every action answers with the
 * listing's page.
 */
export function listingsOwnerService(deps: ListingsOwnerDeps) {
  const { db, users, content } = deps;
  const access = ownedListingAccess(deps);
  const { detail, lockOwned } = access;

  const canDraft = (user: UserRow) =>
    user.roles.includes('seller') ||
    user.sellerStatus === 'Pending' ||
    user.sellerStatus === 'Approved';

  return {
    async create(userId: number, input: ListingCreateData) {
      const owner = await users.load(userId);
      if (!canDraft(owner)) throw forbidden(/*i18n*/ 'Apply as an owner first to add listings.');
      const id = await db.transaction(async (tx) => {
        const fields = await applyFields(content, tx, null, input);
        const created = await listingsWriteRepository(tx).insert({
          ownerId: userId,
          name: input.name,
          status: 'Draft',
          ...fields.patch,
        });
        await fields.writeParts(created.id);
        return created.id;
      });
      return detail(id);
    },

    async update(userId: number, id: number, input: ListingUpdateData) {
      const owner = await users.load(userId);
      await db.transaction(async (tx) => {
        const listing = await lockOwned(tx, userId, id);
        const fields = await applyFields(content, tx, listing, input);
        await listingsWriteRepository(tx).update(id, fields.patch);
        const updated = await fields.writeParts(id);
        // A published listing must stay complete: an edit that breaks it is refused whole.
        if (updated.status === 'Published') {
          const problems = await publishProblems(tx, updated, owner);
          delete problems.seller;
          delete problems.payouts;
          if (Object.keys(problems).length > 0) {
            throw unprocessable(
              /*i18n*/ 'A published listing needs these; deactivate it first to change them.',
              problems,
            );
          }
        }
      });
      return detail(id);
    },

    /** Drafts and inactive listings are visible to their owner only. */
    async ownerDetail(userId: number, id: number) {
      const listing = await detail(id);
      if (listing.owner_id !== userId)
        throw forbidden(/*i18n*/ 'You can only manage your own listings.');
      return listing;
    },

    async personalList(
      userId: number,
      query: { status?: string; search?: string; page: number; per_page: number },
    ) {
      const filter = {
        statuses: query.status ? [query.status] : ['Draft', 'Published', 'Inactive'],
        ownerId: userId,
        words: searchWords(query.search),
      };
      const [{ rows }, total] = await Promise.all([
        listingsRepository(db).search(filter, query.page, query.per_page),
        listingsRepository(db).count(filter),
      ]);
      const counts = await listingsWriteRepository(db).countsByStatus(userId);
      return { items: rows.map(toListingSummary), total, counts };
    },

    ...listingStatusService(deps, access),
    ...listingPhotosService(deps, access),
    ...listingCalendarService(deps, access),
  };
}
export type ListingsOwnerService = ReturnType<typeof listingsOwnerService>;
