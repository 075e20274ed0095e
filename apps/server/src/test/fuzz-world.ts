import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client';
import { calendarFeeds, listingBlockedDates, listings, ownerCalendarSecrets } from '../db/schema';
import type { TestContext } from './app';
import { loginAs } from './auth';
import { photo, sendClaim, sendDispute, startAndReturn } from './claims';
import { DAY, inDays } from './clock';
import { postReport } from './condition-reports';
import { createListing, createOwner, createUser } from './factories';
import { bookReservation, requestReservation } from './reservations';
import type { RouteEntry } from './route-table';

export const FUZZ_ROLES = ['guest', 'renter', 'owner', 'admin'] as const;
export type FuzzRole = (typeof FUZZ_ROLES)[number];

/** The kinds of rows a path parameter names, each with the ids of the fixtures' rows. */
export type Kind =
  | 'user'
  | 'listing'
  | 'image'
  | 'block'
  | 'feed'
  | 'reservation'
  | 'cart'
  | 'cartItem'
  | 'claim'
  | 'report'
  | 'chat';

export interface FuzzWorld {
  roles: Record<FuzzRole, { email: string | null; authorization: string | null }>;
  ids: Record<Kind, number[]>;
  /** Every id of every fixture row (condition reports' too), for parameters of no known kind. */
  allIds: number[];
  /** The export files (`{secret}.ics`) of the listing and of its owner's listings. */
  calendarFiles: { listing: string; owner: string };
}

/**
 * The people and rows a fuzz run starts from, so that hostile input reaches the handlers
 * behind every kind of id: the owner's listing (with a photo, a block and an imported
 * calendar), the renter's pending request and cart, two returned rentals with claims (one
 * open, one disputed) and condition reports, the renter's report of the listing, a chat.
 * `clock.offset` moves the services' clock (the rentals start on their start day).
 */
export async function createFuzzWorld(
  t: TestContext,
  clock: { offset: number },
): Promise<FuzzWorld> {
  const db = t.database.db;
  const admin = await createUser(db, { roles: ['customer', 'admin'] });
  const owner = await createOwner(db);
  const renter = await createUser(db);
  const listing = await createListing(db, {
    ownerId: owner.id,
    quantity: 3,
    frequencies: [
      { frequency: 'Hourly', priceCents: 500 },
      { frequency: 'Daily', priceCents: 2_500 },
      { type: 'sale', frequency: 'Once', priceCents: 90_000 },
    ],
    images: [{ filePath: '/uploads/listings/fuzz-0.webp', isCover: true }],
  });
  await db.update(listings).set({ depositCents: 5_000 }).where(eq(listings.id, listing.id));
  const roles = { guest: { email: null, authorization: null } } as FuzzWorld['roles'];
  for (const [role, user] of Object.entries({ renter, owner, admin })) {
    roles[role as FuzzRole] = {
      email: user.email,
      authorization: (await loginAs(t, user.email)).authorization,
    };
  }
  const renterHeaders = { authorization: roles.renter.authorization! };
  const ownerHeaders = { authorization: roles.owner.authorization! };
  const ok = (res: { status: number; body: unknown }, status = 200) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body as Record<string, any>;
  };

  // A pending request and a cart.
  const start = inDays(3);
  await requestReservation(t, renterHeaders, listing.id, { start, units: 2 });
  ok(
    await t.request({
      method: 'POST',
      url: '/api/cart/add-to-cart',
      headers: renterHeaders,
      payload: { listing_id: listing.id, frequency: 'Hourly', start_at: start, units: 3 },
    }),
  );

  // Two rentals returned with the deposit claimed: one claim open, one disputed, each with
  // the renter's hand-over report.
  const claimed = async (days: number, dispute: boolean) => {
    const rental = await bookReservation(t, { renterHeaders, ownerHeaders }, listing.id, {
      start: days,
    });
    ok(await postReport(t, renterHeaders, rental.id, { stage: 'handover', works: 'true' }));
    clock.offset = days * DAY + 3_600_000;
    try {
      await startAndReturn(t, renterHeaders, rental.id);
      const claim = ok(
        await sendClaim(t, ownerHeaders, rental.id, { amount: '5', reason: 'A cracked lid.' }, [
          await photo(),
        ]),
        201,
      ).reservation.claim as { id: number };
      if (dispute) ok(await sendDispute(t, renterHeaders, claim.id, 'It was cracked before.'));
      return { reservation: rental.id, claim: claim.id };
    } finally {
      clock.offset = 0;
    }
  };
  await claimed(20, false);
  await claimed(30, true);

  ok(
    await t.request({
      method: 'POST',
      url: '/api/reports',
      headers: renterHeaders,
      payload: { kind: 'listing', target_id: listing.id, reason: 'scam', details: 'Fuzz.' },
    }),
    201,
  );
  ok(
    await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/blockdate`,
      headers: ownerHeaders,
      payload: { start_date: inDays(200).slice(0, 10), end_date: inDays(202).slice(0, 10) },
    }),
  );
  // An imported calendar on a refused address: a sync answers at once, without the network.
  await db
    .insert(calendarFeeds)
    .values({ listingId: listing.id, url: 'http://127.0.0.1:9/cal.ics', name: 'Elsewhere' });
  ok(
    await t.request({
      method: 'POST',
      url: '/api/chat/initChat',
      headers: renterHeaders,
      payload: { senderId: renter.id, receiverId: owner.id },
    }),
  );
  ok(
    await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/ical-secret`,
      headers: ownerHeaders,
    }),
  );
  ok(await t.request({ method: 'POST', url: '/api/user/ical-secret', headers: ownerHeaders }));

  const idsOf = async (table: string) =>
    (await queryRows<{ id: number }>(db, sql.raw(`SELECT id FROM "${table}" ORDER BY id`))).map(
      (r) => Number(r.id),
    );
  const ids: Record<Kind, number[]> = {
    user: [owner.id, renter.id, admin.id], // the owner first: their export link
    listing: [listing.id],
    image: await idsOf('listing_images'),
    block: (
      await db
        .select({ id: listingBlockedDates.id })
        .from(listingBlockedDates)
        .where(eq(listingBlockedDates.listingId, listing.id))
    ).map((r) => r.id),
    feed: await idsOf('calendar_feeds'),
    reservation: await idsOf('reservations'),
    cart: await idsOf('carts'),
    cartItem: await idsOf('cart_items'),
    claim: await idsOf('claims'),
    report: await idsOf('reports'),
    chat: await idsOf('chats'),
  };
  for (const [kind, list] of Object.entries(ids))
    expect(list.length, `fuzz fixtures: no ${kind}`).toBeGreaterThan(0);
  const conditionReports = await idsOf('condition_reports');
  expect(conditionReports.length, 'fuzz fixtures: no condition report').toBeGreaterThan(0);
  const allIds = [...new Set([...Object.values(ids).flat(), ...conditionReports])];
  const world = { roles, ids, allIds, calendarFiles: { listing: '', owner: '' } };
  world.calendarFiles = await currentCalendarFiles(t, world);
  return world;
}

