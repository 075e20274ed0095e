import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { mailRepository } from './mail.repository';
import type { MailMessage } from './mail.templates';

/**
 * Sends mail by SMTP when SMTP_URL is set; otherwise keeps it in the database outbox,
 * readable at GET /api/dev/mailbox and /dev/mailbox. A failed send is recorded and logged,
 * never thrown at the user whose action triggered it.
 */
export function mailService(db: Database, config: Config, log?: FastifyBaseLogger) {
  const repo = mailRepository(db);
  let transport: Transporter | null = null;
  const smtp = () => (transport ??= nodemailer.createTransport(config.smtpUrl!));

  return {
    /** True while mail only goes to the outbox (no SMTP configured). */
    outboxOnly: !config.smtpUrl,

    async send(message: MailMessage) {
      const normalised = { ...message, to: message.to.toLowerCase() };
      if (!config.smtpUrl) {
        await repo.record(normalised, 'stored');
        return;
      }
      try {
        await smtp().sendMail({
          from: config.mailFrom,
          to: normalised.to,
          subject: normalised.subject,
          text: normalised.text,
          html: normalised.html,
        });
        await repo.record(normalised, 'sent');
      } catch (error) {
        log?.error({ err: error, to: normalised.to, subject: normalised.subject }, 'mail could not be sent');
        await repo.record(normalised, 'failed', error instanceof Error ? error.message : String(error));
      }
    },

    /** Messages in the outbox by status (`stored`, `sent`, `failed`), for /metrics. */
    outboxCounts() {
      return repo.countByStatus();
    },

    async mailbox(to?: string) {
      const rows = await repo.list({ to, limit: 200 });
      return rows.map((row) => ({
        id: row.id,
        to: row.toEmail,
        subject: row.subject,
        text: row.text,
        html: row.html,
        links: row.links,
        status: row.status,
        created_at: row.createdAt.toISOString(),
      }));
    },
  };
}
export type MailService = ReturnType<typeof mailService>;
