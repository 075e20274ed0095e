import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sellerApplications } from '../../db/schema';

export type SellerApplicationRow = typeof sellerApplications.$inferSelect;

export function sellersRepository(db: Executor) {
  return {
    async latestFor(userId: number): Promise<SellerApplicationRow | null> {
      const [row] = await db
        .select()
        .from(sellerApplications)
        .where(eq(sellerApplications.userId, userId))
        .orderBy(desc(sellerApplications.createdAt), desc(sellerApplications.id))
        .limit(1);
      return row ?? null;
    },

    async findForUpdate(id: number): Promise<SellerApplicationRow | null> {
      const [row] = await db
        .select()
        .from(sellerApplications)
        .where(eq(sellerApplications.id, id))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /** Removes every application of the account (its legal name, address, date of birth). */
    async deleteFor(userId: number) {
      await db.delete(sellerApplications).where(eq(sellerApplications.userId, userId));
    },

    async insert(values: typeof sellerApplications.$inferInsert) {
      const [row] = await db.insert(sellerApplications).values(values).returning();
      return row!;
    },

    async update(id: number, patch: Partial<typeof sellerApplications.$inferInsert>) {
      const [row] = await db
        .update(sellerApplications)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(sellerApplications.id, id))
        .returning();
      return row!;
    },

    list(status?: string) {
      return db
        .select()
        .from(sellerApplications)
        .where(status ? eq(sellerApplications.status, status) : undefined)
        .orderBy(desc(sellerApplications.createdAt))
        .limit(200);
    },
  };
}
