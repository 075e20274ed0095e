import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useState } from 'react';
import type { OwnerCalendarEntry, OwnerCalendarListing } from '@ownless/shared';
import { Link } from 'react-router';
import { Calendar, type CalendarDay, type DayTone } from '@/components/calendar/calendar';
import {
  addDays,
  formatLongDay,
  formatRange,
  inRange,
  monthEnd,
  monthStart,
  todayIso,
  addMonths,
  type DayRange,
  type IsoDay,
} from '@/components/calendar/calendar-days';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-state';
import { controlProps, Field, inputClass } from '@/components/ui/field';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCalendarBlock, useCalendarUnblock, useOwnerCalendar } from '../api/owner-calendar';
import { ownerPaths } from '../config';
import { useRangeToBlock } from '../hooks/use-range-to-block';
import { previewRange, type RangeSelection } from '../utils/calendar';
import {
  byImportance,
  colourOf,
  dayLabel,
  entriesOn,
  HATCH,
  markClass,
} from '../utils/owner-calendar';
import { BlockRangePanels } from './block-range-panels';
import { OwnerCalendarDayPanel } from './owner-calendar-day';

const TONE_OF: Record<OwnerCalendarEntry['kind'], DayTone> = {
  booking: 'booked',
  block: 'blocked',
  imported: 'blocked',
  preparation: 'limited',
};

/** A day's marks: one bar an entry (at most three, then "+n"), in its listing's colour. */
function DayMarks({
  onDay,
  listings,
}: {
  onDay: readonly OwnerCalendarEntry[];
  listings: ReadonlyMap<number, OwnerCalendarListing>;
}) {
  const shown = onDay.slice(0, 3);
  const more = onDay.length - shown.length;
  return (
    <span className="flex min-w-0 flex-col gap-0.5" aria-hidden="true">
      {shown.map((entry, i) => {
        const listing = listings.get(entry.listing_id);
        return (
          <span key={i} className="flex min-w-0 items-center gap-1">
            <span
              data-kind={entry.kind}
              className={cn(
                'h-2 w-full shrink-0 rounded-sm sm:w-2.5',
                markClass(entry.kind, listing),
              )}
            />
            <span
              dir="auto"
              className="hidden truncate text-[11px] leading-tight text-slate-700 sm:inline dark:text-slate-300"
            >
              {entry.kind === 'preparation' ? listing?.title : (entry.label ?? listing?.title)}
            </span>
          </span>
        );
      })}
      {more > 0 && (
        <span className="text-[10px] leading-none text-slate-600 dark:text-slate-400">+{more}</span>
      )}
    </span>
  );
}

/**
 * The owner's calendar across listings: a month of bookings, blocks, imported events and
 * preparation periods, a listing filter, and blocking or freeing days. Drag across days, or
 * choose a first and a last day (click, or Enter/Space on the keyboard), to block them;
 * Escape cancels.
 */
