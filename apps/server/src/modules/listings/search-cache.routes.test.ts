import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { signedInOwner, signedInUser } from '../../test/auth';
import { inDays } from '../../test/clock';
import { createListing } from '../../test/factories';
import { act, bookReservation } from '../../test/reservations';

/**
 * Search pages are remembered (LISTING_CACHE_SECONDS), but not past a change that makes
 * them wrong: a renter searching by dates must not be offered a listing just booked for
 * them, nor miss one whose booking was just cancelled.
 */
describe('remembered search pages and reservations', () => {
  const t = useTestApp({ LISTING_CACHE_SECONDS: '60' });

  it('forgets searches by dates when a reservation books or frees those days, and keeps the others', async () => {
    const { user: owner, headers: ownerHeaders } = await signedInOwner(t);
    const listing = await createListing(t.database.db, { ownerId: owner.id, name: 'Canoe' });
    const { headers: renterHeaders } = await signedInUser(t);
    const day = (offset: number) => inDays(offset).slice(0, 10);
    const dated = `/api/listings?start_date=${day(5)}&end_date=${day(6)}`;
    const names = async (url: string) =>
      ((await t.request({ method: 'GET', url })).body.items as { name: string }[]).map(
        (l) => l.name,
      );
    const found = async (url: string) =>
      ((await t.request({ method: 'GET', url })).body.items as { id: number }[]).map((l) => l.id);

    expect(await found(dated)).toContain(listing.id);
    expect(await found('/api/listings')).toContain(listing.id);

    const reservation = await bookReservation(t, { renterHeaders, ownerHeaders }, listing.id, {
      start: 5,
      units: 2,
    });
    // Booked for those days: the remembered page is not answered again.
    expect(await found(dated)).not.toContain(listing.id);
    // Undated pages are still the remembered ones: a rename written behind the service's
    // back (so nothing forgets) does not show in them yet.
    await t.database.db.update(listings).set({ name: 'Kayak' }).where(eq(listings.id, listing.id));
    expect(await names('/api/listings')).toEqual(['Canoe']);

    const cancelled = await act(t, renterHeaders, reservation.id, 'cancel-reservation', {
      reason: 'Plans changed',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await found(dated)).toContain(listing.id);
  });
});
