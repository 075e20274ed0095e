import { conflict, unprocessable } from '../../lib/errors';
import type { ListingsOwnerDeps, OwnedListingAccess } from './listings.owner.access';
import { publishProblems } from './listings.owner.publish-check';
import { listingsWriteRepository } from './listings.write.repository';

/** Publishing, reactivating and deactivating an owner's listing. */
export function listingStatusService(
  { db, users }: Pick<ListingsOwnerDeps, 'db' | 'users'>,
  { detail, lockOwned }: OwnedListingAccess,
) {
  async function makePublished(userId: number, id: number, allowedFrom: string[]) {
    const owner = await users.load(userId);
    await db.transaction(async (tx) => {
      const listing = await lockOwned(tx, userId, id);
      if (!allowedFrom.includes(listing.status)) {
        throw conflict(
          listing.status === 'Published'
            ? /*i18n*/ 'This listing is already published.'
            : listing.status === 'Draft'
              ? /*i18n*/ 'A draft listing cannot be published this way.'
              : /*i18n*/ 'An inactive listing cannot be published this way.',
        );
      }
      if (listing.operatorHold) {
        // Unpublished by the operators (decision 0009): only they can put it back.
        const reason = listing.operatorHoldReason;
        throw conflict(
          reason
            ? /*i18n*/ {
                id: 'OwnLess support took this listing out of search: {reason} Please contact support to publish it again.',
                values: { reason },
              }
            : /*i18n*/ 'OwnLess support took this listing out of search. Please contact support to publish it again.',
        );
      }
      const problems = await publishProblems(tx, listing, owner);
      if (Object.keys(problems).length > 0) {
        throw unprocessable(/*i18n*/ 'This listing is not ready to publish yet.', problems);
      }
      await listingsWriteRepository(tx).update(id, {
        status: 'Published',
        publishedAt: listing.publishedAt ?? new Date(),
      });
    });
    return detail(id);
  }

  return {
    publish: (userId: number, id: number) => makePublished(userId, id, ['Draft']),
    activate: (userId: number, id: number) => makePublished(userId, id, ['Inactive']),

    async deactivate(userId: number, id: number) {
      await db.transaction(async (tx) => {
        const listing = await lockOwned(tx, userId, id);
        if (listing.status !== 'Published')
          throw conflict(/*i18n*/ 'Only a published listing can be deactivated.');
        await listingsWriteRepository(tx).update(id, { status: 'Inactive' });
      });
      return detail(id);
    },
  };
}
