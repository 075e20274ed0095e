import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import type { ListingDetail } from '@ownless/shared';
import { zonedDay } from '@ownless/shared/time';
import { CalendarX2, RefreshCw, X } from 'lucide-react';
import { Calendar, type CalendarDay, type LegendSwatch } from '@/components/calendar/calendar';
import {
  addMonths,
  formatLongDay,
  formatRange,
  inRange,
  monthStart,
  type DayRange,
  type IsoDay,
} from '@/components/calendar/calendar-days';
import { Alert } from '@/components/ui/alert';
import { Button, LoadingButton } from '@/components/ui/button';
import { controlProps, Field, inputClass } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useBlockDates, useBookedPeriods, useUnblockDates } from '../api/availability';
import {
  blockAt,
  bookedDays,
  listingZone,
  previewRange,
  rangeProblem,
  selectDay,
  type BlockedRange,
  type RangeSelection,
} from '../utils/calendar';

const LEGEND: { swatch: LegendSwatch; label: MessageDescriptor }[] = [
  { swatch: 'available', label: msg`Available` },
  { swatch: 'selected', label: msg`Selected` },
  { swatch: 'blocked', label: msg`Blocked by you` },
  { swatch: 'booked', label: msg`Booked by renters` },
];

/** Where an imported block came from: the name its owner gave the calendar. */
function ImportedFrom({ source }: { source: string }) {
  return <Trans>Imported from {source}</Trans>;
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
  const [selection, setSelection] = useState<RangeSelection>({ anchor: null });
  const [hover, setHover] = useState<IsoDay | null>(null);
  const [pending, setPending] = useState<DayRange | null>(null);
  const [reason, setReason] = useState('');
  const [chosenBlock, setChosenBlock] = useState<BlockedRange | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const block = useBlockDates(listing.id);
  const unblock = useUnblockDates(listing.id);
  const booked = useBookedPeriods(listing.id, month, addMonths(month, 1));
  const bookedSet = useMemo(() => bookedDays(booked.data ?? [], zone), [booked.data, zone]);
  const blocks: BlockedRange[] = useMemo(
    () =>
      listing.blocked_dates.map((b) => ({
        id: b.id,
        start: b.start_date,
        end: b.end_date,
        reason: b.reason,
        feedName: b.feed_id === null ? null : (b.feed_name ?? ''),
      })),
    [listing.blocked_dates],
  );
  const upcomingBlocks = blocks
    .filter((b) => b.end >= today)
    .sort((a, b) => (a.start < b.start ? -1 : 1));

  const drawing = previewRange(selection, hover);
  const anchorDay = selection.anchor
    ? formatRange({ start: selection.anchor, end: selection.anchor })
    : '';
  const pendingDays = pending ? formatRange(pending) : '';
  const chosenDays = chosenBlock ? formatRange(chosenBlock) : '';
  const chosenReason = chosenBlock?.reason;
  const chosenFeed = chosenBlock?.feedName;

  const cancelSelection = () => {
    setSelection({ anchor: null });
    setPending(null);
    setProblem(null);
    setHover(null);
  };

  const choose = (day: IsoDay) => {
    setProblem(null);
    const existing = blockAt(day, blocks);
    if (existing && selection.anchor === null) {
      setPending(null);
      setChosenBlock(existing);
      const days = formatRange(existing);
      const feed = existing.feedName;
      setAnnouncement(
        feed != null
          ? t`Blocked ${days} by the imported calendar ${feed}.`
          : t`Blocked ${days}. Use Unblock to open these days again.`,
      );
      return;
    }
    setChosenBlock(null);
    const step = selectDay(selection, day);
    setSelection(step.state);
    if (!step.range) {
      setPending(null);
      const first = formatLongDay(day);
      setAnnouncement(t`${first} is the first day. Now choose the last day.`);
      return;
    }
    const trouble = rangeProblem(step.range, { blocks, booked: bookedSet, today });
    if (trouble) {
      setProblem(trouble);
      setAnnouncement(trouble);
      return;
    }
    setPending(step.range);
    setHover(null);
    const days = formatRange(step.range);
    setAnnouncement(t`${days} selected. Confirm below to block these days.`);
  };

  const confirmBlock = () => {
    if (!pending) return;
    const range = pending;
    block.mutate(
      { start_date: range.start, end_date: range.end, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          const days = formatRange(range);
          setAnnouncement(t`${days} blocked.`);
          setReason('');
          cancelSelection();
        },
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
    if (blocked?.feedName != null) {
      const feed = blocked.feedName;
      labelParts.push(t`blocked by the imported calendar ${feed}`);
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
        {announcement}
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
        onPoint={(day) => selection.anchor && setHover(day)}
        onDayKeyDown={(event) => {
          if (event.key === 'Escape' && (selection.anchor || pending)) {
            event.preventDefault();
            cancelSelection();
            setAnnouncement(t`Selection cancelled.`);
          }
        }}
        legend={LEGEND.map(({ swatch, label }) => ({ swatch, label: i18n._(label) }))}
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

      {problem && (
        <Alert
          tone="warning"
          action={
            <Button size="sm" variant="outline" onClick={cancelSelection}>
              <Trans>Start over</Trans>
            </Button>
          }
        >
          {problem}
        </Alert>
      )}

      {selection.anchor && !pending && !problem && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-slate-50 px-4 py-3 text-sm dark:bg-slate-800/60">
          <span>
            <Trans>
              From <strong>{anchorDay}</strong>: now choose the last day.
            </Trans>
          </span>
          <Button size="sm" variant="ghost" onClick={cancelSelection}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}

      {pending && (
        <div
          className="space-y-3 rounded-2xl border border-brand-200 bg-brand-50/60 p-4 dark:border-brand-800 dark:bg-brand-950/30"
          data-testid="block-panel"
        >
          <p className="font-semibold text-slate-900 dark:text-white">
            <Trans>Block {pendingDays}</Trans>
          </p>
          <Field id={`${id}-reason`} label={t`Note for yourself`} optional>
            <input
              type="text"
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              onKeyDown={(event) => {
                // Inside the step's form: Enter blocks the days instead of saving the step.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  confirmBlock();
                }
              }}
              placeholder={t`e.g. On holiday`}
              className={inputClass(false)}
              {...controlProps(`${id}-reason`)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <LoadingButton
              loading={block.isPending}
              loadingText={t`Blocking…`}
              onClick={confirmBlock}
            >
              <CalendarX2 className="size-4" aria-hidden="true" />
              <Trans>Block these days</Trans>
            </LoadingButton>
            <Button variant="ghost" onClick={cancelSelection}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </div>
      )}

      {chosenBlock && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/30">
          <p className="text-sm text-slate-900 dark:text-white">
            {chosenFeed != null ? (
              <Trans>
                <strong>{chosenDays}</strong> is blocked by the imported calendar {chosenFeed}. Free
                these days in that calendar; the next sync follows it.
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
            {chosenFeed == null && (
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
                  {b.feedName != null ? (
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
                {b.feedName == null && (
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
