import { expect } from 'vitest';
import type { TestContext } from './app';
import { signedInOwner, signedInUser } from './auth';
import { createCompletedRental, createListing } from './factories';
import { approveReservation, payReservation } from './reservations';

/** The operator console's cast: an operator, an owner with a daily listing, and a renter. */
export async function world(t: TestContext) {
  const admin = await signedInUser(t, {
    roles: ['customer', 'admin'],
    firstName: 'Ada',
    lastName: 'Admin',
  });
  const { user: owner, headers: ownerHeaders } = await signedInOwner(t, {
    firstName: 'Olga',
    lastName: 'Owner',
  });
  const listing = await createListing(t.database.db, {
    ownerId: owner.id,
    name: 'Pressure washer',
    frequencies: [{ frequency: 'Daily', priceCents: 2000 }],
  });
  const renter = await signedInUser(t, { firstName: 'Rita', lastName: 'Renter' });
  return { admin, owner, ownerHeaders, listing, renter };
}

/** Moves a pending reservation on through the API: the owner approves, then the renter pays. */
export async function advance(
  t: TestContext,
  w: Awaited<ReturnType<typeof world>>,
  id: number,
  to: 'approved' | 'paid',
) {
  await approveReservation(t, w.ownerHeaders, id);
  if (to === 'paid') await payReservation(t, w.renter.headers, id);
}

/**
 * A rental of `w.listing` completed `daysAgo` days ago (written directly), reviewed through
 * the API by the renter and, when given, the owner.
 */
export async function reviewedRental(
  t: TestContext,
  w: Awaited<ReturnType<typeof world>>,
  reviews: { renter: [number, string]; owner?: [number, string]; daysAgo?: number },
) {
  const daysAgo = reviews.daysAgo ?? 1;
  const reservation = await createCompletedRental(t.database.db, {
    listingId: w.listing.id,
    renterId: w.renter.user.id,
    ownerId: w.owner.id,
    completedDaysAgo: daysAgo,
  });
  const post = async (headers: Record<string, string>, [rating, comment]: [number, string]) => {
    const res = await t.request({
      method: 'POST',
      url: `/api/reservation/${reservation.id}/review`,
      headers,
      payload: { rating, comment },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.review.id as number;
  };
  const renterReview = await post(w.renter.headers, reviews.renter);
  const ownerReview = reviews.owner ? await post(w.ownerHeaders, reviews.owner) : null;
  return { reservation, renterReview, ownerReview };
}
