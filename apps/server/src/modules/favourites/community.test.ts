import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, reservations, reviews } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { signedInUser } from '../../test/auth';
import {
  createCompletedRental,
  createListing,
  createOwner,
  createUser,
} from '../../test/factories';

describe('favourites', () => {
  const t = useTestApp();

  it('saves, lists and removes favourites, each user their own', async () => {
    const owner = await createOwner(t.database.db);
    const a = await createListing(t.database.db, { ownerId: owner.id, name: 'Tent' });
    const b = await createListing(t.database.db, { ownerId: owner.id, name: 'Kayak' });
    const draft = await createListing(t.database.db, { ownerId: owner.id, status: 'Draft' });
    const { headers } = await signedInUser(t);
    const { headers: other } = await signedInUser(t);
    expect(
      (await t.request({ method: 'PUT', url: `/api/favourites/${a.id}`, headers })).body.favourited,
    ).toBe(true);
    await t.request({ method: 'PUT', url: `/api/favourites/${a.id}`, headers }); // twice is fine
    await t.request({ method: 'PUT', url: `/api/favourites/${b.id}`, headers });
    expect(
      (await t.request({ method: 'PUT', url: `/api/favourites/${draft.id}`, headers })).status,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/favourites/ids', headers })).body.ids.sort(),
    ).toEqual([a.id, b.id].sort());
    const list = await t.request({ method: 'GET', url: '/api/favourites', headers });
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((i: { name: string }) => i.name)).toEqual(['Kayak', 'Tent']);
    expect(
      (await t.request({ method: 'GET', url: '/api/favourites/ids', headers: other })).body.ids,
    ).toEqual([]);
    await t.request({ method: 'DELETE', url: `/api/favourites/${a.id}`, headers });
    expect(
      (await t.request({ method: 'GET', url: '/api/favourites/ids', headers })).body.ids,
    ).toEqual([b.id]);
    expect((await t.request({ method: 'GET', url: '/api/favourites' })).status).toBe(401);
  });
});

