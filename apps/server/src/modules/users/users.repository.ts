import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { listings, referrals, reviews, users } from '../../db/schema';
import { reviewVisible } from '../reviews/blind.repository';

export type UserRow = typeof users.$inferSelect;

export function usersRepository(db: Executor) {
  return {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async names(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row ?? null;
    },

    async findByStripeAccount(accountId: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.stripeAccountId, accountId))
        .limit(1);
      return row ?? null;
    },

    async findByReferralCode(code: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.referralCode, code)).limit(1);
      return row ?? null;
    },

    async insert(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async update(id: number, patch: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },

    /** The account, locked until the caller's transaction ends. */
    async lock(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row ?? null;
    },

    /** Marks the account suspended since `suspendedAt`, or lifts the mark with null. */
    async setSuspended(id: number, suspendedAt: Date | null, now: Date) {
      await db.update(users).set({ suspendedAt, updatedAt: now }).where(eq(users.id, id));
    },

    async addReferral(referrerId: number, referredId: number) {
      await db.insert(referrals).values({ referrerId, referredId });
    },

    listReferrals(referrerId: number) {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          joinedAt: referrals.createdAt,
          emailVerifiedAt: users.emailVerifiedAt,
        })
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.referredId))
        .where(eq(referrals.referrerId, referrerId))
        .orderBy(desc(referrals.createdAt));
    },

    async ownerStats(userId: number) {
      const [[listingRow], [reviewRow]] = await Promise.all([
        db
          .select({ n: count() })
          .from(listings)
          .where(and(eq(listings.ownerId, userId), eq(listings.status, 'Published'))),
        db
          .select({ n: count(), avg: sql<number | null>`avg(${reviews.rating})::float8` })
          .from(reviews)
          .where(and(eq(reviews.subjectId, userId), reviewVisible)),
      ]);
      return {
        publishedListings: listingRow?.n ?? 0,
        reviewCount: reviewRow?.n ?? 0,
        rating: reviewRow?.avg ?? null,
      };
    },

    async listingCounts(userId: number) {
      const rows = await db
        .select({ status: listings.status, n: count() })
        .from(listings)
        .where(eq(listings.ownerId, userId))
        .groupBy(listings.status);
      return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
