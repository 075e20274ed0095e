import {
  BOOKING_HORIZON_DAYS,
  blockedInterval,
  computeQuote,
  quoteLineItems,
  type FeeRates,
  MAX_RESERVATION_TOTAL_CENTS,
  periodEnd,
  type QuoteView,
  type RentalSelection,
  type RentFrequency,
  zonedDay,
  latestBookableStart,
  UNIT_HOURS,
  baseRentFrequency,
  earliestStart,
  lastStartDay,
  minimumHours,
} from '@ownless/shared';
import type { Executor } from '../../db/client';
import { english, type Message } from '../../i18n';
import { badRequest } from '../../lib/errors';
import type { BookableListing, ListingsBookingService } from '../listings/listings.booking.service';
import { reservationsRepository } from './reservations.repository';

const HOUR = 3_600_000;

/** How an item changes hands, as a word of a sentence ("pickup"). */
function fulfilmentWord(method: string): Message {
  return /*i18n*/ {
    id: '{method, select, pickup {pickup} delivery {delivery} shipping {shipping} other {{method}}}',
    values: { method },
  };
}

/** The listings module's answers a booking needs (blocked days, pricing inputs). */
type ListingFacts = Pick<ListingsBookingService, 'blockedDays' | 'pricingInputs'>;

export interface PricedSelection {
  listing: BookableListing;
  type: 'rent' | 'sale';
  frequency: string;
  start: Date;
  end: Date;
  units: number;
  quantity: number;
  fulfilment: 'pickup' | 'delivery' | 'shipping';
  shippingOptionId: number | null;
  quote: ReturnType<typeof computeQuote>;
  policySlug: string;
}

/**
 * Whether [start, end) is free for `quantity` more items: no blocked local day touches it
 * and the most items booked at any instant, plus these, stays within the listing's stock.
 */
export async function checkAvailability(
  db: Executor,
  listings: ListingFacts,
  listing: BookableListing,
  start: Date,
  end: Date,
  quantity: number,
  excludeReservationId?: number,
  approvedBefore?: Date,
): Promise<{ ok: true } | { ok: false; reason: Message }> {
  // The local days the period touches where the listing is (the day of its end instant too,
  // which the interval test below leaves out when the period ends at that day's start).
  const firstDay = zonedDay(start, listing.timezone);
  const lastDay = zonedDay(end, listing.timezone);
  for (const block of await listings.blockedDays(db, listing.id, firstDay, lastDay)) {
    const interval = blockedInterval(
      String(block.startDate).slice(0, 10),
      String(block.endDate).slice(0, 10),
      listing.timezone,
    );
    if (interval.start < end && interval.end > start) {
      return { ok: false, reason: /*i18n*/ 'The owner has blocked some of those dates.' };
    }
  }
  // A booking holds its items for the preparation time before and after it too, so the
  // bookings that matter are those within that time of this period.
  const preparation = listing.preparationHours * HOUR;
  const booked = await reservationsRepository(db).bookedOverlapping(
    listing.id,
    new Date(start.getTime() - preparation),
    new Date(end.getTime() + preparation),
    excludeReservationId,
    approvedBefore,
  );
  if (booked.length > 0) {
    const peak = peakOut(booked, start, end, preparation);
    if (peak + quantity > listing.quantity) {
      // Free but for the preparation time: say so, rather than "booked".
      if (preparation > 0 && peakOut(booked, start, end, 0) + quantity <= listing.quantity)
        return { ok: false, reason: preparationReason(listing.preparationHours) };
      const left = Math.max(0, listing.quantity - peak);
      return {
        ok: false,
        reason:
          left === 0
            ? /*i18n*/ 'It is already booked for some of those dates.'
            : /*i18n*/ { id: 'Only {left} left for those dates.', values: { left } },
      };
    }
  }
  return { ok: true };
}

/**
 * The most items out at any instant of [start, end), each booking holding its items from
 * `preparation` before it to `preparation` after it: a sweep over the edges in the window.
 */
function peakOut(
  booked: { startAt: Date; endAt: Date; quantity: number }[],
  start: Date,
  end: Date,
  preparation: number,
): number {
  const edges: [number, number][] = [];
  for (const b of booked) {
    const from = Math.max(b.startAt.getTime() - preparation, start.getTime());
    const to = Math.min(b.endAt.getTime() + preparation, end.getTime());
    if (from >= to) continue;
    edges.push([from, b.quantity]);
    edges.push([to, -b.quantity]);
  }
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let out = 0;
  let peak = 0;
  for (const [, delta] of edges) {
    out += delta;
    peak = Math.max(peak, out);
  }
  return peak;
}

