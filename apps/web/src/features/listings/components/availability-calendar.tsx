import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ListingDetail } from '@ownless/shared';
import { cn } from '@/lib/cn';
import { useBooked, type BookedPeriod } from '../api/get-booked';
import { addDays, zonedDay, zonedInstant } from '@ownless/shared/time';
import { safeTimeZone } from '../utils/zoned-time';

export type DayStatus = 'past' | 'available' | 'limited' | 'booked' | 'blocked';

const STATUS_TEXT: Record<DayStatus, string> = {
  past: 'in the past',
  available: 'available',
  limited: 'partly booked, some left',
  booked: 'booked',
  blocked: 'blocked by the owner',
};

const WEEKDAYS = [
  ['S', 'Sunday'],
  ['M', 'Monday'],
  ['T', 'Tuesday'],
  ['W', 'Wednesday'],
  ['T', 'Thursday'],
  ['F', 'Friday'],
  ['S', 'Saturday'],
] as const;

const monthOf = (day: string) => day.slice(0, 7);
const firstOfMonth = (month: string) => `${month}-01`;
function addMonths(month: string, count: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}
const daysInMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const monthTitle = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The status of each local day of the listing: blocked dates (whole local days), booked
 * periods (instants; a day is booked when the stock is used up at some time that day).
 */
export function dayStatuses(
  days: readonly string[],
  {
    today,
    timeZone,
    blocked,
    booked,
    quantity,
  }: {
    today: string;
    timeZone: string;
    blocked: readonly { start_date: string; end_date: string }[];
    booked: readonly BookedPeriod[];
    quantity: number;
  },
): Map<string, DayStatus> {
  const result = new Map<string, DayStatus>();
  const periods = booked.map((p) => ({
    start: Date.parse(p.start_at),
    end: Date.parse(p.end_at),
    quantity: p.quantity,
  }));
  for (const day of days) {
    if (day < today) {
      result.set(day, 'past');
      continue;
    }
    if (blocked.some((b) => b.start_date <= day && day <= b.end_date)) {
      result.set(day, 'blocked');
      continue;
    }
    const start = zonedInstant(day, '00:00', timeZone).getTime();
    const end = zonedInstant(addDays(day, 1), '00:00', timeZone).getTime();
    const used = periods
      .filter((p) => p.start < end && p.end > start)
      .reduce((sum, p) => sum + p.quantity, 0);
    result.set(day, used >= quantity ? 'booked' : used > 0 ? 'limited' : 'available');
  }
  return result;
}

