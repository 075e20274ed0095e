import { addDays, isTimeZone, zonedDay, zonedInstant } from '@ownless/shared';
import ICAL from 'ical.js';
import { FeedError } from './feed-fetch';

/**
 * Reads an imported calendar into the days it blocks on a listing (decision 0028), with
 * ical.js: all-day events block their days (DTEND exclusive), timed ones every day of the
 * listing's zone they touch. Recurring events (RRULE, RDATE, EXDATE and moved occurrences)
 * are expanded over the next RECURRENCE_MONTHS months by ical.js's own expansion. Cancelled
 * and transparent (free) events, and those that ended before yesterday, block nothing; at
 * most MAX_FEED_EVENTS blocks are kept, the earliest, and the others are counted as skipped.
 */

export const MAX_FEED_EVENTS = 2000;
export const RECURRENCE_MONTHS = 18;
/** Occurrences of one recurring event looked at, past ones included, before giving up on it. */
const MAX_STEPS_PER_EVENT = 5000;

/** What a feed blocks: the blocks kept, and how many more it had past MAX_FEED_EVENTS. */
export interface FeedReading {
  blocks: FeedBlock[];
  /**
   * Blocks left out past the cap. Recurring events stop being expanded once four times the
   * cap has been read, so a feed that large may have had more.
   */
  skipped: number;
}

export interface FeedBlock {
  /** The event's UID, with the occurrence's start for one occurrence of a recurring event. */
  uid: string;
  startDate: string;
  /** Inclusive, as listing_blocked_dates holds it. */
  endDate: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOf = (t: ICAL.Time) => `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;

/** The instant a timed ICAL.Time stands for; a floating time is read where the listing is. */
function instantOf(time: ICAL.Time, tzid: string | null, listingZone: string): Date {
  const clock = `${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;
  if (time.zone?.tzid === 'UTC') return new Date(`${dayOf(time)}T${clock}Z`);
  if (tzid && isTimeZone(tzid)) return zonedInstant(dayOf(time), clock, tzid);
  if (time.zone && time.zone.tzid !== 'floating') return new Date(time.toUnixTime() * 1000);
  return zonedInstant(dayOf(time), clock, listingZone);
}

function daysOf(
  start: ICAL.Time,
  end: ICAL.Time | null,
  tzid: string | null,
  listingZone: string,
): { startDate: string; endDate: string } {
  if (start.isDate) {
    const startDate = dayOf(start);
    const endExclusive = end ? dayOf(end) : null;
    return {
      startDate,
      endDate: endExclusive && endExclusive > startDate ? addDays(endExclusive, -1) : startDate,
    };
  }
  const from = instantOf(start, tzid, listingZone);
  const to = end ? instantOf(end, tzid, listingZone) : from;
  const startDate = zonedDay(from, listingZone);
  const last = to.getTime() > from.getTime() ? zonedDay(to.getTime() - 1, listingZone) : startDate;
  return { startDate, endDate: last < startDate ? startDate : last };
}

function parseCalendar(text: string): ICAL.Component {
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 2048)))
    throw new FeedError(/*i18n*/ 'That address does not hold a calendar (.ics) file.');
  try {
    const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
    if (root.name !== 'vcalendar') throw new Error('not a calendar');
    return root;
  } catch {
    throw new FeedError(
      /*i18n*/ 'The calendar could not be read: its file is damaged or not in iCalendar format.',
    );
  }
}

/** The blocks a calendar's text makes on a listing in `listingZone`, today being `today`. */
export function readFeed(text: string, listingZone: string, today: string): FeedReading {
  const root = parseCalendar(text);
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    try {
      ICAL.TimezoneService.register(zone);
    } catch {
      // A zone ical.js cannot read: its events are read by their TZID name, or where the listing is.
    }
  }
  const oldest = addDays(today, -1);
  const horizon = addDays(today, Math.round(RECURRENCE_MONTHS * 30.44));
  const vevents = root.getAllSubcomponents('vevent');
  // Moved or changed occurrences of recurring events, by their master's UID.
  const exceptions = new Map<string, ICAL.Component[]>();
  for (const v of vevents) {
    const uid = String(v.getFirstPropertyValue('uid') ?? '');
    if (uid && v.hasProperty('recurrence-id'))
      exceptions.set(uid, [...(exceptions.get(uid) ?? []), v]);
  }

  const blocks: FeedBlock[] = [];
  const add = (uid: string, days: { startDate: string; endDate: string }) => {
    if (!DAY.test(days.startDate) || !DAY.test(days.endDate)) return;
    if (days.endDate < oldest || days.startDate < '1900-01-01' || days.endDate > '2200-12-31')
      return;
    blocks.push({ uid, ...days });
  };

  vevents.forEach((vevent, index) => {
    const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transp = String(vevent.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transp === 'TRANSPARENT') return;
    if (!vevent.hasProperty('dtstart')) return;
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '') || `event-${index}`;
    const tzid =
      (vevent.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null;
    let event: ICAL.Event;
    try {
      if (vevent.hasProperty('recurrence-id')) {
        // A moved occurrence is read with its master, unless the feed has none.
        const master = vevents.some(
          (v) =>
            v !== vevent &&
            !v.hasProperty('recurrence-id') &&
            v.getFirstPropertyValue('uid') === uid,
        );
        if (master) return;
      }
      event = new ICAL.Event(vevent, {
        strictExceptions: false,
        exceptions: vevent.hasProperty('recurrence-id') ? [] : (exceptions.get(uid) ?? []),
      });
      if (!event.isRecurring()) {
        add(uid, daysOf(event.startDate, event.endDate, tzid, listingZone));
        return;
      }
      const iterator = event.iterator();
      for (let step = 0; step < MAX_STEPS_PER_EVENT; step++) {
        const next = iterator.next();
        if (!next) break;
        const details = event.getOccurrenceDetails(next);
        const days = daysOf(details.startDate, details.endDate, tzid, listingZone);
        if (days.startDate > horizon) break;
        add(`${uid}#${details.recurrenceId.toString()}`, days);
        if (blocks.length > MAX_FEED_EVENTS * 4) break;
      }
    } catch {
      // One event ical.js cannot read (a broken date, say) blocks nothing; the others count.
    }
  });
  blocks.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.uid.localeCompare(b.uid));
  return {
    blocks: blocks.slice(0, MAX_FEED_EVENTS),
    skipped: Math.max(0, blocks.length - MAX_FEED_EVENTS),
  };
}
