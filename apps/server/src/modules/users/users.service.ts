import crypto from 'node:crypto';
import type { Locale, PublicUser, Tour } from '@ownless/shared';
import { isLocale, PROFILE_PICTURE_PLACEHOLDER } from '@ownless/shared';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { avatarWebp, inspectImage } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';
import { fullNameOf, toCurrentUser } from './users.presenter';
import { usersRepository } from './users.repository';

const TOUR_COLUMN = {
  home: 'isHomeToured',
  seller: 'isSellerToured',
  renter: 'isRenterToured',
} as const;

export function usersService(deps: {
  db: Database;
  config: Config;
  storage: FileStorage;
  /**
   * Figures other modules keep about owners, by owner id: their listings counted by status
   * (the listings module) and the reviews others can see about them (the reviews module).
   * Both modules are wired after this one (they depend on it), so services.ts hands these over.
   */
  owners: {
    listingCountsOf: (ownerIds: readonly number[]) => Promise<Map<number, Record<string, number>>>;
    reviewFiguresOf: (
      subjectIds: readonly number[],
    ) => Promise<Map<number, { reviewCount: number; rating: number | null }>>;
  };
}) {
  const { db, storage, owners } = deps;
  const repo = usersRepository(db);

  async function load(id: number) {
    const user = await repo.findById(id);
    if (!user) throw notFound(/*i18n*/ 'That user does not exist.');
    return user;
  }

  return {
    load,

    /**
     * An account's row, or null; read on `tx` when given, so a read that belongs to another
     * module's transaction (a reservation's payout) sees what that transaction does.
     */
    find: (id: number, tx: Executor = db) => usersRepository(tx).findById(id),

    /**
     * First and last names, picture (null without one) and whether the account is suspended
     * (or deleted), of these accounts, by id: one query for the set (an account that is gone
     * is absent).
     */
    async namesOf(ids: readonly number[]) {
      const rows = await repo.names(ids);
      return new Map(
        rows.map((r) => [
          r.id,
          {
            firstName: r.firstName,
            lastName: r.lastName,
            profilePicture: r.profilePicture,
            suspended: r.suspended,
          },
        ]),
      );
    },

    /**
     * Whether the account exists and is neither suspended nor deleted: such an account's
     * tokens stop working on the next request, whatever else the token's row says.
     */
    async isActive(id: number) {
      const [row] = await repo.names([id]);
      return row !== undefined && !row.suspended;
    },

    /**
     * The account's chosen language (null: none chosen) when it is active as `isActive`
     * says; null when it is not.
     */
    async activeAccount(id: number): Promise<{ locale: Locale | null } | null> {
      const [row] = await repo.names([id]);
      if (row === undefined || row.suspended) return null;
      return { locale: isLocale(row.locale) ? row.locale : null };
    },

    /** E-mail and names of these accounts, by id: one query for the set. */
    async contactsOf(ids: readonly number[]) {
      const rows = await repo.contacts(ids);
      return new Map(rows.map((r) => [r.id, r]));
    },

    // Account data the auth module changes (it owns credentials, this module owns users).
    findByEmail: (email: string) => repo.findByEmail(email),
    findByReferralCode: (code: string) => repo.findByReferralCode(code),
    /** Creates an account, recording who referred it in the same transaction. */
    create: (values: Parameters<typeof repo.insert>[0], referrerId: number | null) =>
      db.transaction(async (tx) => {
        const txRepo = usersRepository(tx);
        const created = await txRepo.insert({ ...values, referredById: referrerId });
        if (referrerId) await txRepo.addReferral(referrerId, created.id);
        return created;
      }),
    update: (id: number, patch: Parameters<typeof repo.update>[1]) => repo.update(id, patch),
    /** Refuses (403) anyone but the marketplace's operators: users holding the `admin` role. */
    async assertAdmin(id: number) {
      if (!(await repo.findById(id))?.roles.includes('admin'))
        throw forbidden(/*i18n*/ 'Only the marketplace operators can do that.');
    },

    /** Loads and locks an account inside the caller's transaction (404 when there is none). */
    async lockIn(tx: Executor, id: number) {
      const user = await usersRepository(tx).lock(id);
      if (!user) throw notFound(/*i18n*/ 'That user does not exist.');
      return user;
    },

    /**
     * Whether the account may still book, read under a share lock inside the booking's
     * transaction: a deletion of the account (which locks it for update) commits before this
     * read, which then sees it, or waits until the booking has committed (decision 0022).
     */
    async canBookIn(tx: Executor, id: number) {
      const user = await usersRepository(tx).lockShared(id);
      return user !== null && user.deletedAt === null;
    },

    /**
     * Suspends an account (or lifts its suspension with null) inside the caller's
     * transaction: every token of a suspended account stops working on the next request.
     */
    setSuspendedIn: (tx: Executor, id: number, suspendedAt: Date | null, now: Date) =>
      usersRepository(tx).setSuspended(id, suspendedAt, now),

    /**
     * Replaces a deleted account's personal data with placeholders inside the caller's
     * transaction (decision 0022): the e-mail becomes a unique address that cannot receive
     * mail, and the password and two-factor sign-in are gone.
     */
    anonymiseIn: (tx: Executor, id: number, now: Date) =>
      usersRepository(tx).anonymise(id, {
        email: `deleted-user-${id}-${crypto.randomBytes(4).toString('hex')}@deleted.invalid`,
        referralCode: crypto.randomBytes(5).toString('hex'),
        now,
      }),

    /** Removes a stored picture (after the account that showed it was erased). */
    async forgetPicture(url: string | null) {
      const key = url ? storage.keyOf(url) : null;
      if (key) await storage.remove(key);
    },

    /** Applies Stripe's word on a connected account; true when a user had that account. */
    async setStripeConnectedByAccount(accountId: string, connected: boolean) {
      const user = await repo.findByStripeAccount(accountId);
      if (!user) return false;
      await repo.update(user.id, { isStripeConnected: connected });
      return true;
    },

    async me(id: number) {
      return toCurrentUser(await load(id));
    },

    /** An owner's public profile: never the e-mail, phone or account state. */
    async publicProfile(id: number): Promise<PublicUser> {
      const user = await repo.findById(id);
      if (!user || user.suspendedAt || user.deletedAt)
        throw notFound(/*i18n*/ 'That user does not exist.');
      const [listingCounts, reviewFigures] = await Promise.all([
        owners.listingCountsOf([id]),
        owners.reviewFiguresOf([id]),
      ]);
      const reviews = reviewFigures.get(id);
      const rating = reviews?.rating ?? null;
      return {
        id: user.id,
        firstName: user.firstName,
        fullName: fullNameOf(user),
        profilePicture: user.profilePicture ?? PROFILE_PICTURE_PLACEHOLDER,
        bio: user.bio,
        city: user.city,
        businessName: user.businessName,
        isOwner: user.roles.includes('seller'),
        memberSince: user.createdAt.toISOString(),
        rating: rating === null ? null : Math.round(rating * 10) / 10,
        reviewCount: reviews?.reviewCount ?? 0,
        listingsCount: listingCounts.get(id)?.Published ?? 0,
      };
    },

    /** The language of the app and of the e-mails the user receives. */
    async setLocale(id: number, locale: Locale) {
      return toCurrentUser(await repo.update(id, { locale }));
    },

    async markTourDone(id: number, tour: Tour) {
      return toCurrentUser(await repo.update(id, { [TOUR_COLUMN[tour]]: true }));
    },

    async updateProfile(
      id: number,
      input: {
        first_name: string;
        last_name: string;
        phone?: string | null;
        bio?: string | null;
        city?: string | null;
      },
    ) {
      const user = await repo.update(id, {
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone || null,
        bio: input.bio || null,
        city: input.city || null,
      });
      return toCurrentUser(user);
    },

    async uploadAvatar(id: number, file: Buffer) {
      const user = await load(id);
      await inspectImage(file, 'avatar');
      const webp = await avatarWebp(file);
      const url = await storage.put(
        `avatars/${id}-${crypto.randomBytes(6).toString('hex')}.webp`,
        webp,
      );
      const previous = user.profilePicture ? storage.keyOf(user.profilePicture) : null;
      const updated = await repo.update(id, { profilePicture: url });
      if (previous) await storage.remove(previous);
      return toCurrentUser(updated);
    },

    async removeAvatar(id: number) {
      const user = await load(id);
      const previous = user.profilePicture ? storage.keyOf(user.profilePicture) : null;
      const updated = await repo.update(id, { profilePicture: null });
      if (previous) await storage.remove(previous);
      return toCurrentUser(updated);
    },

    async referrals(id: number) {
      const user = await load(id);
      const people = await repo.listReferrals(id);
      return {
        referralCode: user.referralCode,
        referralLink: `${deps.config.appUrl}/auth-signup?ref=${user.referralCode}`,
        referrals: people.map((p) => ({
          id: p.id,
          fullName: fullNameOf(p),
          joinedAt: p.joinedAt.toISOString(),
          verified: p.emailVerifiedAt !== null,
        })),
      };
    },

    /** The getting-started checklist of /admin/starter, computed from the account. */
    async starter(id: number) {
      const user = await load(id);
      const counts = (await owners.listingCountsOf([id])).get(id) ?? {};
      const isOwner = user.roles.includes('seller');
      const steps = [
        { key: 'verify-email', done: user.emailVerifiedAt !== null },
        { key: 'complete-profile', done: Boolean(user.profilePicture && user.bio && user.phone) },
        { key: 'apply-as-owner', done: user.sellerStatus !== null || isOwner },
        { key: 'connect-payouts', done: user.isStripeConnected },
        { key: 'publish-listing', done: (counts.Published ?? 0) + (counts.Inactive ?? 0) > 0 },
      ];
      return { steps, completed: steps.filter((s) => s.done).length, total: steps.length };
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
