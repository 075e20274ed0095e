import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AuthTokenKind } from '@ownless/shared';
import type { Executor } from '../../db/client';
import { authTokens, users } from '../../db/schema';

export type AuthTokenRow = typeof authTokens.$inferSelect;

export function authRepository(db: Executor) {
  return {
    async insertToken(values: {
      userId: number;
      kind: AuthTokenKind;
      tokenHash: string;
      codeHash?: string | null;
      expiresAt: Date;
    }) {
      const [row] = await db.insert(authTokens).values(values).returning();
      return row!;
    },

    /** A token of that kind that is neither used nor expired, whose user is not suspended. */
    async findUsable(tokenHash: string, kind: AuthTokenKind) {
      const [row] = await db
        .select({ token: authTokens, suspendedAt: users.suspendedAt })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            eq(authTokens.kind, kind),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (!row || row.suspendedAt) return null;
      return row.token;
    },

    /** Same lookup, locking the row so two attempts on one challenge are counted in turn. */
    async findForUpdate(tokenHash: string, kind: AuthTokenKind) {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, kind)))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async markUsed(id: number) {
      await db.update(authTokens).set({ usedAt: new Date() }).where(eq(authTokens.id, id));
    },

    async update(id: number, patch: Partial<typeof authTokens.$inferInsert>) {
      await db.update(authTokens).set(patch).where(eq(authTokens.id, id));
    },

    async incrementAttempts(id: number) {
      const [row] = await db
        .update(authTokens)
        .set({ attempts: sql`${authTokens.attempts} + 1` })
        .where(eq(authTokens.id, id))
        .returning({ attempts: authTokens.attempts });
      return row?.attempts ?? 0;
    },

    /** Revokes every live token of these kinds, except one (the session in use). */
    async revokeAll(userId: number, kinds: AuthTokenKind[], exceptId?: number) {
      const conditions = [
        eq(authTokens.userId, userId),
        inArray(authTokens.kind, kinds),
        isNull(authTokens.usedAt),
      ];
      if (exceptId !== undefined) conditions.push(sql`${authTokens.id} <> ${exceptId}`);
      await db.update(authTokens).set({ usedAt: new Date() }).where(and(...conditions));
    },
  };
}
