import type { ContactInboxQuery, MailOutboxQuery } from '@ownless/shared';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessageReplies, contactMessages, mailOutbox } from '../../db/schema';
import { containing } from '../../lib/like';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The contact inbox (this module's table: the public contact form files messages here), the
 * operators' replies, and the mail outbox as the console reads it (the mail module's table,
 * read only).
 */
export function messagesRepository(db: Executor) {
  /** One page of rows and the count of all that match. */
  async function paged<T>(
    rows: Promise<T[]>,
    total: Promise<{ n: number }[]>,
    query: { page: number; per_page: number },
  ) {
    const [items, [counted]] = await Promise.all([rows, total]);
    return { items, total: Number(counted?.n ?? 0), page: query.page, per_page: query.per_page };
  }

  return {
    async insertMessage(values: {
      name: string;
      email: string;
      subject: string;
      message: string;
      userId: number | null;
    }) {
      const [row] = await db
        .insert(contactMessages)
        .values(values)
        .returning({ id: contactMessages.id });
      return row!;
    },

    async inbox(query: ContactInboxQuery) {
      const where: SQL[] = [];
      if (query.q) {
        const like = containing(query.q);
        where.push(
          or(
            ilike(contactMessages.name, like),
            ilike(contactMessages.email, like),
            ilike(contactMessages.subject, like),
            ilike(contactMessages.message, like),
          )!,
        );
      }
      if (query.status === 'unread') where.push(isNull(contactMessages.readAt));
      if (query.status === 'read') where.push(isNotNull(contactMessages.readAt));
      if (query.status === 'replied') where.push(isNotNull(contactMessages.handledAt));
      if (query.status === 'unanswered') where.push(isNull(contactMessages.handledAt));
      const condition = where.length ? and(...where) : undefined;
      const replies = db
        .select({ messageId: contactMessageReplies.messageId, n: count().as('n') })
        .from(contactMessageReplies)
        .groupBy(contactMessageReplies.messageId)
        .as('replies');
      return paged(
        db
          .select({ row: contactMessages, replies: sql<number>`coalesce(${replies.n}, 0)::int` })
          .from(contactMessages)
          .leftJoin(replies, eq(replies.messageId, contactMessages.id))
          .where(condition)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(contactMessages).where(condition),
        query,
      );
    },

    /** Replaces the sender's name and e-mail on their messages (an erased account). */
    async forgetSender(userId: number, name: string, email: string) {
      await db
        .update(contactMessages)
        .set({ name, email })
        .where(eq(contactMessages.userId, userId));
    },

    async unreadCount() {
      const [row] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(isNull(contactMessages.readAt));
      return Number(row?.n ?? 0);
    },

    async message(id: number, lock = false) {
      const query = db.select().from(contactMessages).where(eq(contactMessages.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    replies(messageId: number) {
      return db
        .select({ reply: contactMessageReplies, mailStatus: mailOutbox.status })
        .from(contactMessageReplies)
        .leftJoin(mailOutbox, eq(mailOutbox.id, contactMessageReplies.mailId))
        .where(eq(contactMessageReplies.messageId, messageId))
        .orderBy(contactMessageReplies.createdAt, contactMessageReplies.id);
    },

    async setRead(id: number, readAt: Date | null) {
      const [row] = await db
        .update(contactMessages)
        .set({ readAt })
        .where(eq(contactMessages.id, id))
        .returning();
      return row!;
    },

    async addReply(values: typeof contactMessageReplies.$inferInsert, at: Date) {
      const [reply] = await db.insert(contactMessageReplies).values(values).returning();
      await db
        .update(contactMessages)
        .set({
          readAt: sql`coalesce(${contactMessages.readAt}, ${at.toISOString()}::timestamptz)`,
          handledAt: sql`coalesce(${contactMessages.handledAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(contactMessages.id, values.messageId));
      return reply!;
    },

    async outbox(query: MailOutboxQuery) {
      const where: SQL[] = [];
      if (query.q) where.push(ilike(mailOutbox.toEmail, containing(query.q)));
      if (query.status) where.push(eq(mailOutbox.status, query.status));
      const condition = where.length ? and(...where) : undefined;
      return paged(
        db
          .select()
          .from(mailOutbox)
          .where(condition)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(mailOutbox).where(condition),
        query,
      );
    },

    async mail(id: number, lock = false) {
      const query = db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },
  };
}
