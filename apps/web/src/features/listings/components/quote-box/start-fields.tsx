import { useLingui } from '@lingui/react/macro';
import { lastStartDay } from '@ownless/shared/booking-rules';
import { addDays, zonedDay } from '@ownless/shared/time';
import { controlProps, Field, inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { earliestStartDay } from '../../utils/quote-form';
import { safeTimeZone } from '../../utils/zoned-time';
import type { QuoteFieldsProps } from './use-quote-box';

/**
 * When it starts: the day (the handover day of a sale) between the owner's notice and the
 * booking horizon, and for hourly rentals the time, in quarter hours.
 */
export function StartFields({ listing, values, idPrefix, rules, errorFor, set }: QuoteFieldsProps) {
  const { t } = useLingui();
  const hourly = values.frequency === 'Hourly';
  const zone = safeTimeZone(listing.timezone);
  const earliest = earliestStartDay(listing);
  // The horizon counts from today, as the server counts it, whatever notice the owner needs;
  // the listing's booking window may end sooner.
  const horizon = rules ? addDays(zonedDay(new Date(), zone), rules.bookingHorizonDays) : undefined;
  const window = lastStartDay(new Date(), listing.booking_window_days, zone);
  const latest = window !== null && (!horizon || window < horizon) ? window : horizon;
  const dateId = `${idPrefix}-startDate`;
  const dateError = errorFor('startDate');
  const timeId = `${idPrefix}-startTime`;
  const timeError = errorFor('startTime');

  return (
    <div className={cn('grid gap-3', hourly && 'grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]')}>
      <Field
        id={dateId}
        label={values.frequency === 'Once' ? t`Handover date` : t`Start date`}
        error={dateError}
        compact
      >
        <input
          {...controlProps(dateId, dateError)}
          type="date"
          min={earliest}
          max={latest}
          value={values.startDate}
          onChange={(event) => set({ startDate: event.target.value })}
          className={inputClass(Boolean(dateError))}
          data-testid="quote-start-date"
        />
      </Field>
      {hourly && (
        <Field id={timeId} label={t`Time`} error={timeError} compact>
          <input
            {...controlProps(timeId, timeError)}
            type="time"
            step={900}
            value={values.startTime}
            onChange={(event) => set({ startTime: event.target.value })}
            className={inputClass(Boolean(timeError))}
            data-testid="quote-start-time"
          />
        </Field>
      )}
    </div>
  );
}
