import { addDays, zonedDay } from '@ownless/shared';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeeds, listingBlockedDates, users } from '../../../db/schema';
import { type TestContext, useTestApp } from '../../../test/app';
import { signedInOwner, signedInUser } from '../../../test/auth';
import { createListing } from '../../../test/factories';
import { allDayCalendar, useFeedServer } from '../../../test/feed-server';
import { bookReservation } from '../../../test/reservations';

const ZONE = 'America/New_York';
const today = () => zonedDay(new Date(), ZONE);
const day = (n: number) => addDays(today(), n);

async function ownerWithListing(
  t: TestContext,
  frequencies?: { frequency: 'Hourly' | 'Daily'; priceCents: number }[],
) {
  const owner = await signedInOwner(t);
  const listing = await createListing(t.database.db, {
    ownerId: owner.user.id,
    name: 'Canoe, 2 seats; red',
    ...(frequencies ? { frequencies } : {}),
  });
  return { owner, listing };
}

/** The calendar an export URL serves, parsed by ical.js. */
async function exported(t: TestContext, url: string) {
  const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  return { res, events: res.statusCode === 200 ? eventsOf(res.body) : [] };
}

function eventsOf(text: string) {
  const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return root.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      summary: event.summary,
      allDay: event.startDate.isDate,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
    };
  });
}

const feedsUrl = (listingId: number) => `/api/listing/${listingId}/calendar-feeds`;

