import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  addDays,
  type AddCalendarFeed,
  MAX_CALENDAR_FEEDS,
  nextDay,
  zonedDay,
  zonedDayStart,
} from '@ownless/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Database, Executor } from '../../../db/client';
import { translatorFor } from '../../../i18n';
import { conflict, notFound } from '../../../lib/errors';
import type { OwnedListingAccess } from '../listings.owner.access';
import { listingsWriteRepository } from '../listings.write.repository';
import { type CalendarFeedRow, calendarRepository } from './calendar.repository';
import { exportRepository } from './export.repository';
import { FeedError, type FeedFetchOptions, fetchFeed } from './feed-fetch';
import { type FeedReading, readFeed } from './feed-read';
import { type CalendarEvent, writeCalendar } from './ical-write';

/** How long one instance holds a feed it syncs before another may take it over. */
const LEASE_MS = 2 * 60_000;
/** Feeds one pass of the scheduled job syncs, one after the other. */
const FEEDS_PER_PASS = 20;
/** How far back an export shows blocks and bookings. */
const EXPORT_PAST_DAYS = 30;

export interface CalendarDeps {
  db: Database;
  config: Config;
  access: OwnedListingAccess;
  onChange?: () => void;
  /**
   * The account's chosen language (`users.locale`, null when none): an export's event titles
   * are in its owner's. English when absent.
   */
  localeOf?: (userId: number) => Promise<string | null>;
  now?: () => Date;
  log?: FastifyBaseLogger;
  /** Tests: addresses the fetch treats as public. */
  trusted?: FeedFetchOptions['trusted'];
}

const newSecret = () => randomBytes(24).toString('base64url');

