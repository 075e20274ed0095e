import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, controlProps, inputClass } from '@/components/ui/field';

/** The booking rules the availability step saves (decision 0030), as typed. */
export interface BookingRulesValues {
  preparation_hours: string;
  /** '' for no limit. */
  booking_window_days: string;
  instant_booking: boolean;
}

const PREPARATION_HOURS = [0, 1, 2, 4, 8, 12] as const;
const PREPARATION_DAYS = [0, 24, 48, 72, 168] as const;
const WINDOW_DAYS = [7, 14, 30, 60, 90, 180, 365] as const;

/** "None", "4 hours", "2 days", "1 week". */
function preparationChoice(hours: number): string {
  if (hours === 0) return t`None`;
  if (hours === 168) return t`1 week`;
  const days = hours / 24;
  if (hours % 24 === 0) return plural(days, { one: '# day', other: '# days' });
  return plural(hours, { one: '# hour', other: '# hours' });
}

/** The choices of a select, with the saved value among them even when it is not a usual one. */
function withSaved(choices: readonly number[], saved: number): number[] {
  return choices.includes(saved) ? [...choices] : [...choices, saved].sort((a, b) => a - b);
}

/**
 * Preparation time between rentals (hours for a listing rented by the hour, else days),
 * how far ahead it can be booked, and instant booking.
 */
export function BookingRulesFields<T extends BookingRulesValues>({
  id,
  hourly,
  saved,
  register,
  errors,
}: {
  id: string;
  /** The listing is rented by the hour: preparation in hours. */
  hourly: boolean;
  saved: { preparation: number; window: number | null };
  register: UseFormRegister<T>;
  errors: FieldErrors<BookingRulesValues>;
}) {
  const { t } = useLingui();
  // The field names are BookingRulesValues', which T extends.
  const reg = register as unknown as UseFormRegister<BookingRulesValues>;
  const preparation = withSaved(hourly ? PREPARATION_HOURS : PREPARATION_DAYS, saved.preparation);
  const windows = saved.window === null ? [...WINDOW_DAYS] : withSaved(WINDOW_DAYS, saved.window);
  const preparationHint = t`Kept free before and after each rental, to clean or check it.`;
  const windowHint = t`How far ahead a rental can start.`;
  const prepError = errors.preparation_hours?.message;
  const windowError = errors.booking_window_days?.message;

  return (
    <fieldset className="space-y-5">
      <legend className="text-base font-semibold text-slate-900 dark:text-white">
        <Trans>Booking rules</Trans>
      </legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t`Time between rentals`}
          id={`${id}-preparation_hours`}
          error={prepError}
          hint={preparationHint}
        >
          <select
            className={inputClass(!!prepError)}
            {...controlProps(`${id}-preparation_hours`, prepError, preparationHint)}
            {...reg('preparation_hours')}
            data-testid="preparation-hours"
          >
            {preparation.map((hours) => (
              <option key={hours} value={String(hours)}>
                {preparationChoice(hours)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label={t`Booking window`}
          id={`${id}-booking_window_days`}
          error={windowError}
          hint={windowHint}
        >
          <select
            className={inputClass(!!windowError)}
            {...controlProps(`${id}-booking_window_days`, windowError, windowHint)}
            {...reg('booking_window_days')}
            data-testid="booking-window-days"
          >
            <option value="">{t`No limit`}</option>
            {windows.map((days) => (
              <option key={days} value={String(days)}>
                {plural(days, { one: 'Up to # day ahead', other: 'Up to # days ahead' })}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <label
        htmlFor={`${id}-instant_booking`}
        className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      >
        <input
          id={`${id}-instant_booking`}
          type="checkbox"
          aria-describedby={`${id}-instant_booking-hint`}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900"
          {...reg('instant_booking')}
          data-testid="instant-booking"
        />
        <span className="text-sm">
          <span className="block font-semibold text-slate-900 dark:text-white">
            <Trans>Instant booking</Trans>
          </span>
          <span
            id={`${id}-instant_booking-hint`}
            className="block text-slate-600 dark:text-slate-400"
          >
            <Trans>
              Requests that keep to your rules are approved at once, without waiting for you.
            </Trans>
          </span>
        </span>
      </label>
    </fieldset>
  );
}
