import { and, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dataExports } from '../../db/schema';

export type DataExportRow = typeof dataExports.$inferSelect;

/** The queue and store of data exports: this module's table (decision 0022). */
export function exportsRepository(db: Executor) {
  return {
    async latestFor(userId: number): Promise<DataExportRow | null> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
        .limit(1);
      return row ?? null;
    },

    async insert(userId: number): Promise<DataExportRow> {
      const [row] = await db.insert(dataExports).values({ userId }).returning();
      return row!;
    },

    /**
     * The oldest pending export, locked until the caller's transaction ends; one another
     * instance is preparing is skipped, not waited for.
     */
    async claimPending(): Promise<DataExportRow | null> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.status, 'pending'))
        .orderBy(dataExports.createdAt, dataExports.id)
        .for('update', { skipLocked: true })
        .limit(1);
      return row ?? null;
    },

    async markReady(
      id: number,
      values: { tokenHash: string; archive: Record<string, unknown>; at: Date; expiresAt: Date },
    ) {
      await db
        .update(dataExports)
        .set({
          status: 'ready',
          tokenHash: values.tokenHash,
          archive: values.archive,
          readyAt: values.at,
          expiresAt: values.expiresAt,
          error: null,
        })
        .where(eq(dataExports.id, id));
    },

    /** Counts a failed attempt; the export fails for good after `maxAttempts`. */
    async recordFailure(id: number, error: string, maxAttempts: number) {
      await db
        .update(dataExports)
        .set({
          attempts: sql`${dataExports.attempts} + 1`,
          error: error.slice(0, 500),
          status: sql`CASE WHEN ${dataExports.attempts} + 1 >= ${maxAttempts} THEN 'failed' ELSE 'pending' END`,
        })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
    },

    /** A ready export of this account whose link has not expired, by its token's hash. */
    async findDownloadable(userId: number, tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(
          and(
            eq(dataExports.tokenHash, tokenHash),
            eq(dataExports.userId, userId),
            eq(dataExports.status, 'ready'),
            gt(dataExports.expiresAt, now),
            isNotNull(dataExports.archive),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async markDownloaded(id: number, at: Date) {
      await db
        .update(dataExports)
        .set({
          downloadedAt: sql`coalesce(${dataExports.downloadedAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(dataExports.id, id));
    },

    /** Drops the archives whose links expired; the rows stay as the request's history. */
    async dropExpiredArchives(now: Date) {
      const rows = await db
        .update(dataExports)
        .set({ archive: null })
        .where(and(lte(dataExports.expiresAt, now), isNotNull(dataExports.archive)))
        .returning({ id: dataExports.id });
      return rows.length;
    },

    /** Removes every export of the account (it is being deleted). */
    async deleteFor(userId: number) {
      await db.delete(dataExports).where(eq(dataExports.userId, userId));
    },
  };
}
