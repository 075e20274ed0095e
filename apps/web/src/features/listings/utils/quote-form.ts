import { plural, t } from '@lingui/core/macro';
import type {
  FulfilmentMethod,
  Frequency,
  ListingDetail,
  PublicRules,
  RentFrequency,
} from '@ownless/shared';
import { RENT_FREQUENCIES } from '@ownless/shared/enums';
import { periodEnd } from '@ownless/shared/pricing';
import { addDays, zonedDay, zonedInstant } from '@ownless/shared/time';
import { groupDigits } from '@/lib/i18n';
import { safeTimeZone } from './zoned-time';

/** What the quote box holds, as typed. */
export interface QuoteFormValues {
  frequency: Frequency | '';
  /** 'YYYY-MM-DD' in the listing's time zone. */
  startDate: string;
  /** 'HH:MM', for hourly rentals only. */
  startTime: string;
  units: string;
  quantity: string;
  fulfilment: FulfilmentMethod | '';
  shippingOptionId: string;
}

export type QuoteField = keyof QuoteFormValues;
export type QuoteFormErrors = Partial<Record<QuoteField, string>>;

/** The body of POST /listing/:id/quote (and of add-to-cart and request-reservation). */
export interface QuoteSelection {
  frequency: Frequency;
  start_at: string;
  units: number;
  quantity: number;
  fulfilment: FulfilmentMethod;
  shipping_option_id?: number;
}

/** Rentals by the day or longer start at this local hour (pickups open in the morning). */
export const DAY_START_TIME = '09:00';
export const DEFAULT_HOURLY_TIME = '10:00';
export const MAX_UNITS = 1000;

/**
 * The server's rules a quote is checked against (GET /api/config). Until they are known the
 * box checks neither the horizon nor lengths in other units than the listing's own: the
 * server does, and says why.
 */
export type QuoteRules = Pick<PublicRules, 'bookingHorizonDays' | 'unitHours'>;

/** "3 days", "1 hour": a length in a rent frequency's units, in the page's language. */
export function unitCount(frequency: RentFrequency, count: number): string {
  const n = groupDigits(count);
  switch (frequency) {
    case 'Hourly':
      return plural(count, { one: `${n} hour`, other: `${n} hours` });
    case 'Weekly':
      return plural(count, { one: `${n} week`, other: `${n} weeks` });
    case 'Monthly':
      return plural(count, { one: `${n} month`, other: `${n} months` });
    default:
      return plural(count, { one: `${n} day`, other: `${n} days` });
  }
}

/**
 * A listing's notice as the booking box says it (decision 0030): "Book at least 1 day
 * ahead.", "Book at least 5 hours ahead."; with the length words above, not plurals of its
 * own, which a listing's first page would load in every language.
 */
export function noticeText(hours: number): string {
  if (hours === 0) return t`Choose a start in the future.`;
  const length = hours % 24 === 0 ? unitCount('Daily', hours / 24) : unitCount('Hourly', hours);
  return t`Book at least ${length} ahead.`;
}

/** A listing's booking window: "This listing can be booked up to 30 days ahead." */
export function windowText(days: number): string {
  const length = unitCount('Daily', days);
  return t`This listing can be booked up to ${length} ahead.`;
}

/** The label of the length field: "Number of days". */
export function unitsLabel(frequency: RentFrequency): string {
  switch (frequency) {
    case 'Hourly':
      return t`Number of hours`;
    case 'Weekly':
      return t`Number of weeks`;
    case 'Monthly':
      return t`Number of months`;
    default:
      return t`Number of days`;
  }
}

export type QuoteListing = Pick<
  ListingDetail,
  | 'frequencies'
  | 'timezone'
  | 'notice_hours'
  | 'booking_window_days'
  | 'min_units'
  | 'max_units'
  | 'quantity'
  | 'fulfilment'
  | 'shipping_options'
>;

export const HOUR = 3_600_000;

/** The offered ways to pay for it: rent frequencies (shortest first), then buying. */
export function offeredFrequencies(listing: Pick<ListingDetail, 'frequencies'>): Frequency[] {
  const rent = listing.frequencies
    .filter((f) => f.type === 'rent')
    .map((f) => f.frequency as RentFrequency)
    .sort((a, b) => RENT_FREQUENCIES.indexOf(a) - RENT_FREQUENCIES.indexOf(b));
  const sale = listing.frequencies.some((f) => f.type === 'sale') ? (['Once'] as const) : [];
  return [...new Set<Frequency>([...rent, ...sale])];
}

