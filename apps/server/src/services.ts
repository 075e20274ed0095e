import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { FileStorage } from './lib/storage';
import type { FastifyBaseLogger } from 'fastify';
import { authService } from './modules/auth/auth.service';
import { cartService } from './modules/cart/cart.service';
import { chatService } from './modules/chat/chat.service';
import { claimsService } from './modules/claims/claims.service';
import { createPaymentProvider, type PaymentProvider } from './modules/payments/provider';
import { reservationsService } from './modules/reservations/reservations.service';
import { contentService } from './modules/content/content.service';
import { contentConsoleService } from './modules/content/content.console.service';
import { listingHoldsService } from './modules/listings/holds.service';
import { listingTaxonomyLinksService } from './modules/listings/taxonomy-links.service';
import { listingsOwnerService } from './modules/listings/listings.owner.service';
import { ownerCalendarService } from './modules/listings/owner-calendar.service';
import { listingsBookingService } from './modules/listings/listings.booking.service';
import { listingsService } from './modules/listings/listings.service';
import { calendarService } from './modules/listings/calendar/calendar.service';
import { ownedListingAccess } from './modules/listings/listings.owner.access';
import { listingRatingsService } from './modules/listings/ratings.service';
import { listingCountsService } from './modules/listings/counts.service';
import { listingNamesService } from './modules/listings/names.service';
import { payoutsService } from './modules/payments/payouts.service';
import { sellersService } from './modules/sellers/sellers.service';
import { seoService } from './modules/seo/seo.service';
import { auditLog } from './modules/operator/audit';
import { contactInbox } from './modules/operator/messages.service';
import { operatorService } from './modules/operator/operator.service';
import { reportsService } from './modules/reports/reports.service';
import { conditionReportsService } from './modules/condition-reports/condition-reports.service';
import { privacyService } from './modules/privacy/privacy.service';
import { ownersService } from './modules/owners/owners.service';
import { favouritesService } from './modules/favourites/favourites.service';
import { mailService } from './modules/mail/mail.service';
import { usersService } from './modules/users/users.service';
import { reviewFigures, reviewsService, reviewWritten } from './modules/reviews/reviews.service';
import { realtimeHub } from './realtime/hub';
import { retentionService } from './jobs/retention';

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  storage: FileStorage;
  log?: FastifyBaseLogger;
  /** Tests may swap the payment provider. */
  payments?: PaymentProvider;
  /** The clock reservations run on (time guards, expiry); tests move it forward. */
  now?: () => Date;
  /** Awaited before the search index loads (tests hold it loading). */
  beforeIndexLoad?: () => Promise<void>;
}

