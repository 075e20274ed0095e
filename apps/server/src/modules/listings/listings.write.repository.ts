import { and, asc, count, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  listingBlockedDates,
  listingFrequencies,
  listingImages,
  listings,
  listingShippingOptions,
} from '../../db/schema';

export type ListingRow = typeof listings.$inferSelect;
export type ListingImageRow = typeof listingImages.$inferSelect;

/** A listing's stored rating: the mean and count of the renters' reviews others can see. */
export interface ListingRating {
  listingId: number;
  ratingAvg: number | null;
  reviewCount: number;
}

/**
 * A listing and its parts: the only code that changes these tables, and the reads a booking
 * is priced and checked against (listings.booking.service).
 */
export function listingsWriteRepository(db: Executor) {
  return {
    async insert(values: typeof listings.$inferInsert) {
      const [row] = await db.insert(listings).values(values).returning();
      return row!;
    },

    async lock(id: number): Promise<ListingRow | null> {
      const [row] = await db
        .select()
        .from(listings)
        .where(eq(listings.id, id))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async find(id: number): Promise<ListingRow | null> {
      const [row] = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
      return row ?? null;
    },

    /** These listings' names (a listing that is gone is absent). */
    async names(ids: readonly number[]) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      return db
        .select({ id: listings.id, name: listings.name })
        .from(listings)
        .where(inArray(listings.id, unique));
    },

    async update(id: number, patch: Partial<typeof listings.$inferInsert>) {
      const [row] = await db
        .update(listings)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(listings.id, id))
        .returning();
      return row!;
    },

    /** How many of these listings exist. */
    async countExisting(ids: number[]) {
      const [row] = await db.select({ n: count() }).from(listings).where(inArray(listings.id, ids));
      return Number(row?.n ?? 0);
    },

    /** How many listings each of these owners has in each status (one row per owner and status). */
    statusCountsByOwner(ownerIds: readonly number[]) {
      return db
        .select({ ownerId: listings.ownerId, status: listings.status, n: count() })
        .from(listings)
        .where(inArray(listings.ownerId, [...ownerIds]))
        .groupBy(listings.ownerId, listings.status);
    },

    /**
     * Listings per rental type and per category (absent where there are none): published
     * ones only, or every listing whatever its status.
     */
    async taxonomyCounts(which: 'published' | 'all') {
      const where = which === 'published' ? eq(listings.status, 'Published') : undefined;
      const [types, categories] = await Promise.all([
        db
          .select({ id: listings.rentalTypeId, n: count() })
          .from(listings)
          .where(where)
          .groupBy(listings.rentalTypeId),
        db
          .select({ id: listings.categoryId, n: count() })
          .from(listings)
          .where(where)
          .groupBy(listings.categoryId),
      ]);
      return { types, categories };
    },

    /** Stores listings' rating figures (the reviews module computes them), in one statement. */
    /**
     * Locks these listings' rows against each other's figure updates, in id order. FOR NO KEY
     * UPDATE, as an UPDATE of these columns takes: it waits for another such lock, but not
     * for the key-share locks that inserting a review (its foreign key) holds on the row —
     * FOR UPDATE would deadlock two reviews written at once.
     */
    async lockMany(ids: readonly number[]) {
      if (ids.length === 0) return;
      await db
        .select({ id: listings.id })
        .from(listings)
        .where(inArray(listings.id, [...ids]))
        .orderBy(asc(listings.id))
        .for('no key update');
    },

    async setRatings(figures: readonly ListingRating[]) {
      if (figures.length === 0) return;
      const values = sql.join(
        figures.map(
          (f) => sql`(${f.listingId}::int, ${f.ratingAvg}::float8, ${f.reviewCount}::int)`,
        ),
        sql`, `,
      );
      await db.execute(sql`
        UPDATE listings l SET rating_avg = v.rating_avg, review_count = v.review_count
        FROM (VALUES ${values}) AS v(id, rating_avg, review_count)
        WHERE l.id = v.id`);
    },

    /** Takes an owner's published listings without a hold out of search; answers their ids. */
    async hideOwnerPublished(ownerId: number, reason: string, now: Date) {
      const rows = await db
        .update(listings)
        .set({
          status: 'Inactive',
          operatorHold: 'owner_suspended',
          operatorHoldReason: reason,
          updatedAt: now,
        })
        .where(
          and(
            eq(listings.ownerId, ownerId),
            eq(listings.status, 'Published'),
            isNull(listings.operatorHold),
          ),
        )
        .returning({ id: listings.id });
      return rows.map((r) => r.id);
    },

    /** Takes the owner's published listings out of search for good; answers their ids. */
    async deactivateOwnerPublished(ownerId: number, now: Date) {
      const rows = await db
        .update(listings)
        .set({ status: 'Inactive', updatedAt: now })
        .where(and(eq(listings.ownerId, ownerId), eq(listings.status, 'Published')))
        .returning({ id: listings.id });
      return rows.map((r) => r.id);
    },

    /** Publishes again the owner's listings hidden with them; answers their ids. */
    async showOwnerHidden(ownerId: number, now: Date) {
      const rows = await db
        .update(listings)
        .set({ status: 'Published', operatorHold: null, operatorHoldReason: null, updatedAt: now })
        .where(and(eq(listings.ownerId, ownerId), eq(listings.operatorHold, 'owner_suspended')))
        .returning({ id: listings.id });
      return rows.map((r) => r.id);
    },

    frequencies: (listingId: number) =>
      db.select().from(listingFrequencies).where(eq(listingFrequencies.listingId, listingId)),

    async replaceFrequencies(
      listingId: number,
      type: 'rent' | 'sale',
      rows: { frequency: string; priceCents: number }[],
    ) {
      await db
        .delete(listingFrequencies)
        .where(and(eq(listingFrequencies.listingId, listingId), eq(listingFrequencies.type, type)));
      if (rows.length > 0) {
        await db.insert(listingFrequencies).values(rows.map((r) => ({ ...r, type, listingId })));
      }
    },

    async shippingOptionIds(listingId: number) {
      const rows = await db
        .select({ id: listingShippingOptions.shippingOptionId })
        .from(listingShippingOptions)
        .where(eq(listingShippingOptions.listingId, listingId));
      return rows.map((r) => r.id);
    },

    async replaceShippingOptions(listingId: number, ids: number[]) {
      await db
        .delete(listingShippingOptions)
        .where(eq(listingShippingOptions.listingId, listingId));
      if (ids.length > 0) {
        await db
          .insert(listingShippingOptions)
          .values(ids.map((shippingOptionId) => ({ listingId, shippingOptionId })));
      }
    },

    images: (listingId: number) =>
      db
        .select()
        .from(listingImages)
        .where(eq(listingImages.listingId, listingId))
        .orderBy(asc(listingImages.position), asc(listingImages.id)),

    async imageCount(listingId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(listingImages)
        .where(eq(listingImages.listingId, listingId));
      return row?.n ?? 0;
    },

    async insertImages(rows: (typeof listingImages.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(listingImages).values(rows);
    },

    async deleteImage(id: number) {
      await db.delete(listingImages).where(eq(listingImages.id, id));
    },

    /** Makes one image the cover: clear first, so the one-cover unique index never trips. */
    async setCover(listingId: number, imageId: number) {
      await db
        .update(listingImages)
        .set({ isCover: false })
        .where(eq(listingImages.listingId, listingId));
      await db.update(listingImages).set({ isCover: true }).where(eq(listingImages.id, imageId));
    },

    async setPosition(imageId: number, position: number) {
      await db.update(listingImages).set({ position }).where(eq(listingImages.id, imageId));
    },

    async insertBlockedDate(values: typeof listingBlockedDates.$inferInsert) {
      const [row] = await db.insert(listingBlockedDates).values(values).returning();
      return row!;
    },

    async findBlockedDate(listingId: number, id: number) {
      const [row] = await db
        .select()
        .from(listingBlockedDates)
        .where(and(eq(listingBlockedDates.id, id), eq(listingBlockedDates.listingId, listingId)))
        .limit(1);
      return row ?? null;
    },

    async deleteBlockedDate(id: number) {
      await db.delete(listingBlockedDates).where(eq(listingBlockedDates.id, id));
    },

    async countsByStatus(ownerId: number) {
      const rows = await db
        .select({ status: listings.status, n: count() })
        .from(listings)
        .where(eq(listings.ownerId, ownerId))
        .groupBy(listings.status);
      const counts = { Draft: 0, Published: 0, Inactive: 0 };
      for (const row of rows) counts[row.status as keyof typeof counts] = row.n;
      return counts;
    },

    /** How many listings (any status) use a category or rental type. */
    async countUsing(kind: 'category' | 'rental_type', id: number) {
      const column = kind === 'category' ? listings.categoryId : listings.rentalTypeId;
      const [row] = await db.select({ n: count() }).from(listings).where(eq(column, id));
      return Number(row?.n ?? 0);
    },

    /**
     * Listings of a category or rental type, with the parts their search keywords name (the
     * category's and rental type's names are the content module's, by these ids).
     */
    keywordPartsFor(kind: 'category' | 'rental_type', id: number) {
      return db
        .select({
          id: listings.id,
          brand: listings.brand,
          model: listings.model,
          city: listings.city,
          state: listings.state,
          categoryId: listings.categoryId,
          rentalTypeId: listings.rentalTypeId,
        })
        .from(listings)
        .where(eq(kind === 'category' ? listings.categoryId : listings.rentalTypeId, id));
    },

    /** Writes new keywords, a thousand listings a statement. */
    async setKeywords(rows: { id: number; keywords: string }[]) {
      for (let start = 0; start < rows.length; start += 1000) {
        const chunk = rows.slice(start, start + 1000);
        const cases = sql.join(
          chunk.map((r) => sql`WHEN ${r.id} THEN ${r.keywords}`),
          sql` `,
        );
        await db
          .update(listings)
          .set({ keywords: sql`CASE ${listings.id} ${cases} END` })
          .where(
            inArray(
              listings.id,
              chunk.map((r) => r.id),
            ),
          );
      }
    },

    // ── what a booking is priced and checked against (listings.booking.service) ──
    /** Whether the listing offers this shipping option (its name and price: the content module's). */
    async offersShipping(listingId: number, optionId: number) {
      const [row] = await db
        .select({ id: listingShippingOptions.shippingOptionId })
        .from(listingShippingOptions)
        .where(
          and(
            eq(listingShippingOptions.listingId, listingId),
            eq(listingShippingOptions.shippingOptionId, optionId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    blockedDays(listingId: number, fromDay: string, toDay: string) {
      return db
        .select()
        .from(listingBlockedDates)
        .where(
          and(
            eq(listingBlockedDates.listingId, listingId),
            lte(listingBlockedDates.startDate, toDay),
            gte(listingBlockedDates.endDate, fromDay),
          ),
        );
    },
    /**
     * Name, cover, place, time zone and owner id of a listing, for cart and reservation
     * views (the owner's name and picture are the users module's).
     */
    /** Card facts of these listings (name, place, cover, owner's id), in one query. */
    async cards(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: listings.id,
          name: listings.name,
          shortAddress: listings.shortAddress,
          timezone: listings.timezone,
          ownerId: listings.ownerId,
          // Written out as listings.id: a column interpolated into a select field is rendered
          // unqualified ("id"), which inside this subquery would name the image's own id.
          cover: sql<
            string | null
          >`(SELECT i.file_path FROM ${listingImages} i WHERE i.listing_id = listings.id ORDER BY i.is_cover DESC, i.position, i.id LIMIT 1)`,
        })
        .from(listings)
        .where(inArray(listings.id, [...new Set(ids)]));
    },
  };
}
