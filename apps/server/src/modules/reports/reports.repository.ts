import type { OperatorReportsQuery, ReportAction, ReportKind } from '@ownless/shared';
import { and, asc, count, desc, eq, gte, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { reports, users } from '../../db/schema';
import { pageOf } from '../operator/paging';

export type ReportRow = typeof reports.$inferSelect;

const reporter = alias(users, 'reporter');
const subject = alias(users, 'subject');
const resolver = alias(users, 'resolver');

const person = (u: typeof reporter | typeof subject) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
});

const withPeople = <T extends PgSelect>(qb: T) =>
  qb
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(subject, eq(subject.id, reports.subjectId))
    .leftJoin(resolver, eq(resolver.id, reports.resolvedById));

const joined = (db: Executor) =>
  withPeople(
    db
      .select({
        report: reports,
        reporter: person(reporter),
        subject: person(subject),
        resolver: {
          firstName: resolver.firstName,
          lastName: resolver.lastName,
          email: resolver.email,
        },
        // Every other report of the same thing, open or resolved.
        others: sql<number>`(SELECT count(*)::int FROM "reports" AS "same" WHERE "same"."kind" = ${reports.kind} AND "same"."target_id" = ${reports.targetId} AND "same"."id" <> ${reports.id})`,
      })
      .from(reports)
      .$dynamic(),
  );

export type ReportQueueRow = Awaited<ReturnType<typeof joined>>[number];

/** The reports table (decision 0026): filed by anyone signed in, resolved by the operators. */
export function reportsRepository(db: Executor) {
  return {
    async insert(values: typeof reports.$inferInsert): Promise<ReportRow> {
      const [row] = await db.insert(reports).values(values).returning();
      return row!;
    },

    /** Whether the reporter already reported this thing. */
    async exists(reporterId: number, kind: ReportKind, targetId: number) {
      const [row] = await db
        .select({ id: reports.id })
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, reporterId),
            eq(reports.kind, kind),
            eq(reports.targetId, targetId),
          ),
        );
      return row !== undefined;
    },

    /** Reports the person filed since `since`. */
    async countSince(reporterId: number, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(reports)
        .where(and(eq(reports.reporterId, reporterId), gte(reports.createdAt, since)));
      return Number(row?.n ?? 0);
    },

    /** One report as stored; undefined when it does not exist. */
    async find(id: number): Promise<ReportRow | undefined> {
      const [row] = await db.select().from(reports).where(eq(reports.id, id));
      return row;
    },

    /**
     * Locks a report with every open report of the same thing, in id order: two operators
     * resolving reports of one thing at once wait for each other instead of deadlocking.
     */
    lockThing(report: ReportRow): Promise<ReportRow[]> {
      return db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.kind, report.kind),
            eq(reports.targetId, report.targetId),
            or(eq(reports.status, 'open'), eq(reports.id, report.id)),
          ),
        )
        .orderBy(asc(reports.id))
        .for('update');
    },

    /** Closes reports with an outcome. */
    async resolve(
      ids: number[],
      outcome: ReportAction,
      note: string,
      resolvedById: number,
      at: Date,
    ) {
      if (ids.length === 0) return;
      await db
        .update(reports)
        .set({ status: 'resolved', outcome, note, resolvedById, resolvedAt: at })
        .where(and(inArray(reports.id, ids), eq(reports.status, 'open')));
    },

    /** The other open reports of the same thing as `report`: how many, and the newest `limit`. */
    async otherOpen(report: ReportRow, limit: number) {
      const same = and(
        eq(reports.kind, report.kind),
        eq(reports.targetId, report.targetId),
        eq(reports.status, 'open'),
        ne(reports.id, report.id),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: reports.id,
            reason: reports.reason,
            createdAt: reports.createdAt,
            reporter: { firstName: reporter.firstName, lastName: reporter.lastName },
          })
          .from(reports)
          .leftJoin(reporter, eq(reporter.id, reports.reporterId))
          .where(same)
          .orderBy(desc(reports.createdAt), desc(reports.id))
          .limit(limit),
        db.select({ n: count() }).from(reports).where(same),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async one(id: number): Promise<ReportQueueRow | undefined> {
      const [row] = await joined(db).where(eq(reports.id, id));
      return row;
    },

    /** One page of the queue: open reports first, then the newest. */
    async page(query: OperatorReportsQuery) {
      const where: SQL[] = [];
      if (query.status) where.push(eq(reports.status, query.status));
      if (query.kind) where.push(eq(reports.kind, query.kind));
      const counted = withPeople(db.select({ n: count() }).from(reports).$dynamic());
      const [paged, [open]] = await Promise.all([
        pageOf(
          joined(db),
          counted,
          where.length ? and(...where) : undefined,
          [sql`(${reports.status} = 'open') DESC`, desc(reports.createdAt), desc(reports.id)],
          query,
        ),
        db.select({ n: count() }).from(reports).where(eq(reports.status, 'open')),
      ]);
      return { ...paged, open: Number(open?.n ?? 0) };
    },
  };
}
