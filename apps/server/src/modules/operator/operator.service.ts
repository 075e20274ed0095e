import type {
  AuditLogQuery,
  MaintenanceState,
  OperatorListingsQuery,
  OperatorUsersQuery,
  SuspensionImpact,
} from '@ownless/shared';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthService } from '../auth/auth.service';
import type { ListingHoldsService } from '../listings/holds.service';
import type { ListingRow } from '../listings/listings.write.repository';
import type { MailService } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail.templates';
import type { ReservationsService } from '../reservations/reservations.service';
import type { ReservationRow } from '../reservations/reservations.repository';
import type { UserRow } from '../users/users.repository';
import { fullNameOf } from '../users/users.presenter';
import type { UsersService } from '../users/users.service';
import { operatorAccountsRepository } from './accounts.repository';
import { auditLog } from './audit';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from './maintenance';
import { type OperatorListingRow, operatorListingsRepository } from './listings.repository';
import { settingsRepository } from './settings.repository';

/** Reservations a suspension cancels (nothing has changed hands yet) and those it leaves. */
const CANCEL_ON_SUSPEND = ['pending', 'approved', 'paid'] as const;
const IN_PROGRESS = ['shipped', 'ongoing', 'returned'] as const;
const MAINTENANCE_KEY = 'maintenance';
const SETTINGS_TTL_MS = 5_000;

const userLabel = (u: UserRow) => `${fullNameOf(u)} <${u.email}>`;

const toUserView = (u: UserRow) => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  roles: u.roles,
  seller_status: u.sellerStatus,
  verified: u.emailVerifiedAt !== null,
  suspended_at: u.suspendedAt?.toISOString() ?? null,
  deleted_at: u.deletedAt?.toISOString() ?? null,
  created_at: u.createdAt.toISOString(),
});

/**
 * The operator console (decision 0009): every action checks the admin role, runs in one
 * transaction with its audit entry, and goes through the same rules as everyone else
 * (reservations through the machine as `cancel-by-admin`).
 */
