/**
 * A listing's booking rules (decision 0030), as the server enforces them and the web and
 * search show them: the shortest and longest rental (in the listing's shortest rent unit),
 * the preparation time kept free around each booking, the notice a rental needs and how far
 * ahead it may start. Days are the listing's own, in its time zone.
 */
import type { RentFrequency } from './enums';
import { UNIT_HOURS } from './rules';
import { addDays, zonedDay } from './time';

const HOUR = 3_600_000;

export interface BookingRules {
  /** Shortest rental, in the listing's shortest rent unit (1: no rule). */
  minUnits: number;
  /** Longest rental, in the same unit (null: no rule). */
  maxUnits: number | null;
  /** Hours kept free before and after each booking that holds stock. */
  preparationHours: number;
  /** A rental starts at least this many hours from now. */
  noticeHours: number;
  /** A rental starts at most this many of the listing's days ahead (null: no rule). */
  bookingWindowDays: number | null;
}

/** The listing's shortest rent unit: lengths are counted in it (Daily when it has none). */
export function baseRentFrequency(frequencies: readonly string[]): RentFrequency {
  let best: RentFrequency = 'Daily';
  let found = false;
  for (const frequency of frequencies) {
    if (!(frequency in UNIT_HOURS)) continue;
    const candidate = frequency as RentFrequency;
    if (!found || UNIT_HOURS[candidate] < UNIT_HOURS[best]) best = candidate;
    found = true;
  }
  return best;
}

/** The shortest rental in hours: `minUnits` of the listing's shortest rent unit. */
export function minimumHours(minUnits: number, base: RentFrequency): number {
  return minUnits * UNIT_HOURS[base];
}

/** The first instant a rental may start: now plus the notice. */
export function earliestStart(now: Date | number, noticeHours: number): Date {
  return new Date(new Date(now).getTime() + noticeHours * HOUR);
}

/**
 * The first of the listing's days a rental may start on: the day that holds now plus the
 * notice (a start later that day is still possible). Search and the availability calendar
 * leave out the days before it.
 */
export function firstStartDay(now: Date | number, noticeHours: number, timeZone: string): string {
  return zonedDay(earliestStart(now, noticeHours), timeZone);
}

/**
 * The last of the listing's days a rental may start on under its booking window: today
 * where the listing is plus the window's days; null without a window.
 */
export function lastStartDay(
  now: Date | number,
  windowDays: number | null,
  timeZone: string,
): string | null {
  return windowDays === null ? null : addDays(zonedDay(now, timeZone), windowDays);
}

/** Whether whole days from `startDay` to `endDay` (inclusive) are at least the minimum. */
export function daysMeetMinimum(startDay: string, endDay: string, minHours: number): boolean {
  const days =
    (Date.parse(`${endDay}T00:00:00Z`) - Date.parse(`${startDay}T00:00:00Z`)) / 86_400_000 + 1;
  return days * 24 >= minHours;
}
