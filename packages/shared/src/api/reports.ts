import { z } from 'zod';
import { chatSystemEventSchema } from '../chat';
import { RESERVATION_STATUSES } from '../enums';
import { idSchema, pageSchema, perPageSchema, textSchema } from '../input';
import { OPERATOR_PER_PAGE, optionalEnum, pagedSchema } from '../operator';

/**
 * Reports to the operators (decision 0026): any signed-in person may report a listing, a
 * person or a chat message once, with a reason from a fixed list and some details; the
 * operators dismiss a report or act on it, and the reporter is told the outcome by e-mail.
 */

export const REPORT_KINDS = ['listing', 'user', 'message'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = [
  'scam',
  'unsafe',
  'inappropriate',
  'harassment',
  'misleading',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What an operator does with a report; every action but `dismiss` acts on the reported thing. */
export const REPORT_ACTIONS = ['dismiss', 'warn', 'unpublish', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Reports one person may file in an hour. */
export const REPORTS_PER_HOUR = 10;
export const REPORT_DETAILS_MAX = 2000;

/** POST /api/reports. */
export const createReportSchema = z.object({
  kind: z.enum(REPORT_KINDS, { message: /*i18n*/ 'Choose what you are reporting.' }),
  target_id: idSchema,
  reason: z.enum(REPORT_REASONS, { message: /*i18n*/ 'Choose a reason.' }),
  details: textSchema({ message: /*i18n*/ 'Tell us what happened.' })
    .trim()
    .max(REPORT_DETAILS_MAX, /*i18n*/ 'Keep the details under 2,000 characters.')
    .default(''),
});
export type CreateReport = z.infer<typeof createReportSchema>;

/** 201 of POST /api/reports. */
export const createReportResponseSchema = z.object({ id: z.number(), message: z.string() });
export type CreateReportResponse = z.infer<typeof createReportResponseSchema>;

/** GET /api/operator/reports: open reports first, then the newest. */
export const operatorReportsQuerySchema = z.object({
  status: optionalEnum(REPORT_STATUSES),
  kind: optionalEnum(REPORT_KINDS),
  page: pageSchema,
  per_page: perPageSchema(100, OPERATOR_PER_PAGE),
});
export type OperatorReportsQuery = z.infer<typeof operatorReportsQuerySchema>;

const reportPersonSchema = z.object({ id: z.number(), full_name: z.string(), email: z.string() });

/** One line of a reported message's conversation. */
export const reportExcerptLineSchema = z.object({
  id: z.number(),
  sender_id: z.number(),
  sender: z.string(),
  message: z.string(),
  created_at: z.string(),
  /** The reported message itself. */
  reported: z.boolean(),
  /** `system`: a message from OwnLess about a deposit or claim step, said from `system`. */
  kind: z.enum(['user', 'system']),
  system: chatSystemEventSchema.nullable(),
});
export type ReportExcerptLine = z.infer<typeof reportExcerptLineSchema>;

export const operatorReportSchema = z.object({
  id: z.number(),
  kind: z.enum(REPORT_KINDS),
  target_id: z.number(),
  /** What the reported thing was called when it was reported (a listing's name, a message). */
  target_label: z.string(),
  /** The person the report is about: the listing's owner, the person, the message's sender. */
  subject: reportPersonSchema.nullable(),
  /** For a message: its chat, to link to the conversation. */
  chat_id: z.number().nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  reporter: reportPersonSchema.nullable(),
  status: z.enum(REPORT_STATUSES),
  outcome: z.enum(REPORT_ACTIONS).nullable(),
  note: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
  /** Other reports of the same thing, open or not. */
  other_reports: z.number(),
  /** For a message: the messages around it in its conversation, oldest first. */
  excerpt: z.array(reportExcerptLineSchema),
  created_at: z.string(),
});
export type OperatorReport = z.infer<typeof operatorReportSchema>;

export const operatorReportsPageSchema = pagedSchema(operatorReportSchema).extend({
  open: z.number(),
});
export type OperatorReportsPage = z.infer<typeof operatorReportsPageSchema>;

/** Messages of a reported message's conversation on its report's page: before and after it. */
export const REPORT_CONVERSATION_BEFORE = 10;
export const REPORT_CONVERSATION_AFTER = 5;

/**
 * A reservation between the reporter and the person a report is about (for a listing: the
 * reporter's reservations of it), as the report's page lists them.
 */
export const reportReservationSchema = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  listing: z.object({ id: z.number(), name: z.string() }),
  /** The listing's IANA time zone, in which the dates are said. */
  time_zone: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  created_at: z.string(),
  /** Whether the reporter was the renter or the owner of it. */
  reporter_role: z.enum(['renter', 'owner']),
});
export type ReportReservation = z.infer<typeof reportReservationSchema>;

/** Another open report of the same thing, to open from a report's page. */
export const otherOpenReportSchema = z.object({
  id: z.number(),
  reason: z.enum(REPORT_REASONS),
  /** Null for a reporter who deleted their account. */
  reporter_name: z.string().nullable(),
  created_at: z.string(),
});

/** GET /api/operator/reports/:id: a report with its evidence, for the operators only. */
export const operatorReportDetailSchema = z.object({
  report: operatorReportSchema,
  /**
   * For a message: its conversation around it, oldest first (up to 10 messages before and 5
   * after, of its own chat only); empty for a listing or a person.
   */
  conversation: z.array(reportExcerptLineSchema),
  /** The reservations between the reporter and the person reported, newest first (up to 50). */
  reservations: z.array(reportReservationSchema),
  /** The other open reports of the same thing: how many, and the newest 20. */
  other_open: z.object({ total: z.number(), items: z.array(otherOpenReportSchema) }),
});
export type OperatorReportDetail = z.infer<typeof operatorReportDetailSchema>;

/** POST /api/operator/reports/:id/resolve. The note goes into the audit log and the e-mails. */
export const resolveReportSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { message: /*i18n*/ 'Choose an action.' }),
  note: textSchema({ message: /*i18n*/ 'Write a note.' })
    .trim()
    .min(3, /*i18n*/ 'Write a note of at least 3 characters.')
    .max(1000, /*i18n*/ 'Keep the note under 1,000 characters.'),
});
export type ResolveReport = z.infer<typeof resolveReportSchema>;

/** 200 of POST /api/operator/reports/:id/resolve. */
export const resolveReportResponseSchema = z.object({
  report: operatorReportSchema,
  /** Other open reports of the same thing, closed with the same outcome. */
  also_closed: z.array(z.number()),
  message: z.string(),
});
export type ResolveReportResponse = z.infer<typeof resolveReportResponseSchema>;
