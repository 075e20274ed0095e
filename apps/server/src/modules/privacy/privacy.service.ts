import {
  DATA_EXPORT_LINK_DAYS,
  type DataExport,
  type DataExportArchive,
  type DeletionCheckResponse,
  OPEN_RESERVATION_STATUSES,
  type ReservationStatus,
} from '@ownless/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import type { RealtimeHub } from '../../realtime/hub';
import type { AuthService } from '../auth/auth.service';
import { forgetOwnerCalendarsIn } from '../listings/calendar/calendar.service';
import type { ListingHoldsService } from '../listings/holds.service';
import type { MailService } from '../mail/mail.service';
import { SECRET_TEMPLATES } from '../mail/mail.templates';
import { privacyMailTemplates } from '../mail/privacy.templates';
import type { AuditInput } from '../operator/audit';
import { forgetApplicantIn } from '../sellers/sellers.service';
import type { UsersService } from '../users/users.service';
import { accountDataRepository } from './account-data.repository';
import { type DataExportRow, exportsRepository } from './exports.repository';

const DAY = 86_400_000;
/** A failing export is tried this many times before it is marked failed. */
const EXPORT_MAX_ATTEMPTS = 3;
/** Where the e-mailed link opens: the profile settings' "Your data" section. */
const EXPORT_PAGE = '/admin/profile-setting';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Dates as ISO strings and nothing but JSON values: the archive as it will be stored. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function exportView(row: DataExportRow, now: Date): DataExport {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    status: expired ? 'expired' : (row.status as DataExport['status']),
    requested_at: row.createdAt.toISOString(),
    ready_at: iso(row.readyAt),
    expires_at: iso(row.expiresAt),
    downloaded_at: iso(row.downloadedAt),
  };
}

/**
 * A person's data (decision 0022): a copy of everything tied to their account, prepared in
 * the background and downloaded through an e-mailed link that works only for them; and the
 * deletion of the account, which erases what identifies them and keeps, without their
 * name, what bookkeeping and the audit trail need.
 */
