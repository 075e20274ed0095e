import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import type { ListingDetail } from '@ownless/shared';
import { zonedDay } from '@ownless/shared/time';
import { RefreshCw, X } from 'lucide-react';
import { Calendar, type CalendarDay, type LegendSwatch } from '@/components/calendar/calendar';
import {
  addMonths,
  formatLongDay,
  formatRange,
  inRange,
  monthStart,
  type IsoDay,
} from '@/components/calendar/calendar-days';
import { Button, LoadingButton } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useBlockDates, useBookedPeriods, useUnblockDates } from '../api/availability';
import { useCalendarFeedNames } from '../api/calendar-sync';
import { useRangeToBlock } from '../hooks/use-range-to-block';
import {
  blockAt,
  bookedDays,
  listingZone,
  previewRange,
  rangeProblem,
  toBlockedRanges,
  type BlockedRange,
} from '../utils/calendar';
import { BlockRangePanels } from './block-range-panels';

const LEGEND: { swatch: LegendSwatch; label: MessageDescriptor }[] = [
  { swatch: 'available', label: msg`Available` },
  { swatch: 'selected', label: msg`Selected` },
  { swatch: 'blocked', label: msg`Blocked by you` },
  { swatch: 'booked', label: msg`Booked by renters` },
];
/** The blocked swatch when some blocked days come from an imported calendar. */
const BLOCKED_WITH_IMPORTS = msg`Blocked by you or an imported calendar`;

/** Where an imported block came from: the name the owner gave the calendar, once known. */
function ImportedFrom({ source }: { source: string | null | undefined }) {
  return source ? <Trans>Imported from {source}</Trans> : <Trans>Imported calendar</Trans>;
}

/**
 * Step 5's calendar: pick a first and a last day to block them; pick a blocked day to
 * unblock its range. Booked days (renters hold them) cannot be blocked. Arrow keys move
 * by day and week, PageUp/PageDown by month, Home/End to the week's ends, Escape cancels.
 */
