import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, ledgerEntries, listings, reservations } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { signedInOwner, signedInUser } from '../../test/auth';
import { inDays, testClock } from '../../test/clock';
import { createListing } from '../../test/factories';
import { act, bookReservation } from '../../test/reservations';

/**
 * Read-then-write races on carts and payouts: each test fires the same call many times at
 * once. On PGlite transactions take turns; on PostgreSQL (TEST_DATABASE_URL) they are
 * truly concurrent, and the row locks decide.
 */

async function owners(t: TestContext, count: number) {
  const { user: owner, headers: ownerHeaders } = await signedInOwner(t);
  const made = [];
  for (let i = 0; i < count; i++) {
    made.push(
      await createListing(t.database.db, {
        ownerId: owner.id,
        name: `Item ${i}`,
        frequencies: [{ frequency: 'Daily', priceCents: 2000 }],
      }),
    );
  }
  return { owner, listings: made, ownerHeaders };
}

const addToCart = (
  t: TestContext,
  headers: Record<string, string>,
  listingId: number,
  payload: object = {},
) =>
  t.request({
    method: 'POST',
    url: '/api/cart/add-to-cart',
    headers,
    payload: {
      listing_id: listingId,
      frequency: 'Daily',
      start_at: inDays(5),
      units: 2,
      ...payload,
    },
  });

describe('carts under concurrent requests', () => {
  const t = useTestApp();

  it('ten simultaneous requests of one cart make one set of reservations and empty the cart', async () => {
    const {
      listings: [a, b],
    } = await owners(t, 2);
    const { headers } = await signedInUser(t);
    for (const listing of [a!, b!])
      expect((await addToCart(t, headers, listing.id)).status).toBe(200);
    const cartId = (await t.request({ method: 'GET', url: '/api/cart', headers })).body.cartId;

    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request({
          method: 'POST',
          url: '/api/reservation/request-reservation',
          headers,
          payload: { cart_id: cartId },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(400)]);
    for (const refused of results.filter((r) => r.status === 400))
      expect(refused.body.message).toBe('Your cart is empty.');
    const rows = await t.database.db.select().from(reservations);
    expect(rows.map((r) => r.listingId).sort()).toEqual([a!.id, b!.id].sort());
    expect(await t.database.db.select().from(cartItems)).toEqual([]);
  });

  it('ten simultaneous adds of one listing leave one line, holding one of the selections', async () => {
    const {
      listings: [listing],
    } = await owners(t, 1);
    const { headers } = await signedInUser(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => addToCart(t, headers, listing!.id, { units: i + 1 })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const lines = await t.database.db.select().from(cartItems);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.subtotalCents).toBe(lines[0]!.units * 2000);
    const cart = (await t.request({ method: 'GET', url: '/api/cart', headers })).body;
    expect(cart.cartItemsCount).toBe(1);
  });

  it('adding a listing already in the cart changes its line (dates, length, quantity) instead of adding another', async () => {
    const {
      listings: [listing],
    } = await owners(t, 1);
    await t.database.db.update(listings).set({ quantity: 3 }).where(eq(listings.id, listing!.id));
    const { headers } = await signedInUser(t);
    await addToCart(t, headers, listing!.id);
    const changed = await addToCart(t, headers, listing!.id, {
      start_at: inDays(9),
      units: 3,
      quantity: 2,
    });
    expect(changed.body.cartData.cartItemsCount).toBe(1);
    expect(changed.body.cartData.cartItems[0]).toMatchObject({
      units: 3,
      quantity: 2,
      subtotal_cents: 3 * 2 * 2000,
    });
  });

  it('simultaneous adds of different listings stop at the cart limit of twenty', async () => {
    const { listings: many } = await owners(t, 23);
    const { headers } = await signedInUser(t);
    await addToCart(t, headers, many[0]!.id);
    // Seventeen more lines written directly, for speed: copies of the first for other listings.
    const [first] = await t.database.db.select().from(cartItems);
    const { id: _id, createdAt: _createdAt, ...line } = first!;
    await t.database.db
      .insert(cartItems)
      .values(many.slice(1, 18).map((listing) => ({ ...line, listingId: listing.id })));
    const results = await Promise.all(
      many.slice(18).map((listing) => addToCart(t, headers, listing.id)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 422)).toHaveLength(3);
    expect(await t.database.db.select().from(cartItems)).toHaveLength(20);
  });
});

describe('payouts under concurrent completions', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it('five simultaneous completions of one rental pay the owner once, and three deposit jobs release the deposit once', async () => {
    const {
      listings: [listing],
      ownerHeaders,
    } = await owners(t, 1);
    await t.database.db
      .update(listings)
      .set({ depositCents: 5000 })
      .where(eq(listings.id, listing!.id));
    const { headers: renterHeaders } = await signedInUser(t);
    const parties = { renterHeaders, ownerHeaders };
    const { id, start_at } = await bookReservation(t, parties, listing!.id, { units: 2 });
    clock.set(start_at);
    const start = await act(t, ownerHeaders, id, 'rent-period-action', { action: 'start' });
    expect(start.status).toBe(200);

    const results = await Promise.all(
      Array.from({ length: 5 }, () => act(t, ownerHeaders, id, 'complete-rent')),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const ledger = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reservationId, id));
    expect(ledger.filter((l) => l.kind === 'transfer').map((l) => l.amountCents)).toEqual([3600]);
    // The deposit waits for the owner's claim window (decision 0027); the scheduler's job,
    // running on three instances at once when it closes, releases it once.
    expect(ledger.filter((l) => l.kind === 'deposit-release')).toEqual([]);
    const closed = new Date(Date.parse(start_at) + 73 * 3_600_000);
    const released = await Promise.all(
      Array.from({ length: 3 }, () => t.app.services.reservations.settleDueDeposits(closed)),
    );
    expect(released.reduce((a, b) => a + b, 0)).toBe(1);
    const after = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reservationId, id));
    expect(after.filter((l) => l.kind === 'deposit-release').map((l) => l.amountCents)).toEqual([
      5000,
    ]);
  });
});
