import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { favourites } from '../../db/schema';

/** The favourites table: who saved which listing, and when. */
export function favouritesRepository(db: Executor) {
  const mine = (userId: number) => eq(favourites.userId, userId);
  return {
    async allIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: favourites.listingId })
        .from(favourites)
        .where(mine(userId));
      return rows.map((r) => r.id);
    },

    /** One page of listing ids, newest saved first, and how many there are in all. */
    async page(userId: number, page: number, perPage: number) {
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(favourites).where(mine(userId)),
        db
          .select({ id: favourites.listingId })
          .from(favourites)
          .where(mine(userId))
          .orderBy(desc(favourites.createdAt))
          .limit(perPage)
          .offset((page - 1) * perPage),
      ]);
      return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
    },

    async add(userId: number, listingId: number) {
      await db.insert(favourites).values({ userId, listingId }).onConflictDoNothing();
    },

    async remove(userId: number, listingId: number) {
      await db.delete(favourites).where(and(mine(userId), eq(favourites.listingId, listingId)));
    },
  };
}
