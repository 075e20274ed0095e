import type {
  ContactInboxQuery,
  ContactMessageInput,
  MailOutboxQuery,
  OutboxMail,
} from '@ownless/shared';
import type { Database, Executor } from '../../db/client';
import type { Message } from '../../i18n';
import { conflict, notFound } from '../../lib/errors';
import type { MailService } from '../mail/mail.service';
import { mailTemplates, SECRET_TEMPLATES } from '../mail/mail.templates';
import { auditLog } from './audit';
import { type ContactMessageRow, messagesRepository, type OutboxRow } from './messages.repository';

const EXCERPT = 160;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A secret template's subject with its code masked (the body is never shown at all). */
export const shownSubject = (row: Pick<OutboxRow, 'subject' | 'template'>) =>
  SECRET_TEMPLATES.has(row.template)
    ? row.subject.replace(/https?:\/\/\S+/g, '[link]').replace(/\d{4,}/g, '••••••')
    : row.subject;

export function toOutboxView(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    to: row.toEmail,
    subject: shownSubject(row),
    template: row.template,
    secret: SECRET_TEMPLATES.has(row.template),
    status: row.status as OutboxMail['status'],
    attempts: row.attempts,
    last_error: row.error,
    next_attempt_at: iso(row.nextAttemptAt),
    sent_at: iso(row.sentAt),
    created_at: row.createdAt.toISOString(),
  };
}

const summary = (row: ContactMessageRow, replies: number) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  user_id: row.userId,
  read_at: iso(row.readAt),
  replied_at: iso(row.handledAt),
  reply_count: replies,
  created_at: row.createdAt.toISOString(),
});

const senderLabel = (row: ContactMessageRow) => `“${row.subject}” from ${row.name} <${row.email}>`;

/**
 * Files a message sent with the public contact form in the inbox. The content module serves
 * the form; services.ts hands it this function.
 */
export function contactInbox(db: Executor) {
  return {
    receive: (input: ContactMessageInput, userId: number | null) =>
      messagesRepository(db).insertMessage({ ...input, userId }),
    /**
     * The messages of an account that was deleted stay for support's records under its
     * placeholder name and address (decision 0022); `db` is the deletion's transaction.
     */
    forgetSender: (userId: number, name: string, email: string) =>
      messagesRepository(db).forgetSender(userId, name, email),
  };
}

/**
 * The operators' messages (decision 0009, "Messages"): the contact inbox — read state,
 * replies e-mailed through the outbox in the transaction that records them — and the mail
 * outbox, whose bodies are never shown. Every change is audited in its own transaction.
 */
