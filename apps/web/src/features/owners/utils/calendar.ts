/**
 * Dates of the availability calendar as 'YYYY-MM-DD' strings (calendar days, no time
 * zone), so comparisons are plain string comparisons.
 */
export type IsoDay = string;

const pad = (n: number) => String(n).padStart(2, '0');

export const toIsoDay = (date: Date): IsoDay =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

const parse = (day: IsoDay) => new Date(`${day}T00:00:00Z`);

/** Today in the browser's own calendar. */
export function todayIso(now = new Date()): IsoDay {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(day: IsoDay, days: number): IsoDay {
  const date = parse(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDay(date);
}

/** Same day of another month, clamped to that month's length (Jan 31 + 1 → Feb 28/29). */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const date = parse(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return toIsoDay(target);
}

export const monthStart = (day: IsoDay): IsoDay => `${day.slice(0, 7)}-01`;
export const monthEnd = (day: IsoDay): IsoDay => addDays(addMonths(monthStart(day), 1), -1);
export const weekday = (day: IsoDay) => parse(day).getUTCDay();

/** The weeks of a month (Sunday first), with null for the days of the months around it. */
export function monthGrid(month: IsoDay): (IsoDay | null)[][] {
  const first = monthStart(month);
  const last = monthEnd(month);
  const weeks: (IsoDay | null)[][] = [];
  let week: (IsoDay | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

export function daysBetween(start: IsoDay, end: IsoDay): IsoDay[] {
  const days: IsoDay[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

export interface DayRange {
  start: IsoDay;
  end: IsoDay;
}

/**
 * Range selection by two clicks: the first picks the start, the second the end (either
 * order); the same day twice is a one-day range.
 */
export interface RangeSelection {
  anchor: IsoDay | null;
}

export function selectDay(
  state: RangeSelection,
  day: IsoDay,
): { state: RangeSelection; range: DayRange | null } {
  if (state.anchor === null) return { state: { anchor: day }, range: null };
  const [start, end] = state.anchor <= day ? [state.anchor, day] : [day, state.anchor];
  return { state: { anchor: null }, range: { start, end } };
}

/** The range being drawn while the pointer or focus is on `hover`. */
export function previewRange(state: RangeSelection, hover: IsoDay | null): DayRange | null {
  if (state.anchor === null) return null;
  const other = hover ?? state.anchor;
  return state.anchor <= other
    ? { start: state.anchor, end: other }
    : { start: other, end: state.anchor };
}

export const inRange = (day: IsoDay, range: DayRange | null) =>
  range !== null && day >= range.start && day <= range.end;

export interface BlockedRange extends DayRange {
  id: number;
  reason: string | null;
}

export const blockAt = (day: IsoDay, blocks: readonly BlockedRange[]) =>
  blocks.find((block) => day >= block.start && day <= block.end) ?? null;

/**
 * Calendar days touched by booked periods (timestamps). A period ending exactly at
 * midnight does not take the day it ends on.
 */
export function bookedDays(periods: readonly { start_at: string; end_at: string }[]): Set<IsoDay> {
  const days = new Set<IsoDay>();
  for (const period of periods) {
    const start = new Date(period.start_at);
    const end = new Date(period.end_at);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) continue;
    let day = toIsoDay(start);
    while (parse(day) < end) {
      days.add(day);
      day = addDays(day, 1);
    }
  }
  return days;
}

/** What is wrong with blocking a range, or null when it can be blocked. */
export function rangeProblem(
  range: DayRange,
  {
    blocks,
    booked,
    today,
  }: { blocks: readonly BlockedRange[]; booked: ReadonlySet<IsoDay>; today: IsoDay },
): string | null {
  if (range.end < today) return 'Those days are in the past.';
  const days = daysBetween(range.start < today ? today : range.start, range.end);
  if (days.some((day) => booked.has(day)))
    return 'Some of those days are already booked by a renter.';
  if (days.every((day) => blockAt(day, blocks))) return 'Those days are already blocked.';
  return null;
}

/** Where the focus goes on a key press in the grid; null for keys the grid ignores. */
export function moveFocus(day: IsoDay, key: string, rtl = false): IsoDay | null {
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
      return addDays(day, -weekday(day));
    case 'End':
      return addDays(day, 6 - weekday(day));
    case 'PageDown':
      return addMonths(day, 1);
    case 'PageUp':
      return addMonths(day, -1);
    default:
      return null;
  }
}

const longFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatLongDay = (day: IsoDay) => longFormat.format(parse(day));
export const formatShortDay = (day: IsoDay) => shortFormat.format(parse(day));
export const formatMonth = (day: IsoDay) => monthFormat.format(parse(day));
export const formatRange = (range: DayRange) =>
  range.start === range.end
    ? formatShortDay(range.start)
    : `${formatShortDay(range.start)} – ${formatShortDay(range.end)}`;
