import { describe, expect, it } from 'vitest';
import { useTestApp, type TestContext } from '../../test/app';
import { loginAs, signedInUser } from '../../test/auth';
import { inDays } from '../../test/clock';
import { createListing, createOwner } from '../../test/factories';
import { requestReservation } from '../../test/reservations';

/** Two owners with a listing each (with a cover), and a renter signed in. */
async function world(t: TestContext) {
  const owners = await Promise.all([
    createOwner(t.database.db, { firstName: 'Ada', lastName: 'Owner' }),
    createOwner(t.database.db, {
      firstName: 'Bo',
      lastName: 'Lender',
      profilePicture: '/p/bo.jpg',
    }),
  ]);
  const listings = [];
  for (const [i, owner] of owners.entries()) {
    listings.push(
      await createListing(t.database.db, {
        ownerId: owner.id,
        name: `Listing of ${owner.firstName}`,
        frequencies: [{ frequency: 'Daily', priceCents: 1500 }],
        images: [
          { filePath: `/uploads/other-${i}.jpg` },
          { filePath: `/uploads/cover-${i}.jpg`, isCover: true },
        ],
      }),
    );
  }
  const renter = await signedInUser(t, { firstName: 'Cy', lastName: 'Renter' });
  return { owners, listings, renter };
}

describe('listing cards in lists', () => {
  const t = useTestApp();

  it("shows each reservation's own listing, cover, owner and renter in the renter's and owners' lists", async () => {
    const { owners, listings, renter } = await world(t);
    for (const [i, listing] of listings.entries())
      await requestReservation(t, renter.headers, listing.id, { start: 3 + i });

    const mine = await t.request({
      method: 'GET',
      url: '/api/reservation/renter',
      headers: renter.headers,
    });
    expect(mine.status).toBe(200);
    const byListing = new Map(
      mine.body.items.map((item: { listing: { id: number } }) => [item.listing.id, item]),
    );
    expect(byListing.size).toBe(2);
    for (const [i, listing] of listings.entries()) {
      expect(byListing.get(listing.id)).toMatchObject({
        listing: {
          name: `Listing of ${owners[i]!.firstName}`,
          cover: `/uploads/cover-${i}.jpg`,
          owner: { id: owners[i]!.id, fullName: `${owners[i]!.firstName} ${owners[i]!.lastName}` },
        },
        renter: { id: renter.user.id, fullName: 'Cy Renter' },
      });
    }
    expect(byListing.get(listings[1]!.id)).toMatchObject({
      listing: { owner: { profilePicture: '/p/bo.jpg' } },
    });

    const second = await loginAs(t, owners[1]!.email);
    const theirs = await t.request({
      method: 'GET',
      url: '/api/reservation/owner',
      headers: { authorization: second.authorization },
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.items).toHaveLength(1);
    expect(theirs.body.items[0]).toMatchObject({
      listing: { id: listings[1]!.id, name: 'Listing of Bo', owner: { fullName: 'Bo Lender' } },
      renter: { fullName: 'Cy Renter' },
    });
  });

  it("shows each cart item's own listing and owner", async () => {
    const { owners, listings, renter } = await world(t);
    let cartId = 0;
    for (const [i, listing] of listings.entries()) {
      const add = await t.request({
        method: 'POST',
        url: '/api/cart/add-to-cart',
        headers: renter.headers,
        payload: { listing_id: listing.id, frequency: 'Daily', start_at: inDays(4 + i), units: 1 },
      });
      expect(add.status, JSON.stringify(add.body)).toBe(200);
      cartId = add.body.cartData.cartId;
    }
    const cart = await t.request({
      method: 'GET',
      url: `/api/cart/${cartId}`,
      headers: renter.headers,
    });
    expect(cart.status).toBe(200);
    expect(cart.body.cartItems).toHaveLength(2);
    for (const [i, listing] of listings.entries()) {
      const item = cart.body.cartItems.find(
        (c: { listing: { id: number } }) => c.listing.id === listing.id,
      );
      expect(item).toMatchObject({
        listing: {
          name: `Listing of ${owners[i]!.firstName}`,
          cover: `/uploads/cover-${i}.jpg`,
          owner: { id: owners[i]!.id, fullName: `${owners[i]!.firstName} ${owners[i]!.lastName}` },
        },
        available: true,
      });
    }
  });
});