/** The unit that minimum and maximum lengths are counted in: the shortest rent frequency. */
export function baseFrequency(listing: Pick<ListingDetail, 'frequencies'>): RentFrequency {
  const rent = offeredFrequencies(listing).filter((f): f is RentFrequency => f !== 'Once');
  return rent[0] ?? 'Daily';
}

/** Allowed number of units for a frequency, from the listing's minimum and maximum. */
export function unitLimits(
  listing: Pick<ListingDetail, 'frequencies' | 'min_units' | 'max_units'>,
  frequency: RentFrequency,
  rules?: QuoteRules,
): { min: number; max: number } {
  const baseFrequencyOf = baseFrequency(listing);
  if (frequency !== baseFrequencyOf && !rules) return { min: 1, max: MAX_UNITS };
  const base = rules ? rules.unitHours[baseFrequencyOf] : 1;
  const per = rules ? rules.unitHours[frequency] : 1;
  const min = listing.min_units ? Math.max(1, Math.ceil((listing.min_units * base) / per)) : 1;
  const max = listing.max_units
    ? Math.max(1, Math.floor((listing.max_units * base) / per))
    : MAX_UNITS;
  return { min, max: Math.min(max, MAX_UNITS) };
}

/** The start instant the form describes, in the listing's time zone. */
export function startInstant(
  values: Pick<QuoteFormValues, 'frequency' | 'startDate' | 'startTime'>,
  timeZone: string,
): Date {
  const time = values.frequency === 'Hourly' ? values.startTime : DAY_START_TIME;
  return zonedInstant(values.startDate, time, safeTimeZone(timeZone));
}

/** The first day a rental can start, given the owner's advance notice. */
export function earliestStartDay(listing: QuoteListing, now = new Date()): string {
  const zone = safeTimeZone(listing.timezone);
  const earliest = now.getTime() + listing.notice_hours * HOUR;
  let day = zonedDay(earliest, zone);
  // A day rental starts at 9:00; if that is before the notice allows, the next day.
  if (zonedInstant(day, DAY_START_TIME, zone).getTime() < earliest) day = addDays(day, 1);
  return day;
}

/** Sensible first values: the shortest way to rent, the first possible day, the minimum length. */
export function initialQuoteValues(listing: QuoteListing, now = new Date()): QuoteFormValues {
  const frequency = offeredFrequencies(listing)[0] ?? '';
  const units = frequency && frequency !== 'Once' ? unitLimits(listing, frequency).min : 1;
  const fulfilment = (listing.fulfilment[0] as FulfilmentMethod | undefined) ?? '';
  return {
    frequency,
    startDate: earliestStartDay(listing, now),
    startTime: DEFAULT_HOURLY_TIME,
    units: String(units),
    quantity: '1',
    fulfilment,
    shippingOptionId:
      fulfilment === 'shipping' && listing.shipping_options[0]
        ? String(listing.shipping_options[0].id)
        : '',
  };
}

export const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

export const wholeNumber = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : null);

/** The local days the form's rental covers (for the calendar), or null while it is invalid. */
export function selectedDays(
  values: QuoteFormValues,
  listing: Pick<ListingDetail, 'timezone'>,
): { start: string; end: string } | null {
  if (!values.frequency || !isDay(values.startDate)) return null;
  const zone = safeTimeZone(listing.timezone);
  if (values.frequency === 'Once') return { start: values.startDate, end: values.startDate };
  const units = wholeNumber(values.units);
  if (units === null || units < 1 || units > MAX_UNITS) return null;
  if (values.frequency === 'Hourly' && !/^\d{2}:\d{2}$/.test(values.startTime)) return null;
  const start = startInstant(values, zone);
  // The return day is included (a 3-day rental from the 25th at 9:00 is back on the 28th).
  const end = new Date(periodEnd(start, values.frequency, units).getTime() - 1);
  return { start: values.startDate, end: zonedDay(end, zone) };
}
