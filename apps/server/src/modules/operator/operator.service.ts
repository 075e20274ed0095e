import type {
  AuditLogQuery,
  MaintenanceState,
  OperatorListingsQuery,
  OperatorUsersQuery,
  SuspensionImpact,
} from '@ownless/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { appSettings, authTokens, listings, reservations, reviews, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { MailService } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail.templates';
import type { ReservationsService } from '../reservations/reservations.service';
import type { ReservationRow } from '../reservations/reservations.repository';
import type { UsersService } from '../users/users.service';
import { auditLog } from './audit';

type UserRow = typeof users.$inferSelect;
type ListingRow = typeof listings.$inferSelect;

/** Reservations a suspension cancels (nothing has changed hands yet) and those it leaves. */
const CANCEL_ON_SUSPEND = ['pending', 'approved', 'paid'] as const;
const IN_PROGRESS = ['shipped', 'ongoing', 'returned'] as const;
const MAINTENANCE_KEY = 'maintenance';
const SETTINGS_TTL_MS = 5_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const fullName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();
const userLabel = (u: UserRow) => `${fullName(u)} <${u.email}>`;

const toUserView = (u: UserRow) => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  roles: u.roles,
  seller_status: u.sellerStatus,
  verified: u.emailVerifiedAt !== null,
  suspended_at: u.suspendedAt?.toISOString() ?? null,
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
  /** The accounts module: who is an operator. */
  people: UsersService;
  /** Forgets cached search answers after listings leave or return. */
  onListingsChange: () => void;
}) {
  const { db, config, mail, machine, people, onListingsChange } = deps;
  let maintenanceCache: {
    value: { on: boolean; message: string | null; updatedAt: Date | null };
    readAt: number;
  } | null = null;

  const assertAdmin = people.assertAdmin;

  async function lockUser(tx: Executor, id: number) {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!user) throw notFound('That user does not exist.');
    return user;
  }

  async function lockListing(tx: Executor, id: number) {
    const [listing] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
    if (!listing) throw notFound('That listing does not exist.');
    return listing;
  }

  async function impactOf(tx: Executor, userId: number): Promise<SuspensionImpact> {
    const [open, inProgress, published, sessions] = await Promise.all([
      tx
        .select()
        .from(reservations)
        .where(
          and(
            or(eq(reservations.renterId, userId), eq(reservations.ownerId, userId)),
            inArray(reservations.status, [...CANCEL_ON_SUSPEND]),
          ),
        )
        .orderBy(asc(reservations.id)),
      tx
        .select({ n: count() })
        .from(reservations)
        .where(
          and(
            or(eq(reservations.renterId, userId), eq(reservations.ownerId, userId)),
            inArray(reservations.status, [...IN_PROGRESS]),
          ),
        ),
      tx
        .select({ n: count() })
        .from(listings)
        .where(and(eq(listings.ownerId, userId), eq(listings.status, 'Published'))),
      tx
        .select({ n: count() })
        .from(authTokens)
        .where(
          and(
            eq(authTokens.userId, userId),
            eq(authTokens.kind, 'access'),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, new Date()),
          ),
        ),
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
      reservations_in_progress: Number(inProgress[0]?.n ?? 0),
      listings_to_hide: Number(published[0]?.n ?? 0),
      sessions: Number(sessions[0]?.n ?? 0),
    };
  }

  async function loadMaintenance() {
    if (maintenanceCache && Date.now() - maintenanceCache.readAt < SETTINGS_TTL_MS)
      return maintenanceCache.value;
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, MAINTENANCE_KEY));
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
      switch_on: stored.on,
      message: stored.message,
      updated_at: stored.updatedAt?.toISOString() ?? null,
    };
  }

  function listingView(row: {
    listing: ListingRow;
    firstName: string;
    lastName: string;
    email: string;
    suspendedAt: Date | null;
  }) {
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
        full_name: fullName(row),
        email: row.email,
        suspended: row.suspendedAt !== null,
      },
      created_at: l.createdAt.toISOString(),
      updated_at: l.updatedAt.toISOString(),
    };
  }

  /** Unpublishes one listing inside `tx`; null when it already was. */
  async function unpublishIn(tx: Executor, actorId: number, id: number, reason: string) {
    const listing = await lockListing(tx, id);
    if (listing.operatorHold === 'unpublished') return null;
    const [updated] = await tx
      .update(listings)
      .set({
        status: listing.status === 'Published' ? 'Inactive' : listing.status,
        operatorHold: 'unpublished',
        operatorHoldReason: reason,
        updatedAt: new Date(),
      })
      .where(eq(listings.id, id))
      .returning();
    await auditLog(tx).record({
      actorId,
      action: 'listing.unpublish',
      subjectType: 'listing',
      subjectId: id,
      subjectLabel: listing.name,
      reason,
      before: { status: listing.status, operator_hold: listing.operatorHold },
      after: { status: updated!.status, operator_hold: 'unpublished' },
    });
    return { before: listing, after: updated! };
  }

  async function mailOwnerUnpublished(listing: ListingRow, reason: string) {
    const [owner] = await db.select().from(users).where(eq(users.id, listing.ownerId));
    if (!owner) return;
    await mail.send(
      mailTemplates.generic(
        owner.email,
        owner.firstName,
        `Your listing was unpublished: ${listing.name}`,
        [
          `Our support team took your listing "${listing.name}" out of search. Renters cannot find or book it until it is restored.`,
          `Reason: ${reason}`,
          'Reply to this e-mail or contact support if you have questions or once you have fixed it.',
        ],
        { label: 'Open your listings', url: `${config.appUrl}/admin/explore-listings` },
      ),
    );
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
      const [user] = await db
        .select({ roles: users.roles, suspendedAt: users.suspendedAt })
        .from(users)
        .where(eq(users.id, userId));
      return !!user && !user.suspendedAt && user.roles.includes('admin');
    },

    async setMaintenance(actorId: number, on: boolean, message?: string) {
      await assertAdmin(actorId);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(appSettings)
          .where(eq(appSettings.key, MAINTENANCE_KEY))
          .for('update');
        const value = { on, message: message ?? null };
        await tx
          .insert(appSettings)
          .values({ key: MAINTENANCE_KEY, value, updatedById: actorId })
          .onConflictDoUpdate({
            target: appSettings.key,
            set: { value, updatedById: actorId, updatedAt: new Date() },
          });
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
      const where: SQL[] = [];
      if (query.q) {
        const like = `%${escapeLike(query.q)}%`;
        where.push(
          or(
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
            ilike(users.email, like),
          )!,
        );
      }
      if (query.role) where.push(sql`${query.role} = ANY(${users.roles})`);
      if (query.seller_status === 'none') where.push(isNull(users.sellerStatus));
      else if (query.seller_status) where.push(eq(users.sellerStatus, query.seller_status));
      if (query.verified)
        where.push(
          query.verified === 'yes'
            ? isNotNull(users.emailVerifiedAt)
            : isNull(users.emailVerifiedAt),
        );
      if (query.suspended)
        where.push(
          query.suspended === 'yes' ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt),
        );
      const order = {
        newest: [desc(users.createdAt), desc(users.id)],
        oldest: [asc(users.createdAt), asc(users.id)],
        name: [asc(sql`lower(${users.firstName} || ' ' || ${users.lastName})`), asc(users.id)],
        email: [asc(sql`lower(${users.email})`), asc(users.id)],
      }[query.sort ?? 'newest'];
      const condition = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(condition)
          .orderBy(...order)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(users).where(condition),
      ]);
      return {
        items: rows.map(toUserView),
        total: Number(total?.n ?? 0),
        page: query.page,
        per_page: query.per_page,
      };
    },

    async userDetail(actorId: number, id: number) {
      await assertAdmin(actorId);
      const [user] = await db.select().from(users).where(eq(users.id, id));
      if (!user) throw notFound('That user does not exist.');
      const [owned, booked, written, impact, audit] = await Promise.all([
        db
          .select()
          .from(listings)
          .where(eq(listings.ownerId, id))
          .orderBy(desc(listings.createdAt))
          .limit(100),
        db
          .select({ r: reservations, listingName: listings.name })
          .from(reservations)
          .innerJoin(listings, eq(listings.id, reservations.listingId))
          .where(or(eq(reservations.renterId, id), eq(reservations.ownerId, id)))
          .orderBy(desc(reservations.createdAt))
          .limit(100),
        db
          .select({ review: reviews, listingName: listings.name })
          .from(reviews)
          .innerJoin(listings, eq(listings.id, reviews.listingId))
          .where(or(eq(reviews.authorId, id), eq(reviews.subjectId, id)))
          .orderBy(desc(reviews.createdAt))
          .limit(100),
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

    /**
     * Suspends an account at once, in one transaction: the account is marked (every token
     * stops working on the next request), its sessions and links are revoked, its published
     * listings leave search, and its not-yet-started reservations (pending, approved,
     * paid; as renter or owner) are cancelled through the machine with a full refund.
     */
    async suspend(actorId: number, id: number, reason: string) {
      await assertAdmin(actorId);
      if (actorId === id) throw forbidden('You cannot suspend your own account.');
      const now = new Date();
      const result = await db.transaction(async (tx) => {
        const user = await lockUser(tx, id);
        if (user.suspendedAt) throw conflict('This account is already suspended.');
        const impact = await impactOf(tx, id);
        await tx.update(users).set({ suspendedAt: now, updatedAt: now }).where(eq(users.id, id));
        const revoked = await tx
          .update(authTokens)
          .set({ usedAt: now })
          .where(and(eq(authTokens.userId, id), isNull(authTokens.usedAt)))
          .returning({ id: authTokens.id });
        const hidden = await tx
          .update(listings)
          .set({
            status: 'Inactive',
            operatorHold: 'owner_suspended',
            operatorHoldReason: 'The owner’s account is suspended.',
            updatedAt: now,
          })
          .where(
            and(
              eq(listings.ownerId, id),
              eq(listings.status, 'Published'),
              isNull(listings.operatorHold),
            ),
          )
          .returning({ id: listings.id });
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
            tokens_revoked: revoked.length,
            listings_hidden: hidden.map((l) => l.id),
            reservations_cancelled: cancelled.map((r) => ({
              id: r.id,
              code: r.code,
              refunded_cents: r.refundedCents,
            })),
          },
        });
        return { user, cancelled, hidden: hidden.length };
      });
      onListingsChange();
      for (const row of result.cancelled) await machine.announce(row, 'cancel-by-admin');
      await mail.send(
        mailTemplates.generic(
          result.user.email,
          result.user.firstName,
          'Your OwnLess account is suspended',
          [
            'Our support team suspended your OwnLess account. You cannot sign in, your listings are hidden from search, and reservations that had not started were cancelled with a full refund.',
            `Reason: ${reason}`,
            'If you think this is a mistake, reply to this e-mail.',
          ],
        ),
      );
      const [after] = await db.select().from(users).where(eq(users.id, id));
      return {
        user: toUserView(after!),
        cancelled_reservations: result.cancelled.map((r) => ({
          id: r.id,
          code: r.code,
          refunded_cents: r.refundedCents,
        })),
        listings_hidden: result.hidden,
        message: `${fullName(result.user)} is suspended.`,
      };
    },

    /** Lifts a suspension: the account can sign in again and the listings it hid return. */
    async restore(actorId: number, id: number, reason?: string) {
      await assertAdmin(actorId);
      const now = new Date();
      const result = await db.transaction(async (tx) => {
        const user = await lockUser(tx, id);
        if (!user.suspendedAt) throw conflict('This account is not suspended.');
        await tx.update(users).set({ suspendedAt: null, updatedAt: now }).where(eq(users.id, id));
        const shown = await tx
          .update(listings)
          .set({
            status: 'Published',
            operatorHold: null,
            operatorHoldReason: null,
            updatedAt: now,
          })
          .where(and(eq(listings.ownerId, id), eq(listings.operatorHold, 'owner_suspended')))
          .returning({ id: listings.id });
        await auditLog(tx).record({
          actorId,
          action: 'user.restore',
          subjectType: 'user',
          subjectId: id,
          subjectLabel: userLabel(user),
          reason: reason ?? null,
          before: { suspended_at: user.suspendedAt!.toISOString() },
          after: { suspended_at: null, listings_restored: shown.map((l) => l.id) },
        });
        return { user, shown: shown.length };
      });
      onListingsChange();
      await mail.send(
        mailTemplates.generic(
          result.user.email,
          result.user.firstName,
          'Your OwnLess account is active again',
          [
            'Our support team lifted the suspension of your account. You can sign in again, and the listings that were hidden are back in search.',
            ...(reason ? [`Note: ${reason}`] : []),
          ],
          { label: 'Sign in', url: `${config.appUrl}/auth-login` },
        ),
      );
      const [after] = await db.select().from(users).where(eq(users.id, id));
      return {
        user: toUserView(after!),
        listings_restored: result.shown,
        message: `${fullName(result.user)} can sign in again.`,
      };
    },

    async listings(actorId: number, query: OperatorListingsQuery) {
      await assertAdmin(actorId);
      const where: SQL[] = [];
      if (query.q) {
        const like = `%${escapeLike(query.q)}%`;
        const asId = /^\d{1,9}$/.test(query.q) ? Number(query.q) : null;
        where.push(
          or(
            ilike(listings.name, like),
            ilike(users.email, like),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
            ...(asId ? [eq(listings.id, asId)] : []),
          )!,
        );
      }
      if (query.status) where.push(eq(listings.status, query.status));
      if (query.hold === 'any') where.push(isNotNull(listings.operatorHold));
      else if (query.hold === 'none') where.push(isNull(listings.operatorHold));
      else if (query.hold) where.push(eq(listings.operatorHold, query.hold));
      if (query.owner_id) where.push(eq(listings.ownerId, query.owner_id));
      const order = {
        newest: [desc(listings.createdAt), desc(listings.id)],
        oldest: [asc(listings.createdAt), asc(listings.id)],
        name: [asc(sql`lower(${listings.name})`), asc(listings.id)],
      }[query.sort ?? 'newest'];
      const condition = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            listing: listings,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            suspendedAt: users.suspendedAt,
          })
          .from(listings)
          .innerJoin(users, eq(users.id, listings.ownerId))
          .where(condition)
          .orderBy(...order)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db
          .select({ n: count() })
          .from(listings)
          .innerJoin(users, eq(users.id, listings.ownerId))
          .where(condition),
      ]);
      return {
        items: rows.map(listingView),
        total: Number(total?.n ?? 0),
        page: query.page,
        per_page: query.per_page,
      };
    },

    async unpublishListing(actorId: number, id: number, reason: string) {
      await assertAdmin(actorId);
      const done = await db.transaction((tx) => unpublishIn(tx, actorId, id, reason));
      if (!done) throw conflict('This listing is already unpublished.');
      onListingsChange();
      await mailOwnerUnpublished(done.after, reason);
      return { id, message: `“${done.after.name}” is out of search and its owner was e-mailed.` };
    },

    /** Unpublishes several listings in one transaction; ones already unpublished are skipped. */
    async bulkUnpublish(actorId: number, ids: number[], reason: string) {
      await assertAdmin(actorId);
      const unique = [...new Set(ids)].sort((a, b) => a - b);
      const done = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ n: count() })
          .from(listings)
          .where(inArray(listings.id, unique));
        if (Number(found?.n ?? 0) !== unique.length)
          throw notFound('Some of those listings do not exist.');
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
        message: `${unpublished.length} listing${unpublished.length === 1 ? '' : 's'} unpublished.`,
      };
    },

    /** Lifts the operators' hold; a listing that was published before is published again. */
    async restoreListing(actorId: number, id: number, reason?: string) {
      await assertAdmin(actorId);
      const after = await db.transaction(async (tx) => {
        const listing = await lockListing(tx, id);
        if (listing.operatorHold !== 'unpublished')
          throw conflict('This listing was not unpublished by the operators.');
        const [owner] = await tx
          .select({ suspendedAt: users.suspendedAt })
          .from(users)
          .where(eq(users.id, listing.ownerId));
        if (owner?.suspendedAt) throw conflict('Its owner is suspended: restore the owner first.');
        const [last] = (await auditLog(tx).forSubject('listing', id, 10)).filter(
          (e) => e.action === 'listing.unpublish',
        );
        const wasPublished = last?.before?.status === 'Published';
        const [updated] = await tx
          .update(listings)
          .set({
            status: wasPublished ? 'Published' : listing.status,
            operatorHold: null,
            operatorHoldReason: null,
            updatedAt: new Date(),
          })
          .where(eq(listings.id, id))
          .returning();
        await auditLog(tx).record({
          actorId,
          action: 'listing.restore',
          subjectType: 'listing',
          subjectId: id,
          subjectLabel: listing.name,
          reason: reason ?? null,
          before: { status: listing.status, operator_hold: listing.operatorHold },
          after: { status: updated!.status, operator_hold: null },
        });
        return updated!;
      });
      onListingsChange();
      return {
        id,
        status: after.status,
        message:
          after.status === 'Published'
            ? `“${after.name}” is back in search.`
            : `“${after.name}” is released; its owner can publish it.`,
      };
    },
  };
}
export type OperatorService = ReturnType<typeof operatorService>;