/** Why a period that only touches another booking's preparation time cannot be booked. */
function preparationReason(hours: number): Message {
  return hours % 24 === 0
    ? /*i18n*/ {
        id: 'The owner needs {days, plural, one {# day} other {# days}} between rentals to get it ready.',
        values: { days: hours / 24 },
      }
    : /*i18n*/ {
        id: 'The owner needs {hours, plural, one {# hour} other {# hours}} between rentals to get it ready.',
        values: { hours },
      };
}

/** A rule a period breaks: the field it is about and what to say. */
export interface RuleRefusal {
  field: 'start_at' | 'units';
  message: Message;
}

/**
 * The first of the listing's booking rules (decision 0030) a rental breaks, in force now:
 * its length against the minimum and maximum (in the listing's shortest rent unit), its
 * start against the notice (hours from now) and the booking window (days ahead where the
 * listing is). A purchase is checked against the notice only.
 */
export function ruleRefusal(
  listing: BookableListing,
  rentFrequencies: readonly string[],
  period: { start: Date; frequency: string; units: number; type: 'rent' | 'sale' },
  now: Date,
  /** Refuse a start in the past without a notice rule too (new requests and quotes). */
  future = true,
): RuleRefusal | null {
  const { start } = period;
  if (
    (future || listing.noticeHours > 0) &&
    start.getTime() < earliestStart(now, listing.noticeHours).getTime() - 60_000
  ) {
    const hours = listing.noticeHours;
    return {
      field: 'start_at',
      message:
        hours === 0
          ? /*i18n*/ 'Choose a start in the future.'
          : hours % 24 === 0
            ? /*i18n*/ {
                id: 'Book at least {days, plural, one {# day} other {# days}} ahead.',
                values: { days: hours / 24 },
              }
            : /*i18n*/ {
                id: 'Book at least {hours, plural, one {# hour} other {# hours}} ahead.',
                values: { hours },
              },
    };
  }
  const lastDay = lastStartDay(now, listing.bookingWindowDays, listing.timezone);
  if (lastDay !== null && zonedDay(start, listing.timezone) > lastDay) {
    return {
      field: 'start_at',
      message: /*i18n*/ {
        id: 'This listing can be booked up to {days, plural, one {# day} other {# days}} ahead.',
        values: { days: listing.bookingWindowDays! },
      },
    };
  }
  if (period.type === 'sale') return null;
  const base = baseRentFrequency(rentFrequencies);
  const wantedHours = UNIT_HOURS[period.frequency as RentFrequency] * period.units;
  const lengthValues = (count: number) => ({ count, unit: base });
  if (wantedHours < minimumHours(listing.minUnits, base)) {
    return {
      field: 'units',
      message: /*i18n*/ {
        id: 'This listing rents for at least {count, plural, one {# {unit, select, Hourly {hour} Weekly {week} Monthly {month} other {day}}} other {# {unit, select, Hourly {hours} Weekly {weeks} Monthly {months} other {days}}}}.',
        values: lengthValues(listing.minUnits),
      },
    };
  }
  if (listing.maxUnits !== null && wantedHours > minimumHours(listing.maxUnits, base)) {
    return {
      field: 'units',
      message: /*i18n*/ {
        id: 'This listing rents for at most {count, plural, one {# {unit, select, Hourly {hour} Weekly {week} Monthly {month} other {day}}} other {# {unit, select, Hourly {hours} Weekly {weeks} Monthly {months} other {days}}}}.',
        values: lengthValues(listing.maxUnits),
      },
    };
  }
  return null;
}

