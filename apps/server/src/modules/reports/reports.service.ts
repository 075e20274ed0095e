import {
  type CreateReport,
  type OperatorReport,
  type OperatorReportDetail,
  type OperatorReportsQuery,
  REPORT_CONVERSATION_AFTER,
  REPORT_CONVERSATION_BEFORE,
  REPORTS_PER_HOUR,
  type ReportAction,
  type ReportKind,
  type ResolveReport,
} from '@ownless/shared';
import type { Database, Executor } from '../../db/client';
import type { Message } from '../../i18n';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors';
import type { MailService } from '../mail/mail.service';
import { reportMailTemplates } from '../mail/reports.templates';
import type { AuditInput } from '../operator/audit';
import type { OperatorService } from '../operator/operator.service';
import { type ReportQueueRow, reportsRepository } from './reports.repository';
import { QUEUE_EXCERPT, reportTargets, type ReservationsOf } from './targets.repository';

const HOUR_MS = 60 * 60_000;
const LABEL_MAX = 300;
/** Other open reports of the same thing a report's page lists. */
const OTHER_OPEN_MAX = 20;

const NOT_FOUND: Record<ReportKind, Message> = {
  listing: /*i18n*/ 'That listing does not exist.',
  user: /*i18n*/ 'That user does not exist.',
  message: /*i18n*/ 'That message does not exist.',
};
const OWN: Record<ReportKind, Message> = {
  listing: /*i18n*/ 'You cannot report your own listing.',
  user: /*i18n*/ 'You cannot report yourself.',
  message: /*i18n*/ 'You cannot report your own message.',
};
const ALREADY: Record<ReportKind, Message> = {
  listing: /*i18n*/ 'You have already reported this listing. Our support team is looking into it.',
  user: /*i18n*/ 'You have already reported this person. Our support team is looking into it.',
  message: /*i18n*/ 'You have already reported this message. Our support team is looking into it.',
};
const FILED: Message = /*i18n*/ 'Thank you. Our support team will look into your report.';
const RESOLVED: Record<ReportAction, Message> = {
  dismiss: /*i18n*/ 'Report dismissed; the reporter was told.',
  warn: /*i18n*/ 'Warning sent; the reporter was told.',
  unpublish: /*i18n*/ 'Listing unpublished; its owner and the reporter were told.',
  suspend: /*i18n*/ 'Account suspended; the reporter was told.',
};

