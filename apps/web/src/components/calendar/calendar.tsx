import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { firstDayOfWeek, groupDigits } from '@/lib/i18n';
import {
  addMonths,
  formatMonth,
  inRange,
  monthGrid,
  monthStart,
  moveFocus,
  weekdays,
  type DayRange,
  type IsoDay,
} from './calendar-days';

/** How a day looks; what it means is in its label. */
export type DayTone = 'past' | 'available' | 'limited' | 'booked' | 'blocked';

export interface CalendarDay {
  tone: DayTone;
  /** The day's accessible name ("Friday, May 15, 2026, booked"). */
  label: string;
  /** Choosing it does nothing (it stays focusable, marked aria-disabled). */
  disabled?: boolean;
  /** Ringed: the day belongs to what the user is looking at (e.g. a blocked range). */
  highlighted?: boolean;
}

const STRIPES =
  'bg-[repeating-linear-gradient(135deg,var(--color-slate-200)_0_4px,var(--color-slate-100)_4px_8px)] dark:bg-[repeating-linear-gradient(135deg,var(--color-slate-700)_0_4px,var(--color-slate-800)_4px_8px)]';

const TONES: Record<DayTone, string> = {
  past: 'text-slate-400 dark:text-slate-600',
  available:
    'font-medium text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
  limited:
    'bg-amber-50 font-medium text-amber-900 hover:bg-amber-100 dark:bg-amber-400/10 dark:text-amber-200',
  booked: 'bg-slate-100 text-slate-500 line-through dark:bg-slate-800 dark:text-slate-500',
  blocked: `${STRIPES} text-slate-700 dark:text-slate-200`,
};
/** Inside the selected range, and its first and last day. */
const RANGE = 'bg-brand-100 font-medium text-brand-900 dark:bg-brand-400/20 dark:text-brand-100';
const EDGE =
  'bg-brand-700 font-medium text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950';

export type LegendSwatch = Exclude<DayTone, 'past'> | 'selected';

const SWATCHES: Record<LegendSwatch, string> = {
  available: 'border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900',
  limited: 'bg-amber-100 dark:bg-amber-400/20',
  booked: 'bg-slate-200 dark:bg-slate-700',
  blocked:
    'bg-[repeating-linear-gradient(135deg,var(--color-slate-400)_0_2px,var(--color-slate-100)_2px_4px)] dark:bg-[repeating-linear-gradient(135deg,var(--color-slate-500)_0_2px,var(--color-slate-800)_2px_4px)]',
  selected: 'bg-brand-700 dark:bg-brand-500',
};

export interface CalendarProps {
  /** The first month shown (its first day); the caller keeps it, to load that month's data. */
  month: IsoDay;
  onMonthChange: (month: IsoDay) => void;
  /** Two: a second month beside the first from 640 px on. */
  months?: 1 | 2;
  today: IsoDay;
  /** The first day the focus reaches; no month before its month is shown. */
  min: IsoDay;
  /** The last day the focus reaches; no month after its month is shown. */
  max?: IsoDay;
  /** The day that takes the focus first (else today). */
  initialFocus?: IsoDay;
  /** What differs per day: its look, its name, whether it can be chosen. */
  day: (day: IsoDay) => CalendarDay;
  /** The chosen range, or the one being drawn. */
  selected?: DayRange | null;
  /** A click, Enter or Space on a day that is not disabled. */
  onSelect?: (day: IsoDay) => void;
  /** The pointer enters a day or the focus lands on it (to preview a range being drawn). */
  onPoint?: (day: IsoDay) => void;
  /** The primary mouse button goes down or up on a day (the owner's calendar draws a range by dragging). */
  onPress?: (day: IsoDay, phase: 'down' | 'up') => void;
  /** Runs first on a key press on a day; preventDefault() keeps the grid from acting on it. */
  onDayKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /** With two months: a polite live line between the month buttons ("Checking…"). */
  status?: ReactNode;
  legend: readonly { swatch: LegendSwatch; label: string }[];
  /** Below the legend; it describes the grid to screen readers. */
  help?: ReactNode;
  /**
   * What a day shows under its number (the owner's calendar: what is on it), drawn only: the
   * day's label says it. With it, days are taller cells instead of squares.
   */
  dayContent?: (day: IsoDay) => ReactNode;
  className?: string;
  testId?: string;
}

/**
 * An accessible month grid: weekday headers, one button a day in a roving tab order, month
 * buttons, and the keyboard model of a date grid (arrows by day and week, mirrored in RTL;
 * Home/End to the week's ends; PageUp/PageDown by month). The caller says what each day is
 * and what choosing one does.
 */
