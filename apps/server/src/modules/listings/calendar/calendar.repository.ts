import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  calendarFeeds,
  listingBlockedDates,
  listings,
  ownerCalendarSecrets,
} from '../../../db/schema';
import type { FeedReading } from './feed-read';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** Imported calendars, their blocks and the export secrets (decision 0028). */
export function calendarRepository(db: Executor) {
  return {
    feedsOf(listingId: number) {
      return db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.listingId, listingId))
        .orderBy(asc(calendarFeeds.id));
    },

    async countFeeds(listingId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.listingId, listingId));
      return row?.n ?? 0;
    },

    async findFeed(listingId: number, feedId: number, lock = false) {
      const query = db
        .select()
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.listingId, listingId)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async insertFeed(values: { listingId: number; url: string; name: string }) {
      const [row] = await db.insert(calendarFeeds).values(values).returning();
      return row!;
    },

    /** Deletes a feed; its imported blocks go with it (ON DELETE CASCADE). */
    async deleteFeed(feedId: number) {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.id, feedId));
    },

    /**
     * Claims feeds not synced since `dueBefore` and not claimed by another instance: SKIP
     * LOCKED and the lease (`sync_claimed_until`) let every instance run the job, each feed
     * synced by one of them at a time.
     */
    async claimDue(now: Date, dueBefore: Date, leaseUntil: Date, limit: number) {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: calendarFeeds.id })
          .from(calendarFeeds)
          .where(
            and(
              or(isNull(calendarFeeds.lastSyncedAt), lt(calendarFeeds.lastSyncedAt, dueBefore)),
              or(isNull(calendarFeeds.syncClaimedUntil), lt(calendarFeeds.syncClaimedUntil, now)),
            ),
          )
          .orderBy(sql`${calendarFeeds.lastSyncedAt} ASC NULLS FIRST`, asc(calendarFeeds.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(calendarFeeds)
          .set({ syncClaimedUntil: leaseUntil })
          .where(
            inArray(
              calendarFeeds.id,
              due.map((d) => d.id),
            ),
          )
          .returning();
      });
    },

    /** Claims one feed for a sync asked for now; null while another sync holds its lease. */
    async claimOne(feedId: number, now: Date, leaseUntil: Date) {
      const [row] = await db
        .update(calendarFeeds)
        .set({ syncClaimedUntil: leaseUntil })
        .where(
          and(
            eq(calendarFeeds.id, feedId),
            or(isNull(calendarFeeds.syncClaimedUntil), lt(calendarFeeds.syncClaimedUntil, now)),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Replaces the feed's blocks with these, and records a good sync with how many blocks it
     * imported and how many it left out past the cap.
     */
    async replaceBlocks(feed: CalendarFeedRow, { blocks, skipped }: FeedReading, now: Date) {
      await db.delete(listingBlockedDates).where(eq(listingBlockedDates.feedId, feed.id));
      for (let i = 0; i < blocks.length; i += 500) {
        await db.insert(listingBlockedDates).values(
          blocks.slice(i, i + 500).map((b) => ({
            listingId: feed.listingId,
            startDate: b.startDate,
            endDate: b.endDate,
            reason: null,
            feedId: feed.id,
            externalUid: b.uid.slice(0, 500),
          })),
        );
      }
      const [row] = await db
        .update(calendarFeeds)
        .set({
          lastSyncedAt: now,
          lastStatus: 'ok',
          lastError: null,
          eventCount: blocks.length,
          eventsSkipped: skipped,
          syncClaimedUntil: null,
        })
        .where(eq(calendarFeeds.id, feed.id))
        .returning();
      return row!;
    },

    /** Records a failed sync; the blocks of the last good one stay. */
    async recordError(feedId: number, error: string, now: Date) {
      const [row] = await db
        .update(calendarFeeds)
        .set({ lastSyncedAt: now, lastStatus: 'error', lastError: error, syncClaimedUntil: null })
        .where(eq(calendarFeeds.id, feedId))
        .returning();
      return row ?? null;
    },

    async listingSecret(listingId: number) {
      const [row] = await db
        .select({ secret: listings.icalSecret })
        .from(listings)
        .where(eq(listings.id, listingId))
        .limit(1);
      return row?.secret ?? null;
    },

    /** Sets the listing's secret; with `onlyIfUnset`, keeps one another request set first. */
    async setListingSecret(listingId: number, secret: string, onlyIfUnset: boolean) {
      await db
        .update(listings)
        .set({ icalSecret: secret })
        .where(
          onlyIfUnset
            ? and(eq(listings.id, listingId), isNull(listings.icalSecret))
            : eq(listings.id, listingId),
        );
    },

    async ownerSecret(userId: number) {
      const [row] = await db
        .select({ secret: ownerCalendarSecrets.secret })
        .from(ownerCalendarSecrets)
        .where(eq(ownerCalendarSecrets.userId, userId))
        .limit(1);
      return row?.secret ?? null;
    },

    /**
     * Forgets an owner's calendars (their account is deleted, decision 0022): the feeds of
     * their listings (the imported blocks go with them, ON DELETE CASCADE), every listing's
     * export secret and the "all my listings" one, so no export link answers again. Answers
     * how many feeds went.
     */
    async forgetOwner(ownerId: number) {
      const owned = db
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.ownerId, ownerId));
      const feeds = await db
        .delete(calendarFeeds)
        .where(inArray(calendarFeeds.listingId, owned))
        .returning({ id: calendarFeeds.id });
      await db.update(listings).set({ icalSecret: null }).where(eq(listings.ownerId, ownerId));
      await db.delete(ownerCalendarSecrets).where(eq(ownerCalendarSecrets.userId, ownerId));
      return feeds.length;
    },

    async setOwnerSecret(userId: number, secret: string, onlyIfUnset: boolean) {
      const insert = db.insert(ownerCalendarSecrets).values({ userId, secret });
      await (onlyIfUnset
        ? insert.onConflictDoNothing()
        : insert.onConflictDoUpdate({ target: ownerCalendarSecrets.userId, set: { secret } }));
    },
  };
}