export function AvailabilityCalendar({ listing }: { listing: ListingDetail }) {
  const { t, i18n } = useLingui();
  const id = useId();
  // Blocks and bookings are whole days where the listing is, so "today" is its today too.
  const zone = useMemo(() => listingZone(listing.timezone), [listing.timezone]);
  const today = zonedDay(new Date(), zone);
  const [month, setMonth] = useState(monthStart(today));
  const range = useRangeToBlock();
  const { selection, hover, pending, setProblem, setAnnouncement } = range;
  const [chosenBlock, setChosenBlock] = useState<BlockedRange | null>(null);

  const block = useBlockDates(listing.id);
  const unblock = useUnblockDates(listing.id);
  const booked = useBookedPeriods(listing.id, month, addMonths(month, 1));
  const bookedSet = useMemo(() => bookedDays(booked.data ?? [], zone), [booked.data, zone]);
  // The listing says which blocks are imported; the owner's calendars say from where.
  const feedNames = useCalendarFeedNames(listing.id);
  const blocks = useMemo(
    () => toBlockedRanges(listing.blocked_dates, feedNames),
    [listing.blocked_dates, feedNames],
  );
  const upcomingBlocks = blocks
    .filter((b) => b.end >= today)
    .sort((a, b) => (a.start < b.start ? -1 : 1));

  const drawing = previewRange(selection, hover);
  const chosenDays = chosenBlock ? formatRange(chosenBlock) : '';
  const chosenReason = chosenBlock?.reason;
  const chosenImported = chosenBlock?.imported === true;
  const chosenFeed = chosenBlock?.feedName;

  const choose = (day: IsoDay) => {
    const existing = blockAt(day, blocks);
    if (existing && selection.anchor === null) {
      range.cancel();
      setChosenBlock(existing);
      const days = formatRange(existing);
      const feed = existing.feedName;
      setAnnouncement(
        !existing.imported
          ? t`Blocked ${days}. Use Unblock to open these days again.`
          : feed
            ? t`Blocked ${days} by the imported calendar ${feed}.`
            : t`Blocked ${days} by an imported calendar.`,
      );
      return;
    }
    setChosenBlock(null);
    range.choose(day, (drawn) => rangeProblem(drawn, { blocks, booked: bookedSet, today }));
  };

  const confirmBlock = () => {
    if (!pending) return;
    const drawn = pending;
    block.mutate(
      { start_date: drawn.start, end_date: drawn.end, reason: range.reason.trim() || undefined },
      {
        onSuccess: () => range.blocked(drawn),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const removeBlock = (target: BlockedRange) => {
    unblock.mutate(target.id, {
      onSuccess: () => {
        const days = formatRange(target);
        setAnnouncement(t`${days} unblocked.`);
        setChosenBlock(null);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  const describe = (day: IsoDay): CalendarDay => {
    const past = day < today;
    const isBooked = bookedSet.has(day);
    const blocked = blockAt(day, blocks);
    const labelParts = [formatLongDay(day)];
    if (day === today) labelParts.push(t`today`);
    if (isBooked) labelParts.push(t`booked by a renter`);
    if (blocked?.imported) {
      const feed = blocked.feedName;
      labelParts.push(
        feed ? t`blocked by the imported calendar ${feed}` : t`blocked by an imported calendar`,
      );
    } else if (blocked) {
      const reason = blocked.reason;
      labelParts.push(reason ? t`blocked: ${reason}` : t`blocked`);
    }
    if (selection.anchor === day) labelParts.push(t`first day of the selection`);
    else if (inRange(day, pending) || inRange(day, drawing)) labelParts.push(t`selected`);
    if (past) labelParts.push(t`past`);
    return {
      tone: past ? 'past' : isBooked ? 'booked' : blocked ? 'blocked' : 'available',
      label: labelParts.join(', '),
      disabled: past || isBooked,
      highlighted: chosenBlock !== null && blocked?.id === chosenBlock.id,
    };
  };

  return (
    <div className="space-y-5">
      <p role="status" aria-live="polite" className="sr-only">
        {range.announcement}
      </p>

      <Calendar
        testId="availability-calendar"
        className="rounded-2xl border border-slate-200 p-3 sm:p-5 dark:border-slate-800"
        month={month}
        onMonthChange={setMonth}
        today={today}
        min={today}
        day={describe}
        selected={pending ?? drawing}
        onSelect={choose}
        onPoint={(day) => selection.anchor && range.setHover(day)}
        onDayKeyDown={(event) => {
          if (event.key === 'Escape' && (selection.anchor || pending)) {
            event.preventDefault();
            range.cancel();
            setAnnouncement(t`Selection cancelled.`);
          }
        }}
        legend={LEGEND.map(({ swatch, label }) => ({
          swatch,
          label: i18n._(
            swatch === 'blocked' && blocks.some((b) => b.imported) ? BLOCKED_WITH_IMPORTS : label,
          ),
        }))}
        help={
          <>
            <Trans>
              Choose the first and the last day to block. Choose a blocked day to unblock it.
            </Trans>
            {booked.isError && (
              <>
                {' '}
                <Trans>Booked days could not be loaded.</Trans>
              </>
            )}
          </>
        }
      />

      <BlockRangePanels
        range={range}
        anchorDay={
          selection.anchor ? formatRange({ start: selection.anchor, end: selection.anchor }) : null
        }
        blocking={block.isPending}
        onConfirm={confirmBlock}
      />

      {chosenBlock && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/30">
          <p className="text-sm text-slate-900 dark:text-white">
            {chosenImported && chosenFeed ? (
              <Trans>
                <strong>{chosenDays}</strong> is blocked by the imported calendar {chosenFeed}. Free
                these days in that calendar; the next sync follows it.
              </Trans>
            ) : chosenImported ? (
              <Trans>
                <strong>{chosenDays}</strong> is blocked by an imported calendar. Free these days in
                that calendar; the next sync follows it.
              </Trans>
            ) : chosenReason ? (
              <Trans>
                <strong>{chosenDays}</strong> is blocked: {chosenReason}
              </Trans>
            ) : (
              <Trans>
                <strong>{chosenDays}</strong> is blocked.
              </Trans>
            )}
          </p>
          <div className="flex gap-2">
            {!chosenImported && (
              <LoadingButton
                size="sm"
                variant="outline"
                loading={unblock.isPending}
                loadingText={t`Unblocking…`}
                onClick={() => removeBlock(chosenBlock)}
              >
                <Trans>Unblock</Trans>
              </LoadingButton>
            )}
            <Button size="sm" variant="ghost" onClick={() => setChosenBlock(null)}>
              <Trans>Close</Trans>
            </Button>
          </div>
        </div>
      )}

      <section aria-labelledby={`${id}-blocked-title`}>
        <h3
          id={`${id}-blocked-title`}
          className="text-sm font-semibold text-slate-900 dark:text-white"
        >
          <Trans>Blocked days</Trans>
        </h3>
        {upcomingBlocks.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <Trans>None: renters can book any free day.</Trans>
          </p>
        ) : (
          <ul
            className="mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
            data-testid="blocked-list"
          >
            {upcomingBlocks.map((b) => (
              <li key={b.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900 dark:text-white">
                    {formatRange(b)}
                  </p>
                  {b.imported ? (
                    <p className="flex min-w-0 items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
                      <RefreshCw className="size-3.5 shrink-0" aria-hidden="true" />
                      <span className="truncate">
                        <ImportedFrom source={b.feedName} />
                      </span>
                    </p>
                  ) : (
                    b.reason && (
                      <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                        {b.reason}
                      </p>
                    )
                  )}
                </div>
                {!b.imported && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={unblock.isPending}
                    onClick={() => removeBlock(b)}
                  >
                    <X className="size-4" aria-hidden="true" />
                    <Trans>Unblock</Trans>
                    <span className="sr-only"> {formatRange(b)}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