/** The export files of the fixtures' listing and owner with their secrets as they are now. */
export async function currentCalendarFiles(t: TestContext, world: Pick<FuzzWorld, 'ids'>) {
  const [listing] = await t.database.db
    .select({ secret: listings.icalSecret })
    .from(listings)
    .where(eq(listings.id, world.ids.listing[0]!));
  const [owner] = await t.database.db
    .select({ secret: ownerCalendarSecrets.secret })
    .from(ownerCalendarSecrets)
    .where(eq(ownerCalendarSecrets.userId, world.ids.user[0]!));
  return { listing: `${listing?.secret ?? 'none'}.ics`, owner: `${owner?.secret ?? 'none'}.ics` };
}

/** The kind of row a path parameter names, read from the route's path and the name. */
export function kindOf(route: RouteEntry, name: string): Kind | 'calendarFile' | null {
  const url = route.url;
  const byName: Record<string, Kind | 'calendarFile'> = {
    imageId: 'image',
    blockDateId: 'block',
    feedId: 'feed',
    cartId: 'cart',
    listingId: 'listing',
    userId: 'user',
    file: 'calendarFile',
  };
  if (byName[name] && !(name === 'file' && !url.startsWith('/ical/'))) return byName[name]!;
  if (name !== 'id' && name !== 'key') return null;
  const byPrefix: [RegExp, Kind][] = [
    [/^\/api\/(operator\/)?claims\//, 'claim'],
    [/^\/api\/operator\/reports\//, 'report'],
    [/^\/api\/(admin\/)?reservations?\//, 'reservation'],
    [/^\/api\/(admin\/)?listings?(-detail)?\//, 'listing'],
    [/^\/api\/(admin\/)?users?\//, 'user'],
    [/^\/api\/cart\/:id\/remove-from-cart/, 'cartItem'],
    [/^\/api\/chat\//, 'chat'],
  ];
  return byPrefix.find(([pattern]) => pattern.test(url))?.[1] ?? null;
}
