import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ListingRating } from '../listings/listings.write.repository';
import { reviews } from '../../db/schema';
import { reviewVisibleOf } from './blind';

/** The blind-review rule (./blind.ts) for the `reviews` row of these queries. */
const reviewVisible = reviewVisibleOf('"reviews"');

/** The reviews table: pages of reviews, figures, writes. It reads no other module's table. */
export function reviewsRepository(db: Executor) {
  return {
    /**
     * A page of the review rows matching `where`, newest first, with their count and mean.
     * The names shown beside them (author, subject, listing) are other modules': the
     * service asks them for the page's ids.
     */
    async page(where: SQL, page: number, perPage: number) {
      const rows = await db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [stats] = await db
        .select({ n: count(), avg: sql<number | null>`avg(${reviews.rating})::float8` })
        .from(reviews)
        .where(where);
      return {
        total: stats?.n ?? 0,
        rating:
          stats?.avg === null || stats?.avg === undefined ? null : Math.round(stats.avg * 10) / 10,
        rows,
      };
    },

    /** One review (the page holding it alone). */
    one(id: number) {
      return this.page(eq(reviews.id, id), 1, 1);
    },

    /** Reviews others can see about a user. */
    aboutUser(userId: number, page: number, perPage: number) {
      return this.page(and(eq(reviews.subjectId, userId), reviewVisible)!, page, perPage);
    },

    /** Renters' reviews of a listing that others can see. */
    ofListing(listingId: number, page: number, perPage: number) {
      return this.page(
        and(eq(reviews.listingId, listingId), eq(reviews.authorRole, 'renter'), reviewVisible)!,
        page,
        perPage,
      );
    },

    /** Authors always see what they wrote; a review about them shows once it is not blind. */
    mine(userId: number, which: 'given' | 'received', page: number, perPage: number) {
      return this.page(
        which === 'given'
          ? eq(reviews.authorId, userId)
          : and(eq(reviews.subjectId, userId), reviewVisible)!,
        page,
        perPage,
      );
    },

    /**
     * The reviews others can see about each of these users: their count and mean (an
     * account without any is absent). One query, whatever the number of users.
     */
    async figuresAbout(subjectIds: readonly number[]) {
      const ids = [...new Set(subjectIds)];
      if (ids.length === 0) return [];
      return db
        .select({
          subjectId: reviews.subjectId,
          reviewCount: sql<number>`count(*)::int`,
          rating: sql<number | null>`avg(${reviews.rating})::float8`,
        })
        .from(reviews)
        .where(and(inArray(reviews.subjectId, ids), reviewVisible))
        .groupBy(reviews.subjectId);
    },

    /** Whether `authorId` already reviewed this reservation. */
    async written(reservationId: number, authorId: number) {
      const [row] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.reservationId, reservationId), eq(reviews.authorId, authorId)))
        .limit(1);
      return row !== undefined;
    },

    async insert(values: typeof reviews.$inferInsert) {
      const [row] = await db.insert(reviews).values(values).returning();
      return row!;
    },

    /** Hides a review from everyone but its author (`hidden`), or shows it again (null). */
    async setHidden(
      id: number,
      hidden: { at: Date; reason: string; byId: number } | null,
    ): Promise<void> {
      await db
        .update(reviews)
        .set({
          hiddenAt: hidden?.at ?? null,
          hiddenReason: hidden?.reason ?? null,
          hiddenById: hidden?.byId ?? null,
        })
        .where(eq(reviews.id, id));
    },

    /**
     * These listings' rating from the renters' reviews others can see: one entry per
     * listing, its mean and count (null and 0 for a listing without any).
     */
    async listingRatings(listingIds: readonly number[]): Promise<ListingRating[]> {
      const ids = [...new Set(listingIds)];
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          listingId: reviews.listingId,
          avg: sql<number | null>`avg(${reviews.rating})::float8`,
          n: sql<number>`count(*)::int`,
        })
        .from(reviews)
        .where(
          and(inArray(reviews.listingId, ids), eq(reviews.authorRole, 'renter'), reviewVisible),
        )
        .groupBy(reviews.listingId);
      const byListing = new Map(rows.map((r) => [r.listingId, r]));
      return ids.map((listingId) => ({
        listingId,
        ratingAvg: byListing.get(listingId)?.avg ?? null,
        reviewCount: byListing.get(listingId)?.n ?? 0,
      }));
    },

    /** The listings rated by renters' reviews of these reservations. One query. */
    async listingsRatedIn(reservationIds: readonly number[]): Promise<number[]> {
      const ids = [...new Set(reservationIds)];
      if (ids.length === 0) return [];
      const rows = await db
        .selectDistinct({ listingId: reviews.listingId })
        .from(reviews)
        .where(and(eq(reviews.authorRole, 'renter'), inArray(reviews.reservationId, ids)));
      return rows.map((r) => r.listingId);
    },
  };
}
