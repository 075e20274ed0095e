import { count, desc, ilike } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage } from './mail.templates';

export function mailRepository(db: Executor) {
  return {
    async record(message: MailMessage, status: 'stored' | 'sent' | 'failed', error?: string) {
      await db.insert(mailOutbox).values({
        toEmail: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        links: message.links,
        status,
        error: error ?? null,
        sentAt: status === 'sent' ? new Date() : null,
      });
    },

    /** How many messages the outbox holds in each status. */
    async countByStatus(): Promise<Record<string, number>> {
      const rows = await db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
      return Object.fromEntries(rows.map((row) => [row.status, row.n]));
    },

    list(options: { to?: string; limit: number }) {
      return db
        .select()
        .from(mailOutbox)
        .where(options.to ? ilike(mailOutbox.toEmail, `%${options.to.replace(/[\\%_]/g, (m) => `\\${m}`)}%`) : undefined)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(options.limit);
    },
  };
}
