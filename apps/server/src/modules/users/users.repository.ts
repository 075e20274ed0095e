import { desc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, fixedQuery } from '../../db/client';
import { referrals, users } from '../../db/schema';
import { intArrayLiteral } from '../../lib/sql-arrays';

export type UserRow = typeof users.$inferSelect;

/**
 * Names, picture and suspension of a set of accounts, compiled once (db/client.ts
 * fixedQuery): the chat module asks it on the path of every message. The ids travel as one
 * array literal, so the statement is the same whatever their number. A deleted account
 * counts as suspended: nobody can write to it, and none of its tokens work.
 */
const namesQuery = fixedQuery<
  {
    id: number;
    firstName: string;
    lastName: string;
    profilePicture: string | null;
    suspended: boolean;
    locale: string | null;
  },
  'ids'
>(
  ['ids'],
  (v) => sql`SELECT id, first_name AS "firstName", last_name AS "lastName",
                    profile_picture AS "profilePicture",
                    (suspended_at IS NOT NULL OR deleted_at IS NOT NULL) AS suspended, locale
               FROM users WHERE id = ANY(${v.ids}::int[])`,
);

export function usersRepository(db: Executor) {
  return {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** E-mail and names of these accounts: what an operator sees of an applicant. */
    async contacts(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
    },

    async names(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return namesQuery(db, { ids: intArrayLiteral([...new Set(ids)]) });
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

    /**
     * The account, share-locked until the caller's transaction ends: others may read and
     * share-lock it too, but a change to it (a deletion) waits, and waits for it.
     */
    async lockShared(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('share');
      return row ?? null;
    },

    /** Marks the account suspended since `suspendedAt`, or lifts the mark with null. */
    async setSuspended(id: number, suspendedAt: Date | null, now: Date) {
      await db.update(users).set({ suspendedAt, updatedAt: now }).where(eq(users.id, id));
    },

    /**
     * Erases what identifies the person behind a deleted account (decision 0022): the row
     * stays, as reservations, ledger lines and messages point to it, under a placeholder.
     */
    async anonymise(id: number, values: { email: string; referralCode: string; now: Date }) {
      const [row] = await db
        .update(users)
        .set({
          firstName: 'Deleted user',
          lastName: '',
          email: values.email,
          // Not a hash any password can match: the account can never sign in again.
          passwordHash: '!deleted',
          phone: null,
          bio: null,
          city: null,
          profilePicture: null,
          businessName: null,
          stripeAccountId: null,
          isStripeConnected: false,
          payoutAccount: null,
          twoFAEnabled: false,
          activeCartId: null,
          referralCode: values.referralCode,
          deletedAt: values.now,
          updatedAt: values.now,
        })
        .where(eq(users.id, id))
        .returning();
      return row!;
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
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