/** Every service, wired once per app. Modules reach each other only through these. */
export function createServices(ctx: AppContext) {
  const { config, storage } = ctx;
  const { db } = ctx.database;
  const mail = mailService(db, config, ctx.log, ctx.now);
  // Owner figures the users and owners modules show, kept by modules wired after them.
  const listingCounts = listingCountsService(db);
  const listingCountsOf = listingCounts.byOwner;
  const reviewFiguresOf = reviewFigures(db);
  const users = usersService({
    db,
    config,
    storage,
    owners: { listingCountsOf, reviewFiguresOf },
  });
  const auth = authService({ db, config, mail, users, log: ctx.log });
  const payments = ctx.payments ?? createPaymentProvider(config);
  // A listing's rental type, category, policy and shipping options are the content module's
  // rows: the listings services look them up through it, on their transaction.
  const content = contentService(db, {
    publishedCounts: listingCounts.published,
    // The contact form's messages are the operator module's inbox (contact_messages).
    receiveContactMessage: contactInbox(db).receive,
    fees: config.fees,
    claimWindowHours: config.claims.windowHours,
  });
  const listingsBooking = listingsBookingService(db, { users, content });
  const reservations = reservationsService({
    db,
    config,
    mail,
    payments,
    listings: listingsBooking,
    users,
    // The reviews module depends on reservations (a review is written under its lock), so
    // reservations get its answer as a function rather than importing it.
    hasReviewed: reviewWritten(db),
    now: ctx.now ?? (() => new Date()),
    log: ctx.log,
  });
  const cart = cartService({ db, users, reservations });
  // Every committed reservation change reaches renter and owner live (realtime/socket.ts).
  const realtime = realtimeHub();
  reservations.onChange((e) => realtime.emit('reservationUpdated', e));
  auth.onSessionsEnded((e) => realtime.emit('sessionsEnded', e));
  const listings = listingsService(db, {
    cacheSeconds: config.listingCacheSeconds,
    detailCacheBytes: config.listingDetailCacheBytes,
    searchIndex: config.searchIndex,
    log: ctx.log,
    now: ctx.now,
    beforeIndexLoad: ctx.beforeIndexLoad,
  });
  // A reservation booked, cancelled or ended changes which listings are free on its days.
  reservations.onChange(() => listings.forgetAvailability());
  const holds = listingHoldsService();
  const operator = operatorService({
    db,
    config,
    mail,
    machine: reservations,
    people: users,
    auth,
    holds,
    onListingsChange: () => listings.forget(),
  });
  const chat = chatService({ db, hub: realtime, users, listings: listingsBooking, reservations });
  // Deposit and claim steps are told in the parties' chat by OwnLess (decision 0027).
  reservations.onSystemMessage((message) => chat.postSystem(message));
  // Condition reports at hand-over and return, decided under the reservation's row lock.
  const conditionReports = conditionReportsService({
    db,
    config,
    storage,
    reservations,
    users,
    now: ctx.now,
  });
  return {
    realtime,
    chat,
    payments,
    cart,
    reservations,
    reviews: reviewsService({
      db,
      reservations,
      listingRatings: listingRatingsService(),
      users,
      listingNamesOf: listingNamesService(db).namesOf,
    }),
    mail,
    users,
    auth,
    content,
    owners: ownersService(db, { reviewFiguresOf }),
    favourites: favouritesService({ db, listings }),
    seo: seoService({ config, listings, users, content }),
    listings,
    listingsBooking,
    listingsOwner: listingsOwnerService({
      db,
      config,
      storage,
      users,
      content,
      // Reservations depend on the listings module (listingsBooking), so the listings
      // module gets their answer as a function rather than importing it.
      bookedOnDaysIn: reservations.bookedOnDaysIn,
      onChange: () => listings.forget(),
    }),
    // The owner's calendar across listings reads bookings the same way: handed over.
    ownerCalendar: ownerCalendarService({
      db,
      users,
      bookedOnListings: reservations.bookedOnListings,
    }),
    // Calendar sync of listings (decision 0028): export URLs and imported calendars.
    calendar: calendarService({
      db,
      config,
      access: ownedListingAccess({ db, onChange: () => listings.forget() }),
      onChange: () => listings.forget(),
      localeOf: async (id) => (await users.find(id))?.locale ?? null,
      now: ctx.now,
      log: ctx.log,
    }),
    sellers: sellersService({ db, config, mail, users }),
    operator,
    // Reports (decision 0026): the operators act through the operator module's service, and
    // the audit entry is handed over as a function that writes it in the action's transaction.
    reports: reportsService({
      db,
      mail,
      operator,
      auditIn: (tx, entry) => auditLog(tx).record(entry),
      now: ctx.now,
    }),
    // A person's data export and account deletion (decision 0022): the audit entry and the
    // contact inbox are the operator module's, handed over as functions on the transaction.
    privacy: privacyService({
      db,
      config,
      mail,
      users,
      auth,
      holds,
      realtime,
      auditIn: (tx, entry) => auditLog(tx).record(entry),
      forgetContactSenderIn: (tx, userId, name, email) =>
        contactInbox(tx).forgetSender(userId, name, email),
      onListingsChange: () => listings.forget(),
      log: ctx.log,
      now: ctx.now,
    }),
    payouts: payoutsService({ config, users, db, reservations }),
    conditionReports,
    // Damage claims on deposits: steps of the deposit machine the reservations module applies.
    claims: claimsService({
      db,
      storage,
      windowHours: config.claims.windowHours,
      reservations,
      users,
      listings: listingsBooking,
      chat,
      // A claim cites only its own rental's condition reports.
      conditionReports,
      assertAdmin: operator.assertAdmin,
    }),
    // Deletes ended tokens, old mail, Stripe events and change log rows (jobs/scheduler.ts).
    retention: retentionService({ db, config, now: ctx.now }),
    // The console's content editing is the content module's; its routes and audit trail
    // are the operator module's, so the audit entry is handed over as a function that
    // writes it in the change's transaction.
    contentConsole: contentConsoleService({
      db,
      storage,
      users,
      listings: listingTaxonomyLinksService({ content }),
      listingCountsIn: listingCounts.allIn,
      auditIn: (tx, entry) => auditLog(tx).record(entry),
      onPublicChange: () => listings.forget(),
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    storage: FileStorage;
    services: Services;
  }
  interface FastifyRequest {
    /** The signed-in user's id, or null for guests (set by the auth plugin). */
    userId: number | null;
  }
}
