import type { ConditionPhoto, ConditionStage } from '@ownless/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conditionReports } from '../../db/schema';

export type ConditionReportRow = typeof conditionReports.$inferSelect;

export interface ConditionReportValues {
  reservationId: number;
  stage: ConditionStage;
  authorId: number;
  works: boolean;
  damaged: boolean;
  missingParts: boolean;
  dirty: boolean;
  notes: string;
  photos: ConditionPhoto[];
}

/** Condition reports: this module's one table. */
export function conditionReportsRepository(db: Executor) {
  return {
    /** A reservation's reports, oldest first. */
    ofReservation(reservationId: number) {
      return db
        .select()
        .from(conditionReports)
        .where(eq(conditionReports.reservationId, reservationId))
        .orderBy(asc(conditionReports.createdAt), asc(conditionReports.id));
    },

    /** Which of these ids are reports of this reservation. */
    async idsAmong(reservationId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: conditionReports.id })
        .from(conditionReports)
        .where(
          and(
            eq(conditionReports.reservationId, reservationId),
            inArray(conditionReports.id, [...ids]),
          ),
        );
      return rows.map((r) => r.id);
    },

    /** The author's report of this stage, or null. */
    async find(reservationId: number, stage: ConditionStage, authorId: number) {
      const [row] = await db
        .select()
        .from(conditionReports)
        .where(
          and(
            eq(conditionReports.reservationId, reservationId),
            eq(conditionReports.stage, stage),
            eq(conditionReports.authorId, authorId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Writes the author's report of the stage, replacing the one there was (created_at kept). */
    async save(values: ConditionReportValues, at: Date) {
      const { works, damaged, missingParts, dirty, notes, photos } = values;
      const [row] = await db
        .insert(conditionReports)
        .values({ ...values, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: [
            conditionReports.reservationId,
            conditionReports.stage,
            conditionReports.authorId,
          ],
          set: { works, damaged, missingParts, dirty, notes, photos, updatedAt: at },
        })
        .returning();
      return row!;
    },
  };
}
