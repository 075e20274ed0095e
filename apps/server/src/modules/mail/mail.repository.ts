import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { mailOutbox, users } from '../../db/schema';
import type { MailMessage } from './mail.templates';
import { containing } from '../../lib/like';

export type OutboxStatus = 'stored' | 'pending' | 'sent' | 'failed';

/** A message claimed for delivery. */
export interface ClaimedMail {
  id: number;
  to_email: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

export function mailRepository(db: Executor) {
  return {
    /** The language of the account with this address (null: none chosen, or no account). */
    async recipientLocale(email: string): Promise<string | null> {
      const [row] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row?.locale ?? null;
    },

    /** Adds a message to the outbox; a pending one is due at `dueAt`. Answers its id. */
    async record(message: MailMessage, status: 'stored' | 'pending', dueAt?: Date) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toEmail: message.to,
          template: message.template,
          subject: message.subject,
          text: message.text,
          html: message.html,
          links: message.links,
          status,
          nextAttemptAt: status === 'pending' ? (dueAt ?? new Date()) : null,
        })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },

    /** A failed message due again at `at`, with a fresh round of attempts. */
    async requeue(id: number, at: Date) {
      const [row] = await db
        .update(mailOutbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: at })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
        .returning();
      return row ?? null;
    },

    /**
     * Claims up to `limit` pending messages due by `now`, counting the attempt and leasing
     * them until `leaseUntil`: rows another instance holds are skipped (SKIP LOCKED), and a
     * claim that dies with its process is retried once the lease runs out.
     */
    claimDue(now: Date, leaseUntil: Date, limit: number) {
      return queryRows<ClaimedMail>(
        db,
        sql`UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = ${leaseUntil}
             WHERE id IN (SELECT id FROM mail_outbox
                           WHERE status = 'pending' AND next_attempt_at <= ${now}
                           ORDER BY next_attempt_at, id
                           LIMIT ${limit}
                           FOR UPDATE SKIP LOCKED)
         RETURNING id, to_email, subject, text, html, attempts`,
      );
    },

    async markSent(id: number, at: Date) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: at, error: null, nextAttemptAt: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
    },

    /** Records a failed attempt: due again at `retryAt`, or failed for good when it is null. */
    async markFailed(id: number, error: string, retryAt: Date | null) {
      await db
        .update(mailOutbox)
        .set(
          retryAt
            ? { error, nextAttemptAt: retryAt }
            : { status: 'failed', error, nextAttemptAt: null },
        )
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
    },

    /**
     * Deletes up to `limit` messages done before `before` (sent, failed for good, or kept
     * because mail is not configured), answering how many. Pending ones stay whatever their
     * age: they are still being retried.
     */
    async pruneDone(before: Date, limit: number) {
      const cutoff = sql`${before.toISOString()}::timestamptz`;
      const rows = await queryRows<{ id: number }>(
        db,
        sql`DELETE FROM mail_outbox WHERE id IN (
              SELECT id FROM mail_outbox
              WHERE created_at < ${cutoff} AND status IN ('sent', 'failed', 'stored')
                AND coalesce(sent_at, created_at) < ${cutoff}
              LIMIT ${limit})
            RETURNING id`,
      );
      return rows.length;
    },

    /** How many messages the outbox holds in each status. */
    async countByStatus(): Promise<Record<string, number>> {
      const rows = await db
        .select({ status: mailOutbox.status, n: count() })
        .from(mailOutbox)
        .groupBy(mailOutbox.status);
      return Object.fromEntries(rows.map((row) => [row.status, row.n]));
    },

    /**
     * Seconds the oldest message still waiting to be sent has waited (0: none waits), by the
     * database's clock, the one that stamped it.
     */
    async oldestPendingSeconds(): Promise<number> {
      const [row] = await queryRows<{ seconds: number | null }>(
        db,
        sql`SELECT extract(epoch FROM now() - min(created_at))::float8 AS seconds
              FROM mail_outbox WHERE status = 'pending'`,
      );
      return Math.max(0, row?.seconds ?? 0);
    },

    list(options: { to?: string; limit: number }) {
      return db
        .select()
        .from(mailOutbox)
        .where(options.to ? ilike(mailOutbox.toEmail, containing(options.to)) : undefined)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(options.limit);
    },
  };
}
