import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '@ownless/shared';
import { listings } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { signedInOwner, signedInUser } from '../../test/auth';
import { testClock } from '../../test/clock';
import { createListing } from '../../test/factories';
import { bookReservation, requestReservation } from '../../test/reservations';

/**
 * GET /api/owner/calendar: an owner's bookings, blocks, imported events and preparation
 * periods across listings, in each listing's own days. Kathmandu is 5:45 ahead of UTC, so
 * its days begin at 18:15 UTC of the day before; Santiago's 2026-09-06 begins at 01:00.
 */
const KATHMANDU = 'Asia/Kathmandu';

const calendar = (t: TestContext, headers: Record<string, string>, query: string) =>
  t.request({ method: 'GET', url: `/api/owner/calendar?${query}`, headers });

async function ownerWithListing(t: TestContext, timezone: string, name = 'Kayak') {
  const { user, headers } = await signedInOwner(t);
  const listing = await createListing(t.database.db, { ownerId: user.id, name });
  await t.database.db.update(listings).set({ timezone }).where(eq(listings.id, listing.id));
  return { user, headers, listing };
}

describe('GET /api/owner/calendar', () => {
  const clock = testClock();
  const t = useTestApp({}, { now: clock.now });

  it('refuses guests, a reversed range and more than 93 days, with field messages', async () => {
    const { headers } = await ownerWithListing(t, KATHMANDU);
    expect((await calendar(t, {}, 'from=2026-09-01&to=2026-09-30')).status).toBe(401);

    const reversed = await calendar(t, headers, 'from=2026-09-30&to=2026-09-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.to).toBeDefined();

    // 2026-09-01 to 2026-12-02 is 93 days; one more is refused.
    expect((await calendar(t, headers, 'from=2026-09-01&to=2026-12-02')).status).toBe(200);
    const tooLong = await calendar(t, headers, 'from=2026-09-01&to=2026-12-03');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.to).toEqual(['Choose at most 93 days at a time.']);
    const inSpanish = await t.request({
      method: 'GET',
      url: '/api/owner/calendar?from=2026-09-01&to=2026-12-03',
      headers: { ...headers, 'accept-language': 'es' },
    });
    expect(inSpanish.body.errors.to).toEqual(['Elige como máximo 93 días a la vez.']);

    const badDay = await calendar(t, headers, 'from=2026-02-30&to=2026-03-01');
    expect(badDay.status).toBe(400);
    expect(badDay.body.errors.from).toBeDefined();
  });

  it("shows only the owner's own listings, and refuses another owner's", async () => {
    const mine = await ownerWithListing(t, KATHMANDU, 'Kayak');
    const theirs = await ownerWithListing(t, KATHMANDU, 'Ladder');
    await t.request({
      method: 'POST',
      url: `/api/listing/${theirs.listing.id}/blockdate`,
      headers: theirs.headers,
      payload: { start_date: '2026-09-10', end_date: '2026-09-11' },
    });

    const all = await calendar(t, mine.headers, 'from=2026-09-01&to=2026-09-30');
    expect(all.status).toBe(200);
    expect(all.body.listings.map((l: { title: string }) => l.title)).toEqual(['Kayak']);
    expect(all.body.entries).toEqual([]);

    const other = await calendar(
      t,
      mine.headers,
      `from=2026-09-01&to=2026-09-30&listing_id=${theirs.listing.id}`,
    );
    expect(other.status).toBe(403);
    const missing = await calendar(
      t,
      mine.headers,
      'from=2026-09-01&to=2026-09-30&listing_id=999999',
    );
    expect(missing.status).toBe(404);

    // A renter without listings sees an empty calendar.
    const { headers: renter } = await signedInUser(t);
    const empty = await calendar(t, renter, 'from=2026-09-01&to=2026-09-30');
    expect(empty.body).toEqual({ listings: [], entries: [] });
  });

  it("counts bookings and blocks in the listing's days, end exclusive", async () => {
    clock.set('2026-08-20T00:00:00Z');
    const owner = await ownerWithListing(t, KATHMANDU);
    const { user: renter, headers: renterHeaders } = await signedInUser(t, { firstName: 'Rita' });
    expect(renter.firstName).toBe('Rita');
    // Two days from midnight of 2026-09-05 in Kathmandu: 18:15 UTC on the 4th.
    const start = zonedInstant('2026-09-05', '00:00', KATHMANDU).toISOString();
    expect(start).toBe('2026-09-04T18:15:00.000Z');
    const booked = await bookReservation(
      t,
      { renterHeaders, ownerHeaders: owner.headers },
      owner.listing.id,
      { start, units: 2 },
    );
    // A request not yet approved holds nothing.
    await requestReservation(t, renterHeaders, owner.listing.id, {
      start: zonedInstant('2026-09-20', '00:00', KATHMANDU).toISOString(),
    });
    const blocked = await t.request({
      method: 'POST',
      url: `/api/listing/${owner.listing.id}/blockdate`,
      headers: owner.headers,
      payload: { start_date: '2026-09-10', end_date: '2026-09-12', reason: 'Repairs' },
    });
    expect(blocked.status).toBe(200);

    const res = await calendar(t, owner.headers, 'from=2026-09-01&to=2026-09-30');
    expect(res.status).toBe(200);
    expect(res.body.listings).toEqual([
      { id: owner.listing.id, title: 'Kayak', timezone: KATHMANDU, unit: 'day', color_index: 0 },
    ]);
    expect(res.body.entries).toEqual([
      expect.objectContaining({
        listing_id: owner.listing.id,
        kind: 'booking',
        start: '2026-09-05',
        end: '2026-09-07',
        start_at: start,
        end_at: '2026-09-06T18:15:00.000Z',
        label: 'Rita',
        reservation_id: booked.id,
        reservation_code: booked.code,
        status: 'paid',
        removable: false,
      }),
      expect.objectContaining({
        kind: 'block',
        start: '2026-09-10',
        end: '2026-09-13',
        label: 'Repairs',
        block_id: expect.any(Number),
        removable: true,
      }),
    ]);

    // The booking ends as the 7th begins where the listing is: a view from the 7th misses it.
    const after = await calendar(t, owner.headers, 'from=2026-09-07&to=2026-09-09');
    expect(after.body.entries).toEqual([]);
    // A view ending on the 5th (local) still has it.
    const before = await calendar(t, owner.headers, 'from=2026-08-25&to=2026-09-05');
    expect(before.body.entries.map((e: { kind: string }) => e.kind)).toEqual(['booking']);
  });

  it('marks imported events with their feed and not removable, and hatches preparation', async () => {
    clock.set('2026-08-20T00:00:00Z');
    const owner = await ownerWithListing(t, 'America/Santiago');
    const db = t.database.db;
    await db.execute(
      sql`UPDATE listings SET preparation_hours = 24 WHERE id = ${owner.listing.id}`,
    );
    const [feed] = (
      (await db.execute(
        sql`INSERT INTO calendar_feeds (listing_id, url, name)
            VALUES (${owner.listing.id}, 'https://example.com/a.ics', 'Airbnb') RETURNING id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    await db.execute(
      sql`INSERT INTO listing_blocked_dates (listing_id, start_date, end_date, feed_id)
          VALUES (${owner.listing.id}, '2026-09-20', '2026-09-21', ${feed!.id})`,
    );
    const { headers: renterHeaders } = await signedInUser(t);
    // One day from 2026-09-06, the day Santiago's clocks skip midnight: it starts at 01:00.
    const start = zonedInstant('2026-09-06', '00:00', 'America/Santiago').toISOString();
    expect(start).toBe('2026-09-06T04:00:00.000Z');
    await bookReservation(t, { renterHeaders, ownerHeaders: owner.headers }, owner.listing.id, {
      start,
      units: 1,
    });

    const res = await calendar(t, owner.headers, 'from=2026-09-01&to=2026-09-30');
    expect(res.status).toBe(200);
    const entries = res.body.entries as { kind: string; start: string; end: string }[];
    expect(entries.map((e) => [e.kind, e.start, e.end])).toEqual([
      // 24 hours before 01:00 on the 6th is 00:00 on the 5th (-04).
      ['preparation', '2026-09-05', '2026-09-06'],
      // The 6th is 23 hours long: a day's rental (24 hours) ends at 01:00 on the 7th, so it
      // holds the first hour of the 7th, and the preparation after it the first of the 8th.
      ['booking', '2026-09-06', '2026-09-08'],
      ['preparation', '2026-09-07', '2026-09-09'],
      ['imported', '2026-09-20', '2026-09-22'],
    ]);
    expect(res.body.entries[3]).toMatchObject({
      feed_name: 'Airbnb',
      label: 'Airbnb',
      removable: false,
      block_id: expect.any(Number),
    });
    expect(res.body.entries[0]).toMatchObject({
      start_at: '2026-09-05T04:00:00.000Z',
      end_at: start,
      reservation_id: res.body.entries[1].reservation_id,
    });
  });

  it("filters one listing and keeps each listing's colour; hourly listings say so", async () => {
    const { user, headers } = await signedInOwner(t);
    const drill = await createListing(t.database.db, { ownerId: user.id, name: 'Drill' });
    const boat = await createListing(t.database.db, {
      ownerId: user.id,
      name: 'Boat',
      frequencies: [{ frequency: 'Hourly', priceCents: 900 }],
    });
    const res = await calendar(t, headers, `from=2026-09-01&to=2026-09-30&listing_id=${drill.id}`);
    expect(res.status).toBe(200);
    // Every listing is listed (for the filter); colours follow the names.
    expect(res.body.listings).toMatchObject([
      { id: boat.id, unit: 'hour', color_index: 0 },
      { id: drill.id, unit: 'day', color_index: 1 },
    ]);
  });
});