export function OwnerCalendar() {
  const { t } = useLingui();
  const id = useId();
  const today = todayIso();
  const [month, setMonth] = useState(monthStart(today));
  const [listingId, setListingId] = useState<number | null>(null);
  const [shownDay, setShownDay] = useState<IsoDay>(today);
  const range = useRangeToBlock();
  const { selection, hover, pending, setProblem, setAnnouncement } = range;
  // The day a mouse drag started on, until the button goes up.
  const [dragFrom, setDragFrom] = useState<IsoDay | null>(null);
  const [blockListing, setBlockListing] = useState<number | null>(null);

  // A drag released outside the grid draws nothing.
  useEffect(() => {
    if (!dragFrom) return;
    const stop = () => setDragFrom(null);
    document.addEventListener('mouseup', stop);
    return () => document.removeEventListener('mouseup', stop);
  }, [dragFrom]);

  const query = useOwnerCalendar(month, monthEnd(month), listingId);
  const block = useCalendarBlock();
  const unblock = useCalendarUnblock();
  const listings = useMemo(
    () => new Map((query.data?.listings ?? []).map((l) => [l.id, l])),
    [query.data?.listings],
  );
  const entries = useMemo(
    () => [...(query.data?.entries ?? [])].sort(byImportance),
    [query.data?.entries],
  );

  const drawing = previewRange(dragFrom ? { anchor: dragFrom } : selection, hover);

  const choose = (day: IsoDay, from: RangeSelection = selection) => {
    setShownDay(day);
    const past = (drawn: DayRange) => (drawn.end < today ? t`Those days are in the past.` : null);
    if (range.choose(day, past, from)) {
      setBlockListing(listingId ?? blockListing ?? query.data?.listings[0]?.id ?? null);
    }
  };

  const confirmBlock = () => {
    if (!pending || blockListing === null) return;
    const drawn = pending;
    block.mutate(
      {
        listingId: blockListing,
        start_date: drawn.start < today ? today : drawn.start,
        end_date: drawn.end,
        reason: range.reason.trim() || undefined,
      },
      {
        onSuccess: () => range.blocked(drawn),
        onError: (error) => {
          const message = errorMessage(error);
          setProblem(message);
          setAnnouncement(message);
        },
      },
    );
  };

  const free = (entry: OwnerCalendarEntry) => {
    if (entry.block_id === null) return;
    setProblem(null);
    unblock.mutate(
      { listingId: entry.listing_id, blockId: entry.block_id },
      {
        onSuccess: () => {
          const days = formatRange({ start: entry.start, end: addDays(entry.end, -1) });
          setAnnouncement(t`${days} unblocked.`);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const describe = (day: IsoDay): CalendarDay => {
    const onDay = entriesOn(day, entries);
    const parts = [formatLongDay(day)];
    if (day === today) parts.push(t`today`);
    if (selection.anchor === day) parts.push(t`first day of the selection`);
    else if (inRange(day, pending) || inRange(day, drawing)) parts.push(t`selected`);
    const top = onDay[0];
    return {
      // One listing: the day's look says what is on it; all: the marks do.
      tone: day < today ? 'past' : listingId !== null && top ? TONE_OF[top.kind] : 'available',
      label: dayLabel(parts.join(', '), onDay, listings),
    };
  };

  if (query.isPending) {
    return (
      <LoadingState label={t`Loading your calendar`} className="space-y-3">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-96 w-full" />
      </LoadingState>
    );
  }
  if (query.isError && !query.data) {
    return <QueryError query={query} title={t`Your calendar could not be loaded.`} />;
  }
  const data = query.data!;
  if (data.listings.length === 0) {
    return (
      <EmptyState
        title={t`No listings yet`}
        message={t`Your bookings and blocked days appear here once you add a listing.`}
        action={
          <Link to={ownerPaths.addListing} className={buttonClass('primary')}>
            <Trans>Add listing</Trans>
          </Link>
        }
      />
    );
  }
  const listingOptions = data.listings.map((l) => (
    <option key={l.id} value={l.id}>
      {l.title}
    </option>
  ));
  const legendListings = data.listings.filter(
    (l) => l.id === listingId || entries.some((e) => e.listing_id === l.id),
  );

  return (
    <div className="space-y-5">
      <p role="status" aria-live="polite" className="sr-only">
        {range.announcement}
      </p>
      <Field id={`${id}-listing`} label={t`Listing`} className="max-w-sm">
        <select
          value={listingId ?? ''}
          onChange={(event) => {
            setListingId(event.target.value ? Number(event.target.value) : null);
            range.cancel();
          }}
          className={inputClass(false)}
          {...controlProps(`${id}-listing`)}
        >
          <option value="">{t`All listings`}</option>
          {listingOptions}
        </select>
      </Field>

      <Calendar
        testId="owner-calendar"
        className="rounded-2xl border border-slate-200 p-2 sm:p-5 dark:border-slate-800"
        month={month}
        onMonthChange={(next) => {
          setMonth(next);
          setShownDay(next <= today && today <= monthEnd(next) ? today : next);
        }}
        today={today}
        min={addMonths(monthStart(today), -12)}
        max={addMonths(monthStart(today), 24)}
        day={describe}
        dayContent={(day) => <DayMarks onDay={entriesOn(day, entries)} listings={listings} />}
        selected={pending ?? drawing}
        onSelect={choose}
        onPoint={(day) => (selection.anchor || dragFrom) && range.setHover(day)}
        onPress={(day, phase) => {
          // A drag from one day to another is a range; a press and release on one day is a
          // click, which starts or ends a range as above.
          if (phase === 'down') {
            if (!selection.anchor) setDragFrom(day);
            return;
          }
          const start = dragFrom;
          setDragFrom(null);
          if (start && start !== day) choose(day, { anchor: start });
        }}
        onDayKeyDown={(event) => {
          if (event.key === 'Escape' && (selection.anchor || pending)) {
            event.preventDefault();
            range.cancel();
            setAnnouncement(t`Selection cancelled.`);
          }
        }}
        legend={
          listingId === null
            ? [{ swatch: 'selected', label: t`Selected` }]
            : [
                { swatch: 'booked', label: t`Booked by renters` },
                { swatch: 'blocked', label: t`Blocked` },
                { swatch: 'limited', label: t`Preparation` },
                { swatch: 'selected', label: t`Selected` },
              ]
        }
        help={
          <>
            <Trans>
              Drag across days, or choose a first and a last day, to block them; Escape cancels.
              Choose a day to see what is on it.
            </Trans>
            {query.isFetching && (
              <span className="ms-2 text-slate-500">
                <Trans>Updating…</Trans>
              </span>
            )}
          </>
        }
      />

      <ul
        className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-700 dark:text-slate-300"
        aria-label={t`Listings and marks`}
      >
        {legendListings.map((l) => (
          <li key={l.id} className="flex items-center gap-1.5">
            <span className={cn('size-3 rounded-sm', colourOf(l).solid)} aria-hidden="true" />
            <bdi>{l.title}</bdi>
          </li>
        ))}
        <li aria-hidden="true" className="basis-full" />
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-slate-500" aria-hidden="true" />
          <Trans>Booking</Trans>
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm border-2 border-slate-500" aria-hidden="true" />
          <Trans>Blocked by you</Trans>
        </li>
        <li className="flex items-center gap-1.5">
          <span
            className="size-3 rounded-sm border-2 border-dashed border-slate-500"
            aria-hidden="true"
          />
          <Trans>Imported</Trans>
        </li>
        <li className="flex items-center gap-1.5">
          <span className={cn('size-3 rounded-sm text-slate-500', HATCH)} aria-hidden="true" />
          <Trans>Preparation</Trans>
        </li>
      </ul>

      <BlockRangePanels
        range={range}
        anchorDay={selection.anchor ? formatLongDay(selection.anchor) : null}
        blocking={block.isPending}
        onConfirm={confirmBlock}
      >
        {listingId === null && (
          <Field id={`${id}-block-listing`} label={t`Listing to block`}>
            <select
              value={blockListing ?? ''}
              onChange={(event) => setBlockListing(Number(event.target.value))}
              className={inputClass(false)}
              {...controlProps(`${id}-block-listing`)}
            >
              {listingOptions}
            </select>
          </Field>
        )}
      </BlockRangePanels>

      <OwnerCalendarDayPanel
        day={shownDay}
        entries={entriesOn(shownDay, entries)}
        listings={listings}
        freeing={unblock.isPending}
        onFree={free}
      />
    </div>
  );
}
