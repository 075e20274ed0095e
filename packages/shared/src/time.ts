/**
 * Local dates and wall-clock times of a listing (blocked days are whole days where the listing
 * is) and the UTC instants they are. The zone rules come from the runtime's time-zone data
 * through @date-fns/tz (decision 0019); the one choice made here is what a local time that
 * happens twice, or never, means.
 */
// The one module, not the package's index: that also brings TZDate, which a page has no use for.
import { tzOffset } from '@date-fns/tz/tzOffset';

let listed: Map<string, string> | undefined;
/** The runtime's list of zones by lower-case name (some 400, made once). */
function listedSpelling(timeZone: string): string | undefined {
  listed ??= new Map(Intl.supportedValuesOf('timeZone').map((zone) => [zone.toLowerCase(), zone]));
  return listed.get(timeZone.toLowerCase());
}

/**
 * A time zone's name in the letter case the runtime uses ("america/los_angeles" →
 * "America/Los_Angeles"), or null when the runtime doesn't know it (Intl throws on unknown
 * names). What a listing stores, so one zone is one spelling wherever it is kept. Only the case
 * is fixed: an older ICU (Node 20's) also answers a link with the zone it points to
 * (Asia/Kolkata → Asia/Calcutta, US/Pacific → America/Los_Angeles), and the name the owner
 * chose is kept then, as the runtime lists it when it does. Not through tzOffset, which keeps
 * a formatter per name it is asked about: Intl takes a zone's name in any letter case, so a
 * server that kept one per name a request sends could be made to keep any number. A page that asks often keeps its own
 * answers (the web app's safeTimeZone).
 */
export function canonicalTimeZone(timeZone: string): string | null {
  const resolved = resolvedTimeZone(timeZone);
  if (resolved === null || resolved.toLowerCase() === timeZone.toLowerCase()) return resolved;
  return listedSpelling(timeZone) ?? timeZone;
}

/** The name Intl resolves a zone to, or null when it throws (an unknown zone). */
function resolvedTimeZone(timeZone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * Whether the runtime knows a time zone name, in any letter case. Only asks Intl: never the
 * list of zones canonicalTimeZone may read, which a listing's page has no need to build.
 */
export function isTimeZone(timeZone: string): boolean {
  return resolvedTimeZone(timeZone) !== null;
}

const MINUTE = 60_000;
// Wider than any change of a zone's offset (at most a day, where a zone moved across the date
// line), so the offsets a day either side of a local time are the ones around it.
const DAY = 86_400_000;

/** The local wall-clock time of an instant, as milliseconds of a UTC clock reading the same. */
function wallClock(instant: number, timeZone: string): number {
  return instant + tzOffset(timeZone, new Date(instant)) * MINUTE;
}

/**
 * The instant of a local wall-clock time ('YYYY-MM-DD', 'HH:MM') in a time zone. Where the
 * clocks go back and the time happens twice, the earlier; where they jump forward over it,
 * as far past the jump as the time was into it (02:30 on a day that skips 02:00–03:00 is
 * 03:30). Temporal calls this disambiguation 'compatible'.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Every instant with this wall-clock time has one of the offsets in force around it.
  const before = wall - tzOffset(timeZone, new Date(wall - DAY)) * MINUTE;
  const after = wall - tzOffset(timeZone, new Date(wall + DAY)) * MINUTE;
  const candidates = before === after ? [before] : [before, after];
  const matches = candidates.filter((instant) => wallClock(instant, timeZone) === wall);
  if (matches.length > 0) return new Date(Math.min(...matches));
  // In a gap: read with the offset before the jump, the clock lands past it by as much.
  return new Date(before);
}

/**
 * The first instant of a local calendar day ('YYYY-MM-DD') in a time zone: its midnight, or
 * where the clocks jump over midnight, the moment they land (01:00 in Santiago on the day
 * summer time starts), never an hour of the day before.
 */
export function zonedDayStart(day: string, timeZone: string): Date {
  return zonedInstant(day, '00:00', timeZone);
}

/** The local calendar day ('YYYY-MM-DD') an instant falls on in a time zone. */
export function zonedDay(instant: Date | number | string, timeZone: string): string {
  return new Date(wallClock(new Date(instant).getTime(), timeZone)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus some days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The day after a 'YYYY-MM-DD' date. */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/** A blocked range of local days as a half-open UTC interval [start, end). */
export function blockedInterval(startDay: string, endDay: string, timeZone: string) {
  return {
    start: zonedDayStart(startDay, timeZone),
    end: zonedDayStart(nextDay(endDay), timeZone),
  };
}
