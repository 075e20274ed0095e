/**
 * The owner's calendar across listings: what is on a day, in which colour, and in words.
 * Entries' `start` and `end` are the listing's days, `end` exclusive (the API's contract).
 */
import { t } from '@lingui/core/macro';
import type { OwnerCalendarEntry, OwnerCalendarListing } from '@ownless/shared';
import type { IsoDay } from '@/components/calendar/calendar-days';
import { dateTimeFormat } from '@/lib/i18n';

/** One colour a listing, by its `color_index`: a swatch, a border for blocks, a text colour for hatching. */
export const LISTING_COLOURS = [
  {
    solid: 'bg-sky-600 dark:bg-sky-400',
    ring: 'border-sky-600 dark:border-sky-400',
    text: 'text-sky-600 dark:text-sky-400',
  },
  {
    solid: 'bg-violet-600 dark:bg-violet-400',
    ring: 'border-violet-600 dark:border-violet-400',
    text: 'text-violet-600 dark:text-violet-400',
  },
  {
    solid: 'bg-emerald-600 dark:bg-emerald-400',
    ring: 'border-emerald-600 dark:border-emerald-400',
    text: 'text-emerald-600 dark:text-emerald-400',
  },
  {
    solid: 'bg-amber-600 dark:bg-amber-400',
    ring: 'border-amber-600 dark:border-amber-400',
    text: 'text-amber-600 dark:text-amber-400',
  },
  {
    solid: 'bg-rose-600 dark:bg-rose-400',
    ring: 'border-rose-600 dark:border-rose-400',
    text: 'text-rose-600 dark:text-rose-400',
  },
  {
    solid: 'bg-lime-600 dark:bg-lime-400',
    ring: 'border-lime-600 dark:border-lime-400',
    text: 'text-lime-600 dark:text-lime-400',
  },
  {
    solid: 'bg-indigo-600 dark:bg-indigo-400',
    ring: 'border-indigo-600 dark:border-indigo-400',
    text: 'text-indigo-600 dark:text-indigo-400',
  },
  {
    solid: 'bg-fuchsia-600 dark:bg-fuchsia-400',
    ring: 'border-fuchsia-600 dark:border-fuchsia-400',
    text: 'text-fuchsia-600 dark:text-fuchsia-400',
  },
] as const;

export const colourOf = (listing: OwnerCalendarListing | undefined) =>
  LISTING_COLOURS[(listing?.color_index ?? 0) % LISTING_COLOURS.length]!;

/** Hatching for preparation periods and stripes for blocks, drawn with the listing's colour. */
export const HATCH =
  'bg-[repeating-linear-gradient(135deg,currentColor_0_2px,transparent_2px_5px)] opacity-70';

/**
 * How an entry is marked in its listing's colour: filled for a booking, a border for the
 * owner's block, a dashed border for an imported one, hatching for preparation.
 */
export function markClass(
  kind: OwnerCalendarEntry['kind'],
  listing: OwnerCalendarListing | undefined,
): string {
  const colour = colourOf(listing);
  if (kind === 'booking') return colour.solid;
  if (kind === 'block') return `border-2 ${colour.ring}`;
  if (kind === 'imported') return `border-2 border-dashed ${colour.ring}`;
  return `${HATCH} ${colour.text}`;
}

export const entriesOn = (day: IsoDay, entries: readonly OwnerCalendarEntry[]) =>
  entries.filter((entry) => entry.start <= day && day < entry.end);

/** The order a day's entries are drawn and read in: bookings first. */
const RANK: Record<OwnerCalendarEntry['kind'], number> = {
  booking: 0,
  block: 1,
  imported: 2,
  preparation: 3,
};
export const byImportance = (a: OwnerCalendarEntry, b: OwnerCalendarEntry) =>
  RANK[a.kind] - RANK[b.kind] || a.listing_id - b.listing_id;

/** "10:00–14:00" in the listing's zone, for an hourly listing's booking on one day. */
export function timesOf(entry: OwnerCalendarEntry, listing: OwnerCalendarListing | undefined) {
  if (!entry.start_at || !entry.end_at || listing?.unit !== 'hour') return null;
  const format = dateTimeFormat({ hour: 'numeric', minute: '2-digit', timeZone: listing.timezone });
  return format.formatRange(new Date(entry.start_at), new Date(entry.end_at));
}

/** What an entry is, in words, without its listing ("Booked by Rita (OL-12AB), paid"). */
export function describeEntry(entry: OwnerCalendarEntry): string {
  switch (entry.kind) {
    case 'booking': {
      const code = entry.reservation_code ?? '';
      const name = entry.label ?? '';
      return name ? t`Booked by ${name} (${code})` : t`Booked (${code})`;
    }
    case 'block': {
      const reason = entry.label;
      return reason ? t`Blocked by you: ${reason}` : t`Blocked by you`;
    }
    case 'imported': {
      const feed = entry.feed_name ?? '';
      return t`Imported from ${feed}`;
    }
    case 'preparation': {
      const code = entry.reservation_code ?? '';
      return t`Preparation for ${code}`;
    }
  }
}

/** A day's accessible name: the date, then each listing's entries ("Kayak: booked by Rita"). */
export function dayLabel(
  dayWords: string,
  onDay: readonly OwnerCalendarEntry[],
  listings: ReadonlyMap<number, OwnerCalendarListing>,
): string {
  if (onDay.length === 0) return t`${dayWords}, nothing booked or blocked`;
  const parts = onDay.map((entry) => {
    const title = listings.get(entry.listing_id)?.title ?? '';
    const what = describeEntry(entry);
    return t`${title}: ${what}`;
  });
  return [dayWords, ...parts].join('; ');
}
