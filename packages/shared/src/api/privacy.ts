import { z } from 'zod';
import { RESERVATION_STATUSES, type ReservationStatus } from '../enums';
import { TERMINAL_STATUSES } from '../reservation-machine';

/**
 * Contracts of apps/server/src/modules/privacy: a person's copy of their data and the
 * deletion of their account (decision 0022).
 */

/**
 * Reservations still under way: every state the machine has not ended. An account with one
 * of these, as renter or owner, cannot be deleted until it is settled.
 */
export const OPEN_RESERVATION_STATUSES: readonly ReservationStatus[] = RESERVATION_STATUSES.filter(
  (status) => !TERMINAL_STATUSES.includes(status),
);

/** How long the e-mailed link to an archive works. */
export const DATA_EXPORT_LINK_DAYS = 7;

export const DATA_EXPORT_STATES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** The signed-in person's latest request for a copy of their data. */
export const dataExportSchema = z.object({
  id: z.number().int(),
  /** pending: being prepared; ready: e-mailed, the link works until expires_at. */
  status: z.enum(DATA_EXPORT_STATES),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  downloaded_at: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** 200 of GET /api/user/data-export: the latest request, or null when there was none. */
export const dataExportStatusResponseSchema = z.object({ data: dataExportSchema.nullable() });
export type DataExportStatusResponse = z.infer<typeof dataExportStatusResponseSchema>;

/** 202 of POST /api/user/data-export: the request queued (or the one already under way). */
export const dataExportRequestResponseSchema = z.object({
  data: dataExportSchema,
  message: z.string(),
});
export type DataExportRequestResponse = z.infer<typeof dataExportRequestResponseSchema>;

/** Body of POST /api/user/data-export/download: the token from the e-mailed link. */
export const dataExportDownloadSchema = z.object({
  token: z
    .string({ message: /*i18n*/ 'Open the link from the e-mail we sent you.' })
    .min(1, /*i18n*/ 'Open the link from the e-mail we sent you.')
    .max(200, /*i18n*/ 'This link is not right. Open the one from the e-mail we sent you.'),
});

/**
 * 200 of POST /api/user/data-export/download: the archive. Every section is a list of the
 * rows tied to the account, with their own field names (the format is versioned).
 */
export const dataExportArchiveSchema = z
  .object({
    format: z.literal('ownless-data-export'),
    version: z.literal(1),
    generated_at: z.string(),
    account: z.record(z.string(), z.unknown()),
  })
  .catchall(z.array(z.record(z.string(), z.unknown())));
export type DataExportArchive = z.infer<typeof dataExportArchiveSchema>;

/** A reservation that keeps an account from being deleted. */
export const blockingReservationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  /** The account's side of it. */
  role: z.enum(['renter', 'owner']),
  listing_name: z.string(),
  start_at: z.string(),
  end_at: z.string(),
});
export type BlockingReservation = z.infer<typeof blockingReservationSchema>;

/** 200 of GET /api/user/deletion-check: whether the account can be deleted now, and what goes. */
export const deletionCheckResponseSchema = z.object({
  can_delete: z.boolean(),
  blocking_reservations: z.array(blockingReservationSchema),
  /** Listings that leave search for good with the account. */
  listings: z.number().int(),
});
export type DeletionCheckResponse = z.infer<typeof deletionCheckResponseSchema>;

/** Body of POST /api/user/delete: the password confirms it is the person. */
export const accountDeletionSchema = z.object({
  password: z
    .string({ message: /*i18n*/ 'Please enter your password.' })
    .min(1, /*i18n*/ 'Please enter your password.')
    .max(128),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;
