/**
 * The owner's side of the availability calendar: drawing a range to block, the blocks under
 * a day, the days renters hold, and why a range cannot be blocked.
 */
import { t } from '@lingui/core/macro';
import { isTimeZone, zonedDay, zonedDayStart } from '@ownless/shared/time';
import {
  addDays,
  daysBetween,
  type DayRange,
  type IsoDay,
} from '@/components/calendar/calendar-days';

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

export interface BlockedRange extends DayRange {
  id: number;
  reason: string | null;
  /** Imported from another calendar: such a block is freed there, not here. */
  imported?: boolean;
  /** The name the owner gave that calendar; null while it is not known. */
  feedName?: string | null;
}

/**
 * The listing's blocked days as the owner's calendar shows them. An imported block takes its
 * calendar's name from `feedNames` (the owner's calendars); while those are unknown it is
 * still imported, never the owner's own.
 */
export function toBlockedRanges(
  blocks: readonly {
    id: number;
    start_date: string;
    end_date: string;
    reason: string | null;
    feed_id: number | null;
  }[],
  feedNames: ReadonlyMap<number, string> | undefined,
): BlockedRange[] {
  return blocks.map((block) => ({
    id: block.id,
    start: block.start_date,
    end: block.end_date,
    reason: block.reason,
    imported: block.feed_id !== null,
    feedName: block.feed_id === null ? null : (feedNames?.get(block.feed_id) ?? null),
  }));
}

export const blockAt = (day: IsoDay, blocks: readonly BlockedRange[]) =>
  blocks.find((block) => day >= block.start && day <= block.end) ?? null;

/** The zone a listing's days are counted in: its own, or UTC if the browser does not know it. */
export const listingZone = (timeZone: string) => (isTimeZone(timeZone) ? timeZone : 'UTC');

/**
 * The listing's days (in its time zone, as the server checks a block) touched by booked
 * periods (timestamps). A period ending exactly as a day begins does not take that day.
 */
export function bookedDays(
  periods: readonly { start_at: string; end_at: string }[],
  timeZone: string,
): Set<IsoDay> {
  const days = new Set<IsoDay>();
  for (const period of periods) {
    const start = Date.parse(period.start_at);
    const end = Date.parse(period.end_at);
    if (Number.isNaN(start) || Number.isNaN(end) || end <= start) continue;
    let day = zonedDay(start, timeZone);
    while (zonedDayStart(day, timeZone).getTime() < end) {
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
  if (range.end < today) return t`Those days are in the past.`;
  const days = daysBetween(range.start < today ? today : range.start, range.end);
  if (days.some((day) => booked.has(day)))
    return t`Some of those days are already booked by a renter.`;
  if (days.every((day) => blockAt(day, blocks))) return t`Those days are already blocked.`;
  return null;
}