export function operatorService(deps: {
  db: Database;
  config: Config;
  mail: MailService;
  machine: ReservationsService;
  /** The accounts module: who is an operator; suspending and restoring an account. */
  people: UsersService;
  /** Revokes a suspended account's sessions and links. */
  auth: AuthService;
  /** The listings module's operator holds (unpublish, hide with a suspended owner, release). */
  holds: ListingHoldsService;
  /** Forgets cached search answers after listings leave or return. */
  onListingsChange: () => void;
}) {
  const { db, config, mail, machine, people, auth, holds, onListingsChange } = deps;
  const accounts = operatorAccountsRepository(db);
  let maintenanceCache: {
    value: { on: boolean; message: string | null; updatedAt: Date | null };
    readAt: number;
  } | null = null;

  const assertAdmin = people.assertAdmin;

  async function impactOf(tx: Executor, userId: number): Promise<SuspensionImpact> {
    const read = operatorAccountsRepository(tx);
    const [open, inProgress, published, sessions] = await Promise.all([
      read.reservationsIn(userId, CANCEL_ON_SUSPEND),
      read.countReservationsIn(userId, IN_PROGRESS),
      read.countPublishedListings(userId),
      auth.countLiveSessionsIn(tx, userId),
    ]);
    const toCancel = open.map((r) => ({
      id: r.id,
      code: r.code,
      status: r.status,
      role: r.renterId === userId ? ('renter' as const) : ('owner' as const),
      total_cents: r.totalCents,
      paid: r.status === 'paid',
    }));
    return {
      reservations_to_cancel: toCancel,
      refund_cents: toCancel.filter((r) => r.paid).reduce((sum, r) => sum + r.total_cents, 0),
      reservations_in_progress: inProgress,
      listings_to_hide: published,
      sessions,
    };
  }

  async function loadMaintenance() {
    if (maintenanceCache && Date.now() - maintenanceCache.readAt < SETTINGS_TTL_MS)
      return maintenanceCache.value;
    const row = await settingsRepository(db).get(MAINTENANCE_KEY);
    const stored = (row?.value ?? null) as { on?: boolean; message?: string | null } | null;
    const value = {
      on: stored?.on === true,
      message: stored?.message ?? null,
      updatedAt: row?.updatedAt ?? null,
    };
    maintenanceCache = { value, readAt: Date.now() };
    return value;
  }

  async function maintenanceState(): Promise<MaintenanceState> {
    const stored = await loadMaintenance();
    return {
      active: config.maintenanceMode || stored.on,
      forced_by_env: config.maintenanceMode,
      retry_after_seconds: MAINTENANCE_RETRY_AFTER_SECONDS,
      switch_on: stored.on,
      message: stored.message,
      updated_at: stored.updatedAt?.toISOString() ?? null,
    };
  }

  function listingView(row: OperatorListingRow) {
    const l = row.listing;
    return {
      id: l.id,
      name: l.name,
      status: l.status,
      operator_hold: l.operatorHold,
      operator_hold_reason: l.operatorHoldReason,
      city: l.city,
      owner: {
        id: l.ownerId,
        full_name: fullNameOf(row),
        email: row.email,
        suspended: row.suspendedAt !== null,
      },
      created_at: l.createdAt.toISOString(),
      updated_at: l.updatedAt.toISOString(),
    };
  }

  /** Unpublishes one listing inside `tx`; null when it already was. */
  async function unpublishIn(tx: Executor, actorId: number, id: number, reason: string) {
    const listing = await holds.lockIn(tx, id);
    if (listing.operatorHold === 'unpublished') return null;
    const updated = await holds.unpublishIn(tx, listing, reason);
    await auditLog(tx).record({
      actorId,
      action: 'listing.unpublish',
      subjectType: 'listing',
      subjectId: id,
      subjectLabel: listing.name,
      reason,
      before: { status: listing.status, operator_hold: listing.operatorHold },
      after: { status: updated.status, operator_hold: 'unpublished' },
    });
    return { before: listing, after: updated };
  }

  async function mailOwnerUnpublished(listing: ListingRow, reason: string) {
    const owner = await accounts.user(listing.ownerId);
    if (!owner) return;
    await mail.send(
      mailTemplates.listingUnpublished(
        owner.email,
        owner.firstName,
        listing.name,
        reason,
        `${config.appUrl}/admin/explore-listings`,
      ),
    );
  }

  /** Suspends an account inside `tx` (what `suspend` does before its commit). */
  async function suspendIn(tx: Executor, actorId: number, id: number, reason: string) {
    if (actorId === id) throw forbidden(/*i18n*/ 'You cannot suspend your own account.');
    const now = new Date();
    const user = await people.lockIn(tx, id);
    if (user.suspendedAt) throw conflict(/*i18n*/ 'This account is already suspended.');
    if (user.deletedAt) throw conflict(/*i18n*/ 'Its owner deleted this account.');
    const impact = await impactOf(tx, id);
    await people.setSuspendedIn(tx, id, now, now);
    const revoked = await auth.revokeEveryTokenIn(tx, id, now);
    const hidden = await holds.hideOwnerIn(tx, id, now);
    const cancelled: ReservationRow[] = [];
    for (const r of impact.reservations_to_cancel) {
      cancelled.push(
        await machine.cancelAsOperatorIn(
          tx,
          r.id,
          actorId,
          'Cancelled by OwnLess support: one party’s account was suspended.',
        ),
      );
    }
    await auditLog(tx).record({
      actorId,
      action: 'user.suspend',
      subjectType: 'user',
      subjectId: id,
      subjectLabel: userLabel(user),
      reason,
      before: { suspended_at: null },
      after: {
        suspended_at: now.toISOString(),
        tokens_revoked: revoked,
        listings_hidden: hidden,
        reservations_cancelled: cancelled.map((r) => ({
          id: r.id,
          code: r.code,
          refunded_cents: r.refundedCents,
        })),
      },
    });
    return { user, cancelled, hidden: hidden.length };
  }

  /** After a suspension commits: search forgets, cancellations are announced, the owner told. */
  async function afterSuspend(result: Awaited<ReturnType<typeof suspendIn>>, reason: string) {
    onListingsChange();
    for (const row of result.cancelled) await machine.announce(row, 'cancel-by-admin');
    await mail.send(
      mailTemplates.accountSuspended(result.user.email, result.user.firstName, reason),
    );
  }

  /** After an unpublishing commits: search forgets the listing and its owner is told. */
  async function afterUnpublish(listing: ListingRow, reason: string) {
    onListingsChange();
    await mailOwnerUnpublished(listing, reason);
  }

  return {
    assertAdmin,
    maintenanceState,

    /** Whether the public API is closed now (MAINTENANCE_MODE or the operators' switch). */
    async maintenanceActive() {
      if (config.maintenanceMode) return true;
      return (await loadMaintenance()).on;
    },

    async isAdmin(userId: number) {
      const user = await accounts.user(userId);
      return !!user && !user.suspendedAt && user.roles.includes('admin');
    },

    async setMaintenance(actorId: number, on: boolean, message?: string) {
      await assertAdmin(actorId);
      await db.transaction(async (tx) => {
        const settings = settingsRepository(tx);
        const before = await settings.lock(MAINTENANCE_KEY);
        const value = { on, message: message ?? null };
        await settings.put(MAINTENANCE_KEY, value, actorId);
        await auditLog(tx).record({
          actorId,
          action: on ? 'maintenance.on' : 'maintenance.off',
          subjectType: 'setting',
          subjectId: null,
          subjectLabel: MAINTENANCE_KEY,
          reason: message ?? null,
          before: (before?.value as Record<string, unknown> | undefined) ?? { on: false },
          after: value,
        });
      });
      maintenanceCache = null;
      return maintenanceState();
    },

    async audit(actorId: number, query: AuditLogQuery) {
      await assertAdmin(actorId);
      return auditLog(db).list(query);
    },

    async users(actorId: number, query: OperatorUsersQuery) {
      await assertAdmin(actorId);
      const { rows, total } = await accounts.page(query);
      return { items: rows.map(toUserView), total, page: query.page, per_page: query.per_page };
    },

    async userDetail(actorId: number, id: number) {
      await assertAdmin(actorId);
      const user = await accounts.user(id);
      if (!user) throw notFound(/*i18n*/ 'That user does not exist.');
      const [owned, booked, written, impact, audit] = await Promise.all([
        accounts.ownedListings(id),
        accounts.reservations(id),
        accounts.reviews(id),
        impactOf(db, id),
        auditLog(db).forSubject('user', id),
      ]);
      return {
        user: {
          ...toUserView(user),
          phone: user.phone,
          city: user.city,
          business_name: user.businessName,
          two_fa_enabled: user.twoFAEnabled,
        },
        listings: owned.map((l) => ({
          id: l.id,
          name: l.name,
          status: l.status,
          operator_hold: l.operatorHold,
          created_at: l.createdAt.toISOString(),
        })),
        reservations: booked.map(({ r, listingName }) => ({
          id: r.id,
          code: r.code,
          status: r.status,
          role: r.renterId === id ? ('renter' as const) : ('owner' as const),
          listing_name: listingName,
          start_at: r.startAt.toISOString(),
          total_cents: r.totalCents,
          refunded_cents: r.refundedCents,
          created_at: r.createdAt.toISOString(),
        })),
        reviews: written.map(({ review, listingName }) => ({
          id: review.id,
          rating: review.rating,
          comment: review.comment,
          direction: review.authorId === id ? ('written' as const) : ('received' as const),
          listing_name: listingName,
          created_at: review.createdAt.toISOString(),
        })),
        impact,
        audit,
      };
    },

    suspendIn,
    afterSuspend,
    unpublishIn,
    afterUnpublish,

    /**
     * Suspends an account at once, in one transaction: the account is marked (every token
     * stops working on the next request), its sessions and links are revoked, its published
     * listings leave search, and its not-yet-started reservations (pending, approved,
     * paid; as renter or owner) are cancelled through the machine with a full refund.
     */
    async suspend(actorId: number, id: number, reason: string) {
      await assertAdmin(actorId);
      const result = await db.transaction((tx) => suspendIn(tx, actorId, id, reason));
      await afterSuspend(result, reason);
      const after = await accounts.user(id);
      return {
        user: toUserView(after!),
        cancelled_reservations: result.cancelled.map((r) => ({
          id: r.id,
          code: r.code,
          refunded_cents: r.refundedCents,
        })),
        listings_hidden: result.hidden,
        message: /*i18n*/ { id: '{name} is suspended.', values: { name: fullNameOf(result.user) } },
      };
    },

    /** Lifts a suspension: the account can sign in again and the listings it hid return. */
    async restore(actorId: number, id: number, reason?: string) {
      await assertAdmin(actorId);
      const now = new Date();
      const result = await db.transaction(async (tx) => {
        const user = await people.lockIn(tx, id);
        if (!user.suspendedAt) throw conflict(/*i18n*/ 'This account is not suspended.');
        await people.setSuspendedIn(tx, id, null, now);
        const shown = await holds.showOwnerIn(tx, id, now);
        await auditLog(tx).record({
          actorId,
          action: 'user.restore',
          subjectType: 'user',
          subjectId: id,
          subjectLabel: userLabel(user),
          reason: reason ?? null,
          before: { suspended_at: user.suspendedAt!.toISOString() },
          after: { suspended_at: null, listings_restored: shown },
        });
        return { user, shown: shown.length };
      });
      onListingsChange();
      await mail.send(
        mailTemplates.accountRestored(
          result.user.email,
          result.user.firstName,
          `${config.appUrl}/auth-login`,
          reason,
        ),
      );
      const after = await accounts.user(id);
      return {
        user: toUserView(after!),
        listings_restored: result.shown,
        message: /*i18n*/ {
          id: '{name} can sign in again.',
          values: { name: fullNameOf(result.user) },
        },
      };
    },

    async listings(actorId: number, query: OperatorListingsQuery) {
      await assertAdmin(actorId);
      const { rows, total } = await operatorListingsRepository(db).page(query);
      return { items: rows.map(listingView), total, page: query.page, per_page: query.per_page };
    },

    async unpublishListing(actorId: number, id: number, reason: string) {
      await assertAdmin(actorId);
      const done = await db.transaction((tx) => unpublishIn(tx, actorId, id, reason));
      if (!done) throw conflict(/*i18n*/ 'This listing is already unpublished.');
      onListingsChange();
      await mailOwnerUnpublished(done.after, reason);
      return {
        id,
        message: /*i18n*/ {
          id: '“{listing}” is out of search and its owner was e-mailed.',
          values: { listing: done.after.name },
        },
      };
    },

    /** Unpublishes several listings in one transaction; ones already unpublished are skipped. */
    async bulkUnpublish(actorId: number, ids: number[], reason: string) {
      await assertAdmin(actorId);
      const unique = [...new Set(ids)].sort((a, b) => a - b);
      const done = await db.transaction(async (tx) => {
        if ((await holds.countIn(tx, unique)) !== unique.length)
          throw notFound(/*i18n*/ 'Some of those listings do not exist.');
        const results = [];
        for (const id of unique) results.push(await unpublishIn(tx, actorId, id, reason));
        return results;
      });
      onListingsChange();
      const unpublished = done.filter((d): d is NonNullable<typeof d> => d !== null);
      for (const d of unpublished) await mailOwnerUnpublished(d.after, reason);
      return {
        unpublished: unpublished.map((d) => d.after.id),
        skipped: unique.filter((id) => !unpublished.some((d) => d.after.id === id)),
        message: /*i18n*/ {
          id: '{count, plural, one {# listing unpublished.} other {# listings unpublished.}}',
          values: { count: unpublished.length },
        },
      };
    },

    /** Lifts the operators' hold; a listing that was published before is published again. */
    async restoreListing(actorId: number, id: number, reason?: string) {
      await assertAdmin(actorId);
      const after = await db.transaction(async (tx) => {
        const listing = await holds.lockIn(tx, id);
        if (listing.operatorHold !== 'unpublished')
          throw conflict(/*i18n*/ 'This listing was not unpublished by the operators.');
        const owner = await operatorAccountsRepository(tx).user(listing.ownerId);
        if (owner?.suspendedAt)
          throw conflict(/*i18n*/ 'Its owner is suspended: restore the owner first.');
        const [last] = (await auditLog(tx).forSubject('listing', id, 10)).filter(
          (e) => e.action === 'listing.unpublish',
        );
        const wasPublished = last?.before?.status === 'Published';
        const updated = await holds.releaseIn(tx, id, wasPublished ? 'Published' : listing.status);
        await auditLog(tx).record({
          actorId,
          action: 'listing.restore',
          subjectType: 'listing',
          subjectId: id,
          subjectLabel: listing.name,
          reason: reason ?? null,
          before: { status: listing.status, operator_hold: listing.operatorHold },
          after: { status: updated.status, operator_hold: null },
        });
        return updated;
      });
      onListingsChange();
      return {
        id,
        status: after.status,
        message:
          after.status === 'Published'
            ? /*i18n*/ { id: '“{listing}” is back in search.', values: { listing: after.name } }
            : /*i18n*/ {
                id: '“{listing}” is released; its owner can publish it.',
                values: { listing: after.name },
              },
      };
    },
  };
}
export type OperatorService = ReturnType<typeof operatorService>;