/** Compares a secret from a URL with the stored one in constant time. */
export function sameSecret(stored: string | null, given: string) {
  if (!stored) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Forgets the calendars of an owner who deletes their account, inside the deletion's
 * transaction (decision 0022): the imported feeds and their blocks, and every export link.
 * A sync under way finds its feed gone under the listing's lock and writes nothing.
 * Answers how many feeds went.
 */
export const forgetOwnerCalendarsIn = (tx: Executor, ownerId: number) =>
  calendarRepository(tx).forgetOwner(ownerId);

/**
 * Calendar sync of listings (decision 0028): the private export URLs (a listing's and an
 * owner's), and the external calendars an owner imports, synced on demand and by the
 * scheduled job; each sync replaces the feed's blocks in one transaction that locks the
 * listing as a booking does.
 */
export function calendarService(deps: CalendarDeps) {
  const { db, config, access } = deps;
  const now = deps.now ?? (() => new Date());
  const fetchOptions: FeedFetchOptions = {
    allowPrivate: config.ical.allowPrivate,
    trusted: deps.trusted,
  };
  const host = new URL(config.appUrl).host;
  const listingUrl = (id: number, secret: string) => `${config.appUrl}/ical/${id}/${secret}.ics`;
  const ownerUrl = (id: number, secret: string) =>
    `${config.appUrl}/ical/owner/${id}/${secret}.ics`;

  async function ensureSecrets(userId: number, listingId: number) {
    const repo = calendarRepository(db);
    if (!(await repo.listingSecret(listingId)))
      await repo.setListingSecret(listingId, newSecret(), true);
    if (!(await repo.ownerSecret(userId))) await repo.setOwnerSecret(userId, newSecret(), true);
    return {
      listing: (await repo.listingSecret(listingId))!,
      owner: (await repo.ownerSecret(userId))!,
    };
  }

  /** Checks the listing is the user's (404 or 403 otherwise), without holding a lock. */
  async function checkOwned(userId: number, listingId: number) {
    await db.transaction((tx) => access.lockOwned(tx, userId, listingId));
  }

  /** Fetches and reads a claimed feed, then applies the result (or the error) to it. */
  async function runSync(feed: CalendarFeedRow): Promise<CalendarFeedRow | null> {
    let outcome: FeedReading | { error: string };
    try {
      const text = await fetchFeed(feed.url, fetchOptions);
      const [listing] = await exportRepository(db).listings({ ids: [feed.listingId] });
      if (!listing) return null;
      outcome = readFeed(text, listing.timezone, zonedDay(now(), listing.timezone));
    } catch (error) {
      if (!(error instanceof FeedError)) deps.log?.warn({ err: error, feed: feed.id }, 'feed sync');
      outcome = {
        error:
          error instanceof FeedError
            ? error.message
            : /*i18n*/ 'The calendar could not be imported. Try again later.',
      };
    }
    const at = now();
    if ('error' in outcome) return calendarRepository(db).recordError(feed.id, outcome.error, at);
    const reading = outcome;
    const updated = await db.transaction(async (tx) => {
      // The listing's lock is the one a booking request takes: a request sees the feed's
      // blocks either all before or all after this sync.
      const listing = await listingsWriteRepository(tx).lock(feed.listingId);
      if (!listing) return null;
      const repo = calendarRepository(tx);
      const current = await repo.findFeed(feed.listingId, feed.id, true);
      if (!current) return null;
      const row = await repo.replaceBlocks(current, reading, at);
      await listingsWriteRepository(tx).update(feed.listingId, {});
      return row;
    });
    deps.onChange?.();
    return updated;
  }

  return {
    async overview(userId: number, listingId: number) {
      await checkOwned(userId, listingId);
      const secrets = await ensureSecrets(userId, listingId);
      return {
        export_url: listingUrl(listingId, secrets.listing),
        owner_export_url: ownerUrl(userId, secrets.owner),
        feeds: await calendarRepository(db).feedsOf(listingId),
      };
    },

    async add(userId: number, listingId: number, input: AddCalendarFeed) {
      const feed = await db.transaction(async (tx) => {
        await access.lockOwned(tx, userId, listingId);
        const repo = calendarRepository(tx);
        if ((await repo.countFeeds(listingId)) >= MAX_CALENDAR_FEEDS) {
          const tooMany = /*i18n*/ {
            id: 'A listing can import at most {max} calendars.',
            values: { max: MAX_CALENDAR_FEEDS },
          };
          // Said beside the address too: the form shows it where the owner typed.
          throw conflict(tooMany, { url: [tooMany] });
        }
        if ((await repo.feedsOf(listingId)).some((f) => f.url === input.url))
          throw conflict(/*i18n*/ 'This calendar is already imported.', {
            url: [/*i18n*/ 'This calendar is already imported.'],
          });
        return repo.insertFeed({ listingId, url: input.url, name: input.name });
      });
      return (await this.syncNow(userId, listingId, feed.id)) ?? feed;
    },

    async remove(userId: number, listingId: number, feedId: number) {
      await db.transaction(async (tx) => {
        await access.lockOwned(tx, userId, listingId);
        const repo = calendarRepository(tx);
        const feed = await repo.findFeed(listingId, feedId, true);
        if (!feed) throw notFoundFeed();
        await repo.deleteFeed(feedId);
        await listingsWriteRepository(tx).update(listingId, {});
      });
      deps.onChange?.();
    },

    /** Syncs one feed now; waits for a sync another instance is running to end first. */
    async syncNow(userId: number, listingId: number, feedId: number) {
      await checkOwned(userId, listingId);
      const repo = calendarRepository(db);
      const existing = await repo.findFeed(listingId, feedId);
      if (!existing) throw notFoundFeed();
      for (let attempt = 0; attempt < 40; attempt++) {
        const at = now();
        const claimed = await repo.claimOne(feedId, at, new Date(at.getTime() + LEASE_MS));
        if (claimed) return runSync(claimed);
        await new Promise((resolve) => setTimeout(resolve, 250));
        if (!(await repo.findFeed(listingId, feedId))) throw notFoundFeed();
      }
      // Another instance still holds it: answer the feed as it is.
      return repo.findFeed(listingId, feedId);
    },

    /** The scheduled job: syncs the feeds due, each claimed by one instance. */
    async syncDue() {
      const at = now();
      const due = new Date(at.getTime() - config.ical.syncMinutes * 60_000);
      const claimed = await calendarRepository(db).claimDue(
        at,
        due,
        new Date(at.getTime() + LEASE_MS),
        FEEDS_PER_PASS,
      );
      let synced = 0;
      for (const feed of claimed) if (await runSync(feed)) synced++;
      return synced;
    },

    async rotateListingSecret(userId: number, listingId: number) {
      const secret = newSecret();
      await db.transaction(async (tx) => {
        await access.lockOwned(tx, userId, listingId);
        await calendarRepository(tx).setListingSecret(listingId, secret, false);
      });
      return listingUrl(listingId, secret);
    },

    async rotateOwnerSecret(userId: number) {
      const secret = newSecret();
      await calendarRepository(db).setOwnerSecret(userId, secret, false);
      return ownerUrl(userId, secret);
    },

    /** A listing's calendar, or null when the secret is not the listing's. */
    async exportListing(listingId: number, secret: string) {
      if (!sameSecret(await calendarRepository(db).listingSecret(listingId), secret)) return null;
      const rows = await exportRepository(db).listings({ ids: [listingId] });
      return rows[0] ? exportOf(rows, rows[0].name, false, rows[0].ownerId) : null;
    },

    /** All of an owner's listings in one calendar, or null when the secret is not theirs. */
    async exportOwner(userId: number, secret: string) {
      if (!sameSecret(await calendarRepository(db).ownerSecret(userId), secret)) return null;
      const rows = await exportRepository(db).listings({ ownerId: userId });
      return exportOf(rows, 'OwnLess', true, userId);
    },
  };

  async function exportOf(
    rows: { id: number; name: string; timezone: string; hourly: boolean }[],
    name: string,
    named: boolean,
    ownerId: number,
  ) {
    const at = now();
    // Calendar apps fetch without a language: the titles are in the owner's.
    const say = translatorFor((await deps.localeOf?.(ownerId)) ?? null);
    const ids = rows.map((r) => r.id);
    const repo = exportRepository(db);
    const fromDay = addDays(at.toISOString().slice(0, 10), -EXPORT_PAST_DAYS);
    const [blocks, booked] = await Promise.all([
      repo.blocks(ids, fromDay),
      repo.booked(ids, new Date(at.getTime() - EXPORT_PAST_DAYS * 86_400_000)),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const listingName = (listingId: number) => byId.get(listingId)!.name;
    const events: CalendarEvent[] = [];
    for (const r of booked) {
      const listing = byId.get(r.listingId)!;
      const base = {
        uid: `reservation-${r.id}@${host}`,
        summary: say(
          named
            ? /*i18n*/ {
                id: '{listing}: Booked {code}',
                values: { listing: listingName(r.listingId), code: r.code },
              }
            : /*i18n*/ { id: 'Booked {code}', values: { code: r.code } },
        ),
      };
      events.push(
        listing.hourly
          ? { ...base, kind: 'period', start: r.startAt, end: r.endAt }
          : {
              ...base,
              kind: 'days',
              startDate: zonedDay(r.startAt, listing.timezone),
              endDate: zonedDay(r.endAt.getTime() - 1, listing.timezone),
            },
      );
    }
    for (const b of blocks) {
      const listing = byId.get(b.listingId)!;
      const uid =
        b.feedId === null
          ? `block-${b.id}@${host}`
          : `feed-${b.feedId}-${createHash('sha256')
              .update(`${b.externalUid ?? b.id}|${b.startDate}`)
              .digest('hex')
              .slice(0, 24)}@${host}`;
      const summary = say(
        named
          ? /*i18n*/ { id: '{listing}: Blocked', values: { listing: listingName(b.listingId) } }
          : /*i18n*/ 'Blocked',
      );
      const base = { uid, summary };
      events.push(
        listing.hourly
          ? {
              ...base,
              kind: 'period',
              start: zonedDayStart(b.startDate, listing.timezone),
              end: zonedDayStart(nextDay(b.endDate), listing.timezone),
            }
          : { ...base, kind: 'days', startDate: b.startDate, endDate: b.endDate },
      );
    }
    return writeCalendar(name, events, at);
  }
}

const notFoundFeed = () => notFound(/*i18n*/ 'That calendar is not imported into this listing.');

export type CalendarService = ReturnType<typeof calendarService>;
