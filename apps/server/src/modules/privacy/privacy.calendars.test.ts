import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { useTestApp } from '../../test/app';
import { signedInOwner } from '../../test/auth';
import { createListing, TEST_PASSWORD } from '../../test/factories';
import { accountDataRepository } from './account-data.repository';

/**
 * An owner's calendar sync (decision 0028) in their data (decision 0022): the export lists
 * the calendars they import, and deleting the account removes them, their blocks and every
 * export link, while another owner's stay.
 */
describe('calendar sync in a person’s data', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  /** An owner with a listing, an imported calendar with a block, and both export links. */
  async function ownerWithCalendars(name: string) {
    const owner = await signedInOwner(t);
    const listing = await createListing(db(), { ownerId: owner.user.id, name });
    const [feed] = await db()
      .insert(s.calendarFeeds)
      .values({
        listingId: listing.id,
        name: `${name} on Airbnb`,
        url: `https://calendars.example.com/${listing.id}.ics`,
        lastSyncedAt: new Date('2026-11-20T08:00:00Z'),
        lastStatus: 'ok',
        eventCount: 1,
      })
      .returning();
    await db()
      .insert(s.listingBlockedDates)
      .values([
        {
          listingId: listing.id,
          startDate: '2027-01-10',
          endDate: '2027-01-12',
          feedId: feed!.id,
          externalUid: 'stay-1',
        },
        { listingId: listing.id, startDate: '2027-02-01', endDate: '2027-02-01', reason: 'Me' },
      ]);
    const links = [];
    for (const url of [`/api/listing/${listing.id}/ical-secret`, '/api/user/ical-secret']) {
      const res = await t.request({ method: 'POST', url, headers: owner.headers });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      links.push(new URL(res.body.url as string).pathname);
    }
    return { owner, listing, feed: feed!, links };
  }

  const answers = async (path: string) =>
    (await t.app.inject({ method: 'GET', url: path })).statusCode;

  it('the export lists the owner’s imported calendars and none of their export secrets', async () => {
    const mine = await ownerWithCalendars('Red canoe');
    await ownerWithCalendars('Blue kayak');
    const archive = await accountDataRepository(db()).everything(mine.owner.user.id);
    expect(archive!.calendar_feeds).toEqual([
      expect.objectContaining({
        listingId: mine.listing.id,
        name: 'Red canoe on Airbnb',
        url: `https://calendars.example.com/${mine.listing.id}.ics`,
        lastSyncedAt: new Date('2026-11-20T08:00:00Z'),
        lastStatus: 'ok',
      }),
    ]);
    expect(archive!.listing_blocked_dates).toHaveLength(2);
    const text = JSON.stringify(archive);
    for (const link of mine.links) expect(text).not.toContain(link.split('/').pop()!.slice(0, -4));
  });

  it('deleting the account removes its calendars, their blocks and its export links', async () => {
    const mine = await ownerWithCalendars('Red canoe');
    const theirs = await ownerWithCalendars('Blue kayak');
    for (const link of mine.links) expect(await answers(link)).toBe(200);

    const deleted = await t.request({
      method: 'POST',
      url: '/api/user/delete',
      headers: mine.owner.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    const feeds = await db().select().from(s.calendarFeeds);
    expect(feeds.map((f) => f.listingId)).toEqual([theirs.listing.id]);
    const blocks = await db()
      .select()
      .from(s.listingBlockedDates)
      .where(eq(s.listingBlockedDates.listingId, mine.listing.id));
    // The owner's own block stays with the listing; the imported one went with its feed.
    expect(blocks.map((b) => [b.startDate, b.feedId])).toEqual([['2027-02-01', null]]);
    expect(
      await db()
        .select()
        .from(s.ownerCalendarSecrets)
        .where(eq(s.ownerCalendarSecrets.userId, mine.owner.user.id)),
    ).toEqual([]);
    for (const link of mine.links) expect(await answers(link)).toBe(404);
    for (const link of theirs.links) expect(await answers(link)).toBe(200);
  });
});
