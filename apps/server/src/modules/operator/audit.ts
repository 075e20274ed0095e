import type { AuditLogQuery } from '@ownless/shared';
import type { Executor } from '../../db/client';
import { type AuditRow, auditRepository } from './audit.repository';

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

/**
 * The audit trail (decision 0009). `record` is called with the transaction of the action
 * it describes, so an action and its entry commit or roll back together. Entries are never
 * changed (audit.repository.ts writes nothing but inserts).
 */
export function auditLog(db: Executor) {
  const repo = auditRepository(db);
  return {
    record: (entry: AuditInput) =>
      repo.insert({
        actorId: entry.actorId,
        action: entry.action,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId,
        subjectLabel: entry.subjectLabel ?? null,
        note: entry.reason ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      }),

    async list(query: AuditLogQuery) {
      const { rows, total } = await repo.page(query);
      return { items: rows.map(toAuditView), total, page: query.page, per_page: query.per_page };
    },

    async forSubject(subjectType: string, subjectId: number, limit = 50) {
      return (await repo.forSubject(subjectType, subjectId, limit)).map(toAuditView);
    },
  };
}

export function toAuditView(row: AuditRow) {
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
