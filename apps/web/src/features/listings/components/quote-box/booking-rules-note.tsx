import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CalendarClock, Zap } from 'lucide-react';
import type { ListingDetail } from '@ownless/shared';
import { baseFrequency, noticeText, unitCount, windowText } from '../../utils/quote-form';

type RulesListing = Pick<
  ListingDetail,
  | 'frequencies'
  | 'min_units'
  | 'max_units'
  | 'preparation_hours'
  | 'notice_hours'
  | 'booking_window_days'
  | 'instant_booking'
>;

/** The rules a listing's owner set, one line each ("Minimum: 2 days"); empty without any. */
export function bookingRuleLines(listing: RulesListing): string[] {
  const unit = baseFrequency(listing);
  const lines: string[] = [];
  if (listing.min_units > 1) {
    const length = unitCount(unit, listing.min_units);
    lines.push(t`Minimum: ${length}`);
  }
  if (listing.max_units !== null) {
    const length = unitCount(unit, listing.max_units);
    lines.push(t`Maximum: ${length}`);
  }
  if (listing.notice_hours > 0) lines.push(noticeText(listing.notice_hours));
  if (listing.booking_window_days !== null) lines.push(windowText(listing.booking_window_days));
  const preparation = listing.preparation_hours;
  if (preparation > 0) {
    const length =
      preparation % 24 === 0
        ? unitCount('Daily', preparation / 24)
        : unitCount('Hourly', preparation);
    lines.push(t`Between rentals: ${length}`);
  }
  return lines;
}

/**
 * The booking box's note of the owner's rules (decision 0030): the lengths, notice, window
 * and time between rentals the server holds a request to, and whether it is approved at once.
 */
export function BookingRulesNote({ listing }: { listing: RulesListing }) {
  const lines = bookingRuleLines(listing);
  if (lines.length === 0 && !listing.instant_booking) return null;
  return (
    <div
      className="space-y-1.5 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
      data-testid="booking-rules"
    >
      {listing.instant_booking && (
        <p className="flex items-start gap-2 font-medium text-brand-800 dark:text-brand-300">
          <Zap className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <Trans>Instant booking: your request is approved at once.</Trans>
          </span>
        </p>
      )}
      {lines.length > 0 && (
        <ul className="space-y-1">
          {lines.map((line) => (
            <li key={line} className="flex items-start gap-2">
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
