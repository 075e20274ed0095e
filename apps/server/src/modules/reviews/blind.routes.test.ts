import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { loginAs } from '../../test/auth';
import {
  createCompletedRental,
  createListing,
  createOwner,
  createUser,
} from '../../test/factories';

async function completedRental(t: TestContext, completedDaysAgo: number) {
  const owner = await createOwner(t.database.db);
  const renter = await createUser(t.database.db);
  const listing = await createListing(t.database.db, { ownerId: owner.id });
  const reservation = await createCompletedRental(t.database.db, {
    listingId: listing.id,
    renterId: renter.id,
    ownerId: owner.id,
    completedDaysAgo,
  });
  return {
    owner,
    renter,
    listing,
    reservation,
    renterHeaders: { authorization: (await loginAs(t, renter.email)).authorization },
    ownerHeaders: { authorization: (await loginAs(t, owner.email)).authorization },
  };
}

const review = (
  t: TestContext,
  id: number,
  headers: Record<string, string>,
  rating: number,
  comment: string,
) =>
  t.request({
    method: 'POST',
    url: `/api/reservation/${id}/review`,
    headers,
    payload: { rating, comment },
  });

describe('blind reviews', () => {
  const t = useTestApp();

  it('hide a review from everyone but its author until the other side reviews too', async () => {
    const { owner, renter, listing, reservation, renterHeaders, ownerHeaders } =
      await completedRental(t, 1);
    expect((await review(t, reservation.id, renterHeaders, 2, 'Blade was dull')).status).toBe(201);

    // The owner, the public and the listing's rating do not see it yet; its author does.
    expect(
      (await t.request({ method: 'GET', url: `/api/user/${owner.id}/reviews` })).body,
    ).toMatchObject({ total: 0, rating: null });
    expect(
      (await t.request({ method: 'GET', url: `/api/listing/${listing.id}/reviews` })).body.total,
    ).toBe(0);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/reviews/mine?which=received',
          headers: ownerHeaders,
        })
      ).body.total,
    ).toBe(0);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/reviews/mine?which=given',
          headers: renterHeaders,
        })
      ).body.items[0].comment,
    ).toBe('Blade was dull');
    expect(
      (await t.request({ method: 'GET', url: `/api/user/${owner.id}` })).body.data,
    ).toMatchObject({ rating: null, reviewCount: 0 });
    let [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect([row!.ratingAvg, row!.reviewCount]).toEqual([null, 0]);

    // The owner's review reveals both at once.
    expect((await review(t, reservation.id, ownerHeaders, 5, 'Lovely renter')).status).toBe(201);
    expect(
      (await t.request({ method: 'GET', url: `/api/user/${owner.id}/reviews` })).body,
    ).toMatchObject({ total: 1, rating: 2 });
    expect(
      (await t.request({ method: 'GET', url: `/api/user/${renter.id}/reviews` })).body.items[0]
        .comment,
    ).toBe('Lovely renter');
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/reviews/mine?which=received',
          headers: ownerHeaders,
        })
      ).body.total,
    ).toBe(1);
    [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect([row!.ratingAvg, row!.reviewCount]).toEqual([2, 1]);
  });

  it('show a lone review 14 days after completion, and the scheduler puts it in the rating', async () => {
    const { owner, listing, reservation, renterHeaders } = await completedRental(t, 13);
    expect((await review(t, reservation.id, renterHeaders, 4, 'Fine')).status).toBe(201);
    expect(
      (await t.request({ method: 'GET', url: `/api/listing/${listing.id}/reviews` })).body.total,
    ).toBe(0);

    // A day later the 14 days have passed.
    await t.database.db.execute(
      sql`UPDATE reservations SET completed_at = completed_at - interval '1 day 1 hour' WHERE id = ${reservation.id}`,
    );
    expect(
      (await t.request({ method: 'GET', url: `/api/listing/${listing.id}/reviews` })).body.total,
    ).toBe(1);
    expect(
      (await t.request({ method: 'GET', url: `/api/user/${owner.id}/reviews` })).body.rating,
    ).toBe(4);
    await t.app.services.reviews.revealDue();
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect([row!.ratingAvg, row!.reviewCount]).toEqual([4, 1]);
  });
});
