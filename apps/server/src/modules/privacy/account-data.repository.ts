import type { ReservationStatus } from '@ownless/shared';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  authTokens,
  calendarFeeds,
  cartItems,
  carts,
  chatMessages,
  chats,
  claims,
  conditionReports,
  contactMessageReplies,
  contactMessages,
  deposits,
  favourites,
  ledgerEntries,
  listingBlockedDates,
  listingFrequencies,
  listingImages,
  listings,
  mailOutbox,
  referrals,
  reservationEvents,
  reservations,
  reviews,
  sellerApplications,
  users,
} from '../../db/schema';

/**
 * The read model of a person's data export and deletion check (decision 0022): every row
 * tied to one account, across the modules that own them, read on one executor so an
 * archive is one consistent picture. Reads only: what deletion changes goes through the
 * owning modules' services.
 */
export function accountDataRepository(db: Executor) {
  const byId = <T extends { id: number }>(rows: T[]) => rows.map((r) => r.id);

  return {
    /** Reservations of the account, as renter or owner, in these states, with their listing. */
    reservationsIn(userId: number, statuses: readonly ReservationStatus[]) {
      return db
        .select({
          id: reservations.id,
          code: reservations.code,
          status: reservations.status,
          renterId: reservations.renterId,
          startAt: reservations.startAt,
          endAt: reservations.endAt,
          listingName: listings.name,
        })
        .from(reservations)
        .innerJoin(listings, eq(listings.id, reservations.listingId))
        .where(
          and(
            or(eq(reservations.renterId, userId), eq(reservations.ownerId, userId)),
            inArray(reservations.status, [...statuses]),
          ),
        )
        .orderBy(asc(reservations.startAt), asc(reservations.id));
    },

    /** How many listings the account owns that are published now. */
    async publishedListings(userId: number) {
      const rows = await db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.ownerId, userId), eq(listings.status, 'Published')));
      return rows.length;
    },

    /** Every section of the archive, as stored rows (Dates still Dates). */
    async everything(userId: number) {
      const [account] = await db.select().from(users).where(eq(users.id, userId));
      if (!account) return null;
      const { passwordHash: _secret, ...profile } = account;

      const ownListings = await db
        .select()
        .from(listings)
        .where(eq(listings.ownerId, userId))
        .orderBy(asc(listings.id));
      const listingIds = byId(ownListings);
      const reservationRows = await db
        .select()
        .from(reservations)
        .where(or(eq(reservations.renterId, userId), eq(reservations.ownerId, userId)))
        .orderBy(asc(reservations.id));
      const reservationIds = byId(reservationRows);
      const chatRows = await db
        .select()
        .from(chats)
        .where(or(eq(chats.userOneId, userId), eq(chats.userTwoId, userId)))
        .orderBy(asc(chats.id));
      const cartRows = await db
        .select()
        .from(carts)
        .where(eq(carts.userId, userId))
        .orderBy(asc(carts.id));
      const contactRows = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.userId, userId))
        .orderBy(asc(contactMessages.id));

      const forListings = <T>(read: (ids: number[]) => Promise<T[]>) =>
        listingIds.length ? read(listingIds) : Promise.resolve([] as T[]);
      const forReservations = <T>(read: (ids: number[]) => Promise<T[]>) =>
        reservationIds.length ? read(reservationIds) : Promise.resolve([] as T[]);

      return {
        account: profile,
        seller_applications: await db
          .select()
          .from(sellerApplications)
          .where(eq(sellerApplications.userId, userId))
          .orderBy(asc(sellerApplications.id)),
        referrals: await db
          .select({ referredId: referrals.referredId, createdAt: referrals.createdAt })
          .from(referrals)
          .where(eq(referrals.referrerId, userId))
          .orderBy(asc(referrals.id)),
        // The calendar export secret is a key, like a session's: left out.
        listings: ownListings.map(
          ({ geo: _geo, searchVector: _vector, icalSecret: _secret, ...listing }) => listing,
        ),
        listing_images: await forListings((ids) =>
          db.select().from(listingImages).where(inArray(listingImages.listingId, ids)),
        ),
        listing_prices: await forListings((ids) =>
          db.select().from(listingFrequencies).where(inArray(listingFrequencies.listingId, ids)),
        ),
        listing_blocked_dates: await forListings((ids) =>
          db.select().from(listingBlockedDates).where(inArray(listingBlockedDates.listingId, ids)),
        ),
        // Calendars the owner imports into their listings: name, address, last sync.
        calendar_feeds: await forListings((ids) =>
          db
            .select({
              id: calendarFeeds.id,
              listingId: calendarFeeds.listingId,
              name: calendarFeeds.name,
              url: calendarFeeds.url,
              lastSyncedAt: calendarFeeds.lastSyncedAt,
              lastStatus: calendarFeeds.lastStatus,
              eventCount: calendarFeeds.eventCount,
              createdAt: calendarFeeds.createdAt,
            })
            .from(calendarFeeds)
            .where(inArray(calendarFeeds.listingId, ids))
            .orderBy(asc(calendarFeeds.id)),
        ),
        favourites: await db
          .select()
          .from(favourites)
          .where(eq(favourites.userId, userId))
          .orderBy(asc(favourites.createdAt)),
        carts: cartRows,
        cart_items: cartRows.length
          ? await db
              .select()
              .from(cartItems)
              .where(inArray(cartItems.cartId, byId(cartRows)))
              .orderBy(asc(cartItems.id))
          : [],
        reservations: reservationRows.map((r) => ({
          ...r,
          role: r.renterId === userId ? 'renter' : 'owner',
        })),
        reservation_events: await forReservations((ids) =>
          db
            .select()
            .from(reservationEvents)
            .where(inArray(reservationEvents.reservationId, ids))
            .orderBy(asc(reservationEvents.id)),
        ),
        ledger_entries: await forReservations((ids) =>
          db
            .select()
            .from(ledgerEntries)
            .where(inArray(ledgerEntries.reservationId, ids))
            .orderBy(asc(ledgerEntries.id)),
        ),
        // Deposits of those reservations and the damage claims on them (decision 0027).
        deposits: await forReservations((ids) =>
          db
            .select()
            .from(deposits)
            .where(inArray(deposits.reservationId, ids))
            .orderBy(asc(deposits.id)),
        ),
        claims: await forReservations((ids) =>
          db
            .select()
            .from(claims)
            .where(inArray(claims.reservationId, ids))
            .orderBy(asc(claims.id)),
        ),
        reviews_written: await db
          .select()
          .from(reviews)
          .where(eq(reviews.authorId, userId))
          .orderBy(asc(reviews.id)),
        reviews_received: await db
          .select()
          .from(reviews)
          .where(eq(reviews.subjectId, userId))
          .orderBy(asc(reviews.id)),
        // Condition reports the person wrote at hand-over or return, with their photos' URLs.
        condition_reports: await db
          .select()
          .from(conditionReports)
          .where(eq(conditionReports.authorId, userId))
          .orderBy(asc(conditionReports.id)),
        chats: chatRows,
        messages: chatRows.length
          ? await db
              .select()
              .from(chatMessages)
              .where(
                and(
                  inArray(chatMessages.chatId, byId(chatRows)),
                  or(eq(chatMessages.senderId, userId), eq(chatMessages.receiverId, userId)),
                ),
              )
              .orderBy(asc(chatMessages.id))
          : [],
        contact_messages: contactRows,
        contact_replies: contactRows.length
          ? await db
              .select({
                messageId: contactMessageReplies.messageId,
                body: contactMessageReplies.body,
                createdAt: contactMessageReplies.createdAt,
              })
              .from(contactMessageReplies)
              .where(inArray(contactMessageReplies.messageId, byId(contactRows)))
              .orderBy(asc(contactMessageReplies.id))
          : [],
        // Sign-ins and links, never their hashes or codes.
        sessions: await db
          .select({
            id: authTokens.id,
            kind: authTokens.kind,
            userAgent: authTokens.userAgent,
            createdAt: authTokens.createdAt,
            lastUsedAt: authTokens.lastUsedAt,
            expiresAt: authTokens.expiresAt,
            endedAt: authTokens.usedAt,
          })
          .from(authTokens)
          .where(eq(authTokens.userId, userId))
          .orderBy(asc(authTokens.id)),
        // What was e-mailed to the account: subjects only, as bodies may hold links.
        emails: await db
          .select({
            subject: mailOutbox.subject,
            template: mailOutbox.template,
            status: mailOutbox.status,
            createdAt: mailOutbox.createdAt,
          })
          .from(mailOutbox)
          .where(eq(mailOutbox.toEmail, account.email.toLowerCase()))
          .orderBy(asc(mailOutbox.id)),
      };
    },
  };
}
