import { useMemo, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ListingDetail } from '@ownless/shared';
import { firstStartDay, lastStartDay } from '@ownless/shared/booking-rules';
import { addDays, zonedDay, zonedDayStart } from '@ownless/shared/time';
import { Calendar, type LegendSwatch } from '@/components/calendar/calendar';
import {
  addMonths,
  daysBetween,
  formatLongDay,
  inRange,
  monthEnd,
  monthStart,
  type DayRange,
} from '@/components/calendar/calendar-days';
import { useBooked, type BookedPeriod } from '../api/get-booked';
import { safeTimeZone } from '../utils/zoned-time';

export type DayStatus = 'past' | 'closed' | 'available' | 'limited' | 'booked' | 'blocked';

const STATUS_TEXT: Record<DayStatus, MessageDescriptor> = {
  past: msg`in the past`,
  closed: msg`not open for booking (the owner's notice or booking window)`,
  available: msg`available`,
  limited: msg`partly booked, some left`,
  booked: msg`booked`,
  blocked: msg`blocked by the owner`,
};

const LEGEND: { swatch: LegendSwatch; label: MessageDescriptor }[] = [
  { swatch: 'available', label: msg`Available` },
  { swatch: 'limited', label: msg`Partly booked` },
  { swatch: 'booked', label: msg`Booked` },
  { swatch: 'blocked', label: msg`Blocked by the owner` },
  { swatch: 'selected', label: msg`Your dates` },
];

/** A listing's booking rules the calendar shows (decision 0030). */
export interface CalendarRules {
  /** Hours each booking holds its items before and after it. */
  preparationHours?: number;
  /** Before this day no rental may start (the owner's notice). */
  firstDay?: string;
  /** After this day no rental may start (the booking window); null: no limit. */
  lastDay?: string | null;
}

/**
 * The status of each local day of the listing: blocked dates (whole local days), booked
 * periods (instants, with the preparation time around them; a day is booked when the stock
 * is used up at some time that day), and days the notice or the window close to a start.
 */
export function dayStatuses(
  days: readonly string[],
  {
    today,
    timeZone,
    blocked,
    booked,
    quantity,
    rules = {},
  }: {
    today: string;
    timeZone: string;
    blocked: readonly { start_date: string; end_date: string }[];
    booked: readonly BookedPeriod[];
    quantity: number;
    rules?: CalendarRules;
  },
): Map<string, DayStatus> {
  const result = new Map<string, DayStatus>();
  const preparation = (rules.preparationHours ?? 0) * 3_600_000;
  const periods = booked.map((p) => ({
    start: Date.parse(p.start_at) - preparation,
    end: Date.parse(p.end_at) + preparation,
    quantity: p.quantity,
  }));
  for (const day of days) {
    if (day < today) {
      result.set(day, 'past');
      continue;
    }
    if ((rules.firstDay && day < rules.firstDay) || (rules.lastDay && day > rules.lastDay)) {
      result.set(day, 'closed');
      continue;
    }
    if (blocked.some((b) => b.start_date <= day && day <= b.end_date)) {
      result.set(day, 'blocked');
      continue;
    }
    const start = zonedDayStart(day, timeZone).getTime();
    const end = zonedDayStart(addDays(day, 1), timeZone).getTime();
    const used = periods
      .filter((p) => p.start < end && p.end > start)
      .reduce((sum, p) => sum + p.quantity, 0);
    result.set(day, used >= quantity ? 'booked' : used > 0 ? 'limited' : 'available');
  }
  return result;
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
  listing: Pick<
    ListingDetail,
    | 'id'
    | 'timezone'
    | 'blocked_dates'
    | 'quantity'
    | 'preparation_hours'
    | 'notice_hours'
    | 'booking_window_days'
  >;
  selected?: DayRange | null;
  onPick?: (day: string) => void;
  now?: Date;
}) {
  const { t, i18n } = useLingui();
  const zone = safeTimeZone(listing.timezone);
  // Isolated (FSI … PDI) so "America/Los Angeles" keeps its order inside Arabic text.
  const zoneName = `\u2068${zone.replace('_', ' ')}\u2069`;
  const today = zonedDay(now, zone);
  const rules: CalendarRules = {
    preparationHours: listing.preparation_hours,
    firstDay: listing.notice_hours > 0 ? firstStartDay(now, listing.notice_hours, zone) : undefined,
    lastDay: lastStartDay(now, listing.booking_window_days, zone),
  };
  const [month, setMonth] = useState(() => monthStart(selected?.start ?? today));
  const from = month;
  const to = addMonths(month, 2);
  const booked = useBooked(listing.id, from, to);

  const statuses = useMemo(
    () =>
      dayStatuses(daysBetween(from, addDays(to, -1)), {
        today,
        timeZone: zone,
        blocked: listing.blocked_dates,
        booked: booked.data ?? [],
        quantity: listing.quantity,
        rules,
      }),
    // The rules are worked out from these on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      from,
      to,
      today,
      zone,
      listing.blocked_dates,
      booked.data,
      listing.quantity,
      rules.preparationHours,
      rules.firstDay,
      rules.lastDay,
    ],
  );

  return (
    <Calendar
      testId="availability-calendar"
      months={2}
      month={month}
      onMonthChange={setMonth}
      today={today}
      min={monthStart(today)}
      max={monthEnd(addMonths(today, 11))}
      initialFocus={selected?.start}
      selected={selected}
      onSelect={onPick}
      day={(day) => {
        const status = statuses.get(day) ?? 'available';
        const pickable = status === 'available' || status === 'limited';
        const date = formatLongDay(day);
        const state = i18n._(STATUS_TEXT[status]);
        return {
          tone: status === 'closed' ? 'past' : status,
          label: inRange(day, selected)
            ? t`${date}, ${state}, in your dates`
            : t`${date}, ${state}`,
          disabled: !pickable || !onPick,
        };
      }}
      status={
        booked.isFetching ? t`Checking availability…` : t`Days in the listing’s time (${zoneName})`
      }
      legend={(selected ? LEGEND : LEGEND.slice(0, -1)).map(({ swatch, label }) => ({
        swatch,
        label: i18n._(label),
      }))}
    />
  );
}