function Month({
  month,
  statuses,
  selected,
  today,
  focusDay,
  onFocusDay,
  onPick,
  onKeyDown,
  className,
}: {
  month: string;
  statuses: Map<string, DayStatus>;
  selected: { start: string; end: string } | null;
  today: string;
  focusDay: string;
  onFocusDay: (day: string) => void;
  onPick?: (day: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  className?: string;
}) {
  const first = firstOfMonth(month);
  const lead = weekdayOf(first);
  const count = daysInMonth(month);
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, i) => addDays(first, i)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const titleId = `cal-${month}`;

  return (
    <div className={className}>
      <h3
        id={titleId}
        className="mb-3 text-center text-sm font-semibold text-slate-900 dark:text-white"
      >
        {monthTitle(month)}
      </h3>
      <table
        role="grid"
        aria-labelledby={titleId}
        className="w-full table-fixed border-collapse"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long], i) => (
              <th
                key={i}
                scope="col"
                abbr={long}
                className="pb-2 text-xs font-medium text-slate-500 dark:text-slate-400"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (!day) return <td key={d} />;
                const status = statuses.get(day) ?? 'available';
                const inRange = selected && day >= selected.start && day <= selected.end;
                const edge = selected && (day === selected.start || day === selected.end);
                const pickable = status === 'available' || status === 'limited';
                return (
                  <td key={d} className="p-0.5">
                    <button
                      type="button"
                      tabIndex={day === focusDay ? 0 : -1}
                      data-day={day}
                      data-status={status}
                      aria-label={`${longDay(day)}, ${STATUS_TEXT[status]}${inRange ? ', in your dates' : ''}`}
                      aria-current={day === today ? 'date' : undefined}
                      aria-disabled={!pickable || !onPick || undefined}
                      onFocus={() => onFocusDay(day)}
                      onClick={() => {
                        if (pickable && onPick) onPick(day);
                      }}
                      className={cn(
                        'relative flex aspect-square w-full items-center justify-center rounded-lg text-sm tabular-nums transition-colors',
                        status === 'past' && 'text-slate-400 dark:text-slate-600',
                        status === 'available' &&
                          'font-medium text-slate-900 hover:bg-brand-50 dark:text-slate-100 dark:hover:bg-brand-400/10',
                        status === 'limited' &&
                          'bg-amber-50 font-medium text-amber-900 hover:bg-amber-100 dark:bg-amber-400/10 dark:text-amber-200',
                        status === 'booked' &&
                          'bg-slate-100 text-slate-500 line-through dark:bg-slate-800 dark:text-slate-500',
                        status === 'blocked' &&
                          'bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(148_163_184/0.35)_4px_6px)] text-slate-500 line-through dark:text-slate-500',
                        inRange &&
                          pickable &&
                          'bg-brand-100 text-brand-900 dark:bg-brand-400/20 dark:text-brand-100',
                        edge &&
                          'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950',
                        day === today &&
                          !edge &&
                          'ring-1 ring-slate-400 ring-inset dark:ring-slate-500',
                        (!pickable || !onPick) && 'cursor-default',
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Availability of a listing, in its own days: blocked dates and booked days, two months at
 * a time (one on phones). Choosing a free day sets the start of the quote.
 */
export function AvailabilityCalendar({
  listing,
  selected = null,
  onPick,
  now = new Date(),
}: {
  listing: Pick<ListingDetail, 'id' | 'timezone' | 'blocked_dates' | 'quantity'>;
  selected?: { start: string; end: string } | null;
  onPick?: (day: string) => void;
  now?: Date;
}) {
  const zone = safeTimeZone(listing.timezone);
  const today = zonedDay(now, zone);
  const thisMonth = monthOf(today);
  const [month, setMonth] = useState(() => (selected ? monthOf(selected.start) : thisMonth));
  const [focusDay, setFocusDay] = useState(() => selected?.start ?? today);
  const rootRef = useRef<HTMLDivElement>(null);
  const lastMonth = addMonths(thisMonth, 11);
  const next = addMonths(month, 1);
  const from = firstOfMonth(month);
  const to = addDays(firstOfMonth(addMonths(month, 2)), 0);
  const booked = useBooked(listing.id, from, to);

  const days = useMemo(() => {
    const list: string[] = [];
    for (let day = from; day < to; day = addDays(day, 1)) list.push(day);
    return list;
  }, [from, to]);
  const statuses = useMemo(
    () =>
      dayStatuses(days, {
        today,
        timeZone: zone,
        blocked: listing.blocked_dates,
        booked: booked.data ?? [],
        quantity: listing.quantity,
      }),
    [days, today, zone, listing.blocked_dates, booked.data, listing.quantity],
  );

  const moveFocus = (day: string) => {
    if (day < firstOfMonth(thisMonth) || monthOf(day) > lastMonth) return;
    setFocusDay(day);
    if (monthOf(day) < month) setMonth(monthOf(day));
    else if (monthOf(day) > next) setMonth(addMonths(monthOf(day), -1));
    requestAnimationFrame(() =>
      rootRef.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)?.focus(),
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl';
    const steps: Record<string, number> = {
      ArrowLeft: rtl ? 1 : -1,
      ArrowRight: rtl ? -1 : 1,
      ArrowUp: -7,
      ArrowDown: 7,
    };
    let target: string | null = null;
    if (event.key in steps) target = addDays(focusDay, steps[event.key]!);
    else if (event.key === 'Home') target = addDays(focusDay, -weekdayOf(focusDay));
    else if (event.key === 'End') target = addDays(focusDay, 6 - weekdayOf(focusDay));
    else if (event.key === 'PageUp') target = `${addMonths(monthOf(focusDay), -1)}-01`;
    else if (event.key === 'PageDown') target = `${addMonths(monthOf(focusDay), 1)}-01`;
    if (target) {
      event.preventDefault();
      moveFocus(target);
    }
  };

  // The roving focus stays on a day that is on screen.
  const shownFocus =
    monthOf(focusDay) === month || monthOf(focusDay) === next ? focusDay : firstOfMonth(month);

  return (
    <div ref={rootRef} data-testid="availability-calendar">
      <div className="mb-4 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => setMonth(addMonths(month, -1))}
          disabled={month <= thisMonth}
          className="inline-flex size-10 items-center justify-center rounded-xl border border-slate-300 text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          <span className="sr-only">Previous month</span>
        </button>
        <p className="text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
          {booked.isFetching
            ? 'Checking availability…'
            : `Days in the listing’s time (${zone.replace('_', ' ')})`}
        </p>
        <button
          type="button"
          onClick={() => setMonth(addMonths(month, 1))}
          disabled={next > lastMonth}
          className="inline-flex size-10 items-center justify-center rounded-xl border border-slate-300 text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          <span className="sr-only">Next month</span>
        </button>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {[month, next].map((m, i) => (
          <Month
            key={m}
            month={m}
            statuses={statuses}
            selected={selected}
            today={today}
            focusDay={shownFocus}
            onFocusDay={setFocusDay}
            onPick={onPick}
            onKeyDown={onKeyDown}
            className={i === 1 ? 'hidden sm:block' : undefined}
          />
        ))}
      </div>
      <ul
        className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-600 dark:text-slate-400"
        aria-label="Legend"
      >
        <li className="flex items-center gap-1.5">
          <span
            className="size-3.5 rounded border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900"
            aria-hidden="true"
          />
          Available
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3.5 rounded bg-amber-100 dark:bg-amber-400/20" aria-hidden="true" />
          Partly booked
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3.5 rounded bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
          Booked
        </li>
        <li className="flex items-center gap-1.5">
          <span
            className="size-3.5 rounded bg-[repeating-linear-gradient(135deg,transparent_0_3px,rgb(148_163_184/0.6)_3px_5px)]"
            aria-hidden="true"
          />
          Blocked by the owner
        </li>
        {selected && (
          <li className="flex items-center gap-1.5">
            <span className="size-3.5 rounded bg-brand-700 dark:bg-brand-500" aria-hidden="true" />
            Your dates
          </li>
        )}
      </ul>
    </div>
  );
}
