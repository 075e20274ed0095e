import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { baseRentFrequency } from '@ownless/shared/booking-rules';
import type { ListingDetail } from '@ownless/shared';
import { Field, controlProps, inputClass } from '@/components/ui/field';
import { groupDigits } from '@/lib/i18n';
import { useStepForm } from '../../hooks/use-step-save';
import { AvailabilityCalendar } from '../availability-calendar';
import { CalendarSync } from '../calendar-sync';
import { BookingRulesFields, type BookingRulesValues } from './booking-rules-fields';
import { StepForm } from './step-form';
import { useWizardListing } from './wizard-context';
import { countInputProps } from '@/components/ui/form-fields';

interface AvailabilityValues extends BookingRulesValues {
  quantity: string;
  notice_hours: string;
}
const FIELDS = [
  'quantity',
  'notice_hours',
  'preparation_hours',
  'booking_window_days',
  'instant_booking',
] as const;

const NOTICE_CHOICES = [0, 2, 6, 12, 24, 48, 72, 168] as const;

/** A notice period as the owner picks it: "No notice", "6 hours", "2 days", "1 week". */
function noticeChoice(hours: number): string {
  if (hours === 0) return t`No notice: same day is fine`;
  if (hours === 168) return t`1 week`;
  const days = hours / 24;
  if (hours % 24 === 0) return plural(days, { one: '# day', other: '# days' });
  return plural(hours, { one: '# hour', other: '# hours' });
}

const valuesOf = (listing: ListingDetail): AvailabilityValues => ({
  quantity: String(listing.quantity),
  notice_hours: String(listing.notice_hours),
  preparation_hours: String(listing.preparation_hours),
  booking_window_days:
    listing.booking_window_days === null ? '' : String(listing.booking_window_days),
  instant_booking: listing.instant_booking,
});

/** Step 5: how many there are, how much notice, and the days it is not available. */
export function AvailabilityStep() {
  const { t } = useLingui();
  const id = useId();
  const listing = useWizardListing();
  const { form, save, saving, error } = useStepForm(listing, valuesOf, FIELDS);
  const { register, getValues, setError, clearErrors, reset } = form;
  const { errors, isDirty } = form.formState;
  const notice = Number(getValues('notice_hours'));
  const hours: number[] = NOTICE_CHOICES.some((h) => h === notice)
    ? [...NOTICE_CHOICES]
    : [...NOTICE_CHOICES, notice].sort((a, b) => a - b);
  const choices = hours.map((h) => [h, noticeChoice(h)] as const);
  const rentFrequencies = listing.frequencies
    .filter((f) => f.type === 'rent')
    .map((f) => f.frequency);

  const onSave = async () => {
    const values = getValues();
    clearErrors();
    const quantity = Number(values.quantity);
    const most = groupDigits(1000);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 1000) {
      setError(
        'quantity',
        { message: t`Use a whole number from 1 to ${most}.` },
        { shouldFocus: true },
      );
      return null;
    }
    if (!isDirty) return listing;
    const saved = await save({
      quantity,
      notice_hours: Number(values.notice_hours),
      preparation_hours: Number(values.preparation_hours),
      booking_window_days: values.booking_window_days ? Number(values.booking_window_days) : null,
      instant_booking: values.instant_booking,
    });
    if (saved) reset(valuesOf(saved));
    return saved;
  };

  const quantityHint = t`If you have several identical ones, renters can book them at the same time.`;
  const noticeHint = t`How soon before the start a renter can book.`;

  return (
    <StepForm
      title={t`Availability`}
      description={t`Blocked days save straight away; quantity, notice and booking rules save with the button below.`}
      dirty={isDirty}
      saving={saving}
      error={error}
      onSave={onSave}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t`How many do you have?`}
          id={`${id}-quantity`}
          error={errors.quantity?.message}
          hint={quantityHint}
        >
          <input
            {...countInputProps}
            className={inputClass(!!errors.quantity)}
            {...controlProps(`${id}-quantity`, errors.quantity?.message, quantityHint)}
            {...register('quantity')}
          />
        </Field>
        <Field
          label={t`Advance notice`}
          id={`${id}-notice_hours`}
          error={errors.notice_hours?.message}
          hint={noticeHint}
        >
          <select
            className={inputClass(!!errors.notice_hours)}
            {...controlProps(`${id}-notice_hours`, errors.notice_hours?.message, noticeHint)}
            {...register('notice_hours')}
          >
            {choices.map(([hours, label]) => (
              <option key={hours} value={String(hours)}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <BookingRulesFields
        id={id}
        hourly={baseRentFrequency(rentFrequencies) === 'Hourly'}
        saved={{ preparation: listing.preparation_hours, window: listing.booking_window_days }}
        register={register}
        errors={errors}
      />
      <div>
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">
          <Trans>Calendar</Trans>
        </h3>
        <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400">
          <Trans>Block the days you need it yourself. Days renters booked are shown too.</Trans>
        </p>
        <AvailabilityCalendar listing={listing} />
      </div>
      <CalendarSync listingId={listing.id} />
    </StepForm>
  );
}