describe('calendar export', () => {
  const t = useTestApp();

  it('serves a valid calendar with a booking and a block, private and uncached', async () => {
    const { owner, listing } = await ownerWithListing(t);
    const renter = await signedInUser(t);
    const booking = await bookReservation(
      t,
      { renterHeaders: renter.headers, ownerHeaders: owner.headers },
      listing.id,
      { start: 5, units: 2 },
    );
    const block = await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/blockdate`,
      headers: owner.headers,
      payload: { start_date: day(20), end_date: day(22), reason: 'Repairs' },
    });
    expect(block.status).toBe(200);

    const overview = await t.request({
      method: 'GET',
      url: feedsUrl(listing.id),
      headers: owner.headers,
    });
    expect(overview.status).toBe(200);
    expect(overview.body.export_url).toMatch(new RegExp(`/ical/${listing.id}/[\\w-]{16,}\\.ics$`));
    const { res, events } = await exported(t, overview.body.export_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(String(res.headers['cache-control'])).toContain('no-store');
    expect(String(res.headers['cache-control'])).toContain('private');
    // RFC 5545's lines: CRLF, none over 75 octets.
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(res.body.replace(/\r\n/g, '')).not.toContain('\n');
    expect(res.body).toContain('X-WR-CALNAME:Canoe\\, 2 seats\\; red');

    const booked = events.find((e) => e.summary.startsWith('Booked'));
    expect(booked).toMatchObject({
      summary: `Booked ${booking.code}`,
      allDay: true,
      start: zonedDay(booking.start_at, ZONE),
    });
    // Nothing of the renter: no name, no e-mail.
    expect(res.body).not.toContain(renter.user.email);
    expect(res.body).not.toContain(renter.user.lastName);
    expect(res.body).not.toContain('Repairs');
    expect(events.find((e) => e.summary === 'Blocked')).toMatchObject({
      allDay: true,
      start: day(20),
      // DTEND is the day after the last blocked day.
      end: day(23),
    });
    // The same events keep their UIDs from one download to the next.
    const again = await exported(t, overview.body.export_url);
    expect(again.events.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it('writes timed events in UTC for a listing rented by the hour', async () => {
    const { owner, listing } = await ownerWithListing(t, [
      { frequency: 'Hourly', priceCents: 900 },
    ]);
    await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/blockdate`,
      headers: owner.headers,
      payload: { start_date: '2030-07-01', end_date: '2030-07-01' },
    });
    const overview = await t.request({
      method: 'GET',
      url: feedsUrl(listing.id),
      headers: owner.headers,
    });
    const { res, events } = await exported(t, overview.body.export_url);
    expect(res.body).toContain('DTSTART:20300701T040000Z');
    expect(events).toEqual([
      expect.objectContaining({
        allDay: false,
        start: '2030-07-01T04:00:00Z',
        end: '2030-07-02T04:00:00Z',
      }),
    ]);
  });

  it('answers a bare 404 to a wrong secret, and a rotated link replaces the old one', async () => {
    const { owner, listing } = await ownerWithListing(t);
    const overview = await t.request({
      method: 'GET',
      url: feedsUrl(listing.id),
      headers: owner.headers,
    });
    const path = new URL(overview.body.export_url).pathname;
    const wrong = path.replace(/\/[\w-]+\.ics$/, '/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics');
    // Malformed ones too, those the router refuses before the route (too long, bad encoding).
    for (const url of [
      wrong,
      path.replace('.ics', ''),
      `/ical/999999/${path.split('/').pop()}`,
      path.replace('.ics', `${'A'.repeat(200)}.ics`),
      `/ical/owner/1/${'A'.repeat(200)}.ics`,
      path.replace('.ics', '%E0%A4%A.ics'),
      // Paths under /ical that are no calendar link at all.
      `/ical/${listing.id}/`,
      `/ical/${listing.id}`,
      '/ical/owner/',
      `${path}/more`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toBe('Not found');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }

    const rotated = await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/ical-secret`,
      headers: owner.headers,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).not.toBe(overview.body.export_url);
    expect((await exported(t, overview.body.export_url)).res.statusCode).toBe(404);
    expect((await exported(t, rotated.body.url)).res.statusCode).toBe(200);
  });

  it("titles the events in the owner's language, whoever fetches the calendar", async () => {
    const { owner, listing } = await ownerWithListing(t);
    const renter = await signedInUser(t);
    const booking = await bookReservation(
      t,
      { renterHeaders: renter.headers, ownerHeaders: owner.headers },
      listing.id,
      { start: 5, units: 2 },
    );
    await t.request({
      method: 'POST',
      url: `/api/listing/${listing.id}/blockdate`,
      headers: owner.headers,
      payload: { start_date: day(20), end_date: day(22) },
    });
    const overview = await t.request({
      method: 'GET',
      url: feedsUrl(listing.id),
      headers: owner.headers,
    });
    const summaries = async (url: string) =>
      (await exported(t, url)).events.map((e) => e.summary).sort();
    const setLocale = (locale: string) =>
      t.database.db.update(users).set({ locale }).where(eq(users.id, owner.user.id));

    await setLocale('es');
    expect(await summaries(overview.body.export_url)).toEqual([
      'Bloqueado',
      `Reservado ${booking.code}`,
    ]);
    expect(await summaries(overview.body.owner_export_url)).toEqual([
      'Canoe, 2 seats; red: Bloqueado',
      `Canoe, 2 seats; red: Reservado ${booking.code}`,
    ]);
    await setLocale('ar');
    expect(await summaries(overview.body.export_url)).toEqual([
      'محجوب',
      `محجوز \u2068${booking.code}\u2069`,
    ]);
  });

  it("serves the owner's listings in one calendar, each event named by its listing", async () => {
    const { owner, listing } = await ownerWithListing(t);
    const other = await createListing(t.database.db, { ownerId: owner.user.id, name: 'Tent' });
    for (const id of [listing.id, other.id])
      await t.request({
        method: 'POST',
        url: `/api/listing/${id}/blockdate`,
        headers: owner.headers,
        payload: { start_date: day(30), end_date: day(30) },
      });
    const overview = await t.request({
      method: 'GET',
      url: feedsUrl(listing.id),
      headers: owner.headers,
    });
    const { events } = await exported(t, overview.body.owner_export_url);
    expect(events.map((e) => e.summary).sort()).toEqual([
      'Canoe, 2 seats; red: Blocked',
      'Tent: Blocked',
    ]);

    const rotated = await t.request({
      method: 'POST',
      url: '/api/user/ical-secret',
      headers: owner.headers,
    });
    expect((await exported(t, overview.body.owner_export_url)).res.statusCode).toBe(404);
    expect((await exported(t, rotated.body.url)).events).toHaveLength(2);
  });
});

describe('calendar import', () => {
  const t = useTestApp({ ICAL_ALLOW_PRIVATE: 'true' });
  const feeds = useFeedServer();

  async function searchFinds(listingId: number, date: string) {
    const res = await t.request({
      method: 'GET',
      url: `/api/listings?start_date=${date}&end_date=${date}&per_page=100`,
    });
    expect(res.status).toBe(200);
    return (res.body.items as { id: number }[]).some((item) => item.id === listingId);
  }

  async function quoteAvailable(listingId: number, date: string, headers: Record<string, string>) {
    const res = await t.request({
      method: 'POST',
      url: `/api/listing/${listingId}/quote`,
      headers,
      payload: { frequency: 'Daily', start_at: `${date}T15:00:00.000Z`, units: 1 },
    });
    expect(res.status).toBe(200);
    return res.body.quote.available as boolean;
  }

  const blocksOf = (listingId: number) =>
    t.database.db
      .select()
      .from(listingBlockedDates)
      .where(eq(listingBlockedDates.listingId, listingId));

  it('blocks the feed’s days in search and quotes, and frees them when the feed drops them', async () => {
    const { owner, listing } = await ownerWithListing(t);
    const renter = await signedInUser(t);
    feeds.answer('/airbnb.ics', {
      body: allDayCalendar([
        { uid: 'stay-1@airbnb', start: day(10), endExclusive: day(12) },
        { uid: 'stay-2@airbnb', start: day(40), endExclusive: day(41) },
        // Long past: not imported.
        { uid: 'old@airbnb', start: day(-100), endExclusive: day(-98) },
      ]),
    });
    expect(await searchFinds(listing.id, day(11))).toBe(true);

    const added = await t.request({
      method: 'POST',
      url: feedsUrl(listing.id),
      headers: owner.headers,
      payload: { url: feeds.url('/airbnb.ics'), name: 'Airbnb' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.feed).toMatchObject({
      name: 'Airbnb',
      last_status: 'ok',
      last_error: null,
      event_count: 2,
    });

    expect(await searchFinds(listing.id, day(11))).toBe(false);
    expect(await searchFinds(listing.id, day(12))).toBe(true);
    expect(await quoteAvailable(listing.id, day(10), renter.headers)).toBe(false);
    expect(await quoteAvailable(listing.id, day(13), renter.headers)).toBe(true);

    // The owner's page tells imported blocks by their feed, and cannot unblock an imported one.
    const manage = await t.request({
      method: 'GET',
      url: `/api/listing/${listing.id}/manage`,
      headers: owner.headers,
    });
    const imported = manage.body.listing.blocked_dates.find(
      (b: { start_date: string }) => b.start_date === day(10),
    );
    expect(imported).toMatchObject({
      end_date: day(11),
      feed_id: added.body.feed.id,
    });
    const unblock = await t.request({
      method: 'DELETE',
      url: `/api/listing/${listing.id}/blockdate/${imported.id}`,
      headers: owner.headers,
    });
    expect(unblock.status).toBe(409);
    expect(unblock.body.message).toContain('imported calendar');

    // The stay is cancelled on the other site: the next sync frees its days.
    feeds.answer('/airbnb.ics', {
      body: allDayCalendar([{ uid: 'stay-2@airbnb', start: day(40), endExclusive: day(41) }]),
    });
    const synced = await t.request({
      method: 'POST',
      url: `${feedsUrl(listing.id)}/${added.body.feed.id}/sync`,
      headers: owner.headers,
    });
    expect(synced.status).toBe(200);
    expect(synced.body.feed).toMatchObject({ last_status: 'ok', event_count: 1 });
    expect(await searchFinds(listing.id, day(11))).toBe(true);
    expect(await quoteAvailable(listing.id, day(10), renter.headers)).toBe(true);
    expect((await blocksOf(listing.id)).map((b) => b.startDate)).toEqual([day(40)]);

    // Removing the calendar removes its blocks.
    const removed = await t.request({
      method: 'DELETE',
      url: `${feedsUrl(listing.id)}/${added.body.feed.id}`,
      headers: owner.headers,
    });
    expect(removed.status).toBe(200);
    expect(await blocksOf(listing.id)).toEqual([]);
  });

  it('keeps the last good blocks when the calendar turns bad, and says why in words', async () => {
    const { owner, listing } = await ownerWithListing(t);
    feeds.answer('/flaky.ics', {
      body: allDayCalendar([{ uid: 'a', start: day(5), endExclusive: day(7) }]),
    });
    const added = await t.request({
      method: 'POST',
      url: feedsUrl(listing.id),
      headers: owner.headers,
      payload: { url: feeds.url('/flaky.ics'), name: 'Flaky' },
    });
    expect(added.body.feed.event_count).toBe(1);
    const sync = () =>
      t.request({
        method: 'POST',
        url: `${feedsUrl(listing.id)}/${added.body.feed.id}/sync`,
        headers: { ...owner.headers, 'accept-language': 'es' },
      });
    const bad: [string, { status?: number; type?: string; body?: string }, RegExp][] = [
      ['unparseable', { body: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nnonsense' }, /./],
      ['not a calendar', { body: '<html>hello</html>', type: 'text/html' }, /./],
      ['server error', { status: 500, body: 'oops' }, /./],
      [
        'too big',
        { body: `BEGIN:VCALENDAR\r\n${'X-PAD:0123456789\r\n'.repeat(70_000)}END:VCALENDAR\r\n` },
        /./,
      ],
    ];
    for (const [what, answer] of bad) {
      feeds.answer('/flaky.ics', answer);
      const res = await sync();
      expect(res.status, what).toBe(200);
      expect(res.body.feed.last_status, what).toBe('error');
      expect(res.body.feed.last_error, what).toEqual(expect.any(String));
      expect(res.body.feed.event_count, what).toBe(1);
      expect(
        (await blocksOf(listing.id)).map((b) => b.startDate),
        what,
      ).toEqual([day(5)]);
    }
    const listed = await t.request({
      method: 'GET',
      url: feedsUrl(listing.id),
      headers: owner.headers,
    });
    expect(listed.body.feeds[0]).toMatchObject({
      name: 'Flaky',
      last_status: 'error',
      event_count: 1,
    });
    expect(listed.body.feeds[0].last_error).toContain('1 MB');
  });

  it('expands a weekly recurring event over the coming months', async () => {
    const { owner, listing } = await ownerWithListing(t);
    const start = day(3).replace(/-/g, '');
    feeds.answer('/weekly.ics', {
      body: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//EN',
        'BEGIN:VEVENT',
        'UID:market@example',
        'DTSTAMP:20260101T000000Z',
        `DTSTART;VALUE=DATE:${start}`,
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'SUMMARY:Market day',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    });
    const added = await t.request({
      method: 'POST',
      url: feedsUrl(listing.id),
      headers: owner.headers,
      payload: { url: feeds.url('/weekly.ics'), name: 'Market' },
    });
    expect(added.body.feed.event_count).toBe(4);
    expect((await blocksOf(listing.id)).map((b) => b.startDate).sort()).toEqual(
      [3, 10, 17, 24].map(day),
    );
  });

  it('refuses a bad address with field messages, and the owner’s listings only', async () => {
    const { owner, listing } = await ownerWithListing(t);
    const res = await t.request({
      method: 'POST',
      url: feedsUrl(listing.id),
      headers: owner.headers,
      payload: { url: 'ftp://example.com/cal.ics', name: '' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['name', 'url']);
    const stranger = await signedInOwner(t);
    const foreign = await t.request({
      method: 'GET',
      url: feedsUrl(listing.id),
      headers: stranger.headers,
    });
    expect(foreign.status).toBe(403);
    expect(await t.database.db.select().from(calendarFeeds)).toEqual([]);
  });
});

describe('calendar import without private addresses (ICAL_ALLOW_PRIVATE off)', () => {
  const t = useTestApp();
  const feeds = useFeedServer();

  it('refuses a feed on 127.0.0.1 or on a name that resolves to it, and imports nothing', async () => {
    const { owner, listing } = await ownerWithListing(t);
    feeds.answer('/local.ics', {
      body: allDayCalendar([{ uid: 'a', start: day(5), endExclusive: day(6) }]),
    });
    for (const url of [
      feeds.url('/local.ics'),
      feeds.url('/local.ics').replace('127.0.0.1', 'localhost'),
    ]) {
      const res = await t.request({
        method: 'POST',
        url: feedsUrl(listing.id),
        headers: owner.headers,
        payload: { url, name: url },
      });
      expect(res.status).toBe(201);
      expect(res.body.feed).toMatchObject({ last_status: 'error', event_count: 0 });
      expect(res.body.feed.last_error).toContain('private network');
    }
    expect(feeds.hits('/local.ics')).toBe(0);
    expect(await t.database.db.select().from(listingBlockedDates)).toEqual([]);
  });
});
