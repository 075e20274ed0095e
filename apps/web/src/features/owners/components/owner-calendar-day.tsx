import { Trans, useLingui } from '@lingui/react/macro';
import type { OwnerCalendarEntry, OwnerCalendarListing } from '@ownless/shared';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import {
  addDays,
  formatLongDay,
  formatRange,
  type IsoDay,
} from '@/components/calendar/calendar-days';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { describeEntry, markClass, timesOf } from '../utils/owner-calendar';

/** What is on the chosen day: each entry with its listing, a link to a booking, Free for a block. */
export function OwnerCalendarDayPanel({
  day,
  entries,
  listings,
  freeing,
  onFree,
}: {
  day: IsoDay;
  entries: readonly OwnerCalendarEntry[];
  listings: ReadonlyMap<number, OwnerCalendarListing>;
  freeing: boolean;
  onFree: (entry: OwnerCalendarEntry) => void;
}) {
  const { t } = useLingui();
  const dayWords = formatLongDay(day);
  return (
    <section
      aria-labelledby="owner-calendar-day-title"
      className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
      data-testid="owner-calendar-day"
    >
      <h2
        id="owner-calendar-day-title"
        className="text-sm font-semibold text-slate-900 dark:text-white"
      >
        {dayWords}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <Trans>Nothing booked or blocked on this day.</Trans>
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {entries.map((entry, i) => {
            const listing = listings.get(entry.listing_id);
            const days = formatRange({ start: entry.start, end: addDays(entry.end, -1) });
            const times = timesOf(entry, listing);
            return (
              <li
                key={`${entry.kind}-${entry.block_id ?? entry.reservation_id}-${i}`}
                className="flex flex-wrap items-center justify-between gap-3 py-2.5"
              >
                <div className="flex min-w-0 items-start gap-2">
                  <span
                    className={cn(
                      'mt-1 size-3 shrink-0 rounded-sm',
                      markClass(entry.kind, listing),
                    )}
                    aria-hidden="true"
                  />
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-slate-900 dark:text-white">
                      <bdi>{listing?.title}</bdi>
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {describeEntry(entry)} · <bdi>{times ?? days}</bdi>
                    </p>
                  </div>
                </div>
                {entry.kind === 'booking' && entry.reservation_id !== null && (
                  <Link
                    to={paths.bookings.request(entry.reservation_id)}
                    className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                  >
                    <Trans>Open booking</Trans>
                    <span className="sr-only"> {entry.reservation_code}</span>
                  </Link>
                )}
                {entry.removable && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={freeing}
                    onClick={() => onFree(entry)}
                  >
                    <X className="size-4" aria-hidden="true" />
                    <Trans>Free these days</Trans>
                    <span className="sr-only"> {t`${days}, ${listing?.title ?? ''}`}</span>
                  </Button>
                )}
                {entry.kind === 'imported' && (
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    <Trans>Changes with the next sync of its calendar.</Trans>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
