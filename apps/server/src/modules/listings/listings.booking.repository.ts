import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  listingBlockedDates,
  listingFrequencies,
  listingImages,
  listings,
  listingShippingOptions,
  policies,
  shippingOptions,
  users,
} from '../../db/schema';

export type BookableListingRow = typeof listings.$inferSelect;

/**
 * The listing facts a reservation is priced and checked against (rules, prices, shipping,
 * policy, blocked days) and the card it is shown with. Reads only; on the executor given,
 * so a reservation's transaction reads them under its own locks.
 */
export function listingsBookingRepository(db: Executor) {
  return {
    /** The listing's row; `lock` holds it (FOR UPDATE) until the transaction ends. */
    async find(id: number, lock = false): Promise<BookableListingRow | null> {
      const query = db.select().from(listings).where(eq(listings.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },
    frequencies: (listingId: number) =>
      db.select().from(listingFrequencies).where(eq(listingFrequencies.listingId, listingId)),
    async policySlug(policyId: number | null) {
      if (!policyId) return 'flexible';
      const [row] = await db
        .select({ slug: policies.slug })
        .from(policies)
        .where(eq(policies.id, policyId))
        .limit(1);
      return row?.slug ?? 'flexible';
    },
    async shippingOption(listingId: number, optionId: number) {
      const [row] = await db
        .select({
          id: shippingOptions.id,
          name: shippingOptions.name,
          priceCents: shippingOptions.priceCents,
        })
        .from(listingShippingOptions)
        .innerJoin(shippingOptions, eq(shippingOptions.id, listingShippingOptions.shippingOptionId))
        .where(
          and(
            eq(listingShippingOptions.listingId, listingId),
            eq(listingShippingOptions.shippingOptionId, optionId),
          ),
        )
        .limit(1);
      return row ?? null;
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
    /** Name, cover, place, time zone and owner of a listing, for cart and reservation views. */
    async card(listingId: number) {
      const [row] = await db
        .select({
          id: listings.id,
          name: listings.name,
          shortAddress: listings.shortAddress,
          timezone: listings.timezone,
          ownerId: users.id,
          ownerFirst: users.firstName,
          ownerLast: users.lastName,
          ownerPicture: users.profilePicture,
          ownerStripeAccount: users.stripeAccountId,
          cover: sql<
            string | null
          >`(SELECT i.file_path FROM ${listingImages} i WHERE i.listing_id = ${listings.id} ORDER BY i.is_cover DESC, i.position, i.id LIMIT 1)`,
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.ownerId))
        .where(eq(listings.id, listingId))
        .limit(1);
      return row ?? null;
    },
  };
}
