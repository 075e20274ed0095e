import type { AuditLogQuery } from '@ownless/shared';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { operatorActions, users } from '../../db/schema';

export interface AuditInput {
  actorId: number;
  action: string;
  subjectType: string;
  subjectId: number | null;
  subjectLabel?: string | null;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The audit trail (decision 0009). `record` is called with the transaction of the action
 * it describes, so an action and its entry commit or roll back together. Entries are never
 * changed: there is no update or delete here, and the database refuses both (migration 0006).
 */
export function auditLog(db: Executor) {
  return {
    async record(entry: AuditInput) {
      const [actor] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, entry.actorId));
      const [row] = await db
        .insert(operatorActions)
        .values({
          actorId: entry.actorId,
          actorLabel: actor ? `${actor.firstName} ${actor.lastName} <${actor.email}>` : null,
          action: entry.action,
          subjectType: entry.subjectType,
          subjectId: entry.subjectId,
          subjectLabel: entry.subjectLabel ?? null,
          note: entry.reason ?? null,
          before: entry.before ?? null,
          after: entry.after ?? null,
        })
        .returning();
      return row!;
    },

    async list(query: AuditLogQuery) {
      const where: SQL[] = [];
      if (query.q) {
        const like = `%${escapeLike(query.q)}%`;
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
      const condition = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(operatorActions)
          .where(condition)
          .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(operatorActions).where(condition),
      ]);
      return {
        items: rows.map(toAuditView),
        total: Number(total?.n ?? 0),
        page: query.page,
        per_page: query.per_page,
      };
    },

    async forSubject(subjectType: string, subjectId: number, limit = 50) {
      const rows = await db
        .select()
        .from(operatorActions)
        .where(
          and(
            eq(operatorActions.subjectType, subjectType),
            eq(operatorActions.subjectId, subjectId),
          ),
        )
        .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
        .limit(limit);
      return rows.map(toAuditView);
    },
  };
}

export function toAuditView(row: typeof operatorActions.$inferSelect) {
  return {
    id: row.id,
    actor_id: row.actorId,
    actor: row.actorLabel,
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    subject: row.subjectLabel,
    reason: row.note,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
