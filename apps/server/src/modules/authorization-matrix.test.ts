import { asc, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../db/schema';
import { useTestApp, type TestContext } from '../test/app';
import { loginAs } from '../test/auth';
import { DAY, inDays } from '../test/clock';
import { createListing, createOwner, createUser } from '../test/factories';
import { multipart } from '../test/multipart';
import { GOOD_CARD, requestReservation } from '../test/reservations';
import { collectApiRoutes, routeKey } from '../test/route-matrix';
import { CALENDAR_FILES_PREFIX } from '../test/route-table';

/**
 * The authorization matrix: every API route, asked by each kind of caller, against a
 * world where each party has data of their own. A route missing from MATRIX fails, so a
 * new route cannot ship without saying who may call it.
 */

const ROLES = ['guest', 'renter', 'otherRenter', 'owner', 'otherOwner', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Expectation = Record<Role, readonly number[]>;
type Req = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers' | 'remoteAddress'>;

interface Probe {
  name: string;
  request(w: World, role: Role): Req | Promise<Req>;
  /** For each role, every status that is a right answer; a refusal is never 2xx. */
  expect: Expectation;
  /** The data a refused request must leave exactly as it was. */
  target?(w: World): Promise<unknown>;
  /** Checks an answered body holds nothing of somebody else. */
  inspect?(body: any, role: Role, w: World): unknown;
  /** Checks a refusal says nothing of why (the same answer whoever asks). */
  inspectRefusal?(res: {
    status: number;
    body: unknown;
    headers: Record<string, unknown>;
  }): unknown;
  /** Bodies that may carry e-mail addresses (operators', the dev mailbox). */
  showsEmails?: boolean;
  /** Changes the callers themselves or shared data: run after every other probe. */
  last?: boolean;
  /** The party whose data the route acts on: called after the other answered roles. */
  ownedBy?: Role;
}

interface RouteEntry {
  /** `public` routes answer guests; `user` routes refuse them and declare `requireUser`. */
  access: 'public' | 'user';
  /** Registered only under some configurations (the development mailbox). */
  optional?: boolean;
  probes: Probe[];
}

const isoDay = (days: number) => inDays(days).slice(0, 10);

const OK = [200] as const;
const CREATED = [201] as const;
const U = [401] as const;
const F = [403] as const;
const N = [404] as const;
/** Expectations in ROLES order: guest, renter, other renter, owner, other owner, admin. */
const m = (...codes: (readonly number[])[]): Expectation =>
  Object.fromEntries(ROLES.map((role, i) => [role, codes[i]!])) as unknown as Expectation;
const everyone = (codes: readonly number[]) => m(codes, codes, codes, codes, codes, codes);
/** Signed-in users act on their own account only: guests are refused, everyone else answered. */
const self = (codes: readonly number[]) => m(U, codes, codes, codes, codes, codes);

const get = (url: string): Req => ({ method: 'GET', url });
const post = (url: string, payload: object = {}): Req => ({ method: 'POST', url, payload });

type World = Awaited<ReturnType<typeof buildWorld>>;

async function buildWorld(ctx: TestContext) {
  const db = ctx.database.db;
  const admin = await createUser(db, { roles: ['customer', 'admin'], firstName: 'Ada' });
  const renter = await createUser(db, { firstName: 'Rita' });
  const otherRenter = await createUser(db, { firstName: 'Omar' });
  const owner = await createOwner(db, { firstName: 'Olga' });
  const otherOwner = await createOwner(db, { firstName: 'Otto' });
  const users = { renter, otherRenter, owner, otherOwner, admin };
  const headers: Record<Role, Record<string, string>> = { guest: {} } as Record<
    Role,
    Record<string, string>
  >;
  for (const role of ['renter', 'otherRenter', 'owner', 'otherOwner', 'admin'] as const) {
    headers[role] = { authorization: (await loginAs(ctx, users[role].email)).authorization };
  }
  const call = async (role: Role, req: Req, status: number) => {
    const res = await ctx.request({
      ...req,
      headers: { ...headers[role], ...(req.headers as object) },
    } as InjectOptions);
    if (res.status !== status)
      throw new Error(
        `${req.method} ${req.url} as ${role}: ${res.status} ${JSON.stringify(res.body)}`,
      );
    return res.body;
  };

  const images = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      filePath: `/uploads/listings/fixture-${i}.webp`,
      isCover: i === 0,
    }));
  const listing = {
    main: await createListing(db, { ownerId: owner.id, name: 'Cordless drill' }),
    draft: await createListing(db, {
      ownerId: owner.id,
      name: 'Secret draft',
      status: 'Draft',
      images: images(1),
    }),
    inactive: await createListing(db, {
      ownerId: owner.id,
      name: 'Resting tent',
      status: 'Inactive',
      images: images(1),
    }),
    toDeactivate: await createListing(db, { ownerId: owner.id, name: 'Kayak', images: images(1) }),
    photos: await createListing(db, {
      ownerId: owner.id,
      name: 'Camera',
      status: 'Draft',
      images: images(3),
    }),
    other: await createListing(db, { ownerId: otherOwner.id, name: 'Ladder', images: images(2) }),
  };
  const imagesOf = async (listingId: number) =>
    (
      await db
        .select()
        .from(t.listingImages)
        .where(eq(t.listingImages.listingId, listingId))
        .orderBy(asc(t.listingImages.position))
    ).map((i) => i.id);
  const image = {
    photos: await imagesOf(listing.photos.id),
    other: await imagesOf(listing.other.id),
  };
  await call(
    'owner',
    post(`/api/listing/${listing.photos.id}/blockdate`, {
      start_date: isoDay(200),
      end_date: isoDay(202),
    }),
    200,
  );
  await call(
    'otherOwner',
    post(`/api/listing/${listing.other.id}/blockdate`, {
      start_date: isoDay(200),
      end_date: isoDay(202),
    }),
    200,
  );
  const blockOf = async (listingId: number) =>
    (
      await db
        .select()
        .from(t.listingBlockedDates)
        .where(eq(t.listingBlockedDates.listingId, listingId))
    )[0]!.id;
  const block = {
    photos: await blockOf(listing.photos.id),
    other: await blockOf(listing.other.id),
  };
  // Imported calendars (a refused address: a sync answers at once, without the network).
  const feedOf = async (listingId: number) =>
    (
      await db
        .insert(t.calendarFeeds)
        .values({ listingId, url: 'http://127.0.0.1:9/cal.ics', name: 'Elsewhere' })
        .returning()
    )[0]!.id;
  const feed = { photos: await feedOf(listing.photos.id), other: await feedOf(listing.other.id) };
  // Export links of the owner's listing and of all the owner's listings (their secrets are
  // read when a probe runs: other probes replace them).
  await call('owner', post(`/api/listing/${listing.main.id}/ical-secret`), 200);
  await call('owner', post('/api/user/ical-secret'), 200);

  // Reservations of the renter on the owner's listing, one per state a route acts on;
  // each on its own days so approvals never compete for the single item.
  let day = 4;
  const requestAs = async (role: Role, listingId: number) => {
    day += 2;
    return (await requestReservation(ctx, headers[role], listingId, { start: day })).id;
  };
  const act = (role: Role, id: number, action: string, payload: object = {}) =>
    call(role, post(`/api/reservation/${id}/${action}`, payload), 200);
  const reach = async (
    state: 'pending' | 'approved' | 'paid' | 'ongoing' | 'completed',
    listingId = listing.main.id,
    renterRole: Role = 'renter',
    ownerRole: Role = 'owner',
  ) => {
    const id = await requestAs(renterRole, listingId);
    if (state === 'pending') return id;
    await act(ownerRole, id, 'approve');
    if (state === 'approved') return id;
    await act(renterRole, id, 'checkout-items', { card: GOOD_CARD });
    if (state === 'paid') return id;
    // Rentals start on their start day (the machine's time guard): the services' clock
    // moves there for the hand-over and comes back.
    clockOffset = (day + 1) * DAY;
    try {
      await act(renterRole, id, 'rent-period-action', { action: 'start' });
      if (state === 'ongoing') return id;
      await act(ownerRole, id, 'complete-rent');
      return id;
    } finally {
      clockOffset = 0;
    }
  };
  const reservation = {
    toApprove: await reach('pending'),
    toReject: await reach('pending'),
    toCancel: await reach('pending'),
    toPay: await reach('approved'),
    toCancelByOwner: await reach('approved'),
    toStart: await reach('paid'),
    toShip: await reach('paid'),
    toComplete: await reach('ongoing'),
    toReview: await reach('completed'),
    viewed: await reach('paid'),
    // A card whose bank asks for 3-D Secure (the sandbox's 4000 0025 0000 3155): waiting for confirmation.
    toConfirm: await (async () => {
      const id = await reach('approved');
      const body = await call(
        'renter',
        post(`/api/reservation/${id}/checkout-items`, {
          card: { ...GOOD_CARD, number: '4000002500003155' },
        }),
        202,
      );
      return { id, intent: body.payment_action.payment_intent_id as string };
    })(),
    // The other parties' own business, which lists must never show the renter or owner.
    otherRenters: await reach('paid', listing.main.id, 'otherRenter'),
    otherOwners: await reach('completed', listing.other.id, 'otherRenter', 'otherOwner'),
  };
  await call(
    'otherRenter',
    post(`/api/reservation/${reservation.otherOwners}/review`, {
      rating: 4,
      comment: 'Solid ladder.',
    }),
    201,
  );

  const renterCart = await call(
    'renter',
    post('/api/cart/add-to-cart', {
      listing_id: listing.main.id,
      frequency: 'Daily',
      start_at: inDays(120),
      units: 1,
    }),
    200,
  );
  await call(
    'otherRenter',
    post('/api/cart/add-to-cart', {
      listing_id: listing.other.id,
      frequency: 'Daily',
      start_at: inDays(120),
      units: 1,
    }),
    200,
  );
  const cart = {
    id: renterCart.cartData.cartId as number,
    item: renterCart.cartData.cartItems[0].id as number,
  };
  await call('renter', { method: 'PUT', url: `/api/favourites/${listing.main.id}` }, 200);
  await call('otherRenter', { method: 'PUT', url: `/api/favourites/${listing.other.id}` }, 200);

  // Seller applications waiting for an operator (SELLER_APPROVAL=manual below).
  const application = async () => {
    const applicant = await createUser(db);
    const { authorization } = await loginAs(ctx, applicant.email);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/seller/application',
      headers: { authorization },
      payload: sellerApplication,
    });
    if (res.status !== 200)
      throw new Error(`application: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.application.id as number;
  };
  const applications = { toApprove: await application(), toReject: await application() };

  // A conversation of the renter with the owner, and one between the other two.
  const chatOf = async (from: Role, to: Role) => {
    const body = await call(
      from,
      post('/api/chat/initChat', {
        senderId: users[from as keyof typeof users].id,
        receiverId: users[to as keyof typeof users].id,
      }),
      201,
    );
    await call(
      from,
      post('/api/chat/send-message', {
        senderId: users[from as keyof typeof users].id,
        receiverId: users[to as keyof typeof users].id,
        message: 'Is it free next week?',
      }),
      201,
    );
    return body.chat.id as number;
  };
  const chat = {
    renters: await chatOf('renter', 'owner'),
    others: await chatOf('otherRenter', 'otherOwner'),
  };
  // A second signed-in device of the renter, for the sessions routes.
  await loginAs(ctx, renter.email);
  const sessions = await call('renter', get('/api/sessions'), 200);
  const spareSession = (sessions.sessions as { id: number; current: boolean }[]).find(
    (x) => !x.current,
  )!.id;

  // The operator console's targets: people and listings no other probe relies on.
  const operatorTargets = {
    toSuspend: (await createUser(db, { firstName: 'Sid' })).id,
    suspended: (await createUser(db, { firstName: 'Sue', suspendedAt: new Date() })).id,
    toUnpublish: (
      await createListing(db, { ownerId: otherOwner.id, name: 'Canoe', images: images(1) })
    ).id,
    toBulk: (await createListing(db, { ownerId: otherOwner.id, name: 'Paddle', images: images(1) }))
      .id,
    held: (
      await createListing(db, {
        ownerId: otherOwner.id,
        name: 'Held tent',
        status: 'Inactive',
        images: images(1),
      })
    ).id,
    // The operators' reservations and reviews: a paid booking, the other renter's review
    // of the other owner, and the other owner's review of them, hidden.
    toCancel: await reach('paid'),
    toHide: (
      await db.select().from(t.reviews).where(eq(t.reviews.reservationId, reservation.otherOwners))
    )[0]!.id,
    hiddenReview: (
      await db
        .insert(t.reviews)
        .values({
          reservationId: reservation.otherOwners,
          listingId: listing.other.id,
          authorId: otherOwner.id,
          subjectId: otherRenter.id,
          authorRole: 'owner',
          rating: 1,
          comment: 'Hidden by the operators.',
          hiddenAt: new Date(),
          hiddenReason: 'Test.',
        })
        .returning()
    )[0]!.id,
  };
  await db
    .update(t.listings)
    .set({ operatorHold: 'unpublished', operatorHoldReason: 'Test.' })
    .where(eq(t.listings.id, operatorTargets.held));
  // A report for the operators to resolve: the other renter's report of a bystander.
  const [reportToResolve] = await db
    .insert(t.reports)
    .values({
      reporterId: otherRenter.id,
      kind: 'user',
      targetId: operatorTargets.toSuspend,
      subjectId: operatorTargets.toSuspend,
      targetLabel: 'Sid Tester',
      reason: 'scam',
    })
    .returning();

  return {
    db,
    users,
    headers,
    listing,
    image,
    block,
    feed,
    reservation,
    cart,
    applications,
    chat,
    spareSession,
    operatorTargets,
    reportToResolve: reportToResolve!.id,
    claims: await claimsWorld(db, reach),
  };
}

/**
 * Deposits in their claim window (decision 0027), on completed rentals of the renter with
 * the owner, written as the checkout and the return would leave them: one to claim on,
 * claims to accept and to dispute, and a disputed one for the operators.
 */
async function claimsWorld(
  db: TestContext['database']['db'],
  reach: (state: 'completed') => Promise<number>,
) {
  const HOUR = 3_600_000;
  const depositOn = async (stage: 'held' | 'claimed' | 'disputed') => {
    const reservationId = await reach('completed');
    const [deposit] = await db
      .insert(t.deposits)
      .values({ reservationId, amountCents: 600, mode: 'charge', stage, itemBackAt: new Date() })
      .returning();
    if (stage === 'held') return { reservation: reservationId, claim: 0 };
    const [claim] = await db
      .insert(t.claims)
      .values({
        reservationId,
        depositId: deposit!.id,
        amountCents: 500,
        reason: 'The lens cap came back cracked.',
        status: stage === 'claimed' ? 'open' : 'disputed',
        respondBy: new Date(Date.now() + 72 * HOUR),
        ...(stage === 'disputed'
          ? { disputeReason: 'It was cracked at hand-over.', disputedAt: new Date() }
          : {}),
      })
      .returning();
    return { reservation: reservationId, claim: claim!.id };
  };
  return {
    toOpen: await depositOn('held'),
    toAccept: await depositOn('claimed'),
    toDispute: await depositOn('claimed'),
    toDecide: await depositOn('disputed'),
  };
}

const sellerApplication = {
  legal_name: 'Pat Applicant',
  phone: '+1 512 555 0100',
  address_line: '1 Main Street',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  date_of_birth: '1980-05-01',
};

/** The content rows the console's probes act on, made once (the matrix keeps one world). */
let contentRows: Promise<Record<string, number>> | null = null;
const contentTargets = () => {
  contentRows ??= (async () => {
    const db = ctx.database.db;
    const blog = async (slug: string) =>
      (
        await db
          .insert(t.blogPosts)
          .values({
            slug,
            title: slug,
            excerpt: 'An excerpt.',
            content: 'Some content.',
            authorName: 'Ada',
            status: 'draft',
          })
          .returning()
      )[0]!.id;
    const faq = async (question: string) =>
      (
        await db
          .insert(t.faqs)
          .values({ question, answer: 'Yes.', category: 'Matrix', position: 9 })
          .returning()
      )[0]!.id;
    const type = async (slug: string) =>
      (await db.insert(t.rentalTypes).values({ name: slug, slug, position: 99 }).returning())[0]!
        .id;
    const matrixType = await type('matrix-type');
    const category = async (slug: string) =>
      (
        await db
          .insert(t.categories)
          .values({ name: slug, slug, rentalTypeId: matrixType, position: 99 })
          .returning()
      )[0]!.id;
    const [terms] = await db
      .select()
      .from(t.termsAndConditions)
      .where(eq(t.termsAndConditions.category, 'listing'));
    const [shipping] = await db
      .insert(t.shippingOptions)
      .values({ key: 'matrix-van', name: 'Matrix van', priceCents: 500 })
      .returning();
    return {
      post: await blog('matrix-post'),
      postToDelete: await blog('matrix-post-to-delete'),
      faq: await faq('Matrix question?'),
      faqToDelete: await faq('Matrix question to delete?'),
      type: matrixType,
      typeToDelete: await type('matrix-type-to-delete'),
      category: await category('matrix-category'),
      categoryToDelete: await category('matrix-category-to-delete'),
      terms: terms!.id,
      shipping: shipping!.id,
    };
  })();
  return contentRows;
};
/** Everything the console's content routes write: refused callers must leave it as it was. */
const contentState = async (w: World) => {
  await contentTargets();
  const [posts, faqs, types, cats, versions, shipping, terms] = await Promise.all([
    w.db.select().from(t.blogPosts).orderBy(asc(t.blogPosts.id)),
    w.db.select().from(t.faqs).orderBy(asc(t.faqs.id)),
    w.db.select().from(t.rentalTypes).orderBy(asc(t.rentalTypes.id)),
    w.db.select().from(t.categories).orderBy(asc(t.categories.id)),
    w.db.select().from(t.contentVersions).orderBy(asc(t.contentVersions.id)),
    w.db.select().from(t.shippingOptions).orderBy(asc(t.shippingOptions.id)),
    w.db.select().from(t.termsAndConditions).orderBy(asc(t.termsAndConditions.id)),
  ]);
  return { posts, faqs, types, cats, versions, shipping, terms };
};
const blogInput = (title: string) => ({
  title,
  excerpt: 'A summary of the matrix post.',
  content: 'The matrix post says very little.',
  author_name: 'Ada',
});
const faqInput = (question: string) => ({ question, answer: 'An answer.', category: 'Matrix' });
const coverPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .png()
    .toBuffer();

/** The export secrets as they are now (probes of the secret routes replace them). */
const listingSecret = async (w: World) =>
  (
    await w.db
      .select({ secret: t.listings.icalSecret })
      .from(t.listings)
      .where(eq(t.listings.id, w.listing.main.id))
  )[0]!.secret!;
const ownerSecret = async (w: World) =>
  (
    await w.db
      .select({ secret: t.ownerCalendarSecrets.secret })
      .from(t.ownerCalendarSecrets)
      .where(eq(t.ownerCalendarSecrets.userId, w.users.owner.id))
  )[0]!.secret;
/** A calendar link without its secret: the same plain "Not found" whoever asks, uncached. */
const bareNotFound = (res: { body: unknown; headers: Record<string, unknown> }) => {
  expect(res.body).toBe('Not found');
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(res.headers['cache-control']).toBe('private, no-store');
};

const idOf = (w: World, role: Role) => (role === 'guest' ? null : w.users[role].id);
const userRow = (pick: (w: World) => number) => async (w: World) =>
  w.db
    .select()
    .from(t.users)
    .where(eq(t.users.id, pick(w)));
/** A contact message and a failed mail for the operator messages probes (made once). */
async function probeMessage(w: World) {
  const subject = 'Matrix probe';
  const [found] = await w.db
    .select({ id: t.contactMessages.id })
    .from(t.contactMessages)
    .where(eq(t.contactMessages.subject, subject));
  if (found) return found.id;
  const [row] = await w.db
    .insert(t.contactMessages)
    .values({ name: 'Pat', email: 'pat@example.com', subject, message: 'Can you help me?' })
    .returning({ id: t.contactMessages.id });
  return row!.id;
}
const messageRow = async (w: World) => {
  const id = await probeMessage(w);
  return Promise.all([
    w.db.select().from(t.contactMessages).where(eq(t.contactMessages.id, id)),
    w.db.select().from(t.contactMessageReplies).where(eq(t.contactMessageReplies.messageId, id)),
  ]);
};
async function probeMail(w: World) {
  const [found] = await w.db
    .select({ id: t.mailOutbox.id })
    .from(t.mailOutbox)
    .where(eq(t.mailOutbox.status, 'failed'));
  if (found) return found.id;
  const [row] = await w.db
    .insert(t.mailOutbox)
    .values({
      toEmail: 'pat@example.com',
      subject: 'Probe',
      text: 'x',
      html: 'x',
      status: 'failed',
      error: '550 refused',
      attempts: 1,
    })
    .returning({ id: t.mailOutbox.id });
  return row!.id;
}
const reviewRow = (pick: (w: World) => number) => async (w: World) =>
  w.db
    .select()
    .from(t.reviews)
    .where(eq(t.reviews.id, pick(w)));
const applicationRow = (pick: (w: World) => number) => async (w: World) =>
  w.db
    .select()
    .from(t.sellerApplications)
    .where(eq(t.sellerApplications.id, pick(w)));
const listingState = (pick: (w: World) => number) => async (w: World) => {
  const id = pick(w);
  const [listing, images, blocks] = await Promise.all([
    w.db.select().from(t.listings).where(eq(t.listings.id, id)),
    w.db
      .select()
      .from(t.listingImages)
      .where(eq(t.listingImages.listingId, id))
      .orderBy(asc(t.listingImages.id)),
    w.db
      .select()
      .from(t.listingBlockedDates)
      .where(eq(t.listingBlockedDates.listingId, id))
      .orderBy(asc(t.listingBlockedDates.id)),
  ]);
  return { listing, images, blocks };
};
const reservationState = (pick: (w: World) => number) => async (w: World) => {
  const id = pick(w);
  const [reservation, ledger, events, reviews] = await Promise.all([
    w.db.select().from(t.reservations).where(eq(t.reservations.id, id)),
    w.db
      .select()
      .from(t.ledgerEntries)
      .where(eq(t.ledgerEntries.reservationId, id))
      .orderBy(asc(t.ledgerEntries.id)),
    w.db
      .select()
      .from(t.reservationEvents)
      .where(eq(t.reservationEvents.reservationId, id))
      .orderBy(asc(t.reservationEvents.id)),
    w.db.select().from(t.reviews).where(eq(t.reviews.reservationId, id)).orderBy(asc(t.reviews.id)),
  ]);
  return { reservation, ledger, events, reviews };
};
const cartState = async (w: World) => ({
  cart: await w.db.select().from(t.carts).where(eq(t.carts.id, w.cart.id)),
  items: await w.db
    .select()
    .from(t.cartItems)
    .where(eq(t.cartItems.cartId, w.cart.id))
    .orderBy(asc(t.cartItems.id)),
  reservations: await w.db
    .select({ id: t.reservations.id })
    .from(t.reservations)
    .where(eq(t.reservations.renterId, w.users.renter.id)),
});

/** Lists of reservations hold only the caller's own, as renter or as owner. */
const onlyOwnReservations = (body: any, role: Role, w: World) => {
  const me = idOf(w, role);
  for (const item of body.items) expect([item.renter.id, item.listing.owner.id]).toContain(me);
};

/** Search shows published listings only, whoever asks and however. */
const onlyPublished = async (body: any, _role: Role, w: World) => {
  const ids = body.items.map((i: { id: number }) => i.id) as number[];
  const rows = ids.length
    ? await w.db
        .select({ status: t.listings.status })
        .from(t.listings)
        .where(inArray(t.listings.id, ids))
    : [];
  expect(rows.every((r) => r.status === 'Published')).toBe(true);
};

/** A reservation action probe: only `allowed` may act, on a reservation of the renter with the owner. */
const reservationAction = (
  action: string,
  pick: (w: World) => number,
  expectation: Expectation,
  payload: object = {},
): Probe => ({
  name: `${action} on the renter's reservation`,
  request: (w) => post(`/api/reservation/${pick(w)}/${action}`, payload),
  expect: expectation,
  target: reservationState(pick),
});