export function Calendar({
  month,
  onMonthChange,
  months = 1,
  today,
  min,
  max,
  initialFocus,
  day: describe,
  selected = null,
  onSelect,
  onPoint,
  onPress,
  onDayKeyDown,
  status,
  legend,
  help,
  dayContent,
  className,
  testId,
}: CalendarProps) {
  const { t } = useLingui();
  const id = useId();
  // The week starts on the page language's first day (Sunday, Monday, Saturday).
  const firstDay = firstDayOfWeek();
  const wide = useMediaQuery('(min-width: 640px)');
  const shown = months === 2 && wide ? 2 : 1;
  const clamp = (day: IsoDay) => (day < min ? min : max && day > max ? max : day);
  const [focused, setFocused] = useState(() => clamp(initialFocus ?? today));
  const rootRef = useRef<HTMLDivElement>(null);
  const shouldFocus = useRef(false);

  const lastShown = addMonths(month, shown - 1);
  const isShown = (day: IsoDay) => monthStart(day) >= month && monthStart(day) <= lastShown;
  // One day of the grid is in the tab order (roving tabindex), always one on screen.
  const tabDay = isShown(focused) ? focused : min > month ? min : month;

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    rootRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  const goTo = (day: IsoDay) => {
    const target = clamp(day);
    if (target === focused) return;
    setFocused(target);
    const targetMonth = monthStart(target);
    if (targetMonth < month) onMonthChange(targetMonth);
    else if (targetMonth > lastShown) onMonthChange(addMonths(targetMonth, 1 - shown));
    shouldFocus.current = true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: IsoDay) => {
    onDayKeyDown?.(event);
    if (event.defaultPrevented) return;
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const next = moveFocus(day, event.key, rtl, firstDay);
    if (next) {
      event.preventDefault();
      goTo(next);
    }
  };

  const titleId = (m: IsoDay) => `${id}-${m}`;
  const helpId = help ? `${id}-help` : undefined;
  const monthButton = (step: 1 | -1, disabled: boolean) => {
    const Icon = step === 1 ? ChevronRight : ChevronLeft;
    return (
      <Button
        variant="outline"
        size="icon"
        disabled={disabled}
        onClick={() => onMonthChange(addMonths(month, step))}
      >
        <Icon className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        <span className="sr-only">{step === 1 ? t`Next month` : t`Previous month`}</span>
      </Button>
    );
  };

  const grid = (m: IsoDay) => (
    <table
      role="grid"
      aria-labelledby={titleId(m)}
      aria-describedby={helpId}
      className="w-full table-fixed border-collapse"
    >
      <thead>
        <tr>
          {weekdays(firstDay).map(([narrow, short, long]) => (
            <th
              key={long}
              scope="col"
              abbr={long}
              className="pb-2 text-center text-xs font-medium text-slate-500 dark:text-slate-400"
            >
              {/* On a phone the short names run into each other (Arabic's are whole words). */}
              <span aria-hidden="true" className="sm:hidden">
                {narrow}
              </span>
              <span className="max-sm:sr-only">{short}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(m, firstDay).map((week, w) => (
          <tr key={w}>
            {week.map((day, d) => {
              if (!day) return <td key={d} />;
              const { tone, label, disabled, highlighted } = describe(day);
              const edge = !!selected && (day === selected.start || day === selected.end);
              const within = inRange(day, selected);
              return (
                <td key={d} role="gridcell" aria-selected={within} className="p-0.5">
                  <button
                    type="button"
                    data-day={day}
                    data-status={tone}
                    tabIndex={day === tabDay ? 0 : -1}
                    aria-label={label}
                    aria-current={day === today ? 'date' : undefined}
                    aria-disabled={disabled || undefined}
                    onClick={() => {
                      if (!disabled) onSelect?.(day);
                    }}
                    onFocus={() => {
                      setFocused(day);
                      onPoint?.(day);
                    }}
                    onMouseEnter={onPoint && (() => onPoint(day))}
                    onMouseDown={onPress && ((event) => event.button === 0 && onPress(day, 'down'))}
                    onMouseUp={onPress && ((event) => event.button === 0 && onPress(day, 'up'))}
                    onKeyDown={(event) => onKeyDown(event, day)}
                    className={cn(
                      'relative mx-auto flex w-full rounded-lg text-sm tabular-nums transition-colors',
                      dayContent
                        ? 'min-h-16 flex-col items-stretch justify-start gap-0.5 p-1 text-start sm:min-h-20'
                        : 'aspect-square max-w-12 items-center justify-center',
                      'focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400',
                      edge ? EDGE : within && !disabled ? RANGE : TONES[tone],
                      disabled && 'cursor-not-allowed',
                      highlighted
                        ? 'ring-2 ring-amber-500 ring-inset'
                        : day === today &&
                            !edge &&
                            'ring-1 ring-slate-400 ring-inset dark:ring-slate-500',
                    )}
                  >
                    {groupDigits(Number(day.slice(8)))}
                    {dayContent?.(day)}
                    {tone === 'blocked' && !within && (
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
  );

  const title = (m: IsoDay, className: string) => (
    <h3
      id={titleId(m)}
      aria-live={months === 1 ? 'polite' : undefined}
      className={cn('font-semibold text-slate-900 dark:text-white', className)}
    >
      {formatMonth(m)}
    </h3>
  );

  return (
    <div ref={rootRef} className={className} data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        {monthButton(-1, month <= monthStart(min))}
        {months === 1 ? (
          title(month, '')
        ) : (
          <p className="text-center text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
            {status}
          </p>
        )}
        {monthButton(1, !!max && lastShown >= monthStart(max))}
      </div>
      <div className={cn('mt-3', shown === 2 && 'grid grid-cols-2 gap-6')}>
        {Array.from({ length: shown }, (_, i) => addMonths(month, i)).map((m) => (
          <div key={m}>
            {months === 2 && title(m, 'mb-3 text-center text-sm')}
            {grid(m)}
          </div>
        ))}
      </div>
      <ul
        className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-600 dark:text-slate-400"
        aria-label={t`Legend`}
      >
        {legend.map(({ swatch, label }) => (
          <li key={label} className="flex items-center gap-1.5">
            <span className={cn('size-3.5 rounded', SWATCHES[swatch])} aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
      {help && (
        <p id={helpId} className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {help}
        </p>
      )}
    </div>
  );
}
