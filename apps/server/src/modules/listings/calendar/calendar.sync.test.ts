import { addDays, zonedDay } from '@ownless/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarFeeds, listingBlockedDates, reservations } from '../../../db/schema';
import { useTestApp } from '../../../test/app';
import { signedInOwner, signedInUser } from '../../../test/auth';
import { createListing } from '../../../test/factories';
import { allDayCalendar, useFeedServer } from '../../../test/feed-server';
import { sendReservationRequest } from '../../../test/reservations';
import { ownedListingAccess } from '../listings.owner.access';
import { calendarService } from './calendar.service';
import { fetchFeed, isRefusedAddress } from './feed-fetch';

const ZONE = 'America/New_York';
const day = (n: number) => addDays(zonedDay(new Date(), ZONE), n);

describe('addresses a feed may not be fetched from', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '64:ff9b:1::a00:1',
    '64:ff9b:1:ffff::808:808',
    '2002:c0a8:101::1',
    // Teredo, whatever IPv4 address it embeds (here a public server and client).
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001::1',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '2606:2800:220:1:248:1893:25c8:1946',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2001:4860:4860::8888',
  ])('allows %s', (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });
});

describe('fetching a feed from a hostile server', () => {
  // The trusted server stands in for a public one; 127.0.0.1 stays refused.
  const outside = useFeedServer('127.0.0.2');
  const inside = useFeedServer('127.0.0.1');
  const options = { allowPrivate: false, trusted: (a: string) => a === '127.0.0.2' };

  it('refuses a redirect to a private address, and counts redirects', async () => {
    inside.answer('/secret.ics', { body: allDayCalendar([]) });
    outside.answer('/hop.ics', { status: 302, location: inside.url('/secret.ics') });
    await expect(fetchFeed(outside.url('/hop.ics'), options)).rejects.toThrow(/private network/);
    expect(inside.hits('/secret.ics')).toBe(0);

    outside.answer('/loop.ics', { status: 301, location: '/loop.ics' });
    await expect(fetchFeed(outside.url('/loop.ics'), options)).rejects.toThrow(/too many times/);
    expect(outside.hits('/loop.ics')).toBe(4);

    outside.answer('/ok.ics', { status: 302, location: '/real.ics' });
    outside.answer('/real.ics', { body: allDayCalendar([]) });
    await expect(fetchFeed(outside.url('/ok.ics'), options)).resolves.toContain('BEGIN:VCALENDAR');
  });

  it('gives up on a slow server and a body past the size limit', async () => {
    outside.answer('/slow.ics', { delayMs: 2000, body: allDayCalendar([]) });
    await expect(
      fetchFeed(outside.url('/slow.ics'), { ...options, timeoutMs: 200 }),
    ).rejects.toThrow(/too long/);
    outside.answer('/big.ics', { body: 'x'.repeat(5000) });
    await expect(
      fetchFeed(outside.url('/big.ics'), { ...options, maxBytes: 1000 }),
    ).rejects.toThrow(/too big/);
  });

  it('refuses other schemes and credentials in the address', async () => {
    await expect(fetchFeed('file:///etc/passwd', options)).rejects.toThrow(/https:\/\//);
    await expect(fetchFeed('http://user:pw@127.0.0.2/x.ics', options)).rejects.toThrow(/user name/);
    await expect(fetchFeed('http://[::1]:1/x.ics', options)).rejects.toThrow(/private network/);
  });
});

describe('syncs racing bookings and other instances', () => {
  const t = useTestApp({ ICAL_ALLOW_PRIVATE: 'true' });
  const feeds = useFeedServer();

  async function listingWithFeed(path: string) {
    const owner = await signedInOwner(t);
    const listing = await createListing(t.database.db, { ownerId: owner.user.id });
    const [feed] = await t.database.db
      .insert(calendarFeeds)
      .values({ listingId: listing.id, url: feeds.url(path), name: 'Elsewhere' })
      .returning();
    return { owner, listing, feed: feed! };
  }

  it('a booking request during a sync is refused, or is booked with the imported block kept', async () => {
    for (let round = 0; round < 3; round++) {
      const path = `/race-${round}.ics`;
      const { owner, listing, feed } = await listingWithFeed(path);
      const renter = await signedInUser(t);
      // The first sync imports days 8–9; the second replaces them with the same event.
      feeds.answer(path, {
        body: allDayCalendar([{ uid: 'stay', start: day(8), endExclusive: day(10) }]),
      });
      const [sync, request] = await Promise.all([
        t.app.services.calendar.syncNow(owner.user.id, listing.id, feed.id),
        sendReservationRequest(t, renter.headers, listing.id, { start: `${day(8)}T15:00:00.000Z` }),
      ]);
      expect(sync?.lastStatus).toBe('ok');
      const blocks = await t.database.db
        .select()
        .from(listingBlockedDates)
        .where(eq(listingBlockedDates.listingId, listing.id));
      expect(blocks.map((b) => [b.startDate, b.endDate])).toEqual([[day(8), day(9)]]);
      const booked = await t.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.listingId, listing.id));
      if (request.status === 201) expect(booked).toHaveLength(1);
      else {
        expect(request.status, JSON.stringify(request.body)).toBe(409);
        expect(booked).toHaveLength(0);
      }
    }
  });

  it('two instances syncing the due feeds at once fetch and import each feed once', async () => {
    const a = await listingWithFeed('/shared-a.ics');
    const b = await listingWithFeed('/shared-b.ics');
    for (const path of ['/shared-a.ics', '/shared-b.ics'])
      feeds.answer(path, {
        delayMs: 100,
        body: allDayCalendar([
          { uid: 'one', start: day(3), endExclusive: day(4) },
          { uid: 'two', start: day(6), endExclusive: day(8) },
        ]),
      });
    const instance = () =>
      calendarService({
        db: t.database.db,
        config: t.config,
        access: ownedListingAccess({ db: t.database.db }),
      });
    const [first, second] = await Promise.all([instance().syncDue(), instance().syncDue()]);
    expect(first + second).toBe(2);
    expect(feeds.hits('/shared-a.ics')).toBe(1);
    expect(feeds.hits('/shared-b.ics')).toBe(1);
    for (const { listing } of [a, b]) {
      const rows = await t.database.db
        .select()
        .from(listingBlockedDates)
        .where(eq(listingBlockedDates.listingId, listing.id));
      expect(rows).toHaveLength(2);
    }
    // Synced just now: not due again until ICAL_SYNC_MINUTES have passed.
    expect(await instance().syncDue()).toBe(0);
    expect(feeds.hits('/shared-a.ics')).toBe(1);
  });
});