const parties = (renter: readonly number[], owner: readonly number[]) =>
  m(U, renter, F, owner, F, F);

const MATRIX: Record<string, RouteEntry> = {
  // Health, runtime settings and reference content: public.
  'GET /api/health': {
    access: 'public',
    probes: [{ name: 'health', request: () => get('/api/health'), expect: everyone(OK) }],
  },
  'GET /api/health/live': {
    access: 'public',
    probes: [{ name: 'liveness', request: () => get('/api/health/live'), expect: everyone(OK) }],
  },
  'GET /api/health/ready': {
    access: 'public',
    probes: [{ name: 'readiness', request: () => get('/api/health/ready'), expect: everyone(OK) }],
  },
  'GET /api/config': {
    access: 'public',
    probes: [{ name: 'settings', request: () => get('/api/config'), expect: everyone(OK) }],
  },
  // The API reference (decision 0010): public, like the API's shape it describes.
  'GET /api/docs': {
    access: 'public',
    probes: [{ name: 'reference page', request: () => get('/api/docs'), expect: everyone(OK) }],
  },
  'GET /api/docs/json': {
    access: 'public',
    probes: [
      { name: 'OpenAPI document', request: () => get('/api/docs/json'), expect: everyone(OK) },
    ],
  },
  'GET /api/docs/yaml': {
    access: 'public',
    probes: [
      {
        name: 'OpenAPI document as YAML',
        request: () => get('/api/docs/yaml'),
        expect: everyone(OK),
      },
    ],
  },
  'GET /api/docs/static/index.html': {
    access: 'public',
    probes: [
      {
        name: 'redirects to the page',
        request: () => get('/api/docs/static/index.html'),
        expect: everyone([302]),
      },
    ],
  },
  'GET /api/docs/static/swagger-initializer.js': {
    access: 'public',
    probes: [
      {
        name: 'UI settings',
        request: () => get('/api/docs/static/swagger-initializer.js'),
        expect: everyone(OK),
      },
    ],
  },
  // GET /api/docs/static/* (the UI's scripts and styles): printRoutes, which the matrix
  // reads, folds that wildcard into its parent node.
  'GET /api/docs*': {
    access: 'public',
    probes: [
      {
        name: 'UI assets',
        request: () => get('/api/docs/static/swagger-ui.css'),
        expect: everyone(OK),
      },
    ],
  },
  'GET /api/rental-types': {
    access: 'public',
    probes: [{ name: 'list', request: () => get('/api/rental-types'), expect: everyone(OK) }],
  },
  'GET /api/categories': {
    access: 'public',
    probes: [{ name: 'list', request: () => get('/api/categories'), expect: everyone(OK) }],
  },
  'GET /api/rental-type-stats': {
    access: 'public',
    probes: [{ name: 'stats', request: () => get('/api/rental-type-stats'), expect: everyone(OK) }],
  },
  'GET /api/faqs': {
    access: 'public',
    probes: [{ name: 'list', request: () => get('/api/faqs'), expect: everyone(OK) }],
  },
  'GET /api/policies': {
    access: 'public',
    probes: [{ name: 'list', request: () => get('/api/policies'), expect: everyone(OK) }],
  },
  'GET /api/shipping-options': {
    access: 'public',
    probes: [{ name: 'list', request: () => get('/api/shipping-options'), expect: everyone(OK) }],
  },
  'GET /api/all-terms-and-conditions': {
    access: 'public',
    probes: [
      { name: 'list', request: () => get('/api/all-terms-and-conditions'), expect: everyone(OK) },
    ],
  },
  'GET /api/terms-and-conditions': {
    access: 'public',
    probes: [
      {
        name: 'list',
        request: () => get('/api/terms-and-conditions?category=renter'),
        expect: everyone(OK),
      },
    ],
  },
  'GET /api/blog-posts': {
    access: 'public',
    probes: [{ name: 'list', request: () => get('/api/blog-posts'), expect: everyone(OK) }],
  },
  'GET /api/blog-posts/:id': {
    access: 'public',
    probes: [
      { name: 'latest', request: () => get('/api/blog-posts/latest'), expect: everyone(OK) },
    ],
  },
  'POST /api/contact': {
    access: 'public',
    probes: [
      {
        name: 'message',
        request: () =>
          post('/api/contact', {
            name: 'Visitor',
            email: 'visitor@example.test',
            subject: 'Hello',
            message: 'Just saying hello to the team.',
          }),
        expect: everyone(CREATED),
      },
    ],
  },
  'GET /api/places/autocomplete': {
    access: 'public',
    probes: [
      {
        name: 'search',
        request: () => get('/api/places/autocomplete?q=Austin'),
        expect: everyone(OK),
      },
    ],
  },
  'GET /api/places/:placeId': {
    access: 'public',
    probes: [
      { name: 'unknown place', request: () => get('/api/places/nowhere'), expect: everyone(N) },
    ],
  },
  'GET /api/owners': {
    access: 'public',
    probes: [{ name: 'agents', request: () => get('/api/owners'), expect: everyone(OK) }],
  },
  // Kept while mail is not sent (decision 0004): it shows addresses by design.
  'GET /api/dev/mailbox': {
    access: 'public',
    optional: true,
    probes: [
      {
        name: 'from this machine',
        request: () => get('/api/dev/mailbox'),
        expect: everyone(OK),
        showsEmails: true,
      },
      {
        name: 'from another machine',
        request: () => ({ ...get('/api/dev/mailbox'), remoteAddress: '203.0.113.9' }),
        expect: everyone(N),
      },
      {
        name: 'through a proxy',
        request: () => ({
          ...get('/api/dev/mailbox'),
          headers: { 'x-forwarded-for': '203.0.113.9' },
        }),
        expect: everyone(N),
      },
    ],
  },

  // Accounts.
  'POST /api/register': {
    access: 'public',
    probes: [
      {
        name: 'sign up',
        request: (_w, role) =>
          post('/api/register', {
            first_name: 'New',
            last_name: 'Person',
            email: `new-${role}-${Date.now()}@example.test`,
            password: 'a long unusual passphrase 42',
            password_confirmation: 'a long unusual passphrase 42',
          }),
        expect: everyone(CREATED),
      },
    ],
  },
  'POST /api/login': {
    access: 'public',
    probes: [
      {
        name: 'wrong password',
        request: (w) =>
          post('/api/login', { email: w.users.renter.email, password: 'not the password at all' }),
        expect: everyone([422]),
      },
    ],
  },
  'POST /api/2fa/send-code-via-email': {
    access: 'public',
    probes: [
      {
        name: 'unknown challenge',
        request: () => post('/api/2fa/send-code-via-email', { challenge_token: 'x'.repeat(43) }),
        expect: everyone([400]),
      },
    ],
  },
  'POST /api/2fa/verify': {
    access: 'public',
    probes: [
      {
        name: 'unknown challenge',
        request: () => post('/api/2fa/verify', { challenge_token: 'x'.repeat(43), code: '123456' }),
        expect: everyone([400]),
      },
    ],
  },
  'GET /api/email/verify': {
    access: 'public',
    probes: [
      {
        name: 'bad token',
        request: () => get('/api/email/verify?token=nope'),
        expect: everyone([302]),
      },
    ],
  },
  'POST /api/password/email': {
    access: 'public',
    probes: [
      {
        name: 'request link',
        request: () => post('/api/password/email', { email: 'nobody@example.test' }),
        expect: everyone(OK),
      },
    ],
  },
  'POST /api/password/reset': {
    access: 'public',
    probes: [
      {
        name: 'bad token',
        request: (w) =>
          post('/api/password/reset', {
            token: 'x'.repeat(43),
            email: w.users.renter.email,
            password: 'a long unusual passphrase 42',
            password_confirmation: 'a long unusual passphrase 42',
          }),
        expect: everyone([400]),
      },
    ],
  },
  'POST /api/logout': {
    access: 'user',
    probes: [
      {
        name: 'sign out a session of ones own',
        request: async (w, role) => ({
          ...post('/api/logout'),
          headers:
            role === 'guest'
              ? {}
              : { authorization: (await loginAs(ctx, w.users[role].email)).authorization },
        }),
        expect: self(OK),
      },
    ],
  },
  'POST /api/email/resend': {
    access: 'user',
    probes: [
      { name: 'already confirmed', request: () => post('/api/email/resend'), expect: self([400]) },
    ],
  },
  'POST /api/user/password': {
    access: 'user',
    probes: [
      {
        name: 'wrong current password',
        request: () =>
          post('/api/user/password', {
            current_password: 'not the password at all',
            password: 'a long unusual passphrase 42',
            password_confirmation: 'a long unusual passphrase 42',
          }),
        expect: self([422]),
      },
    ],
  },
  'POST /api/user/two-factor': {
    access: 'user',
    probes: [
      {
        name: 'wrong password',
        request: () =>
          post('/api/user/two-factor', { enabled: true, password: 'not the password at all' }),
        expect: self([422]),
      },
    ],
  },
  // A person's data (decision 0022): their own account only.
  'GET /api/user/data-export': {
    access: 'user',
    probes: [
      { name: 'my latest export', request: () => get('/api/user/data-export'), expect: self(OK) },
    ],
  },
  'POST /api/user/data-export': {
    access: 'user',
    probes: [
      {
        name: 'a copy of my data',
        request: () => post('/api/user/data-export'),
        expect: self([202]),
      },
    ],
  },
  'POST /api/user/data-export/download': {
    access: 'user',
    probes: [
      {
        name: "a token that is nobody's",
        request: () => post('/api/user/data-export/download', { token: 'x'.repeat(43) }),
        expect: m(U, N, N, N, N, N),
      },
    ],
  },
  'GET /api/user/deletion-check': {
    access: 'user',
    probes: [
      {
        name: 'can I delete my account',
        request: () => get('/api/user/deletion-check'),
        expect: self(OK),
      },
    ],
  },
  'POST /api/user/delete': {
    access: 'user',
    probes: [
      {
        name: 'wrong password',
        request: () => post('/api/user/delete', { password: 'not the password at all' }),
        expect: self([422]),
        target: async (w) => w.db.select().from(t.users).orderBy(asc(t.users.id)),
      },
    ],
  },
  'GET /api/user/personal/info': {
    access: 'user',
    probes: [
      {
        name: 'me',
        request: () => get('/api/user/personal/info'),
        expect: self(OK),
        inspect: (body, role, w) => expect(body.data.id).toBe(idOf(w, role)),
      },
    ],
  },
  'GET /api/user/:id': {
    access: 'public',
    probes: [
      {
        name: "the renter's profile",
        request: (w) => get(`/api/user/${w.users.renter.id}`),
        expect: everyone(OK),
      },
    ],
  },
  'GET /api/user/:id/reviews': {
    access: 'public',
    probes: [
      {
        name: "the other owner's reviews",
        request: (w) => get(`/api/user/${w.users.otherOwner.id}/reviews`),
        expect: everyone(OK),
      },
    ],
  },
  'POST /api/user/toggle-tour': {
    access: 'user',
    probes: [
      {
        name: 'tour',
        request: () => post('/api/user/toggle-tour', { tour: 'home' }),
        expect: self(OK),
      },
    ],
  },
  'PATCH /api/user/profile': {
    access: 'user',
    probes: [
      {
        name: 'bio',
        request: () => ({
          method: 'PATCH',
          url: '/api/user/profile',
          payload: { first_name: 'Same', last_name: 'Person', bio: 'Hello.' },
        }),
        expect: self(OK),
      },
    ],
  },
  'PATCH /api/user/locale': {
    access: 'user',
    probes: [
      {
        name: 'spanish',
        request: () => ({ method: 'PATCH', url: '/api/user/locale', payload: { locale: 'es' } }),
        expect: self(OK),
      },
    ],
  },
  'POST /api/user/profile/avatar': {
    access: 'user',
    probes: [
      { name: 'no file', request: () => post('/api/user/profile/avatar'), expect: self([400]) },
    ],
  },
  'DELETE /api/user/profile/avatar': {
    access: 'user',
    probes: [
      {
        name: 'remove',
        request: () => ({ method: 'DELETE', url: '/api/user/profile/avatar' }),
        expect: self(OK),
      },
    ],
  },
  'GET /api/user/referrals': {
    access: 'user',
    probes: [{ name: 'mine', request: () => get('/api/user/referrals'), expect: self(OK) }],
  },
  'GET /api/user/starter': {
    access: 'user',
    probes: [{ name: 'mine', request: () => get('/api/user/starter'), expect: self(OK) }],
  },

  // Owners' payouts and applications; operators decide.
  'GET /api/payouts/status': {
    access: 'user',
    probes: [{ name: 'mine', request: () => get('/api/payouts/status'), expect: self(OK) }],
  },
  'POST /api/payouts/sandbox/connect': {
    access: 'user',
    probes: [
      {
        name: 'connect',
        request: () =>
          post('/api/payouts/sandbox/connect', {
            account_holder: 'Pat Owner',
            routing_number: '110000000',
            account_number: '000123456789',
          }),
        // Renters and operators who never applied cannot connect payouts.
        expect: m(U, F, F, OK, OK, F),
      },
    ],
  },
  'POST /api/payouts/connect': {
    access: 'user',
    probes: [
      {
        name: 'stripe onboarding on the sandbox',
        request: () => post('/api/payouts/connect'),
        expect: self([409]),
      },
    ],
  },
  'POST /api/payments/stripe/webhook': {
    access: 'public',
    probes: [
      {
        name: 'unsigned event',
        request: () => ({
          method: 'POST',
          url: '/api/payments/stripe/webhook',
          payload: '{"type":"account.updated"}',
          headers: { 'content-type': 'application/json' },
        }),
        expect: everyone([400, 409]),
      },
    ],
  },
  'GET /api/seller/application': {
    access: 'user',
    probes: [{ name: 'mine', request: () => get('/api/seller/application'), expect: self(OK) }],
  },
  'POST /api/seller/application': {
    access: 'user',
    probes: [
      {
        name: 'apply',
        request: () => post('/api/seller/application', sellerApplication),
        expect: self([200, 409]),
        last: true,
      },
    ],
  },
  'GET /api/admin/seller-applications': {
    access: 'user',
    probes: [
      {
        name: 'queue',
        request: () => get('/api/admin/seller-applications'),
        expect: m(U, F, F, F, F, OK),
      },
    ],
  },
  'POST /api/admin/seller-applications/:id/approve': {
    access: 'user',
    probes: [
      {
        name: 'approve',
        request: (w) => post(`/api/admin/seller-applications/${w.applications.toApprove}/approve`),
        expect: m(U, F, F, F, F, OK),
        target: applicationRow((w) => w.applications.toApprove),
      },
    ],
  },
  'POST /api/admin/seller-applications/:id/reject': {
    access: 'user',
    probes: [
      {
        name: 'reject',
        request: (w) =>
          post(`/api/admin/seller-applications/${w.applications.toReject}/reject`, { note: 'No.' }),
        expect: m(U, F, F, F, F, OK),
        target: applicationRow((w) => w.applications.toReject),
      },
    ],
  },

  // Reports (decision 0026): anyone signed in reports what is not theirs; admins resolve.
  'POST /api/reports': {
    access: 'user',
    probes: [
      {
        name: "the other owner's listing",
        request: (w) =>
          post('/api/reports', {
            kind: 'listing',
            target_id: w.listing.other.id,
            reason: 'misleading',
            details: 'The photos show another ladder.',
          }),
        expect: m(U, CREATED, CREATED, CREATED, [400], CREATED),
        target: (w) => w.db.select().from(t.reports).where(eq(t.reports.kind, 'listing')),
      },
    ],
  },
  'GET /api/operator/reports': {
    access: 'user',
    probes: [
      {
        name: 'the report queue',
        request: () => get('/api/operator/reports?status=open&kind=user'),
        expect: m(U, F, F, F, F, OK),
        showsEmails: true,
      },
    ],
  },
  'GET /api/operator/reports/:id': {
    access: 'user',
    probes: [
      {
        name: "the other renter's report",
        request: (w) => get(`/api/operator/reports/${w.reportToResolve}`),
        expect: m(U, F, F, F, F, OK),
        showsEmails: true,
      },
    ],
  },
  'POST /api/operator/reports/:id/resolve': {
    access: 'user',
    probes: [
      {
        name: "the other renter's report",
        request: (w) =>
          post(`/api/operator/reports/${w.reportToResolve}/resolve`, {
            action: 'dismiss',
            note: 'Nothing against the rules.',
          }),
        expect: m(U, F, F, F, F, OK),
        target: (w) => w.db.select().from(t.reports).where(eq(t.reports.id, w.reportToResolve)),
        showsEmails: true,
      },
    ],
  },
  // The operator console (decision 0009): admins only.
  'GET /api/admin/audit-log': {
    access: 'user',
    probes: [
      {
        name: 'the audit log',
        request: () => get('/api/admin/audit-log?q=a&page=1'),
        expect: m(U, F, F, F, F, OK),
        showsEmails: true,
      },
    ],
  },
  'GET /api/admin/users': {
    access: 'user',
    probes: [
      {
        name: 'everyone',
        request: () => get('/api/admin/users?suspended=no&sort=email'),
        expect: m(U, F, F, F, F, OK),
        showsEmails: true,
      },
    ],
  },
  'GET /api/admin/users/:id': {
    access: 'user',
    probes: [
      {
        name: "the renter's account",
        request: (w) => get(`/api/admin/users/${w.users.renter.id}`),
        expect: m(U, F, F, F, F, OK),
        showsEmails: true,
      },
    ],
  },
  'POST /api/admin/users/:id/suspend': {
    access: 'user',
    probes: [
      {
        name: 'a bystander',
        request: (w) =>
          post(`/api/admin/users/${w.operatorTargets.toSuspend}/suspend`, { reason: 'Spam.' }),
        expect: m(U, F, F, F, F, OK),
        target: userRow((w) => w.operatorTargets.toSuspend),
        showsEmails: true,
      },
    ],
  },
  'POST /api/admin/users/:id/restore': {
    access: 'user',
    probes: [
      {
        name: 'a suspended user',
        request: (w) => post(`/api/admin/users/${w.operatorTargets.suspended}/restore`),
        expect: m(U, F, F, F, F, OK),
        target: userRow((w) => w.operatorTargets.suspended),
        showsEmails: true,
      },
    ],
  },
  'GET /api/admin/listings': {
    access: 'user',
    probes: [
      {
        name: 'every listing',
        request: () => get('/api/admin/listings?status=Published&sort=name'),
        expect: m(U, F, F, F, F, OK),
        showsEmails: true,
      },
    ],
  },
  'POST /api/admin/listings/:id/unpublish': {
    access: 'user',
    probes: [
      {
        name: "another owner's listing",
        request: (w) =>
          post(`/api/admin/listings/${w.operatorTargets.toUnpublish}/unpublish`, {
            reason: 'Spam.',
          }),
        expect: m(U, F, F, F, F, OK),
        target: listingState((w) => w.operatorTargets.toUnpublish),
      },
    ],
  },
  'POST /api/admin/listings/:id/restore': {
    access: 'user',
    probes: [
      {
        name: 'a held listing',
        request: (w) => post(`/api/admin/listings/${w.operatorTargets.held}/restore`),
        expect: m(U, F, F, F, F, OK),
        target: listingState((w) => w.operatorTargets.held),
      },
    ],
  },
  'POST /api/admin/listings/unpublish': {
    access: 'user',
    probes: [
      {
        name: 'several listings',
        request: (w) =>
          post('/api/admin/listings/unpublish', {
            ids: [w.operatorTargets.toBulk],
            reason: 'Spam.',
          }),
        expect: m(U, F, F, F, F, OK),
        target: listingState((w) => w.operatorTargets.toBulk),
      },
    ],
  },
  'GET /api/admin/maintenance': {
    access: 'user',
    probes: [
      {
        name: 'the switch',
        request: () => get('/api/admin/maintenance'),
        expect: m(U, F, F, F, F, OK),
      },
    ],
  },
  'PUT /api/admin/maintenance': {
    access: 'user',
    probes: [
      {
        name: 'leave it off',
        request: () => ({ method: 'PUT', url: '/api/admin/maintenance', payload: { on: false } }),
        expect: m(U, F, F, F, F, OK),
        target: (w) => w.db.select().from(t.appSettings),
        last: true,
      },
    ],
  },
  'GET /api/admin/reservations': {
    access: 'user',
    probes: [
      {
        name: 'every reservation',
        request: () => get('/api/admin/reservations?status=paid&sort=start'),
        expect: m(U, F, F, F, F, OK),
        showsEmails: true,
      },
    ],
  },
  'GET /api/admin/reservations/:id': {
    access: 'user',
    probes: [
      {
        name: "the renter's booking",
        request: (w) => get(`/api/admin/reservations/${w.reservation.viewed}`),
        expect: m(U, F, F, F, F, OK),
        showsEmails: true,
      },
    ],
  },
  'POST /api/admin/reservations/:id/cancel': {
    access: 'user',
    probes: [
      {
        name: "the renter's paid booking",
        request: (w) =>
          post(`/api/admin/reservations/${w.operatorTargets.toCancel}/cancel`, {
            reason: 'Test.',
            expected_status: 'paid',
          }),
        expect: m(U, F, F, F, F, OK),
        target: reservationState((w) => w.operatorTargets.toCancel),
      },
    ],
  },
  'GET /api/admin/reviews': {
    access: 'user',
    probes: [
      {
        name: 'every review',
        request: () => get('/api/admin/reviews?hidden=no&sort=rating_low'),
        expect: m(U, F, F, F, F, OK),
        showsEmails: true,
      },
    ],
  },
  'POST /api/admin/reviews/:id/hide': {
    access: 'user',
    probes: [
      {
        name: "the other renter's review",
        request: (w) =>
          post(`/api/admin/reviews/${w.operatorTargets.toHide}/hide`, { reason: 'Test.' }),
        expect: m(U, F, F, F, F, OK),
        target: reviewRow((w) => w.operatorTargets.toHide),
        showsEmails: true,
      },
    ],
  },
  'POST /api/admin/reviews/:id/unhide': {
    access: 'user',
    probes: [
      {
        name: 'a hidden review',
        request: (w) => post(`/api/admin/reviews/${w.operatorTargets.hiddenReview}/unhide`),
        expect: m(U, F, F, F, F, OK),
        target: reviewRow((w) => w.operatorTargets.hiddenReview),
        showsEmails: true,
      },
    ],
  },

  // The operator overview and messages (decision 0009): admins only.
  'GET /api/admin/overview': {
    access: 'user',
    probes: [
      {
        name: 'the metrics',
        request: () => get('/api/admin/overview?from=2026-01-01&to=2026-01-31'),
        expect: m(U, F, F, F, F, OK),
      },
    ],
  },
  'GET /api/admin/contact-messages': {
    access: 'user',
    probes: [
      {
        name: 'the inbox',
        request: async (w) => (await probeMessage(w), get('/api/admin/contact-messages')),
        expect: m(U, F, F, F, F, OK),
        showsEmails: true,
      },
    ],
  },
  'GET /api/admin/contact-messages/:id': {
    access: 'user',
    probes: [
      {
        name: 'a message',
        request: async (w) => get(`/api/admin/contact-messages/${await probeMessage(w)}`),
        expect: m(U, F, F, F, F, OK),
        showsEmails: true,
      },
    ],
  },
  'POST /api/admin/contact-messages/:id/read': {
    access: 'user',
    probes: [
      {
        name: 'mark read',
        request: async (w) => post(`/api/admin/contact-messages/${await probeMessage(w)}/read`),
        expect: m(U, F, F, F, F, OK),
        target: messageRow,
        last: true,
      },
    ],
  },
  'POST /api/admin/contact-messages/:id/unread': {
    access: 'user',
    probes: [
      {
        name: 'mark unread',
        request: async (w) => post(`/api/admin/contact-messages/${await probeMessage(w)}/unread`),
        expect: m(U, F, F, F, F, OK),
        target: messageRow,
      },
    ],
  },
  'POST /api/admin/contact-messages/:id/reply': {
    access: 'user',
    probes: [
      {
        name: 'reply by e-mail',
        request: async (w) =>
          post(`/api/admin/contact-messages/${await probeMessage(w)}/reply`, {
            body: 'Thanks, done.',
          }),
        expect: m(U, F, F, F, F, CREATED),
        target: messageRow,
        showsEmails: true,
        last: true,
      },
    ],
  },
  'GET /api/admin/mail-outbox': {
    access: 'user',
    probes: [
      {
        name: 'the outbox',
        request: () => get('/api/admin/mail-outbox?status=failed'),
        expect: m(U, F, F, F, F, OK),
        showsEmails: true,
      },
    ],
  },
  'POST /api/admin/mail-outbox/:id/retry': {
    access: 'user',
    probes: [
      {
        // Without SMTP nothing is sent, so even an operator's retry is refused (409).
        name: 'retry failed mail',
        request: async (w) => post(`/api/admin/mail-outbox/${await probeMail(w)}/retry`),
        expect: m(U, F, F, F, F, [409]),
        target: async (w) =>
          w.db
            .select()
            .from(t.mailOutbox)
            .where(eq(t.mailOutbox.id, await probeMail(w))),
      },
    ],
  },

  // The console's content pages (decision 0016): admins only. Each write acts on a row of
  // its own (contentTargets), made when first asked for, so no other probe relies on it.
  ...Object.fromEntries(
    (
      [
        ['GET /api/admin/content/blog-posts', () => get('/api/admin/content/blog-posts?q=a')],
        [
          'GET /api/admin/content/blog-posts/:id',
          async () => get(`/api/admin/content/blog-posts/${(await contentTargets()).post}`),
        ],
        [
          'POST /api/admin/content/blog-posts',
          () => post('/api/admin/content/blog-posts', blogInput('Matrix new post')),
        ],
        [
          'PUT /api/admin/content/blog-posts/:id',
          async () => ({
            method: 'PUT',
            url: `/api/admin/content/blog-posts/${(await contentTargets()).post}`,
            payload: blogInput('Matrix post edited'),
          }),
        ],
        [
          'POST /api/admin/content/blog-posts/:id/status',
          async () =>
            post(`/api/admin/content/blog-posts/${(await contentTargets()).post}/status`, {
              status: 'published',
            }),
        ],
        [
          'DELETE /api/admin/content/blog-posts/:id',
          async () => ({
            method: 'DELETE',
            url: `/api/admin/content/blog-posts/${(await contentTargets()).postToDelete}`,
          }),
        ],
        [
          'POST /api/admin/content/blog-posts/:id/cover',
          async () => {
            const body = multipart([
              {
                field: 'cover',
                filename: 'c.png',
                contentType: 'image/png',
                data: await coverPng(),
              },
            ]);
            return {
              method: 'POST',
              url: `/api/admin/content/blog-posts/${(await contentTargets()).post}/cover`,
              payload: body.payload,
              headers: body.headers,
            };
          },
        ],
        [
          'DELETE /api/admin/content/blog-posts/:id/cover',
          async () => ({
            method: 'DELETE',
            url: `/api/admin/content/blog-posts/${(await contentTargets()).post}/cover`,
          }),
        ],
        ['GET /api/admin/content/faqs', () => get('/api/admin/content/faqs')],
        [
          'POST /api/admin/content/faqs',
          () => post('/api/admin/content/faqs', faqInput('Matrix new question?')),
        ],
        [
          'PUT /api/admin/content/faqs/:id',
          async () => ({
            method: 'PUT',
            url: `/api/admin/content/faqs/${(await contentTargets()).faq}`,
            payload: faqInput('Matrix edited question?'),
          }),
        ],
        [
          'DELETE /api/admin/content/faqs/:id',
          async () => ({
            method: 'DELETE',
            url: `/api/admin/content/faqs/${(await contentTargets()).faqToDelete}`,
          }),
        ],
        [
          'POST /api/admin/content/faqs/:id/move',
          async () =>
            post(`/api/admin/content/faqs/${(await contentTargets()).faq}/move`, {
              direction: 'up',
            }),
        ],
        ['GET /api/admin/content/taxonomy', () => get('/api/admin/content/taxonomy')],
        [
          'POST /api/admin/content/rental-types',
          () => post('/api/admin/content/rental-types', { name: 'Matrix new type' }),
        ],
        [
          'PUT /api/admin/content/rental-types/:id',
          async () => ({
            method: 'PUT',
            url: `/api/admin/content/rental-types/${(await contentTargets()).type}`,
            payload: { name: 'Matrix type edited' },
          }),
        ],
        [
          'DELETE /api/admin/content/rental-types/:id',
          async () => ({
            method: 'DELETE',
            url: `/api/admin/content/rental-types/${(await contentTargets()).typeToDelete}`,
          }),
        ],
        [
          'POST /api/admin/content/rental-types/:id/move',
          async () =>
            post(`/api/admin/content/rental-types/${(await contentTargets()).type}/move`, {
              direction: 'down',
            }),
        ],
        [
          'POST /api/admin/content/categories',
          async () =>
            post('/api/admin/content/categories', {
              name: 'Matrix new category',
              icon: 'tent',
              rental_type_id: (await contentTargets()).type,
            }),
        ],
        [
          'PUT /api/admin/content/categories/:id',
          async () => ({
            method: 'PUT',
            url: `/api/admin/content/categories/${(await contentTargets()).category}`,
            payload: {
              name: 'Matrix category edited',
              rental_type_id: (await contentTargets()).type,
            },
          }),
        ],
        [
          'DELETE /api/admin/content/categories/:id',
          async () => ({
            method: 'DELETE',
            url: `/api/admin/content/categories/${(await contentTargets()).categoryToDelete}`,
          }),
        ],
        [
          'POST /api/admin/content/categories/:id/move',
          async () =>
            post(`/api/admin/content/categories/${(await contentTargets()).category}/move`, {
              direction: 'down',
            }),
        ],
        ['GET /api/admin/content/documents', () => get('/api/admin/content/documents')],
        [
          'GET /api/admin/content/documents/:kind/:id',
          async () => get(`/api/admin/content/documents/terms/${(await contentTargets()).terms}`),
        ],
        [
          'PUT /api/admin/content/documents/:kind/:id',
          async () => ({
            method: 'PUT',
            url: `/api/admin/content/documents/terms/${(await contentTargets()).terms}`,
            payload: { title: 'Listing terms', body: 'Matrix version of the listing terms.' },
          }),
        ],
        [
          'GET /api/admin/content/shipping-options',
          () => get('/api/admin/content/shipping-options'),
        ],
        [
          'POST /api/admin/content/shipping-options',
          () =>
            post('/api/admin/content/shipping-options', {
              name: 'Matrix courier',
              price_cents: 700,
            }),
        ],
        [
          'PUT /api/admin/content/shipping-options/:id',
          async () => ({
            method: 'PUT',
            url: `/api/admin/content/shipping-options/${(await contentTargets()).shipping}`,
            payload: { name: 'Matrix van', price_cents: 900, active: false },
          }),
        ],
      ] as [string, (w: World) => Req | Promise<Req>][]
    ).map(([key, request]): [string, RouteEntry] => [
      key,
      {
        access: 'user',
        probes: [
          {
            name: 'admins only',
            request,
            expect: m(
              U,
              F,
              F,
              F,
              F,
              key.startsWith('POST /api/admin/content/') && !key.includes('/:id') ? CREATED : OK,
            ),
            target: contentState,
          },
        ],
      },
    ]),
  ),

  // Listings: public when published, otherwise the owner's alone.
  'GET /api/listings': {
    access: 'public',
    probes: [
      {
        name: 'search',
        request: () => get('/api/listings'),
        expect: everyone(OK),
        inspect: onlyPublished,
      },
      {
        name: "the owner's unpublished",
        request: (w) => get(`/api/listings?owner_id=${w.users.owner.id}&is_published=0`),
        expect: everyone(OK),
        inspect: onlyPublished,
      },
    ],
  },
  'GET /api/listing/:id': {
    access: 'public',
    probes: [
      {
        name: 'published',
        request: (w) => get(`/api/listing/${w.listing.main.id}`),
        expect: everyone(OK),
      },
      {
        name: 'a draft',
        request: (w) => get(`/api/listing/${w.listing.draft.id}`),
        expect: m(N, N, N, OK, N, N),
      },
    ],
  },
  'GET /api/listing/:id/reviews': {
    access: 'public',
    probes: [
      {
        name: 'reviews',
        request: (w) => get(`/api/listing/${w.listing.other.id}/reviews`),
        expect: everyone(OK),
      },
    ],
  },
  'GET /api/listing/:id/booked': {
    access: 'public',
    probes: [
      {
        name: 'published',
        request: (w) => get(`/api/listing/${w.listing.main.id}/booked`),
        expect: everyone(OK),
      },
      {
        name: 'inactive',
        request: (w) => get(`/api/listing/${w.listing.inactive.id}/booked`),
        expect: m(N, N, N, OK, N, N),
      },
    ],
  },
  'POST /api/listing/:id/quote': {
    access: 'public',
    probes: [
      // The owner cannot rent their own listing (422, a business rule).
      {
        name: 'published',
        request: (w) =>
          post(`/api/listing/${w.listing.main.id}/quote`, {
            frequency: 'Daily',
            start_at: inDays(150),
            units: 1,
          }),
        expect: m(OK, OK, OK, [422], OK, OK),
      },
      {
        name: 'a draft',
        request: (w) =>
          post(`/api/listing/${w.listing.draft.id}/quote`, {
            frequency: 'Daily',
            start_at: inDays(150),
            units: 1,
          }),
        expect: m(N, N, N, [422], N, N),
      },
    ],
  },
  'POST /api/listing': {
    access: 'user',
    probes: [
      {
        name: 'create a draft',
        request: (w) =>
          post('/api/listing', {
            name: 'Another thing',
            rental_type_id: w.listing.main.rentalTypeId,
            category_id: w.listing.main.categoryId,
          }),
        expect: m(U, F, F, CREATED, CREATED, F),
      },
    ],
  },
  'GET /api/listing/personal/list': {
    access: 'user',
    probes: [
      {
        name: 'mine',
        request: () => get('/api/listing/personal/list'),
        expect: self(OK),
        inspect: async (body, role, w) => {
          const mine = (
            await w.db
              .select({ id: t.listings.id })
              .from(t.listings)
              .where(eq(t.listings.ownerId, idOf(w, role)!))
          ).map((r) => r.id);
          for (const item of body.items) expect(mine).toContain(item.id);
        },
      },
    ],
  },
  'GET /api/owner/calendar': {
    access: 'user',
    probes: [
      {
        name: 'my calendar',
        request: () => get(`/api/owner/calendar?from=${isoDay(190)}&to=${isoDay(210)}`),
        expect: self(OK),
        inspect: async (body, role, w) => {
          const mine = (
            await w.db
              .select({ id: t.listings.id })
              .from(t.listings)
              .where(eq(t.listings.ownerId, idOf(w, role)!))
          ).map((r) => r.id);
          for (const listing of body.listings) expect(mine).toContain(listing.id);
          for (const entry of body.entries) expect(mine).toContain(entry.listing_id);
        },
      },
      {
        name: "one listing's calendar",
        request: (w) =>
          get(
            `/api/owner/calendar?from=${isoDay(190)}&to=${isoDay(210)}&listing_id=${w.listing.photos.id}`,
          ),
        expect: m(U, F, F, OK, F, F),
      },
    ],
  },
  'GET /api/listing/:id/manage': {
    access: 'user',
    probes: [
      {
        name: "the owner's draft",
        request: (w) => get(`/api/listing/${w.listing.draft.id}/manage`),
        expect: m(U, F, F, OK, F, F),
      },
    ],
  },
  'PATCH /api/listing/:id': {
    access: 'user',
    probes: [
      {
        name: "rename the owner's draft",
        request: (w) => ({
          method: 'PATCH',
          url: `/api/listing/${w.listing.draft.id}`,
          payload: { name: 'Renamed draft' },
        }),
        expect: m(U, F, F, OK, F, F),
        target: listingState((w) => w.listing.draft.id),
      },
    ],
  },
  'PATCH /api/listing/:id/publish': {
    access: 'user',
    probes: [
      {
        name: "publish the owner's draft",
        request: (w) => ({ method: 'PATCH', url: `/api/listing/${w.listing.draft.id}/publish` }),
        expect: m(U, F, F, [200, 422], F, F),
        target: listingState((w) => w.listing.draft.id),
        last: true,
      },
    ],
  },
  'POST /api/listing/:id/deactivate': {
    access: 'user',
    probes: [
      {
        name: "hide the owner's listing",
        request: (w) => post(`/api/listing/${w.listing.toDeactivate.id}/deactivate`),
        expect: m(U, F, F, OK, F, F),
        target: listingState((w) => w.listing.toDeactivate.id),
      },
    ],
  },
  'POST /api/listing/:id/activate': {
    access: 'user',
    probes: [
      {
        name: "show the owner's inactive listing",
        request: (w) => post(`/api/listing/${w.listing.inactive.id}/activate`),
        expect: m(U, F, F, [200, 422], F, F),
        target: listingState((w) => w.listing.inactive.id),
        last: true,
      },
    ],
  },
  'POST /api/listing/:id/upload': {
    access: 'user',
    probes: [
      {
        name: "add a photo to the owner's listing",
        request: async (w) => {
          const data = await sharp({
            create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 90, b: 60 } },
          })
            .jpeg()
            .toBuffer();
          const body = multipart([
            { field: 'images', filename: 'a.jpg', contentType: 'image/jpeg', data },
          ]);
          return {
            method: 'POST',
            url: `/api/listing/${w.listing.photos.id}/upload`,
            payload: body.payload,
            headers: body.headers,
          };
        },
        expect: m(U, F, F, OK, F, F),
        target: listingState((w) => w.listing.photos.id),
      },
    ],
  },
  'DELETE /api/listing/:id/images/:imageId': {
    access: 'user',
    probes: [
      {
        name: "the owner's photo",
        request: (w) => ({
          method: 'DELETE',
          url: `/api/listing/${w.listing.photos.id}/images/${w.image.photos[2]}`,
        }),
        expect: m(U, F, F, OK, F, F),
        target: listingState((w) => w.listing.photos.id),
      },
      // Someone else's photo through one's own listing.
      {
        name: "the other owner's photo through the owner's listing",
        request: (w) => ({
          method: 'DELETE',
          url: `/api/listing/${w.listing.photos.id}/images/${w.image.other[1]}`,
        }),
        expect: m(U, F, F, N, F, F),
        target: listingState((w) => w.listing.other.id),
      },
    ],
  },
  'PATCH /api/listing/:id/images/:imageId/cover': {
    access: 'user',
    probes: [
      {
        name: "the owner's photo",
        request: (w) => ({
          method: 'PATCH',
          url: `/api/listing/${w.listing.photos.id}/images/${w.image.photos[1]}/cover`,
        }),
        expect: m(U, F, F, OK, F, F),
        target: listingState((w) => w.listing.photos.id),
      },
      {
        name: "the other owner's photo through the owner's listing",
        request: (w) => ({
          method: 'PATCH',
          url: `/api/listing/${w.listing.photos.id}/images/${w.image.other[1]}/cover`,
        }),
        expect: m(U, F, F, N, F, F),
        target: listingState((w) => w.listing.other.id),
      },
    ],
  },
  'PATCH /api/listing/:id/images/order': {
    access: 'user',
    probes: [
      {
        name: "reorder the owner's photos",
        request: async (w) => {
          const ids = (
            await w.db
              .select({ id: t.listingImages.id })
              .from(t.listingImages)
              .where(eq(t.listingImages.listingId, w.listing.photos.id))
          ).map((r) => r.id);
          return {
            method: 'PATCH',
            url: `/api/listing/${w.listing.photos.id}/images/order`,
            payload: { image_ids: ids.reverse() },
          };
        },
        expect: m(U, F, F, OK, F, F),
        target: listingState((w) => w.listing.photos.id),
      },
    ],
  },
  'POST /api/listing/:id/blockdate': {
    access: 'user',
    probes: [
      {
        name: "block the owner's days",
        request: (w) =>
          post(`/api/listing/${w.listing.photos.id}/blockdate`, {
            start_date: isoDay(300),
            end_date: isoDay(301),
          }),
        expect: m(U, F, F, OK, F, F),
        target: listingState((w) => w.listing.photos.id),
      },
    ],
  },
  'DELETE /api/listing/:id/blockdate/:blockDateId': {
    access: 'user',
    probes: [
      {
        name: "the other owner's block through the owner's listing",
        request: (w) => ({
          method: 'DELETE',
          url: `/api/listing/${w.listing.photos.id}/blockdate/${w.block.other}`,
        }),
        expect: m(U, F, F, N, F, F),
        target: listingState((w) => w.listing.other.id),
      },
      {
        name: "the owner's block",
        request: (w) => ({
          method: 'DELETE',
          url: `/api/listing/${w.listing.photos.id}/blockdate/${w.block.photos}`,
        }),
        expect: m(U, F, F, OK, F, F),
        target: listingState((w) => w.listing.photos.id),
      },
    ],
  },

  // Calendar sync (decision 0028): the listing's owner only; the owner's own export link.
  'GET /api/listing/:id/calendar-feeds': {
    access: 'user',
    probes: [
      {
        name: "the owner's calendar links and feeds",
        request: (w) => get(`/api/listing/${w.listing.photos.id}/calendar-feeds`),
        expect: m(U, F, F, OK, F, F),
      },
    ],
  },
  'POST /api/listing/:id/calendar-feeds': {
    access: 'user',
    probes: [
      {
        name: 'import a calendar into the owner’s listing',
        request: (w) =>
          post(`/api/listing/${w.listing.photos.id}/calendar-feeds`, {
            url: 'http://127.0.0.1:9/more.ics',
            name: 'More',
          }),
        expect: m(U, F, F, CREATED, F, F),
        target: listingState((w) => w.listing.photos.id),
      },
    ],
  },
  'POST /api/listing/:id/calendar-feeds/:feedId/sync': {
    access: 'user',
    probes: [
      {
        name: "the other owner's feed through the owner's listing",
        request: (w) =>
          post(`/api/listing/${w.listing.photos.id}/calendar-feeds/${w.feed.other}/sync`),
        expect: m(U, F, F, N, F, F),
        target: listingState((w) => w.listing.other.id),
      },
      {
        name: "sync the owner's feed",
        request: (w) =>
          post(`/api/listing/${w.listing.photos.id}/calendar-feeds/${w.feed.photos}/sync`),
        expect: m(U, F, F, OK, F, F),
        target: listingState((w) => w.listing.photos.id),
      },
    ],
  },
  'DELETE /api/listing/:id/calendar-feeds/:feedId': {
    access: 'user',
    probes: [
      {
        name: "the other owner's feed through the owner's listing",
        request: (w) => ({
          method: 'DELETE',
          url: `/api/listing/${w.listing.photos.id}/calendar-feeds/${w.feed.other}`,
        }),
        expect: m(U, F, F, N, F, F),
        target: listingState((w) => w.listing.other.id),
      },
      {
        name: "remove the owner's feed",
        request: (w) => ({
          method: 'DELETE',
          url: `/api/listing/${w.listing.photos.id}/calendar-feeds/${w.feed.photos}`,
        }),
        expect: m(U, F, F, OK, F, F),
        target: listingState((w) => w.listing.photos.id),
        last: true,
      },
    ],
  },
  'POST /api/listing/:id/ical-secret': {
    access: 'user',
    probes: [
      {
        name: "replace the owner's listing's export link",
        request: (w) => post(`/api/listing/${w.listing.photos.id}/ical-secret`),
        expect: m(U, F, F, OK, F, F),
        target: listingState((w) => w.listing.photos.id),
      },
    ],
  },
  'POST /api/user/ical-secret': {
    access: 'user',
    probes: [
      {
        name: "replace one's own export link",
        request: () => post('/api/user/ical-secret'),
        expect: self(OK),
      },
    ],
  },

  // The private calendar files (decision 0028), outside /api: whoever has the link's secret
  // reads the calendar; anyone without it (the owner too) gets the same bare 404.
  'GET /ical/:listingId/:file': {
    access: 'public',
    probes: [
      {
        name: "the owner's listing, with its secret",
        request: async (w) => get(`/ical/${w.listing.main.id}/${await listingSecret(w)}.ics`),
        expect: everyone(OK),
        inspect: (body) => expect(body).toContain('BEGIN:VCALENDAR'),
      },
      {
        name: "the owner's listing, with a wrong secret",
        request: (w) => get(`/ical/${w.listing.main.id}/${'x'.repeat(32)}.ics`),
        expect: everyone(N),
        inspectRefusal: bareNotFound,
      },
      {
        name: "the other owner's listing, with the owner's listing's secret",
        request: async (w) => get(`/ical/${w.listing.other.id}/${await listingSecret(w)}.ics`),
        expect: everyone(N),
        inspectRefusal: bareNotFound,
      },
    ],
  },
  'GET /ical/owner/:userId/:file': {
    access: 'public',
    probes: [
      {
        name: "all the owner's listings, with the owner's secret",
        request: async (w) => get(`/ical/owner/${w.users.owner.id}/${await ownerSecret(w)}.ics`),
        expect: everyone(OK),
        inspect: (body) => expect(body).toContain('BEGIN:VCALENDAR'),
      },
      {
        name: "all the owner's listings, with the listing's secret",
        request: async (w) => get(`/ical/owner/${w.users.owner.id}/${await listingSecret(w)}.ics`),
        expect: everyone(N),
        inspectRefusal: bareNotFound,
      },
      {
        name: "the other owner's listings, with the owner's secret",
        request: async (w) =>
          get(`/ical/owner/${w.users.otherOwner.id}/${await ownerSecret(w)}.ics`),
        expect: everyone(N),
        inspectRefusal: bareNotFound,
      },
    ],
  },

  // Favourites: each user's own.
  'GET /api/favourites/ids': {
    access: 'user',
    probes: [
      {
        name: 'mine',
        request: () => get('/api/favourites/ids'),
        expect: self(OK),
        inspect: (body, role, w) =>
          role !== 'renter' && expect(body.ids).not.toContain(w.listing.main.id),
      },
    ],
  },
  'GET /api/favourites': {
    access: 'user',
    probes: [
      {
        name: 'mine',
        request: () => get('/api/favourites'),
        expect: self(OK),
        inspect: (body, role, w) =>
          role !== 'renter' &&
          expect(body.items.map((i: { id: number }) => i.id)).not.toContain(w.listing.main.id),
      },
    ],
  },
  'PUT /api/favourites/:listingId': {
    access: 'user',
    probes: [
      {
        name: 'a published listing',
        request: (w) => ({ method: 'PUT', url: `/api/favourites/${w.listing.other.id}` }),
        expect: self(OK),
      },
      {
        name: 'a draft',
        request: (w) => ({ method: 'PUT', url: `/api/favourites/${w.listing.photos.id}` }),
        expect: self(N),
      },
    ],
  },
  'DELETE /api/favourites/:listingId': {
    access: 'user',
    probes: [
      {
        name: "only one's own",
        request: (w) => ({ method: 'DELETE', url: `/api/favourites/${w.listing.main.id}` }),
        expect: self(OK),
        ownedBy: 'renter',
        // Whoever else calls it, the renter's favourite stays until the renter removes it.
        inspect: async (_body, role, w) => {
          const left = await w.db
            .select()
            .from(t.favourites)
            .where(eq(t.favourites.userId, w.users.renter.id));
          expect(left.some((f) => f.listingId === w.listing.main.id)).toBe(role !== 'renter');
        },
      },
    ],
  },

  // Cart: the renter's cart is the renter's alone.
  'POST /api/cart/add-to-cart': {
    access: 'user',
    probes: [
      {
        name: "the owner's listing",
        request: (w) =>
          post('/api/cart/add-to-cart', {
            listing_id: w.listing.main.id,
            frequency: 'Daily',
            start_at: inDays(130),
            units: 1,
          }),
        expect: m(U, OK, OK, [422], OK, OK),
        target: cartState,
      },
    ],
  },
  'GET /api/cart': {
    access: 'user',
    probes: [
      {
        name: 'mine',
        request: () => get('/api/cart'),
        expect: self(OK),
        inspect: (body, role, w) => expect(body.cartId === w.cart.id).toBe(role === 'renter'),
      },
    ],
  },
  'GET /api/cart/:cartId': {
    access: 'user',
    probes: [
      {
        name: "the renter's cart",
        request: (w) => get(`/api/cart/${w.cart.id}`),
        expect: m(U, OK, F, F, F, F),
      },
    ],
  },
  'DELETE /api/cart/:id/remove-from-cart': {
    access: 'user',
    probes: [
      {
        name: "the renter's item",
        request: (w) => ({ method: 'DELETE', url: `/api/cart/${w.cart.item}/remove-from-cart` }),
        expect: m(U, OK, F, F, F, F),
        target: cartState,
        last: true,
      },
    ],
  },

  // Reservations: the renter and the owner of each, nobody else.
  'POST /api/reservation/request-reservation': {
    access: 'user',
    probes: [
      {
        name: "with the renter's cart",
        request: (w) => post('/api/reservation/request-reservation', { cart_id: w.cart.id }),
        expect: m(U, [201, 400], F, F, F, F),
        target: cartState,
        last: true,
      },
      {
        name: "the owner's listing",
        request: (w) =>
          post('/api/reservation/request-reservation', {
            listing_id: w.listing.main.id,
            frequency: 'Daily',
            start_at: inDays(170),
            units: 1,
          }),
        expect: m(U, CREATED, CREATED, [422], CREATED, CREATED),
      },
    ],
  },
  'GET /api/reservation/statistics': {
    access: 'user',
    probes: [{ name: 'mine', request: () => get('/api/reservation/statistics'), expect: self(OK) }],
  },
  'GET /api/reservation/earnings': {
    access: 'user',
    probes: [
      {
        name: 'mine',
        request: () => get('/api/reservation/earnings'),
        expect: self(OK),
        inspect: (body, role) =>
          role !== 'owner' && role !== 'otherOwner' && expect(body.completed_count).toBe(0),
      },
    ],
  },
  'GET /api/reservation/:key': {
    access: 'user',
    probes: [
      {
        name: "the renter's reservation",
        request: (w) => get(`/api/reservation/${w.reservation.viewed}`),
        expect: parties(OK, OK),
      },
      {
        name: 'rentals',
        request: () => get('/api/reservation/renter'),
        expect: self(OK),
        inspect: onlyOwnReservations,
      },
      {
        name: 'bookings',
        request: () => get('/api/reservation/owner'),
        expect: self(OK),
        inspect: onlyOwnReservations,
      },
      {
        name: 'owner pending list',
        request: () => get('/api/reservation/for-confirmations?role=owner'),
        expect: self(OK),
        inspect: onlyOwnReservations,
      },
    ],
  },
  'GET /api/reservation/:id/transaction': {
    access: 'user',
    probes: [
      {
        name: "the renter's payment",
        request: (w) => get(`/api/reservation/${w.reservation.viewed}/transaction`),
        expect: parties(OK, OK),
      },
    ],
  },
  'POST /api/reservation/:id/approve': {
    access: 'user',
    probes: [reservationAction('approve', (w) => w.reservation.toApprove, parties(F, OK))],
  },
  'POST /api/reservation/:id/reject': {
    access: 'user',
    probes: [
      reservationAction('reject', (w) => w.reservation.toReject, parties(F, OK), {
        reason: 'Busy',
      }),
    ],
  },
  'POST /api/reservation/:id/cancel-reservation': {
    access: 'user',
    probes: [
      reservationAction('cancel-reservation', (w) => w.reservation.toCancel, parties(OK, F)),
    ],
  },
  'POST /api/reservation/:id/seller-cancel-rent': {
    access: 'user',
    probes: [
      reservationAction('seller-cancel-rent', (w) => w.reservation.toCancelByOwner, parties(F, OK)),
    ],
  },
  'POST /api/reservation/:id/checkout-items': {
    access: 'user',
    probes: [
      reservationAction('checkout-items', (w) => w.reservation.toPay, parties(OK, F), {
        card: GOOD_CARD,
      }),
    ],
  },
  'POST /api/reservation/:id/checkout-items/confirm': {
    access: 'user',
    probes: [
      {
        name: "confirming the renter's 3-D Secure payment",
        request: (w) =>
          post(`/api/reservation/${w.reservation.toConfirm.id}/checkout-items/confirm`, {
            payment_intent_id: w.reservation.toConfirm.intent,
          }),
        expect: parties(OK, F),
        target: reservationState((w) => w.reservation.toConfirm.id),
      },
    ],
  },
  // A pickup is not shipped: the owner's answer is a state one.
  'POST /api/reservation/:id/ship': {
    access: 'user',
    probes: [
      reservationAction('ship', (w) => w.reservation.toShip, parties(F, [409]), {
        tracking_number: 'TRACK1',
      }),
    ],
  },
  // Either party may start a paid pickup; whoever comes second finds it started.
  'POST /api/reservation/:id/rent-period-action': {
    access: 'user',
    probes: [
      reservationAction(
        'rent-period-action',
        (w) => w.reservation.toStart,
        parties([200, 409], [200, 409]),
        { action: 'start' },
      ),
    ],
  },
  'POST /api/reservation/:id/complete-rent': {
    access: 'user',
    probes: [
      {
        ...reservationAction('complete-rent', (w) => w.reservation.toComplete, parties(F, OK)),
        // Completion waits for the start day: this probe runs with the clock there.
        request: (w) => {
          clockOffset = 60 * DAY;
          return post(`/api/reservation/${w.reservation.toComplete}/complete-rent`);
        },
      },
    ],
  },
  'POST /api/reservation/:id/review': {
    access: 'user',
    probes: [
      reservationAction('review', (w) => w.reservation.toReview, parties(CREATED, CREATED), {
        rating: 5,
        comment: 'Great.',
      }),
    ],
  },
  // Condition reports: the rental's parties add theirs; they and operators read them.
  'GET /api/reservation/:id/condition-reports': {
    access: 'user',
    probes: [
      {
        name: "the renter's rental",
        request: (w) => get(`/api/reservation/${w.reservation.viewed}/condition-reports`),
        expect: m(U, OK, F, OK, F, OK),
      },
    ],
  },
  'POST /api/reservation/:id/condition-reports': {
    access: 'user',
    probes: [
      {
        name: "a hand-over report on the renter's paid rental",
        request: async (w) => {
          const data = await sharp({
            create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 120, b: 60 } },
          })
            .jpeg()
            .toBuffer();
          const body = multipart(
            [{ field: 'photos', filename: 'a.jpg', contentType: 'image/jpeg', data }],
            { stage: 'handover', works: 'true', notes: 'A small scratch on the lid.' },
          );
          return {
            method: 'POST',
            url: `/api/reservation/${w.reservation.viewed}/condition-reports`,
            payload: body.payload,
            headers: body.headers,
          };
        },
        expect: m(U, OK, F, OK, F, F),
        target: (w) =>
          w.db
            .select()
            .from(t.conditionReports)
            .where(eq(t.conditionReports.reservationId, w.reservation.viewed))
            .orderBy(asc(t.conditionReports.id)),
      },
    ],
  },
  // Damage claims (decision 0027): the owner claims, the renter answers, operators decide.
  'POST /api/reservation/:id/claims': {
    access: 'user',
    probes: [
      {
        name: "a claim on the renter's deposit",
        request: (w) => {
          const body = multipart([], { amount: '5.00', reason: 'The lens cap came back cracked.' });
          return {
            method: 'POST',
            url: `/api/reservation/${w.claims.toOpen.reservation}/claims`,
            payload: body.payload,
            headers: body.headers,
          };
        },
        expect: m(U, F, F, CREATED, F, F),
        ownedBy: 'owner',
        target: (w) =>
          w.db
            .select()
            .from(t.claims)
            .where(eq(t.claims.reservationId, w.claims.toOpen.reservation)),
      },
    ],
  },
  'POST /api/claims/:id/accept': {
    access: 'user',
    probes: [
      {
        name: "the owner's claim on the renter's deposit",
        request: (w) => post(`/api/claims/${w.claims.toAccept.claim}/accept`),
        expect: m(U, OK, F, F, F, F),
        ownedBy: 'renter',
        target: (w) => w.db.select().from(t.claims).where(eq(t.claims.id, w.claims.toAccept.claim)),
      },
    ],
  },
  'POST /api/claims/:id/dispute': {
    access: 'user',
    probes: [
      {
        name: "the owner's claim on the renter's deposit",
        request: (w) => {
          const body = multipart([], { reason: 'It was already cracked at hand-over.' });
          return {
            method: 'POST',
            url: `/api/claims/${w.claims.toDispute.claim}/dispute`,
            payload: body.payload,
            headers: body.headers,
          };
        },
        expect: m(U, OK, F, F, F, F),
        ownedBy: 'renter',
        target: (w) =>
          w.db.select().from(t.claims).where(eq(t.claims.id, w.claims.toDispute.claim)),
      },
    ],
  },
  'GET /api/operator/claims': {
    access: 'user',
    probes: [
      {
        name: 'the claim queue',
        request: () => get('/api/operator/claims?status=disputed'),
        expect: m(U, F, F, F, F, OK),
        showsEmails: true,
      },
    ],
  },
  'GET /api/operator/claims/:id': {
    access: 'user',
    probes: [
      {
        name: 'a disputed claim',
        request: (w) => get(`/api/operator/claims/${w.claims.toDecide.claim}`),
        expect: m(U, F, F, F, F, OK),
        showsEmails: true,
      },
    ],
  },
  'POST /api/operator/claims/:id/decide': {
    access: 'user',
    probes: [
      {
        name: 'a disputed claim',
        request: (w) =>
          post(`/api/operator/claims/${w.claims.toDecide.claim}/decide`, {
            amount: '2.50',
            note: 'The hand-over photos show no crack; half is fair.',
          }),
        expect: m(U, F, F, F, F, OK),
        ownedBy: 'admin',
        showsEmails: true,
        target: (w) => w.db.select().from(t.claims).where(eq(t.claims.id, w.claims.toDecide.claim)),
      },
    ],
  },
  // Sessions: each user's own devices only.
  'GET /api/sessions': {
    access: 'user',
    probes: [
      {
        name: 'my devices',
        request: () => get('/api/sessions'),
        expect: self(OK),
        inspect: (body) =>
          expect(body.sessions.some((x: { current: boolean }) => x.current)).toBe(true),
      },
    ],
  },
  'DELETE /api/sessions/:id': {
    access: 'user',
    probes: [
      {
        name: "the renter's other device",
        request: (w) => ({ method: 'DELETE', url: `/api/sessions/${w.spareSession}` }),
        expect: m(U, OK, N, N, N, N),
        ownedBy: 'renter',
        target: async (w) =>
          w.db.select().from(t.authTokens).where(eq(t.authTokens.id, w.spareSession)),
      },
    ],
  },
  'POST /api/sessions/revoke-all': {
    access: 'user',
    probes: [
      {
        name: 'every other device of mine',
        request: () => post('/api/sessions/revoke-all'),
        expect: self(OK),
        last: true,
      },
    ],
  },

  // Chat: the two members only; the sender is always the caller.
  'POST /api/chat/initChat': {
    access: 'user',
    probes: [
      {
        name: 'as the renter, with the owner',
        request: (w) =>
          post('/api/chat/initChat', { senderId: w.users.renter.id, receiverId: w.users.owner.id }),
        expect: m(U, OK, F, F, F, F),
        target: async (w) => w.db.select().from(t.chats).orderBy(asc(t.chats.id)),
      },
    ],
  },
  'POST /api/chat/send-message': {
    access: 'user',
    probes: [
      {
        name: 'as the renter, to the owner',
        request: (w) =>
          post('/api/chat/send-message', {
            senderId: w.users.renter.id,
            receiverId: w.users.owner.id,
            message: 'Can I pick it up at 9?',
          }),
        expect: m(U, CREATED, F, F, F, F),
        target: async (w) => w.db.select().from(t.chatMessages).orderBy(asc(t.chatMessages.id)),
        ownedBy: 'renter',
      },
    ],
  },
  'GET /api/chat/list': {
    access: 'user',
    probes: [
      {
        name: 'my conversations',
        request: () => get('/api/chat/list'),
        expect: self(OK),
        inspect: (body, role, w) => {
          for (const chat of body) expect(chat.senderId).toBe(idOf(w, role));
        },
      },
    ],
  },
  'GET /api/chat/:id': {
    access: 'user',
    probes: [
      {
        name: "the renter's chat with the owner",
        request: (w) => get(`/api/chat/${w.chat.renters}`),
        expect: m(U, OK, N, OK, N, N),
      },
    ],
  },
  'GET /api/chat/:id/messages': {
    access: 'user',
    probes: [
      {
        name: "the renter's chat with the owner",
        request: (w) => get(`/api/chat/${w.chat.renters}/messages`),
        expect: m(U, OK, N, OK, N, N),
      },
    ],
  },
  'POST /api/chat/:id/mark-as-read': {
    access: 'user',
    probes: [
      {
        name: "the other renter's chat",
        request: (w) => post(`/api/chat/${w.chat.others}/mark-as-read`),
        expect: m(U, N, OK, N, OK, N),
        target: async (w) => w.db.select().from(t.chats).where(eq(t.chats.id, w.chat.others)),
      },
    ],
  },

  'GET /api/reviews/mine': {
    access: 'user',
    probes: [
      {
        name: 'received',
        request: () => get('/api/reviews/mine'),
        expect: self(OK),
        inspect: (body, role, w) => {
          for (const review of body.items) expect(review.subject.id).toBe(idOf(w, role));
        },
      },
    ],
  },
};

