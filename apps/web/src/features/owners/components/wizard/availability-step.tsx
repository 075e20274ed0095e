import { useId } from 'react';
import type { ListingDetail } from '@ownless/shared';
import { Field, controlProps, inputClass } from '@/components/ui/field';
import { useStepForm } from '../../hooks/use-step-save';
import { AvailabilityCalendar } from '../availability-calendar';
import { StepForm } from './step-form';
import { useWizardListing } from './wizard-context';
import { countInputProps } from '@/components/ui/form-fields';

interface AvailabilityValues {
  quantity: string;
  advance_notice_hours: string;
}
const FIELDS = ['quantity', 'advance_notice_hours'] as const;

const NOTICE_CHOICES = [
  [0, 'No notice: same day is fine'],
  [2, '2 hours'],
  [6, '6 hours'],
  [12, '12 hours'],
  [24, '1 day'],
  [48, '2 days'],
  [72, '3 days'],
  [168, '1 week'],
] as const;

const valuesOf = (listing: ListingDetail): AvailabilityValues => ({
  quantity: String(listing.quantity),
  advance_notice_hours: String(listing.advance_notice_hours),
});

/** Step 5: how many there are, how much notice, and the days it is not available. */
export function AvailabilityStep() {
  const id = useId();
  const listing = useWizardListing();
  const { form, save, saving, error } = useStepForm(listing, valuesOf, FIELDS);
  const { register, getValues, setError, clearErrors, reset } = form;
  const { errors, isDirty } = form.formState;
  const notice = Number(getValues('advance_notice_hours'));
  const choices = NOTICE_CHOICES.some(([hours]) => hours === notice)
    ? NOTICE_CHOICES
    : [...NOTICE_CHOICES, [notice, `${notice} hours`] as const].sort((a, b) => a[0] - b[0]);

  const onSave = async () => {
    const values = getValues();
    clearErrors();
    const quantity = Number(values.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 1000) {
      setError(
        'quantity',
        { message: 'Use a whole number from 1 to 1,000.' },
        { shouldFocus: true },
      );
      return null;
    }
    if (!isDirty) return listing;
    const saved = await save({
      quantity,
      advance_notice_hours: Number(values.advance_notice_hours),
    });
    if (saved) reset(valuesOf(saved));
    return saved;
  };

  const quantityHint =
    'If you have several identical ones, renters can book them at the same time.';
  const noticeHint = 'How soon before the start a renter can book.';

  return (
    <StepForm
      title="Availability"
      description="Blocked days save straight away; quantity and notice save with the button below."
      dirty={isDirty}
      saving={saving}
      error={error}
      onSave={onSave}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="How many do you have?"
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
          label="Advance notice"
          id={`${id}-advance_notice_hours`}
          error={errors.advance_notice_hours?.message}
          hint={noticeHint}
        >
          <select
            className={inputClass(!!errors.advance_notice_hours)}
            {...controlProps(
              `${id}-advance_notice_hours`,
              errors.advance_notice_hours?.message,
              noticeHint,
            )}
            {...register('advance_notice_hours')}
          >
            {choices.map(([hours, label]) => (
              <option key={hours} value={String(hours)}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div>
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">Calendar</h3>
        <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400">
          Block the days you need it yourself. Days renters booked are shown too.
        </p>
        <AvailabilityCalendar listing={listing} />
      </div>
    </StepForm>
  );
}
