import { z } from 'zod';
import { pageSchema, perPageSchema, textSchema } from '../input';
import { OPERATOR_PER_PAGE, pagedSchema } from '../operator';

/**
 * The operators' messages (decision 0009, "Messages"): the contact form inbox with e-mailed
 * replies, and the mail outbox with its delivery status. The outbox never shows a body.
 */

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const searchText = z.preprocess(
  blankToUndefined,
  textSchema().trim().max(200, /*i18n*/ 'Keep the search under 200 characters.').optional(),
);

// ── contact inbox ──

/** A console list's query: a search, one status filter and the page. */
const searchStatusPageSchema = <T extends readonly [string, ...string[]]>(statuses: T) =>
  z.object({
    q: searchText,
    status: z.preprocess(blankToUndefined, z.enum(statuses).optional()),
    page: pageSchema,
    per_page: perPageSchema(100, OPERATOR_PER_PAGE),
  });

export const CONTACT_INBOX_FILTERS = ['unread', 'read', 'replied', 'unanswered'] as const;

export const contactInboxQuerySchema = searchStatusPageSchema(CONTACT_INBOX_FILTERS);
export type ContactInboxQuery = z.infer<typeof contactInboxQuerySchema>;

export const contactMessageSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** The first 160 characters of the message. */
  excerpt: z.string(),
  user_id: z.number().nullable(),
  read_at: z.string().nullable(),
  /** When an operator first replied. */
  replied_at: z.string().nullable(),
  reply_count: z.number(),
  created_at: z.string(),
});
export type ContactMessageSummary = z.infer<typeof contactMessageSummarySchema>;

/** 200 of GET /api/admin/contact-messages. */
export const contactInboxPageSchema = pagedSchema(contactMessageSummarySchema).extend({
  /** Unread messages in the whole inbox, whatever the filter. */
  unread: z.number(),
});

export const contactReplySchema = z.object({
  id: z.number(),
  author: z.string().nullable(),
  body: z.string(),
  /** The reply's e-mail: its outbox status (stored, pending, sent, failed). */
  mail_status: z.string().nullable(),
  created_at: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

/** 200 of GET /api/admin/contact-messages/:id. */
export const contactMessageDetailSchema = contactMessageSummarySchema
  .omit({ excerpt: true })
  .extend({ message: z.string(), replies: z.array(contactReplySchema) });
export type ContactMessageDetail = z.infer<typeof contactMessageDetailSchema>;

/** 200 of POST /api/admin/contact-messages/:id/read and …/unread. */
export const contactReadStateSchema = z.object({
  id: z.number(),
  read_at: z.string().nullable(),
  message: z.string(),
});

/** POST /api/admin/contact-messages/:id/reply: the text e-mailed to the sender. */
export const contactReplyInputSchema = z.object({
  body: textSchema({ message: /*i18n*/ 'Write a reply.' })
    .trim()
    .min(2, /*i18n*/ 'Write a reply of at least 2 characters.')
    .max(5000, /*i18n*/ 'Keep the reply under 5,000 characters.'),
});
export type ContactReplyInput = z.infer<typeof contactReplyInputSchema>;

/** 201 of POST /api/admin/contact-messages/:id/reply. */
export const contactReplyResponseSchema = z.object({
  reply: contactReplySchema,
  message: z.string(),
});

// ── mail outbox ──

export const MAIL_OUTBOX_STATUSES = ['stored', 'pending', 'sent', 'failed'] as const;

/** `q`: part of the recipient's address. */
export const mailOutboxQuerySchema = searchStatusPageSchema(MAIL_OUTBOX_STATUSES);
export type MailOutboxQuery = z.infer<typeof mailOutboxQuerySchema>;

export const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  /** The subject; masked ("••••••") where the template carries a secret (a sign-in code). */
  subject: z.string(),
  template: z.string(),
  /** True for templates holding a secret (verification and reset links, sign-in codes). */
  secret: z.boolean(),
  status: z.enum(MAIL_OUTBOX_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** 200 of GET /api/admin/mail-outbox. */
export const mailOutboxPageSchema = pagedSchema(outboxMailSchema).extend({
  /** Messages per status in the whole outbox, whatever the filter. */
  counts: z.record(z.string(), z.number()),
});

/** 200 of POST /api/admin/mail-outbox/:id/retry. */
export const mailRetryResponseSchema = z.object({ mail: outboxMailSchema, message: z.string() });
