import { addDays, zonedDay } from '@ownless/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarFeeds, listingBlockedDates } from '../../../db/schema';
import { useTestApp } from '../../../test/app';
import { signedInOwner, signedInUser } from '../../../test/auth';
import { createListing } from '../../../test/factories';
import { allDayCalendar, useFeedServer } from '../../../test/feed-server';
import { MAX_FEED_EVENTS } from './feed-read';

const ZONE = 'America/New_York';
const day = (n: number) => addDays(zonedDay(new Date(), ZONE), n);
const feedsUrl = (listingId: number) => `/api/listing/${listingId}/calendar-feeds`;

describe('imported calendars: what the public sees, too many events, too many calendars', () => {
  const t = useTestApp({ ICAL_ALLOW_PRIVATE: 'true' });
  const feeds = useFeedServer();

  async function ownerWithFeed(path: string, name: string) {
    const owner = await signedInOwner(t);
    const listing = await createListing(t.database.db, { ownerId: owner.user.id });
    const added = await t.request({
      method: 'POST',
      url: feedsUrl(listing.id),
      headers: owner.headers,
      payload: { url: feeds.url(path), name },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return { owner, listing, feed: added.body.feed };
  }

  it("shows an imported calendar's days to everyone, but its name to its owner only", async () => {
    feeds.answer('/secret.ics', {
      body: allDayCalendar([{ uid: 'stay', start: day(10), endExclusive: day(12) }]),
    });
    const { owner, listing, feed } = await ownerWithFeed('/secret.ics', 'Secret name');
    const stranger = await signedInUser(t);

    for (const headers of [{}, stranger.headers, owner.headers]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/listing/${listing.id}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Secret name');
      expect(res.json().listing.blocked_dates).toEqual([
        {
          id: expect.any(Number),
          start_date: day(10),
          end_date: day(11),
          reason: null,
          feed_id: feed.id,
        },
      ]);
    }
    const search = await t.app.inject({ method: 'GET', url: '/api/listings?per_page=100' });
    expect(search.body).not.toContain('Secret name');

    // The owner reads the name where they manage their calendars.
    const own = await t.request({
      method: 'GET',
      url: feedsUrl(listing.id),
      headers: owner.headers,
    });
    expect(own.body.feeds).toMatchObject([{ id: feed.id, name: 'Secret name' }]);
  });

  it('imports the earliest 2,000 blocks of a larger feed and says how many it left out', async () => {
    // 2,005 one-day stays, latest first: the cap keeps the earliest whatever the order.
    const stays = Array.from({ length: MAX_FEED_EVENTS + 5 }, (_, i) => {
      const n = MAX_FEED_EVENTS + 5 - i;
      return { uid: `stay-${n}`, start: day(n), endExclusive: day(n + 1) };
    });
    feeds.answer('/busy.ics', { body: allDayCalendar(stays) });
    const { owner, listing, feed } = await ownerWithFeed('/busy.ics', 'Busy');
    expect(feed).toMatchObject({ last_status: 'ok', event_count: 2000, events_skipped: 5 });

    const blocks = await t.database.db
      .select({ startDate: listingBlockedDates.startDate })
      .from(listingBlockedDates)
      .where(eq(listingBlockedDates.listingId, listing.id));
    expect(blocks).toHaveLength(2000);
    const days = blocks.map((b) => b.startDate).sort();
    expect([days[0], days.at(-1)]).toEqual([day(1), day(2000)]);

    const listed = await t.request({
      method: 'GET',
      url: feedsUrl(listing.id),
      headers: owner.headers,
    });
    expect(listed.body.feeds).toMatchObject([{ event_count: 2000, events_skipped: 5 }]);

    // The other site's calendar shrinks: the next sync imports all of it.
    feeds.answer('/busy.ics', {
      body: allDayCalendar([{ uid: 'one', start: day(3), endExclusive: day(4) }]),
    });
    const synced = await t.request({
      method: 'POST',
      url: `${feedsUrl(listing.id)}/${feed.id}/sync`,
      headers: owner.headers,
    });
    expect(synced.status).toBe(200);
    expect(synced.body.feed).toMatchObject({
      last_status: 'ok',
      event_count: 1,
      events_skipped: 0,
    });
  });

  it('imports at most 10 calendars into a listing: the 11th is refused beside its address', async () => {
    for (let i = 1; i <= 10; i++)
      feeds.answer(`/cal-${i}.ics`, {
        body: allDayCalendar([{ uid: `u${i}`, start: day(i), endExclusive: day(i + 1) }]),
      });
    const { owner, listing } = await ownerWithFeed('/cal-1.ics', 'Calendar 1');
    for (let i = 2; i <= 10; i++) {
      const added = await t.request({
        method: 'POST',
        url: feedsUrl(listing.id),
        headers: owner.headers,
        payload: { url: feeds.url(`/cal-${i}.ics`), name: `Calendar ${i}` },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    feeds.answer('/cal-11.ics', { body: allDayCalendar([]) });
    const eleventh = await t.request({
      method: 'POST',
      url: feedsUrl(listing.id),
      headers: { ...owner.headers, 'accept-language': 'es' },
      payload: { url: feeds.url('/cal-11.ics'), name: 'Calendar 11' },
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.errors.url).toEqual([eleventh.body.message]);
    expect(eleventh.body.message).toBe('Un anuncio puede importar como máximo 10 calendarios.');
    expect(feeds.hits('/cal-11.ics')).toBe(0);
    const rows = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.listingId, listing.id));
    expect(rows.map((r) => r.name).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Calendar ${i + 1}`).sort(),
    );
  });
});
