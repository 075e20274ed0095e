import { plural, t } from '@lingui/core/macro';
import type { Frequency, FulfilmentMethod, RentFrequency } from '@ownless/shared';
import { lastStartDay } from '@ownless/shared/booking-rules';
import { latestBookableStart } from '@ownless/shared/rules';
import { zonedDay } from '@ownless/shared/time';
import {
  HOUR,
  isDay,
  noticeText,
  offeredFrequencies,
  startInstant,
  unitCount,
  unitLimits,
  wholeNumber,
  windowText,
  type QuoteField,
  type QuoteFormErrors,
  type QuoteFormValues,
  type QuoteListing,
  type QuoteRules,
  type QuoteSelection,
} from './quote-form';
import { safeTimeZone } from './zoned-time';

/*
 * The quote box's own checks. Their messages show only once the renter changed a field or
 * pressed a button, so they are a catalog of their own (`quote-checks`, apps/web/lingui.config.ts)
 * that a listing's first page does not load: the box loads it on the first touch
 * (`useQuoteBox`) and shows no check's message before it is there.
 */

/** What to type when the length is missing: "Enter how many days, at least 1." */
function unitsNeeded(frequency: RentFrequency): string {
  switch (frequency) {
    case 'Hourly':
      return t`Enter how many hours, at least 1.`;
    case 'Weekly':
      return t`Enter how many weeks, at least 1.`;
    case 'Monthly':
      return t`Enter how many months, at least 1.`;
    default:
      return t`Enter how many days, at least 1.`;
  }
}

/** A check's message, said only when shown: its catalog may not be loaded before. */
type QuoteChecks = Partial<Record<QuoteField, () => string>>;

/**
 * Checks the quote box against the listing (the same rules the server applies, so most
 * mistakes are explained before a request) and builds the selection to send. Each failed
 * check's message is a function, called only when the box shows it.
 */
export function checkQuoteForm(
  values: QuoteFormValues,
  listing: QuoteListing,
  now = new Date(),
  rules?: QuoteRules,
): { selection: QuoteSelection | null; errors: QuoteChecks } {
  const errors: QuoteChecks = {};
  const offered = offeredFrequencies(listing);
  const zone = safeTimeZone(listing.timezone);

  const frequency = values.frequency;
  if (!frequency || !offered.includes(frequency))
    errors.frequency = () => t`Choose how you rent it.`;
  const isSale = frequency === 'Once';

  let start: Date | null = null;
  if (!values.startDate) errors.startDate = () => t`Choose a start date.`;
  else if (!isDay(values.startDate)) errors.startDate = () => t`Enter a real date.`;
  else if (frequency === 'Hourly' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.startTime)) {
    errors.startTime = () => t`Choose a start time.`;
  } else {
    start = startInstant({ ...values, frequency: frequency || 'Daily' }, zone);
    const notice = listing.notice_hours;
    const lastDay = lastStartDay(now, listing.booking_window_days, zone);
    if (start.getTime() < now.getTime() + notice * HOUR - 60_000) {
      const message = () => noticeText(notice);
      if (frequency === 'Hourly' && values.startDate === zonedDay(now, zone)) {
        errors.startTime = message;
      } else {
        errors.startDate = message;
      }
    } else if (lastDay !== null && values.startDate > lastDay) {
      errors.startDate = () => windowText(listing.booking_window_days!);
    } else if (
      rules &&
      start.getTime() > latestBookableStart(now, rules.bookingHorizonDays).getTime()
    ) {
      const days = rules.bookingHorizonDays;
      errors.startDate = () =>
        plural(days, {
          one: `Reservations open up to ${days} day ahead.`,
          other: `Reservations open up to ${days} days ahead.`,
        });
    }
  }

  let units = 1;
  if (!isSale && frequency && !errors.frequency) {
    const typed = wholeNumber(values.units);
    const rent = frequency as RentFrequency;
    const limits = unitLimits(listing, rent, rules);
    if (typed === null || typed < 1) errors.units = () => unitsNeeded(rent);
    else if (typed < limits.min) {
      const length = unitCount(rent, limits.min);
      errors.units = () => t`The minimum rental is ${length}.`;
    } else if (typed > limits.max) {
      const length = unitCount(rent, limits.max);
      errors.units = () => t`The maximum rental is ${length}.`;
    } else units = typed;
  }

  const quantity = wholeNumber(values.quantity);
  const stock = Math.min(listing.quantity, 100);
  if (quantity === null || quantity < 1) errors.quantity = () => t`Enter a quantity of at least 1.`;
  else if (quantity > stock) {
    const owned = listing.quantity;
    errors.quantity = () =>
      plural(owned, {
        one: `The owner has ${owned} of these.`,
        other: `The owner has ${owned} of these.`,
      });
  }

  const fulfilment = values.fulfilment;
  if (!fulfilment || !listing.fulfilment.includes(fulfilment)) {
    errors.fulfilment = () => t`Choose pickup, delivery or shipping.`;
  }
  let shippingOptionId: number | undefined;
  if (fulfilment === 'shipping') {
    const option = listing.shipping_options.find((o) => String(o.id) === values.shippingOptionId);
    if (!option) errors.shippingOptionId = () => t`Choose a shipping option.`;
    else shippingOptionId = option.id;
  }

  if (Object.keys(errors).length > 0 || !start) return { selection: null, errors };
  return {
    errors,
    selection: {
      frequency: frequency as Frequency,
      start_at: start.toISOString(),
      units,
      quantity: quantity!,
      fulfilment: fulfilment as FulfilmentMethod,
      ...(shippingOptionId ? { shipping_option_id: shippingOptionId } : {}),
    },
  };
}

/** The checks with their messages said: what the box shows once a field was touched. */
export function validateQuoteForm(
  values: QuoteFormValues,
  listing: QuoteListing,
  now = new Date(),
  rules?: QuoteRules,
): { ok: true; selection: QuoteSelection } | { ok: false; errors: QuoteFormErrors } {
  const { selection, errors } = checkQuoteForm(values, listing, now, rules);
  if (selection) return { ok: true, selection };
  const said: QuoteFormErrors = {};
  for (const [field, say] of Object.entries(errors)) said[field as QuoteField] = say();
  return { ok: false, errors: said };
}
