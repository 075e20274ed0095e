import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AuthTokenKind } from '@ownless/shared';
import { type Executor, queryRows } from '../../db/client';
import { authTokens } from '../../db/schema';

export type AuthTokenRow = typeof authTokens.$inferSelect;

/** The clock and the limits a session is judged by. */
export interface SessionWindow {
  now: Date;
  idleMs: number;
  maxAgeMs: number;
}

const live = ({ now, idleMs, maxAgeMs }: SessionWindow) => [
  isNull(authTokens.usedAt),
  gt(authTokens.expiresAt, now),
  gt(authTokens.createdAt, new Date(now.getTime() - maxAgeMs)),
  sql`coalesce(${authTokens.lastUsedAt}, ${authTokens.createdAt}) > ${new Date(now.getTime() - idleMs).toISOString()}::timestamptz`,
];

export function authRepository(db: Executor) {
  return {
    async insertToken(values: {
      userId: number;
      kind: AuthTokenKind;
      tokenHash: string;
      codeHash?: string | null;
      expiresAt: Date;
      userAgent?: string | null;
    }) {
      const [row] = await db.insert(authTokens).values(values).returning();
      return row!;
    },

    /** A token of that kind that is neither used nor expired. */
    async findUsable(tokenHash: string, kind: AuthTokenKind) {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            eq(authTokens.kind, kind),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * A live session: an access token neither revoked nor past its absolute lifetime nor
     * unused for longer than the idle limit.
     */
    async findSession(tokenHash: string, window: SessionWindow) {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(
          and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, 'access'), ...live(window)),
        )
        .limit(1);
      return row ?? null;
    },

    /** How many live sessions the user has. */
    async countLiveSessions(userId: number, window: SessionWindow) {
      const [row] = await db
        .select({ n: count() })
        .from(authTokens)
        .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, 'access'), ...live(window)));
      return Number(row?.n ?? 0);
    },

    /** The user's live sessions, most recently used first. */
    async listSessions(userId: number, window: SessionWindow) {
      return db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, 'access'), ...live(window)))
        .orderBy(
          desc(sql`coalesce(${authTokens.lastUsedAt}, ${authTokens.createdAt})`),
          desc(authTokens.id),
        );
    },

    /** Ends one of the user's sessions; false when it is not theirs or already over. */
    async revokeSession(userId: number, id: number, now: Date) {
      const rows = await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(authTokens.id, id),
            eq(authTokens.userId, userId),
            eq(authTokens.kind, 'access'),
            isNull(authTokens.usedAt),
          ),
        )
        .returning({ id: authTokens.id });
      return rows.length > 0;
    },

    /** The confirmed sign-up's pending token becomes the session of the browser that signed up. */
    async activateSignup(userId: number, now: Date, expiresAt: Date) {
      await db
        .update(authTokens)
        .set({ kind: 'access', createdAt: now, lastUsedAt: now, expiresAt })
        .where(
          and(
            eq(authTokens.userId, userId),
            eq(authTokens.kind, 'signup'),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, now),
          ),
        );
      await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(authTokens.userId, userId),
            eq(authTokens.kind, 'signup'),
            isNull(authTokens.usedAt),
          ),
        );
    },

    /** A sign-up whose e-mail was never confirmed (nor its password reset): not usable yet. */
    async hasPendingSignup(userId: number) {
      const [row] = await db
        .select({ id: authTokens.id })
        .from(authTokens)
        .where(
          and(
            eq(authTokens.userId, userId),
            eq(authTokens.kind, 'signup'),
            isNull(authTokens.usedAt),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Whose token this is (used or not), for keying per-account limits. */
    async ownerOf(tokenHash: string, kind: AuthTokenKind) {
      const [row] = await db
        .select({ userId: authTokens.userId })
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, kind)))
        .limit(1);
      return row?.userId ?? null;
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

    /**
     * Uses one of the user's e-mailed links of a kind, ending every other link of that kind
     * with it: answers the link's row, or null when it is unknown, expired or already ended
     * (used, or ended by a sibling). Requesting a link never ends the earlier ones, so the
     * first e-mail keeps working; using any one ends them all. Run inside a transaction:
     * the user's unused links are locked in id order, so two links used at once are taken
     * in turn (no deadlock) and the second finds itself ended.
     */
    async useLinkOf(tokenHash: string, kind: 'email_verification' | 'password_reset', now: Date) {
      const [link] = await db
        .select({ userId: authTokens.userId })
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, kind)))
        .limit(1);
      if (!link) return null;
      const siblings = await db
        .select()
        .from(authTokens)
        .where(
          and(
            eq(authTokens.userId, link.userId),
            eq(authTokens.kind, kind),
            isNull(authTokens.usedAt),
          ),
        )
        .orderBy(authTokens.id)
        .for('update');
      const row = siblings.find((sibling) => sibling.tokenHash === tokenHash);
      if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
      await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(
          inArray(
            authTokens.id,
            siblings.map((sibling) => sibling.id),
          ),
        );
      return row;
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

    /**
     * Deletes up to `limit` tokens that ended before `before`, answering how many: used or
     * revoked ones, expired ones, and sessions past their idle or absolute limit then. A
     * sign-up never confirmed keeps its pending token whatever its age: that row is what
     * keeps the account closed until its e-mail is confirmed (hasPendingSignup).
     */
    async pruneEnded(before: Date, sessions: { idleMs: number; maxAgeMs: number }, limit: number) {
      const at = (instant: number) => sql`${new Date(instant).toISOString()}::timestamptz`;
      const cutoff = at(before.getTime());
      const rows = await queryRows<{ id: number }>(
        db,
        sql`DELETE FROM auth_tokens WHERE id IN (
              SELECT id FROM auth_tokens
              WHERE NOT (kind = 'signup' AND used_at IS NULL)
                AND (used_at < ${cutoff} OR expires_at < ${cutoff}
                     OR (kind = 'access'
                         AND (coalesce(last_used_at, created_at) < ${at(before.getTime() - sessions.idleMs)}
                              OR created_at < ${at(before.getTime() - sessions.maxAgeMs)})))
              LIMIT ${limit})
            RETURNING id`,
      );
      return rows.length;
    },

    /** Revokes every token of the user not used yet, of any kind; answers how many. */
    async revokeEvery(userId: number, now: Date) {
      const rows = await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)))
        .returning({ id: authTokens.id });
      return rows.length;
    },

    /** Revokes every live token of these kinds, except one (the session in use). */
    async revokeAll(userId: number, kinds: AuthTokenKind[], exceptId?: number) {
      const conditions = [
        eq(authTokens.userId, userId),
        inArray(authTokens.kind, kinds),
        isNull(authTokens.usedAt),
      ];
      if (exceptId !== undefined) conditions.push(sql`${authTokens.id} <> ${exceptId}`);
      await db
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(and(...conditions));
    },
  };
}