/** Validates a selection against the listing's rules and prices it on the server. */
export async function priceSelection(
  db: Executor,
  listings: ListingFacts,
  listing: BookableListing,
  selection: RentalSelection,
  fees: FeeRates,
  now = new Date(),
): Promise<PricedSelection> {
  const inputs = await listings.pricingInputs(
    db,
    listing,
    selection.fulfilment === 'shipping' ? (selection.shipping_option_id ?? null) : null,
  );
  const frequencies = inputs.frequencies;
  const isSale = selection.frequency === 'Once';
  const entry = frequencies.find(
    (f) => f.frequency === selection.frequency && f.type === (isSale ? 'sale' : 'rent'),
  );
  if (!entry) {
    throw badRequest(/*i18n*/ 'This listing is not offered that way.', {
      frequency: [
        isSale
          ? /*i18n*/ 'This item is not for sale.'
          : /*i18n*/ {
              id: 'This listing has no {frequency, select, Hourly {hourly} Daily {daily} Weekly {weekly} Monthly {monthly} other {{frequency}}} price.',
              values: { frequency: selection.frequency },
            },
      ],
    });
  }
  const start = new Date(selection.start_at);
  const units = isSale ? 1 : selection.units;
  const refusal = ruleRefusal(
    listing,
    frequencies.filter((f) => f.type === 'rent').map((f) => f.frequency),
    { start, frequency: selection.frequency, units, type: isSale ? 'sale' : 'rent' },
    now,
  );
  if (refusal) throw badRequest(refusal.message, { [refusal.field]: [refusal.message] });
  if (start.getTime() > latestBookableStart(now, BOOKING_HORIZON_DAYS).getTime()) {
    throw badRequest(/*i18n*/ 'That start is too far ahead.', {
      start_at: [
        /*i18n*/ {
          id: 'Reservations open up to {days} days ahead.',
          values: { days: BOOKING_HORIZON_DAYS },
        },
      ],
    });
  }
  if (selection.quantity > listing.quantity) {
    throw badRequest(/*i18n*/ 'Not that many available.', {
      quantity: [
        /*i18n*/ { id: 'The owner has {count} of these.', values: { count: listing.quantity } },
      ],
    });
  }
  if (!listing.fulfilment.includes(selection.fulfilment)) {
    throw badRequest(/*i18n*/ 'The owner does not offer that.', {
      fulfilment: [
        /*i18n*/ {
          id: 'Choose one of: {methods}.',
          values: { methods: listing.fulfilment.map(fulfilmentWord) },
        },
      ],
    });
  }
  let shippingCents = 0;
  let shippingOptionId: number | null = null;
  if (selection.fulfilment === 'shipping') {
    const option = inputs.shippingOption;
    if (!option)
      throw badRequest(/*i18n*/ 'Choose a shipping option.', {
        shipping_option_id: [/*i18n*/ 'Choose one of the shipping options of this listing.'],
      });
    shippingCents = option.priceCents;
    shippingOptionId = option.id;
  }
  const end = isSale
    ? new Date(start.getTime() + 24 * HOUR)
    : periodEnd(start, selection.frequency as RentFrequency, units);
  const quote = computeQuote(
    {
      unitPriceCents: entry.priceCents,
      units,
      quantity: selection.quantity,
      depositCents: isSale ? 0 : listing.depositCents,
      shippingCents,
      fees,
    },
    selection.frequency,
  );
  if (quote.totalCents > MAX_RESERVATION_TOTAL_CENTS) {
    const message =
      /*i18n*/ 'One reservation can cost at most $999,999.99. Choose fewer items or a shorter rental.';
    throw badRequest(message, { [selection.quantity > 1 ? 'quantity' : 'units']: [message] });
  }
  return {
    listing,
    type: isSale ? 'sale' : 'rent',
    frequency: selection.frequency,
    start,
    end,
    units,
    quantity: selection.quantity,
    fulfilment: selection.fulfilment,
    shippingOptionId,
    quote,
    policySlug: inputs.policySlug,
  };
}

export function toQuoteView(
  priced: PricedSelection,
  availability: { ok: true } | { ok: false; reason: Message },
  /** Says the price lines and why a quote is unavailable in the reader's language (English by default). */
  say: (message: Message) => string = english,
): QuoteView {
  const q = priced.quote;
  return {
    listing_id: priced.listing.id,
    type: priced.type,
    frequency: priced.frequency,
    start_at: priced.start.toISOString(),
    end_at: priced.end.toISOString(),
    units: priced.units,
    quantity: priced.quantity,
    fulfilment: priced.fulfilment,
    shipping_option_id: priced.shippingOptionId,
    unit_price_cents: q.unitPriceCents,
    subtotal_cents: q.subtotalCents,
    service_fee_cents: q.serviceFeeCents,
    shipping_cents: q.shippingCents,
    deposit_cents: q.depositCents,
    total_cents: q.totalCents,
    // The same lines as the quote's, labelled in the reader's language.
    line_items: quoteLineItems(
      {
        type: priced.type,
        frequency: priced.frequency,
        units: priced.units,
        quantity: priced.quantity,
        subtotalCents: q.subtotalCents,
        serviceFeeCents: q.serviceFeeCents,
        shippingCents: q.shippingCents,
        depositCents: q.depositCents,
      },
      say,
    ).map((l) => ({ code: l.code, label: l.label, amount_cents: l.amountCents })),
    available: availability.ok,
    unavailable_reason: availability.ok ? null : say(availability.reason),
  };
}