export function messagesService(deps: {
  db: Database;
  mail: MailService;
  assertAdmin: (userId: number) => Promise<void>;
  /** Whether /dev/mailbox shows the outbox (config.devMailbox): said in the reply notice. */
  devMailbox?: boolean;
}) {
  const { db, mail, assertAdmin, devMailbox = false } = deps;
  const repo = messagesRepository(db);

  async function detail(id: number) {
    const row = await repo.message(id);
    if (!row) throw notFound(/*i18n*/ 'That message does not exist.');
    const replies = await repo.replies(id);
    return {
      ...summary(row, replies.length),
      message: row.message,
      replies: replies.map(({ reply, mailStatus }) => ({
        id: reply.id,
        author: reply.authorLabel,
        body: reply.body,
        mail_status: mailStatus,
        created_at: reply.createdAt.toISOString(),
      })),
    };
  }

  /** Marks a message read or unread; audited when it changes anything. */
  async function setRead(actorId: number, id: number, read: boolean) {
    await assertAdmin(actorId);
    const row = await db.transaction(async (tx) => {
      const message = await messagesRepository(tx).message(id, true);
      if (!message) throw notFound(/*i18n*/ 'That message does not exist.');
      if ((message.readAt !== null) === read) return message;
      const updated = await messagesRepository(tx).setRead(id, read ? new Date() : null);
      await auditLog(tx).record({
        actorId,
        action: read ? 'contact_message.read' : 'contact_message.unread',
        subjectType: 'contact_message',
        subjectId: id,
        subjectLabel: senderLabel(message),
        before: { read_at: iso(message.readAt) },
        after: { read_at: iso(updated.readAt) },
      });
      return updated;
    });
    return {
      id,
      read_at: iso(row.readAt),
      message: row.readAt ? /*i18n*/ 'Marked as read.' : /*i18n*/ 'Marked as unread.',
    };
  }

  return {
    async inbox(actorId: number, query: ContactInboxQuery) {
      await assertAdmin(actorId);
      const [page, unread] = await Promise.all([repo.inbox(query), repo.unreadCount()]);
      return {
        ...page,
        items: page.items.map(({ row, replies }) => ({
          ...summary(row, replies),
          excerpt: row.message.length > EXCERPT ? `${row.message.slice(0, EXCERPT)}…` : row.message,
        })),
        unread,
      };
    },

    async message(actorId: number, id: number) {
      await assertAdmin(actorId);
      return detail(id);
    },

    markRead: (actorId: number, id: number) => setRead(actorId, id, true),
    markUnread: (actorId: number, id: number) => setRead(actorId, id, false),

    /**
     * E-mails the operator's reply to the sender: the mail is queued in the outbox, the
     * reply recorded and the audit entry written in one transaction (all or nothing).
     */
    async reply(actorId: number, id: number, body: string) {
      await assertAdmin(actorId);
      const replyId = await db.transaction(async (tx) => {
        const txRepo = messagesRepository(tx);
        const message = await txRepo.message(id, true);
        if (!message) throw notFound(/*i18n*/ 'That message does not exist.');
        const mailId = await mail.queueIn(
          tx,
          mailTemplates.contactReply(
            message.email,
            message.name,
            message.subject,
            body,
            message.message,
          ),
        );
        const entry = await auditLog(tx).record({
          actorId,
          action: 'contact_message.reply',
          subjectType: 'contact_message',
          subjectId: id,
          subjectLabel: senderLabel(message),
          before: { read_at: iso(message.readAt), replied_at: iso(message.handledAt) },
          after: { mail_id: mailId, to: message.email, reply: body },
        });
        const reply = await txRepo.addReply(
          { messageId: id, authorId: actorId, authorLabel: entry.actorLabel, body, mailId },
          entry.createdAt,
        );
        return reply.id;
      });
      mail.deliverSoon();
      const view = await detail(id);
      return {
        reply: view.replies.find((r) => r.id === replyId)!,
        message: replyNotice(view.name, view.email, mail.outboxOnly, devMailbox),
      };
    },

    async outbox(actorId: number, query: MailOutboxQuery) {
      await assertAdmin(actorId);
      const [page, counts] = await Promise.all([repo.outbox(query), mail.outboxCounts()]);
      return { ...page, items: page.items.map(toOutboxView), counts };
    },

    /** Puts a failed message back in the queue with a fresh round of attempts, now. */
    async retry(actorId: number, id: number) {
      await assertAdmin(actorId);
      if (mail.outboxOnly)
        throw conflict(
          /*i18n*/ 'Mail is not being sent (no SMTP_URL): messages stay in the outbox.',
        );
      const row = await db.transaction(async (tx) => {
        const before = await messagesRepository(tx).mail(id, true);
        if (!before) throw notFound(/*i18n*/ 'That message does not exist.');
        if (before.status !== 'failed') throw conflict(/*i18n*/ 'Only failed mail can be retried.');
        const after = (await mail.requeueIn(tx, id))!;
        await auditLog(tx).record({
          actorId,
          action: 'mail.retry',
          subjectType: 'mail',
          subjectId: id,
          subjectLabel: `${shownSubject(before)} → ${before.toEmail}`,
          before: { status: before.status, attempts: before.attempts, error: before.error },
          after: { status: after.status, attempts: after.attempts },
        });
        return after;
      });
      mail.deliverSoon();
      return {
        mail: toOutboxView(row),
        message: /*i18n*/ {
          id: 'The message to {email} is queued again and will be sent in a moment.',
          values: { email: row.toEmail },
        },
      };
    },
  };
}
export type MessagesService = ReturnType<typeof messagesService>;

/** What really happens to a reply: sent by SMTP, or only kept (and where to read it). */
export function replyNotice(
  name: string,
  email: string,
  outboxOnly: boolean,
  devMailbox: boolean,
): Message {
  const values = { name, email };
  if (!outboxOnly)
    return /*i18n*/ {
      id: 'Your reply to {name} is queued for {email}; the outbox shows when it is delivered.',
      values,
    };
  return devMailbox
    ? /*i18n*/ {
        id: 'Your reply to {name} <{email}> is saved in the outbox but not sent: no mail server is set up (SMTP_URL). Read it in the development mailbox (/dev/mailbox).',
        values,
      }
    : /*i18n*/ {
        id: 'Your reply to {name} <{email}> is saved in the outbox but not sent: no mail server is set up (SMTP_URL).',
        values,
      };
}
