import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ListingDetail } from '@ownless/shared';
import { CalendarX2, ChevronLeft, ChevronRight, Lock, X } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, LoadingButton } from '@/components/ui/button';
import { controlProps, inputClass } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useBlockDates, useBookedPeriods, useUnblockDates } from '../api/availability';
import {
  addDays,
  addMonths,
  blockAt,
  bookedDays,
  formatLongDay,
  formatMonth,
  formatRange,
  inRange,
  monthEnd,
  monthGrid,
  monthStart,
  moveFocus,
  previewRange,
  rangeProblem,
  selectDay,
  todayIso,
  type BlockedRange,
  type DayRange,
  type IsoDay,
  type RangeSelection,
} from '../utils/calendar';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

const isRtl = () => typeof document !== 'undefined' && document.documentElement.dir === 'rtl';

/**
 * Step 5's calendar: pick a first and a last day to block them; pick a blocked day to
 * unblock its range. Booked days (renters hold them) cannot be blocked. Arrow keys move
 * by day and week, PageUp/PageDown by month, Home/End to the week's ends, Escape cancels.
 */
export function AvailabilityCalendar({ listing }: { listing: ListingDetail }) {
  const id = useId();
  const today = todayIso();
  const [month, setMonth] = useState(monthStart(today));
  const [focused, setFocused] = useState<IsoDay>(today);
  const [selection, setSelection] = useState<RangeSelection>({ anchor: null });
  const [hover, setHover] = useState<IsoDay | null>(null);
  const [pending, setPending] = useState<DayRange | null>(null);
  const [reason, setReason] = useState('');
  const [chosenBlock, setChosenBlock] = useState<BlockedRange | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const shouldFocus = useRef(false);

  const block = useBlockDates(listing.id);
  const unblock = useUnblockDates(listing.id);
  const booked = useBookedPeriods(listing.id, monthStart(month), addDays(monthEnd(month), 1));
  const bookedSet = useMemo(() => bookedDays(booked.data ?? []), [booked.data]);
  const blocks: BlockedRange[] = useMemo(
    () =>
      listing.blocked_dates.map((b) => ({
        id: b.id,
        start: b.start_date,
        end: b.end_date,
        reason: b.reason,
      })),
    [listing.blocked_dates],
  );
  const upcomingBlocks = blocks
    .filter((b) => b.end >= today)
    .sort((a, b) => (a.start < b.start ? -1 : 1));

  const weeks = monthGrid(month);
  const drawing = previewRange(selection, hover ?? (selection.anchor ? focused : null));
  const firstMonth = monthStart(today);
  // One day of the grid is in the tab order (roving tabindex).
  const tabDay = monthStart(focused) === month ? focused : month === firstMonth ? today : month;

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  const goTo = (day: IsoDay) => {
    const clamped = day < today ? today : day;
    setFocused(clamped);
    if (monthStart(clamped) !== month) setMonth(monthStart(clamped));
    shouldFocus.current = true;
  };

  const cancelSelection = () => {
    setSelection({ anchor: null });
    setPending(null);
    setProblem(null);
    setHover(null);
  };

  const choose = (day: IsoDay) => {
    setProblem(null);
    if (day < today || bookedSet.has(day)) return;
    const existing = blockAt(day, blocks);
    if (existing && selection.anchor === null) {
      setPending(null);
      setChosenBlock(existing);
      setAnnouncement(`Blocked ${formatRange(existing)}. Use Unblock to open these days again.`);
      return;
    }
    setChosenBlock(null);
    const step = selectDay(selection, day);
    setSelection(step.state);
    if (!step.range) {
      setPending(null);
      setAnnouncement(`${formatLongDay(day)} is the first day. Now choose the last day.`);
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
    setAnnouncement(`${formatRange(step.range)} selected. Confirm below to block these days.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: IsoDay) => {
    if (event.key === 'Escape') {
      if (selection.anchor || pending) {
        event.preventDefault();
        cancelSelection();
        setAnnouncement('Selection cancelled.');
      }
      return;
    }
    const next = moveFocus(day, event.key, isRtl());
    if (next) {
      event.preventDefault();
      goTo(next);
    }
  };

  const confirmBlock = () => {
    if (!pending) return;
    const range = pending;
    block.mutate(
      { start_date: range.start, end_date: range.end, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          setAnnouncement(`${formatRange(range)} blocked.`);
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
        setAnnouncement(`${formatRange(target)} unblocked.`);
        setChosenBlock(null);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  const dayState = (day: IsoDay) => {
    const past = day < today;
    const isBooked = bookedSet.has(day);
    const blocked = blockAt(day, blocks);
    const isAnchor = selection.anchor === day;
    const selected = inRange(day, pending) || inRange(day, drawing);
    const isChosenBlock = chosenBlock !== null && blocked?.id === chosenBlock.id;
    return { past, isBooked, blocked, isAnchor, selected, isChosenBlock };
  };

  return (
    <div className="space-y-5">
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <div className="rounded-2xl border border-slate-200 p-3 sm:p-5 dark:border-slate-800">
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="ghost"
            size="icon"
            disabled={month <= firstMonth}
            onClick={() => setMonth(addMonths(month, -1))}
          >
            <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
            <span className="sr-only">Previous month</span>
          </Button>
          <h3
            id={`${id}-month`}
            aria-live="polite"
            className="font-semibold text-slate-900 dark:text-white"
          >
            {formatMonth(month)}
          </h3>
          <Button variant="ghost" size="icon" onClick={() => setMonth(addMonths(month, 1))}>
            <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
            <span className="sr-only">Next month</span>
          </Button>
        </div>

        <table
          ref={gridRef}
          role="grid"
          aria-labelledby={`${id}-month`}
          aria-describedby={`${id}-help`}
          className="mt-3 w-full table-fixed border-separate border-spacing-y-1"
          data-testid="availability-calendar"
        >
          <thead>
            <tr>
              {WEEKDAYS.map(([short, long]) => (
                <th
                  key={short}
                  scope="col"
                  abbr={long}
                  className="pb-1 text-center text-xs font-medium text-slate-500 dark:text-slate-400"
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
                  const state = dayState(day);
                  const unavailable = state.past || state.isBooked;
                  const tabbable = day === tabDay;
                  const labelParts = [formatLongDay(day)];
                  if (day === today) labelParts.push('today');
                  if (state.isBooked) labelParts.push('booked by a renter');
                  if (state.blocked)
                    labelParts.push(
                      `blocked${state.blocked.reason ? `: ${state.blocked.reason}` : ''}`,
                    );
                  if (state.isAnchor) labelParts.push('first day of the selection');
                  else if (state.selected) labelParts.push('selected');
                  if (state.past) labelParts.push('past');
                  return (
                    <td
                      key={d}
                      role="gridcell"
                      aria-selected={state.selected || state.isAnchor}
                      className="p-0 text-center"
                    >
                      <button
                        type="button"
                        data-day={day}
                        tabIndex={tabbable ? 0 : -1}
                        aria-disabled={unavailable || undefined}
                        aria-label={labelParts.join(', ')}
                        onClick={() => choose(day)}
                        onKeyDown={(event) => onKeyDown(event, day)}
                        onFocus={() => setFocused(day)}
                        onMouseEnter={() => selection.anchor && setHover(day)}
                        className={cn(
                          'relative mx-auto flex aspect-square w-full max-w-12 items-center justify-center rounded-xl text-sm font-medium tabular-nums transition-colors',
                          'focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400',
                          state.past && 'cursor-not-allowed text-slate-400 dark:text-slate-600',
                          state.isBooked &&
                            'cursor-not-allowed bg-sky-100 text-sky-900 line-through decoration-sky-700/50 dark:bg-sky-900/40 dark:text-sky-100',
                          state.blocked &&
                            !state.isBooked &&
                            'bg-[repeating-linear-gradient(135deg,var(--color-slate-200)_0_4px,var(--color-slate-100)_4px_8px)] text-slate-700 dark:bg-[repeating-linear-gradient(135deg,var(--color-slate-700)_0_4px,var(--color-slate-800)_4px_8px)] dark:text-slate-200',
                          state.isChosenBlock && 'ring-2 ring-amber-500 ring-inset',
                          (state.selected || state.isAnchor) &&
                            !unavailable &&
                            'bg-brand-700 text-white dark:bg-brand-500 dark:text-slate-950',
                          !unavailable &&
                            !state.blocked &&
                            !state.selected &&
                            !state.isAnchor &&
                            'text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
                          day === today && 'font-bold underline decoration-2 underline-offset-4',
                        )}
                      >
                        {Number(day.slice(8))}
                        {state.blocked && !state.selected && (
                          <Lock
                            className="absolute end-0.5 top-0.5 size-2.5 opacity-60"
                            aria-hidden="true"
                          />
                        )}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>

        <ul
          className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-600 dark:text-slate-400"
          aria-label="Legend"
        >
          <li className="flex items-center gap-1.5">
            <span
              className="size-3 rounded border border-slate-300 dark:border-slate-600"
              aria-hidden="true"
            />
            Available
          </li>
          <li className="flex items-center gap-1.5">
            <span className="size-3 rounded bg-brand-700 dark:bg-brand-500" aria-hidden="true" />
            Selected
          </li>
          <li className="flex items-center gap-1.5">
            <span
              className="size-3 rounded bg-[repeating-linear-gradient(135deg,var(--color-slate-300)_0_2px,var(--color-slate-100)_2px_4px)]"
              aria-hidden="true"
            />
            Blocked by you
          </li>
          <li className="flex items-center gap-1.5">
            <span className="size-3 rounded bg-sky-200 dark:bg-sky-800" aria-hidden="true" />
            Booked by renters
          </li>
        </ul>
        <p id={`${id}-help`} className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Choose the first and the last day to block. Choose a blocked day to unblock it.
          {booked.isError && ' Booked days could not be loaded.'}
        </p>
      </div>

      {problem && (
        <Alert
          tone="warning"
          action={
            <Button size="sm" variant="outline" onClick={cancelSelection}>
              Start over
            </Button>
          }
        >
          {problem}
        </Alert>
      )}

      {selection.anchor && !pending && !problem && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-slate-50 px-4 py-3 text-sm dark:bg-slate-800/60">
          <span>
            From <strong>{formatRange({ start: selection.anchor, end: selection.anchor })}</strong>:
            now choose the last day.
          </span>
          <Button size="sm" variant="ghost" onClick={cancelSelection}>
            Cancel
          </Button>
        </div>
      )}

      {pending && (
        <div
          className="space-y-3 rounded-2xl border border-brand-200 bg-brand-50/60 p-4 dark:border-brand-800 dark:bg-brand-950/30"
          data-testid="block-panel"
        >
          <p className="font-semibold text-slate-900 dark:text-white">
            Block {formatRange(pending)}
          </p>
          <div>
            <label
              htmlFor={`${id}-reason`}
              className="text-sm font-medium text-slate-900 dark:text-white"
            >
              Note for yourself <span className="font-normal text-slate-500">(optional)</span>
            </label>
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
              placeholder="e.g. On holiday"
              className={inputClass(false, 'mt-1.5')}
              {...controlProps(`${id}-reason`)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <LoadingButton loading={block.isPending} loadingText="Blocking…" onClick={confirmBlock}>
              <CalendarX2 className="size-4" aria-hidden="true" />
              Block these days
            </LoadingButton>
            <Button variant="ghost" onClick={cancelSelection}>
              Cancel
            </Button>
          </div>
        </div>
      )}

      {chosenBlock && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/30">
          <p className="text-sm text-slate-900 dark:text-white">
            <strong>{formatRange(chosenBlock)}</strong> is blocked
            {chosenBlock.reason ? `: ${chosenBlock.reason}` : '.'}
          </p>
          <div className="flex gap-2">
            <LoadingButton
              size="sm"
              variant="outline"
              loading={unblock.isPending}
              loadingText="Unblocking…"
              onClick={() => removeBlock(chosenBlock)}
            >
              Unblock
            </LoadingButton>
            <Button size="sm" variant="ghost" onClick={() => setChosenBlock(null)}>
              Close
            </Button>
          </div>
        </div>
      )}

      <section aria-labelledby={`${id}-blocked-title`}>
        <h3
          id={`${id}-blocked-title`}
          className="text-sm font-semibold text-slate-900 dark:text-white"
        >
          Blocked days
        </h3>
        {upcomingBlocks.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            None: renters can book any free day.
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
                  {b.reason && (
                    <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                      {b.reason}
                    </p>
                  )}
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={unblock.isPending}
                  onClick={() => removeBlock(b)}
                >
                  <X className="size-4" aria-hidden="true" />
                  Unblock<span className="sr-only"> {formatRange(b)}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