/** How far the services' clock is ahead of real time (see `reach`). */
let clockOffset = 0;
const ctx = useTestApp(
  { SELLER_APPROVAL: 'manual' },
  { resetBeforeEach: false, now: () => new Date(Date.now() + clockOffset) },
);
let world: World;
beforeAll(async () => {
  world = await buildWorld(ctx);
}, 120_000);
beforeEach(() => {
  clockOffset = 0;
});

const entries = Object.entries(MATRIX).map(([key, entry]) => {
  const [method, path] = key.split(' ') as [string, string];
  return { key, id: routeKey(method, path), entry };
});
const probes = entries.flatMap(({ key, entry }) => entry.probes.map((probe) => ({ key, probe })));
const ordered = [...probes.filter((p) => !p.probe.last), ...probes.filter((p) => p.probe.last)];
const is2xx = (codes: readonly number[]) => codes.some((c) => c >= 200 && c < 400);

describe('authorization matrix', () => {
  it('has an entry for every API route, and every entry is a route', () => {
    const collected = collectApiRoutes(ctx.app, [CALENDAR_FILES_PREFIX]);
    expect(collected.length).toBeGreaterThan(50);
    const known = new Set(entries.map((e) => e.id));
    const missing = collected
      .filter((r) => !known.has(routeKey(r.method, r.path)))
      .map((r) => `${r.method} ${r.path}`);
    expect(missing, 'routes without an entry in MATRIX').toEqual([]);
    const present = new Set(collected.map((r) => routeKey(r.method, r.path)));
    const stale = entries.filter((e) => !e.entry.optional && !present.has(e.id)).map((e) => e.key);
    expect(stale, 'MATRIX entries without a route').toEqual([]);
  });

  it('declares requireUser on every route that is not public, and only there', () => {
    const access = new Map(entries.map((e) => [e.id, e.entry.access]));
    const wrong = collectApiRoutes(ctx.app, [CALENDAR_FILES_PREFIX])
      .filter(
        (r) =>
          (access.get(routeKey(r.method, r.path)) === 'user') !==
          r.preHandlers.includes('requireUser'),
      )
      .map((r) => `${r.method} ${r.path}`);
    expect(wrong).toEqual([]);
    // Guests are answered exactly on the routes marked public.
    const answeringGuests = entries
      .filter((e) => e.entry.probes.some((p) => is2xx(p.expect.guest)))
      .map((e) => e.key);
    for (const key of answeringGuests) expect(MATRIX[key]!.access, key).toBe('public');
    for (const { key, entry } of entries) {
      if (entry.access === 'user')
        for (const p of entry.probes) expect(p.expect.guest, key).toEqual(U);
    }
  });

  it.each(ordered.map(({ key, probe }) => [`${key}: ${probe.name}`, key, probe] as const))(
    '%s',
    async (_title, _key, probe) => {
      const w = world;
      // Refused callers first, so the data they must not change is still there to check.
      const answered = ROLES.filter((r) => is2xx(probe.expect[r]));
      const roles = [
        ...ROLES.filter((r) => !is2xx(probe.expect[r])),
        ...answered.filter((r) => r !== probe.ownedBy),
        ...answered.filter((r) => r === probe.ownedBy),
      ];
      const otherEmails = (role: Role) =>
        Object.entries(w.users)
          .filter(([r]) => r !== role)
          .map(([, u]) => u.email.toLowerCase());
      const problems: string[] = [];
      for (const role of roles) {
        const refused = !is2xx(probe.expect[role]);
        const before = refused && probe.target ? await probe.target(w) : null;
        const req = await probe.request(w, role);
        const res = await ctx.request({
          ...req,
          headers: { ...w.headers[role], ...(req.headers as object) },
        } as InjectOptions);
        if (refused && probe.target)
          expect(await probe.target(w), `${role} changed the target`).toEqual(before);
        if (!probe.expect[role].includes(res.status)) {
          problems.push(
            `${role}: ${res.status}, expected ${probe.expect[role].join('|')} — ${JSON.stringify(res.body).slice(0, 200)}`,
          );
          continue;
        }
        if (res.status >= 300) await probe.inspectRefusal?.(res);
        if (res.status < 300) {
          await probe.inspect?.(res.body, role, w);
          if (!probe.showsEmails) {
            const text = (
              typeof res.body === 'string' ? res.body : JSON.stringify(res.body)
            ).toLowerCase();
            for (const email of otherEmails(role))
              expect(text, `${role} sees ${email}`).not.toContain(email);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