/** Whether a database error is the unique index refusing a second report of one thing. */
function isDuplicate(error: unknown) {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const fullName = (p: { firstName: string | null; lastName: string | null } | null) =>
  p && p.firstName !== null ? `${p.firstName} ${p.lastName ?? ''}`.trim() : null;

/**
 * Reports to the operators (decision 0026). Anyone signed in reports a listing, a person or
 * a chat message of theirs once; an operator closes a report by dismissing it or acting on
 * the person or listing it is about, in one transaction with the action's audit entries,
 * the e-mails and every other open report of the same thing.
 */
export function reportsService(deps: {
  db: Database;
  mail: MailService;
  operator: OperatorService;
  /** Writes an operator action into the audit log, on the action's transaction. */
  auditIn: (tx: Executor, entry: AuditInput) => Promise<unknown>;
  now?: () => Date;
}) {
  const { db, mail, operator, auditIn } = deps;
  const now = deps.now ?? (() => new Date());
  const targets = reportTargets(db);

  async function view(row: ReportQueueRow, chats: Map<number, number>): Promise<OperatorReport> {
    const r = row.report;
    const chatId = r.kind === 'message' ? (chats.get(r.targetId) ?? null) : null;
    const person = (p: ReportQueueRow['reporter']) =>
      p && p.id !== null ? { id: p.id, full_name: fullName(p)!, email: p.email! } : null;
    return {
      id: r.id,
      kind: r.kind as ReportKind,
      target_id: r.targetId,
      target_label: r.targetLabel,
      subject: person(row.subject),
      chat_id: chatId,
      reason: r.reason as OperatorReport['reason'],
      details: r.details,
      reporter: person(row.reporter),
      status: r.status as OperatorReport['status'],
      outcome: r.outcome as ReportAction | null,
      note: r.note,
      resolved_by: row.resolver?.email ? `${fullName(row.resolver)} <${row.resolver.email}>` : null,
      resolved_at: r.resolvedAt?.toISOString() ?? null,
      other_reports: Number(row.others),
      excerpt: chatId === null ? [] : await targets.excerpt(r.targetId, chatId, QUEUE_EXCERPT),
      created_at: r.createdAt.toISOString(),
    };
  }

  async function views(rows: ReportQueueRow[]) {
    const chats = await targets.chatsOf(
      rows.filter((row) => row.report.kind === 'message').map((row) => row.report.targetId),
    );
    return Promise.all(rows.map((row) => view(row, chats)));
  }

  /**
   * Whose reservations a report's page lists: for a listing, the reporter's of it; for a
   * person or a message, those between the reporter and the person (none once they deleted
   * their account).
   */
  function reservationsOf(r: ReportQueueRow['report']): ReservationsOf | null {
    if (r.kind === 'listing') return { listingId: r.targetId, renterId: r.reporterId };
    return r.subjectId === null ? null : { between: [r.reporterId, r.subjectId] };
  }

  /** The action itself, inside the resolution's transaction; what to do after the commit. */
  async function act(
    tx: Executor,
    actorId: number,
    report: { kind: string; targetId: number; targetLabel: string; subjectId: number | null },
    action: ReportAction,
    note: string,
  ): Promise<(() => Promise<void>) | null> {
    if (action === 'dismiss') return null;
    if (action === 'unpublish') {
      if (report.kind !== 'listing')
        throw badRequest(/*i18n*/ 'Only a listing can be unpublished.');
      const done = await operator.unpublishIn(tx, actorId, report.targetId, note);
      if (!done) throw conflict(/*i18n*/ 'This listing is already unpublished.');
      return () => operator.afterUnpublish(done.after, note);
    }
    const subject = report.subjectId && (await reportTargets(tx).person(report.subjectId));
    if (!report.subjectId || !subject)
      throw conflict(/*i18n*/ 'The account this report is about no longer exists.');
    if (action === 'suspend') {
      const done = await operator.suspendIn(tx, actorId, report.subjectId, note);
      return () => operator.afterSuspend(done, note);
    }
    await mail.queueIn(
      tx,
      reportMailTemplates.reportWarning(
        subject.email,
        subject.firstName,
        report.kind as ReportKind,
        report.targetLabel,
        note,
      ),
    );
    await auditIn(tx, {
      actorId,
      action: 'user.warn',
      subjectType: 'user',
      subjectId: report.subjectId,
      subjectLabel: subject.email,
      reason: note,
    });
    return null;
  }

  return {
    /** Files a report; answers the message to show. */
    async create(reporterId: number, input: CreateReport) {
      const kind = input.kind;
      const target = await targets.find(kind, input.target_id);
      // A message is reported by the two people of its chat only; to anyone else it does
      // not exist.
      if (!target || (target.members && !target.members.includes(reporterId)))
        throw notFound(NOT_FOUND[kind]);
      if (target.subjectId === reporterId) throw badRequest(OWN[kind]);
      const repo = reportsRepository(db);
      if (await repo.exists(reporterId, kind, input.target_id)) throw conflict(ALREADY[kind]);
      if (
        (await repo.countSince(reporterId, new Date(now().getTime() - HOUR_MS))) >= REPORTS_PER_HOUR
      )
        throw tooManyRequests(
          /*i18n*/ {
            id: 'You can send at most {max} reports an hour. Please try again later.',
            values: { max: REPORTS_PER_HOUR },
          },
        );
      try {
        const row = await repo.insert({
          reporterId,
          kind,
          targetId: input.target_id,
          subjectId: target.subjectId,
          targetLabel: target.label.slice(0, LABEL_MAX),
          reason: input.reason,
          details: input.details ?? '',
        });
        return { id: row.id, message: FILED };
      } catch (error) {
        // Two reports of one thing at once: the unique index lets one through.
        if (isDuplicate(error)) throw conflict(ALREADY[kind]);
        throw error;
      }
    },

    async queue(actorId: number, query: OperatorReportsQuery) {
      await operator.assertAdmin(actorId);
      const { rows, total, open } = await reportsRepository(db).page(query);
      return {
        items: await views(rows),
        total,
        open,
        page: query.page,
        per_page: query.per_page,
      };
    },

    /**
     * One report with its evidence: a message's conversation around it (its own chat only),
     * the reservations between the reporter and the person reported, and the other open
     * reports of the same thing.
     */
    async detail(actorId: number, id: number): Promise<OperatorReportDetail> {
      await operator.assertAdmin(actorId);
      const repo = reportsRepository(db);
      const row = await repo.one(id);
      if (!row) throw notFound(/*i18n*/ 'That report does not exist.');
      const r = row.report;
      const chats = await targets.chatsOf(r.kind === 'message' ? [r.targetId] : []);
      const chatId = chats.get(r.targetId);
      const of = reservationsOf(r);
      const [report, conversation, reservations, others] = await Promise.all([
        view(row, chats),
        chatId === undefined
          ? []
          : targets.excerpt(r.targetId, chatId, {
              before: REPORT_CONVERSATION_BEFORE,
              after: REPORT_CONVERSATION_AFTER,
            }),
        of ? targets.reservations(of) : [],
        repo.otherOpen(r, OTHER_OPEN_MAX),
      ]);
      return {
        report,
        conversation,
        reservations,
        other_open: {
          total: others.total,
          items: others.rows.map((o) => ({
            id: o.id,
            reason: o.reason as OperatorReport['reason'],
            reporter_name: fullName(o.reporter),
            created_at: o.createdAt.toISOString(),
          })),
        },
      };
    },

    /**
     * Closes a report and every other open report of the same thing with one outcome. A
     * refused action (already unpublished, already suspended, one's own account) changes
     * nothing: the report stays open.
     */
    async resolve(actorId: number, id: number, input: ResolveReport) {
      await operator.assertAdmin(actorId);
      const at = now();
      const done = await db.transaction(async (tx) => {
        const repo = reportsRepository(tx);
        const found = await repo.find(id);
        if (!found) throw notFound(/*i18n*/ 'That report does not exist.');
        const locked = await repo.lockThing(found);
        const report = locked.find((r) => r.id === id)!;
        if (report.status !== 'open') throw conflict(/*i18n*/ 'This report is already resolved.');
        const siblings = locked.filter((r) => r.id !== id);
        const after = await act(tx, actorId, report, input.action, input.note);
        const closed = [report, ...siblings];
        await repo.resolve(
          closed.map((r) => r.id),
          input.action,
          input.note,
          actorId,
          at,
        );
        await auditIn(tx, {
          actorId,
          action: `report.${input.action}`,
          subjectType: 'report',
          subjectId: report.id,
          subjectLabel: `${report.kind} #${report.targetId}: ${report.targetLabel}`.slice(
            0,
            LABEL_MAX,
          ),
          reason: input.note,
          before: { status: 'open' },
          after: { status: 'resolved', outcome: input.action, reports: closed.map((r) => r.id) },
        });
        const people = reportTargets(tx);
        for (const r of closed) {
          const reporter = await people.person(r.reporterId);
          if (!reporter) continue;
          await mail.queueIn(
            tx,
            reportMailTemplates.reportOutcome(
              reporter.email,
              reporter.firstName,
              r.kind as ReportKind,
              r.targetLabel,
              input.action,
            ),
          );
        }
        return { report, siblings, after };
      });
      mail.deliverSoon();
      await done.after?.();
      const row = await reportsRepository(db).one(id);
      const [report] = await views([row!]);
      return {
        report: report!,
        also_closed: done.siblings.map((r) => r.id),
        message: RESOLVED[input.action],
        /** The account suspended, whose live connections end now. */
        suspended: input.action === 'suspend' ? done.report.subjectId : null,
      };
    },
  };
}
export type ReportsService = ReturnType<typeof reportsService>;