describe('owners and reviews', () => {
  const t = useTestApp();

  it('lists owners with published listings, and agencies with a business name', async () => {
    const person = await createOwner(t.database.db, { firstName: 'Maya' });
    const shop = await createOwner(t.database.db, {
      firstName: 'Daniel',
      businessName: 'Brooks Outdoor',
    });
    await createOwner(t.database.db, { firstName: 'Idle' });
    await createListing(t.database.db, { ownerId: person.id });
    await createListing(t.database.db, { ownerId: shop.id });
    await createListing(t.database.db, { ownerId: shop.id });
    const agents = await t.request({ method: 'GET', url: '/api/owners?kind=agents' });
    expect(
      agents.body.items.map((o: { firstName: string; listingsCount: number }) => [
        o.firstName,
        o.listingsCount,
      ]),
    ).toEqual([
      ['Daniel', 2],
      ['Maya', 1],
    ]);
    const agencies = await t.request({ method: 'GET', url: '/api/owners?kind=agencies' });
    expect(agencies.body.items.map((o: { businessName: string }) => o.businessName)).toEqual([
      'Brooks Outdoor',
    ]);
    expect(JSON.stringify(agents.body)).not.toContain('@');
  });

  it('shows in the directory and on the profile only the reviews others can see about an owner', async () => {
    const db = t.database.db;
    const seen = await createOwner(db, { firstName: 'Seen' });
    const blind = await createOwner(db, { firstName: 'Blind' });
    const renter = await createUser(db);
    // Seen: two completed rentals both sides reviewed (visible), one review hidden by an operator.
    // Blind: the renter reviewed, the owner did not yet, completed yesterday (still blind).
    const rental = async (
      ownerId: number,
      reviewsOf: { rating: number; ownerToo: boolean; hidden?: boolean },
    ) => {
      const listing = await createListing(db, { ownerId });
      const reservation = await createCompletedRental(db, {
        listingId: listing.id,
        renterId: renter.id,
        ownerId,
      });
      const base = { reservationId: reservation.id, listingId: listing.id };
      await db.insert(reviews).values({
        ...base,
        authorId: renter.id,
        subjectId: ownerId,
        authorRole: 'renter',
        rating: reviewsOf.rating,
        hiddenAt: reviewsOf.hidden ? new Date() : null,
        hiddenReason: reviewsOf.hidden ? 'Abusive.' : null,
      });
      if (reviewsOf.ownerToo)
        await db.insert(reviews).values({
          ...base,
          authorId: ownerId,
          subjectId: renter.id,
          authorRole: 'owner',
          rating: 5,
        });
    };
    await rental(seen.id, { rating: 5, ownerToo: true });
    await rental(seen.id, { rating: 4, ownerToo: true });
    await rental(seen.id, { rating: 1, ownerToo: true, hidden: true });
    await rental(blind.id, { rating: 2, ownerToo: false });

    const directory = await t.request({ method: 'GET', url: '/api/owners?kind=agents' });
    expect(
      directory.body.items.map(
        (o: { firstName: string; listingsCount: number; rating: number; reviewCount: number }) => [
          o.firstName,
          o.listingsCount,
          o.rating,
          o.reviewCount,
        ],
      ),
    ).toEqual([
      ['Seen', 3, 4.5, 2],
      ['Blind', 1, null, 0],
    ]);
    for (const [owner, figures] of [
      [seen, { listingsCount: 3, rating: 4.5, reviewCount: 2 }],
      [blind, { listingsCount: 1, rating: null, reviewCount: 0 }],
    ] as const) {
      const profile = await t.request({ method: 'GET', url: `/api/user/${owner.id}` });
      expect(profile.body.data).toMatchObject(figures);
    }
  });

  it('lets each side review a completed rental once and rates the listing', async () => {
    const owner = await createOwner(t.database.db);
    const renter = await createUser(t.database.db);
    const listing = await createListing(t.database.db, { ownerId: owner.id });
    const [reservation] = await t.database.db
      .insert(reservations)
      .values({
        code: 'OL-TEST1',
        listingId: listing.id,
        renterId: renter.id,
        ownerId: owner.id,
        status: 'ongoing',
        frequency: 'Daily',
        startAt: new Date(Date.now() - 3 * 86_400_000),
        endAt: new Date(),
      })
      .returning();
    const { loginAs } = await import('../../test/auth');
    const renterHeaders = { authorization: (await loginAs(t, renter.email)).authorization };
    const ownerHeaders = { authorization: (await loginAs(t, owner.email)).authorization };
    const early = await t.request({
      method: 'POST',
      url: `/api/reservation/${reservation!.id}/review`,
      headers: renterHeaders,
      payload: { rating: 5 },
    });
    expect(early.status).toBe(409);
    await t.database.db
      .update(reservations)
      .set({ status: 'completed' })
      .where(eq(reservations.id, reservation!.id));
    const bad = await t.request({
      method: 'POST',
      url: `/api/reservation/${reservation!.id}/review`,
      headers: renterHeaders,
      payload: { rating: 6 },
    });
    expect(bad.status).toBe(400);
    const ok = await t.request({
      method: 'POST',
      url: `/api/reservation/${reservation!.id}/review`,
      headers: renterHeaders,
      payload: { rating: 4, comment: 'Worked great' },
    });
    expect(ok.status).toBe(201);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/reservation/${reservation!.id}/review`,
          headers: renterHeaders,
          payload: { rating: 5 },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/reservation/${reservation!.id}/review`,
          headers: ownerHeaders,
          payload: { rating: 5, comment: 'Careful renter' },
        })
      ).status,
    ).toBe(201);
    const { headers: stranger } = await signedInUser(t);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/reservation/${reservation!.id}/review`,
          headers: stranger,
          payload: { rating: 1 },
        })
      ).status,
    ).toBe(403);

    const [stored] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect([stored!.ratingAvg, stored!.reviewCount]).toEqual([4, 1]);
    const ownerReviews = await t.request({ method: 'GET', url: `/api/user/${owner.id}/reviews` });
    expect(ownerReviews.body).toMatchObject({ total: 1, rating: 4 });
    expect(ownerReviews.body.items[0]).toMatchObject({
      comment: 'Worked great',
      author_role: 'renter',
    });
    const listingReviews = await t.request({
      method: 'GET',
      url: `/api/listing/${listing.id}/reviews`,
    });
    expect(listingReviews.body.total).toBe(1);
    const given = await t.request({
      method: 'GET',
      url: '/api/reviews/mine?which=given',
      headers: ownerHeaders,
    });
    expect(given.body.items[0].comment).toBe('Careful renter');
  });
});
