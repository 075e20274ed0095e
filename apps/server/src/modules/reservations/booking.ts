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
  const booked = await reservationsRepository(db).bookedOverlapping(
    listing.id,
    start,
    end,
    excludeReservationId,
    approvedBefore,
  );
  if (booked.length > 0) {
    // Sweep over the booking edges inside the window for the peak of items out at once.
    const edges: [number, number][] = [];
    for (const b of booked) {
      edges.push([Math.max(b.startAt.getTime(), start.getTime()), b.quantity]);
      edges.push([Math.min(b.endAt.getTime(), end.getTime()), -b.quantity]);
    }
    edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    let out = 0;
    let peak = 0;
    for (const [, delta] of edges) {
      out += delta;
      peak = Math.max(peak, out);
    }
    if (peak + quantity > listing.quantity) {
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
  if (start.getTime() < now.getTime() + listing.advanceNoticeHours * HOUR - 60_000) {
    throw badRequest(/*i18n*/ 'That start is too soon.', {
      start_at: [
        listing.advanceNoticeHours > 0
          ? /*i18n*/ {
              id: "The owner needs {hours, plural, one {# hour's} other {# hours'}} notice.",
              values: { hours: listing.advanceNoticeHours },
            }
          : /*i18n*/ 'Choose a start in the future.',
      ],
    });
  }
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
  const units = isSale ? 1 : selection.units;
  if (!isSale) {
    const rentEntries = frequencies
      .filter((f) => f.type === 'rent')
      .sort(
        (a, b) =>
          UNIT_HOURS[a.frequency as RentFrequency] - UNIT_HOURS[b.frequency as RentFrequency],
      );
    const baseHours = UNIT_HOURS[(rentEntries[0]?.frequency ?? 'Daily') as RentFrequency];
    const wantedHours = UNIT_HOURS[selection.frequency as RentFrequency] * units;
    if (listing.minRentalUnits && wantedHours < listing.minRentalUnits * baseHours) {
      throw badRequest(/*i18n*/ 'That rental is too short.', {
        units: [
          /*i18n*/ {
            id: 'The minimum rental is {units} × {frequency, select, Hourly {hourly} Daily {daily} Weekly {weekly} Monthly {monthly} other {{frequency}}}.',
            values: {
              units: listing.minRentalUnits,
              frequency: rentEntries[0]?.frequency ?? 'Daily',
            },
          },
        ],
      });
    }
    if (listing.maxRentalUnits && wantedHours > listing.maxRentalUnits * baseHours) {
      throw badRequest(/*i18n*/ 'That rental is too long.', {
        units: [
          /*i18n*/ {
            id: 'The maximum rental is {units} × {frequency, select, Hourly {hourly} Daily {daily} Weekly {weekly} Monthly {monthly} other {{frequency}}}.',
            values: {
              units: listing.maxRentalUnits,
              frequency: rentEntries[0]?.frequency ?? 'Daily',
            },
          },
        ],
      });
    }
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
