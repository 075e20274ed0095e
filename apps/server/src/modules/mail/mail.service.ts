import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { type ClaimedMail, mailRepository } from './mail.repository';
import { isLocale } from '@ownless/shared';
import { isDraft, type Mail, type MailMessage } from './mail.templates';

/** Attempts before a message is given up (about 2 h 7 min of retries in all). */
export const MAIL_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** How long a claimed message is held before another instance may try it (a crashed sender). */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** The wait after the n-th failed attempt: 30 s, 1 min, 2 min, … at most 1 h. */
export const retryDelay = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);

/** An SMTP answer that will not change by trying again (5xx: no such mailbox, refused). */
function isPermanent(error: unknown) {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Mail goes through the database outbox (docs/decisions/0012-mail-delivery.md). Without SMTP_URL a message is
 * kept there ("stored") for the development mailbox. With it, a message is queued
 * ("pending") in the request's own time — an INSERT, never a wait on a mail server — and a
 * delivery pass sends what is due: right after queueing, and every few seconds from the
 * scheduler. A failed attempt is retried with exponential backoff; a permanent refusal (5xx)
 * or the last attempt marks it "failed". Claims use FOR UPDATE SKIP LOCKED with a lease, so
 * any number of instances deliver each message once.
 */
export function mailService(
  db: Database,
  config: Config,
  log?: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
) {
  const repo = mailRepository(db);
  let transport: Transporter | null = null;
  const smtp = () =>
    (transport ??= nodemailer.createTransport({
      url: config.smtpUrl!,
      // A mail server that stops answering holds a delivery pass for 40 s at most.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }));

  /**
   * The message in its recipient's language: the one the sender names, else the account's
   * with that address, else English. Addresses are kept lower-case.
   */
  async function written(executor: Executor, mail: Mail): Promise<MailMessage> {
    let message = mail as MailMessage;
    if (isDraft(mail)) {
      const locale = mail.locale ?? (await mailRepository(executor).recipientLocale(mail.to));
      message = mail.write(isLocale(locale) ? locale : 'en');
    }
    return { ...message, to: message.to.toLowerCase() };
  }

  const inFlight = new Set<Promise<unknown>>();
  let passQueued = false;
  /** Failed attempts since start, by what became of the message (for /metrics). */
  const failures = { retry: 0, failed: 0 };

  async function deliver(message: ClaimedMail) {
    try {
      await smtp().sendMail({
        from: config.mailFrom,
        to: message.to_email,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await repo.markSent(message.id, clock());
      return 'sent' as const;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = isPermanent(error) || message.attempts >= MAIL_MAX_ATTEMPTS;
      const retryAt = giveUp ? null : new Date(clock().getTime() + retryDelay(message.attempts));
      failures[giveUp ? 'failed' : 'retry']++;
      log?.[giveUp ? 'error' : 'warn'](
        { err: error, mailId: message.id, attempt: message.attempts, retryAt },
        giveUp ? 'mail could not be delivered; giving up' : 'mail delivery failed; will retry',
      );
      await repo.markFailed(message.id, reason, retryAt);
      return giveUp ? ('failed' as const) : ('retry' as const);
    }
  }

  /** Sends every message due now; answers what became of them. */
  async function deliverDue() {
    const outcome = { sent: 0, retry: 0, failed: 0 };
    if (!config.smtpUrl) return outcome;
    for (;;) {
      const now = clock();
      const batch = await repo.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
      for (const result of await Promise.all(batch.map(deliver))) outcome[result]++;
      if (batch.length < BATCH) return outcome;
    }
  }

  /** One pass soon after a message was queued (one at a time, however many were queued). */
  function kick() {
    if (passQueued) return;
    passQueued = true;
    const pass = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => {
        passQueued = false;
        return deliverDue();
      })
      .catch((error: unknown) => log?.error({ err: error }, 'mail delivery pass failed'))
      .finally(() => inFlight.delete(pass));
    inFlight.add(pass);
  }

  return {
    /** True while mail only goes to the outbox (no SMTP configured). */
    outboxOnly: !config.smtpUrl,

    /** Queues a message (or keeps it, without SMTP); never waits for a mail server. */
    async send(mail: Mail) {
      const normalised = await written(db, mail);
      if (!config.smtpUrl) {
        await repo.record(normalised, 'stored');
        return;
      }
      await repo.record(normalised, 'pending', clock());
      kick();
    },

    /**
     * Queues a message inside the caller's transaction (it is sent only if that commits);
     * call `deliverSoon()` after the commit. Answers the outbox row's id.
     */
    async queueIn(tx: Executor, mail: Mail) {
      const normalised = await written(tx, mail);
      return config.smtpUrl
        ? mailRepository(tx).record(normalised, 'pending', clock())
        : mailRepository(tx).record(normalised, 'stored');
    },

    /** Puts a failed message back in the queue inside `tx`; null when it is not failed. */
    requeueIn(tx: Executor, id: number) {
      return mailRepository(tx).requeue(id, clock());
    },

    /** Starts a delivery pass soon (after a commit that queued mail). */
    deliverSoon() {
      if (config.smtpUrl) kick();
    },

    deliverDue,

    /** Waits for delivery passes under way (tests, shutdown). */
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },

    /** Messages in the outbox by status (`stored`, `pending`, `sent`, `failed`), for /metrics. */
    outboxCounts() {
      return repo.countByStatus();
    },

    /** Seconds the oldest message waiting to be sent has waited (0: none waits), for /metrics. */
    oldestPendingSeconds() {
      return repo.oldestPendingSeconds();
    },

    /** Delivery attempts that failed since start: `retry` (tried again later), `failed` (given up). */
    deliveryFailures() {
      return { ...failures };
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
