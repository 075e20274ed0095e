import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { signedInUser } from '../../test/auth';
import { createCompletedRental } from '../../test/factories';
import { world } from '../../test/operator-world';

/**
 * A listing's stored rating is read (the visible reviews) and then written: two reviews of
 * one listing revealed at the same moment must each count the other. On PGlite transactions
 * take turns; on PostgreSQL (TEST_DATABASE_URL) they run at once and the listing's row lock
 * decides.
 */
describe('listing rating races', () => {
  const t = useTestApp();

  it('counts every review when several are revealed at once', async () => {
    const w = await world(t);
    // Four finished rentals of the one listing by four renters, the owner's review of each
    // already written: a renter's review is then visible (and rates the listing) at once.
    const renters = [w.renter, ...(await Promise.all([1, 2, 3].map(() => signedInUser(t))))];
    const done = [];
    for (const renter of renters) {
      const row = await createCompletedRental(t.database.db, {
        listingId: w.listing.id,
        renterId: renter.user.id,
        ownerId: w.owner.id,
      });
      const owners = await t.request({
        method: 'POST',
        url: `/api/reservation/${row.id}/review`,
        headers: w.ownerHeaders,
        payload: { rating: 5, comment: 'A careful renter, on time both ways.' },
      });
      expect(owners.status, JSON.stringify(owners.body)).toBe(201);
      done.push({ id: row.id, headers: renter.headers });
    }
    const ratings = [5, 4, 2, 1];
    const answers = await Promise.all(
      done.map(({ id, headers }, i) =>
        t.request({
          method: 'POST',
          url: `/api/reservation/${id}/review`,
          headers,
          payload: { rating: ratings[i], comment: 'Worked as described, easy pick-up.' },
        }),
      ),
    );
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual([201, 201, 201, 201]);
    const [listing] = await t.database.db
      .select({ ratingAvg: listings.ratingAvg, reviewCount: listings.reviewCount })
      .from(listings)
      .where(eq(listings.id, w.listing.id));
    expect(listing).toEqual({ ratingAvg: 3, reviewCount: 4 });
  });
});
