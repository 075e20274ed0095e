import { blockedInterval } from '@ownless/shared';
import { conflict, notFound } from '../../lib/errors';
import type { ListingsOwnerDeps, OwnedListingAccess } from './listings.owner.access';
import { listingsWriteRepository } from './listings.write.repository';

/** The days an owner blocks on a listing's calendar, refused where a renter has booked. */
export function listingCalendarService(
  { db, bookedOnDaysIn }: Pick<ListingsOwnerDeps, 'db' | 'bookedOnDaysIn'>,
  { detail, lockOwned }: OwnedListingAccess,
) {
  return {
    async blockDates(
      userId: number,
      id: number,
      input: { start_date: string; end_date: string; reason?: string | null },
    ) {
      await db.transaction(async (tx) => {
        const listing = await lockOwned(tx, userId, id);
        const repo = listingsWriteRepository(tx);
        // The days where the listing is, as a booking is checked against them.
        const days = blockedInterval(input.start_date, input.end_date, listing.timezone);
        if ((await bookedOnDaysIn(tx, id, days)) > 0) {
          throw conflict(/*i18n*/ 'Some of those days are already booked by a renter.', {
            start_date: [/*i18n*/ 'Some of those days are already booked by a renter.'],
          });
        }
        await repo.insertBlockedDate({
          listingId: id,
          startDate: input.start_date,
          endDate: input.end_date,
          reason: input.reason ?? null,
        });
        await repo.update(id, {});
      });
      return detail(id);
    },

    async unblockDates(userId: number, id: number, blockDateId: number) {
      await db.transaction(async (tx) => {
        await lockOwned(tx, userId, id);
        const repo = listingsWriteRepository(tx);
        const block = await repo.findBlockedDate(id, blockDateId);
        if (!block) throw notFound(/*i18n*/ 'Those blocked dates do not exist.');
        // An imported block is the feed's: the next sync would only bring it back (decision 0028).
        if (block.feedId !== null)
          throw conflict(
            /*i18n*/ 'These days come from an imported calendar. Free them in that calendar, or remove the calendar under Calendar sync.',
          );
        await repo.deleteBlockedDate(blockDateId);
        await repo.update(id, {});
      });
      return detail(id);
    },
  };
}
