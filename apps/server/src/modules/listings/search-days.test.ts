// Search's "available for these dates" goes by the listing's own days (decision 0002), as
// its blocked days, quotes and bookings do: a day booked in Kathmandu begins at 18:15 UTC the
// day before, and the day Santiago's clocks skip midnight begins at 01:00. Both ways of
// answering a search — the in-memory index (it holds every future date) and SQL — must agree.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, reservations } from '../../db/schema';
import { type TestContext, useTestApp } from '../../test/app';
import { createListing, createOwner, createUser } from '../../test/factories';

async function zonedListing(t: TestContext, name: string, timezone: string) {
  const db = t.database.db;
  const owner = await createOwner(db);
  const listing = await createListing(db, { ownerId: owner.id, name });
  await db.update(listings).set({ timezone }).where(eq(listings.id, listing.id));
  return { listing, owner };
}

async function book(
  t: TestContext,
  { listing, owner }: Awaited<ReturnType<typeof zonedListing>>,
  startAt: string,
  endAt: string,
) {
  const renter = await createUser(t.database.db);
  await t.database.db.insert(reservations).values({
    code: `R${listing.id}`,
    listingId: listing.id,
    renterId: renter.id,
    ownerId: owner.id,
    status: 'paid',
    frequency: 'Daily',
    startAt: new Date(startAt),
    endAt: new Date(endAt),
  });
}

/** Whether a search for the listings free from `start` to `end` (inclusive days) finds it. */
async function foundFree(t: TestContext, id: number, start: string, end = start) {
  const res = await t.request({
    method: 'GET',
    url: `/api/listings?start_date=${start}&end_date=${end}&per_page=100`,
  });
  expect(res.status).toBe(200);
  return (res.body.items as { id: number }[]).some((item) => item.id === id);
}

function localDays(t: TestContext) {
  it('finds a Kathmandu listing free the day before a booked day that starts at 18:15 UTC', async () => {
    const kayak = await zonedListing(t, 'Kayak', 'Asia/Kathmandu');
    // Searched once before the booking: the index, when on, follows it as a change.
    expect(await foundFree(t, kayak.listing.id, '2030-07-11')).toBe(true);

    // All of 2030-07-11 in Kathmandu (+5:45): from 18:15 UTC on the 10th to 18:15 on the 11th.
    await book(t, kayak, '2030-07-10T18:15:00.000Z', '2030-07-11T18:15:00.000Z');
    expect(await foundFree(t, kayak.listing.id, '2030-07-10')).toBe(true);
    expect(await foundFree(t, kayak.listing.id, '2030-07-11')).toBe(false);
    expect(await foundFree(t, kayak.listing.id, '2030-07-10', '2030-07-11')).toBe(false);
    expect(await foundFree(t, kayak.listing.id, '2030-07-12')).toBe(true);
  });

  it("counts the evening before Santiago's clocks skip midnight as the day before", async () => {
    const tent = await zonedListing(t, 'Tent', 'America/Santiago');
    // 22:00 on 2030-09-07 (-04) until 2030-09-08 begins, at 01:00 (-03): in UTC, all of it on
    // the 8th.
    await book(t, tent, '2030-09-08T02:00:00.000Z', '2030-09-08T04:00:00.000Z');
    expect(await foundFree(t, tent.listing.id, '2030-09-07')).toBe(false);
    expect(await foundFree(t, tent.listing.id, '2030-09-08')).toBe(true);
  });
}

describe('search by dates, answered by the in-memory index', () => {
  const t = useTestApp();
  localDays(t);
});

describe('search by dates, answered by SQL (SEARCH_INDEX=off)', () => {
  const t = useTestApp({ SEARCH_INDEX: 'off' });
  localDays(t);
});
