import type { AuditLogQuery } from '@ownless/shared';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { operatorActions, users } from '../../db/schema';
import { pageOf } from './paging';
import { containing } from '../../lib/like';

export type AuditRow = typeof operatorActions.$inferSelect;

/** One entry as written: who did what to which subject, why, and the state before and after. */
export interface AuditEntry {
  actorId: number;
  action: string;
  subjectType: string;
  subjectId: number | null;
  subjectLabel: string | null;
  note: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const newestFirst = [desc(operatorActions.createdAt), desc(operatorActions.id)];

/**
 * The audit trail's table, owned by the operator console (decision 0009). Entries are only
 * inserted and read: there is no update or delete here, and the database refuses both
 * (migration 0006).
 */
export function auditRepository(db: Executor) {
  return {
    /**
     * Inserts an entry labelled with the actor's name and e-mail as they are now, read with
     * the same executor (the action's transaction), so the label survives a later rename.
     */
    async insert(entry: AuditEntry): Promise<AuditRow> {
      const [actor] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, entry.actorId));
      const [row] = await db
        .insert(operatorActions)
        .values({
          ...entry,
          actorLabel: actor ? `${actor.firstName} ${actor.lastName} <${actor.email}>` : null,
        })
        .returning();
      return row!;
    },

    /** One page of the trail, newest first, filtered as the console's audit page asks. */
    page(query: AuditLogQuery) {
      const where: SQL[] = [];
      if (query.q) {
        const like = containing(query.q);
        where.push(
          or(
            ilike(operatorActions.action, like),
            ilike(operatorActions.actorLabel, like),
            ilike(operatorActions.subjectLabel, like),
            ilike(operatorActions.note, like),
          )!,
        );
      }
      if (query.action) where.push(eq(operatorActions.action, query.action));
      if (query.subject_type) where.push(eq(operatorActions.subjectType, query.subject_type));
      if (query.subject_id) where.push(eq(operatorActions.subjectId, query.subject_id));
      if (query.actor_id) where.push(eq(operatorActions.actorId, query.actor_id));
      if (query.from)
        where.push(gte(operatorActions.createdAt, new Date(`${query.from}T00:00:00Z`)));
      if (query.to)
        where.push(
          lt(
            operatorActions.createdAt,
            sql`${`${query.to}T00:00:00Z`}::timestamptz + interval '1 day'`,
          ),
        );
      return pageOf(
        db.select().from(operatorActions).$dynamic(),
        db.select({ n: count() }).from(operatorActions).$dynamic(),
        where.length ? and(...where) : undefined,
        newestFirst,
        query,
      );
    },

    /** The latest entries about one subject, newest first. */
    forSubject(subjectType: string, subjectId: number, limit: number): Promise<AuditRow[]> {
      return db
        .select()
        .from(operatorActions)
        .where(
          and(
            eq(operatorActions.subjectType, subjectType),
            eq(operatorActions.subjectId, subjectId),
          ),
        )
        .orderBy(...newestFirst)
        .limit(limit);
    },
  };
}