export function privacyService(deps: {
  db: Database;
  config: Config;
  mail: MailService;
  users: UsersService;
  auth: AuthService;
  holds: ListingHoldsService;
  realtime: RealtimeHub;
  /** Writes an entry of the operators' audit trail inside the deletion's transaction. */
  auditIn: (tx: Executor, entry: AuditInput) => Promise<unknown>;
  /** Replaces the sender's name and e-mail on their contact messages, inside `tx`. */
  forgetContactSenderIn: (
    tx: Executor,
    userId: number,
    name: string,
    email: string,
  ) => Promise<void>;
  /** Forgets cached search answers after listings left search. */
  onListingsChange: () => void;
  log?: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, config, mail, users, auth, holds, realtime, log } = deps;
  const now = deps.now ?? (() => new Date());
  const exportsRepo = exportsRepository(db);

  async function blockingReservations(tx: Executor, userId: number) {
    const rows = await accountDataRepository(tx).reservationsIn(userId, OPEN_RESERVATION_STATUSES);
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      status: r.status as ReservationStatus,
      role: r.renterId === userId ? ('renter' as const) : ('owner' as const),
      listing_name: r.listingName,
      start_at: r.startAt.toISOString(),
      end_at: r.endAt.toISOString(),
    }));
  }

  async function buildArchive(tx: Executor, userId: number): Promise<DataExportArchive | null> {
    const sections = await accountDataRepository(tx).everything(userId);
    if (!sections) return null;
    const { account, emails, ...lists } = sections;
    const archive = plain({
      format: 'ownless-data-export' as const,
      version: 1 as const,
      generated_at: now().toISOString(),
      account,
      ...lists,
      emails: emails.map((e) => ({
        ...e,
        subject: SECRET_TEMPLATES.has(e.template) ? `(${e.template}: not kept)` : e.subject,
      })),
    });
    return archive as unknown as DataExportArchive;
  }

  /** Prepares one pending export in one transaction; false when none was waiting. */
  async function prepareNext(): Promise<boolean> {
    let claimed: DataExportRow | null = null;
    try {
      return await db.transaction(async (tx) => {
        const repo = exportsRepository(tx);
        const row = await repo.claimPending();
        if (!row) return false;
        claimed = row;
        const user = await users.find(row.userId, tx);
        const archive = await buildArchive(tx, row.userId);
        if (!user || !archive) throw new Error('the account is gone');
        const token = randomToken();
        const at = now();
        await repo.markReady(row.id, {
          tokenHash: hashToken(token),
          archive,
          at,
          expiresAt: new Date(at.getTime() + DATA_EXPORT_LINK_DAYS * DAY),
        });
        // The token travels in the fragment, which browsers never send to a server.
        const url = `${config.appUrl}${EXPORT_PAGE}#data-export=${encodeURIComponent(token)}`;
        await mail.queueIn(
          tx,
          privacyMailTemplates.dataExportReady(user.email, user.firstName, url),
        );
        return true;
      });
    } catch (error) {
      const failed = claimed as DataExportRow | null;
      if (!failed) throw error;
      log?.error({ err: error, exportId: failed.id }, 'data export failed');
      await exportsRepo.recordFailure(failed.id, String(error), EXPORT_MAX_ATTEMPTS);
      return true;
    } finally {
      mail.deliverSoon();
    }
  }

  /** Works through the queue, at most `limit` exports a pass. */
  async function prepareDue(limit = 20) {
    let prepared = 0;
    while (prepared < limit && (await prepareNext())) prepared++;
    await exportsRepo.dropExpiredArchives(now());
    return prepared;
  }

  return {
    /** The scheduler's job: prepares the waiting exports and drops expired archives. */
    prepareDue,

    async latestExport(userId: number) {
      const row = await exportsRepo.latestFor(userId);
      return row ? exportView(row, now()) : null;
    },

    /**
     * Queues a copy of the account's data; while one is being prepared, that one is the
     * answer (a second click adds nothing to the queue).
     */
    async requestExport(userId: number) {
      const row = await db.transaction(async (tx) => {
        await users.lockIn(tx, userId);
        const repo = exportsRepository(tx);
        const latest = await repo.latestFor(userId);
        if (latest?.status === 'pending') return { row: latest, queued: false };
        return { row: await repo.insert(userId), queued: true };
      });
      return {
        data: exportView(row.row, now()),
        message: row.queued
          ? /*i18n*/ 'We are preparing a copy of your data and will e-mail you a link to download it.'
          : /*i18n*/ 'Your copy is already being prepared. We will e-mail you a link when it is ready.',
      };
    },

    /**
     * The archive behind an e-mailed link, for the signed-in owner of that link only: the
     * same 404 for a wrong, expired or someone else's token, so none can be told apart.
     */
    async download(userId: number, token: string) {
      const at = now();
      const row = await exportsRepo.findDownloadable(userId, hashToken(token), at);
      if (!row?.archive)
        throw notFound(
          /*i18n*/ 'This download link has expired or belongs to another account. Ask for a new copy of your data.',
        );
      await exportsRepo.markDownloaded(row.id, at);
      return { archive: row.archive as DataExportArchive, readyAt: row.readyAt ?? at };
    },

    async deletionCheck(userId: number): Promise<DeletionCheckResponse> {
      const blocking = await blockingReservations(db, userId);
      return {
        can_delete: blocking.length === 0,
        blocking_reservations: blocking,
        listings: await accountDataRepository(db).publishedListings(userId),
      };
    },

    /**
     * Deletes the account in one transaction: its listings leave search first (their row
     * locks make a booking that raced this one either commit before the check below, which
     * then refuses, or find the listing gone); refused while a reservation is under way
     * (each one is listed); else the personal data is erased, every token revoked and the
     * audit entry written. Connections close and the confirmation goes out after commit.
     */
    async deleteAccount(userId: number, password: string) {
      const before = await users.load(userId);
      if (before.deletedAt) throw notFound(/*i18n*/ 'That user does not exist.');
      if (!(await verifyPassword(before.passwordHash, password)))
        throw unprocessable(/*i18n*/ 'Your password is not right.', {
          password: [/*i18n*/ 'Your password is not right.'],
        });
      const at = now();
      const result = await db.transaction(async (tx) => {
        // Listings before the account, the order a booking takes them in (its listing's
        // row lock, then the key of its owner's row): the two wait, never deadlock.
        const retired = await holds.retireOwnerIn(tx, userId, at);
        const user = await users.lockIn(tx, userId);
        if (user.deletedAt) throw conflict(/*i18n*/ 'This account is already deleted.');
        const blocking = await blockingReservations(tx, userId);
        if (blocking.length > 0) {
          throw conflict(
            /*i18n*/ 'Settle your open reservations before deleting your account.',
            Object.fromEntries([
              [
                'reservations',
                blocking.map((r) => `${r.code} (${r.listing_name}, ${r.status}, as ${r.role})`),
              ],
            ]),
          );
        }
        const erased = await users.anonymiseIn(tx, userId, at);
        const tokensRevoked = await auth.revokeEveryTokenIn(tx, userId, at);
        await forgetApplicantIn(tx, userId);
        await deps.forgetContactSenderIn(tx, userId, erased.firstName, erased.email);
        await exportsRepository(tx).deleteFor(userId);
        const calendarFeedsRemoved = await forgetOwnerCalendarsIn(tx, userId);
        // Written after the erasure, so the entry names the placeholder, not the person.
        await deps.auditIn(tx, {
          actorId: userId,
          action: 'user.delete',
          subjectType: 'user',
          subjectId: userId,
          subjectLabel: `${erased.firstName} #${userId}`,
          reason: 'Deleted by the account holder.',
          before: null,
          after: {
            deleted_at: at.toISOString(),
            listings_removed_from_search: retired.length,
            tokens_revoked: tokensRevoked,
            calendar_feeds_removed: calendarFeedsRemoved,
          },
        });
        return { listings: retired.length };
      });
      realtime.emit('sessionsEnded', { userId });
      if (result.listings > 0) deps.onListingsChange();
      try {
        await users.forgetPicture(before.profilePicture);
      } catch (error) {
        log?.warn({ err: error, userId }, 'a deleted account’s picture could not be removed');
      }
      await mail.send(
        privacyMailTemplates.accountDeleted(before.email, before.firstName, before.locale),
      );
      return {
        message: /*i18n*/ 'Your account is deleted. Thank you for using OwnLess.',
      };
    },
  };
}
export type PrivacyService = ReturnType<typeof privacyService>;
