import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listings } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { signedInOwner, signedInUser } from '../../test/auth';
import { inDays } from '../../test/clock';
import { createListing } from '../../test/factories';
import { act, bookReservation } from '../../test/reservations';

const CACHE_SECONDS = 60;

/**
 * Search pages are remembered per instance for LISTING_CACHE_SECONDS, and answered up to one
 * more TTL stale while a refresh runs. What users need from that: a change made through this
 * instance shows at once (a renter searching by dates is not offered a listing just booked
 * for them, nor misses one whose booking was just cancelled; an owner's hidden listing leaves every search), and a
 * change this instance did not make (another instance, a script) shows within two TTLs.
 */
describe('remembered search pages', () => {
  const t = useTestApp({ LISTING_CACHE_SECONDS: String(CACHE_SECONDS) });
  afterEach(() => {
    vi.useRealTimers();
  });
  // The file's tests share one app, and so its remembered pages: each test searches pages
  // of its own (other dates, another page size), which no earlier test left remembered.

  const found = async (url: string) =>
    ((await t.request({ method: 'GET', url })).body.items as { id: number }[]).map((l) => l.id);
  const names = async (url: string) =>
    ((await t.request({ method: 'GET', url })).body.items as { name: string }[]).map((l) => l.name);

  it('show a reservation that books or frees some days in searches of those days at once', async () => {
    const { user: owner, headers: ownerHeaders } = await signedInOwner(t);
    const listing = await createListing(t.database.db, { ownerId: owner.id, name: 'Canoe' });
    const { headers: renterHeaders } = await signedInUser(t);
    const day = (offset: number) => inDays(offset).slice(0, 10);
    const dated = `/api/listings?start_date=${day(5)}&end_date=${day(6)}`;

    expect(await found(dated)).toContain(listing.id);

    const reservation = await bookReservation(t, { renterHeaders, ownerHeaders }, listing.id, {
      start: 5,
      units: 2,
    });
    expect(await found(dated)).not.toContain(listing.id);
    // Other days are still free.
    expect(await found(`/api/listings?start_date=${day(9)}&end_date=${day(10)}`)).toContain(
      listing.id,
    );

    const cancelled = await act(t, renterHeaders, reservation.id, 'cancel-reservation', {
      reason: 'Plans changed',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await found(dated)).toContain(listing.id);
  });

  it('drop a listing its owner hides through this instance at once, dated or not', async () => {
    const { user: owner, headers: ownerHeaders } = await signedInOwner(t);
    const listing = await createListing(t.database.db, { ownerId: owner.id, name: 'Canoe' });
    const dated = `/api/listings?start_date=${inDays(12).slice(0, 10)}&end_date=${inDays(13).slice(0, 10)}`;
    expect(await found('/api/listings?per_page=5')).toEqual([listing.id]);
    expect(await found(dated)).toEqual([listing.id]);

    const hidden = await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/deactivate`,
      headers: ownerHeaders,
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(await found('/api/listings?per_page=5')).toEqual([]);
    expect(await found(dated)).toEqual([]);
  });

  it('show a change this instance did not make within two TTLs', async () => {
    const { user: owner } = await signedInOwner(t);
    const listing = await createListing(t.database.db, { ownerId: owner.id, name: 'Canoe' });
    // The cache's clock, moved below; it keeps running meanwhile, as the server expects time to.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const remembered = Date.now();
    expect(await names('/api/listings?per_page=7')).toEqual(['Canoe']);

    // Written behind this instance's back, as another instance or a script would.
    await t.database.db.update(listings).set({ name: 'Kayak' }).where(eq(listings.id, listing.id));
    // Past the TTL the page is still answered stale while it refreshes; past two, never.
    vi.setSystemTime(remembered + 2 * CACHE_SECONDS * 1000 + 1000);
    expect(await names('/api/listings?per_page=7')).toEqual(['Kayak']);
  });
});
