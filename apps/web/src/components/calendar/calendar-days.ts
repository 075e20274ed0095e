/**
 * Days of a calendar as 'YYYY-MM-DD' strings: calendar days without a time zone (which zone
 * a day belongs to is the caller's business; @ownless/shared/time turns days and instants
 * into each other), so comparisons are plain string comparisons. A month is named by its
 * first day.
 */
import { addDays } from '@ownless/shared/time';
import { dateTimeFormat } from '@/lib/i18n';

export { addDays };

export type IsoDay = string;

export interface DayRange {
  start: IsoDay;
  end: IsoDay;
}

const pad = (n: number) => String(n).padStart(2, '0');
const utcDate = (day: IsoDay) => new Date(`${day}T00:00:00Z`);

/** Today in the browser's own calendar. */
export function todayIso(now = new Date()): IsoDay {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Same day of another month, clamped to that month's length (Jan 31 + 1 → Feb 28/29). */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const length = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, length));
  return target.toISOString().slice(0, 10);
}

export const monthStart = (day: IsoDay): IsoDay => `${day.slice(0, 7)}-01`;
export const monthEnd = (day: IsoDay): IsoDay => addDays(addMonths(monthStart(day), 1), -1);
/** 0 for Sunday. */
export const weekday = (day: IsoDay) => utcDate(day).getUTCDay();

/** The days from `start` to `end`, both included. */
export function daysBetween(start: IsoDay, end: IsoDay): IsoDay[] {
  const days: IsoDay[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** How many days `day` is after the first day of its week (0 … 6). */
const dayOfWeek = (day: IsoDay, firstDay: number) => (weekday(day) - firstDay + 7) % 7;

/**
 * The weeks of a month, starting on `firstDay` (0 = Sunday, 1 = Monday, 6 = Saturday), with
 * null for the days of the months around it.
 */
export function monthGrid(month: IsoDay, firstDay = 0): (IsoDay | null)[][] {
  const cells: (IsoDay | null)[] = [
    ...Array.from({ length: dayOfWeek(monthStart(month), firstDay) }, () => null),
    ...daysBetween(monthStart(month), monthEnd(month)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

export const inRange = (day: IsoDay, range: DayRange | null | undefined) =>
  !!range && day >= range.start && day <= range.end;

/**
 * Where the focus goes on a key press in a month grid (arrows by day and week, mirrored in
 * RTL; Home/End to the week's ends; PageUp/PageDown to the same day of the month before or
 * after); null for keys the grid leaves alone.
 */
export function moveFocus(day: IsoDay, key: string, rtl = false, firstDay = 0): IsoDay | null {
  const forward = rtl ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return addDays(day, forward);
    case 'ArrowLeft':
      return addDays(day, -forward);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'Home':
      return addDays(day, -dayOfWeek(day, firstDay));
    case 'End':
      return addDays(day, 6 - dayOfWeek(day, firstDay));
    case 'PageDown':
      return addMonths(day, 1);
    case 'PageUp':
      return addMonths(day, -1);
    default:
      return null;
  }
}

/** A day in words in the page's language, formatted when called (the language is set by then). */
const format =
  (options: Intl.DateTimeFormatOptions) =>
  (day: IsoDay): string =>
    dateTimeFormat({ ...options, timeZone: 'UTC' }).format(utcDate(day));

/** "Wednesday, May 13, 2026" */
export const formatLongDay = format({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
/** "May 13, 2026" */
export const formatShortDay = format({ month: 'short', day: 'numeric', year: 'numeric' });
/** "May 2026" */
export const formatMonth = format({ month: 'long', year: 'numeric' });
/** "May 13, 2026 – May 15, 2026", or one day. */
export const formatRange = (range: DayRange) =>
  range.start === range.end
    ? formatShortDay(range.start)
    : `${formatShortDay(range.start)} – ${formatShortDay(range.end)}`;

const narrowWeekday = format({ weekday: 'narrow' });
const shortWeekday = format({ weekday: 'short' });
const longWeekday = format({ weekday: 'long' });

/**
 * The seven weekday headers in the page's language, from `firstDay` on (0 = Sunday):
 * [narrow, short, long] ("S", "Sun", "Sunday"). Narrow fits a phone's column in every
 * language (Arabic's short names are its whole names).
 */
export function weekdays(firstDay = 0): (readonly [string, string, string])[] {
  // 2026-03-01 is a Sunday.
  return daysBetween(addDays('2026-03-01', firstDay), addDays('2026-03-01', firstDay + 6)).map(
    (day) => [narrowWeekday(day), shortWeekday(day), longWeekday(day)] as const,
  );
}
