import { useId, useState } from 'react';
import {
  sellerApplicationSchema,
  type SellerApplicationInput,
  type SellerApplicationData,
} from '@ownless/shared/listing-write';
import { useForm, useWatch } from 'react-hook-form';
import { FormError } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { Field, controlProps, inputClass } from '@/components/ui/field';
import { handleSubmitError, zodResolver, type FormErrorState } from '@/lib/form';
import {
  useSubmitSellerApplication,
  type SellerApplication,
  type SubmitApplicationResult,
} from '../api/seller-application';
import { US_STATES } from '../utils/us-states';

const FIELDS = [
  'legal_name',
  'business_name',
  'phone',
  'address_line',
  'city',
  'state',
  'postal_code',
  'date_of_birth',
  'bio',
] as const;
type FieldName = (typeof FIELDS)[number];

const BIO_MAX = 1000;

const valuesOf = (application: SellerApplication | null): SellerApplicationInput => ({
  legal_name: application?.legal_name ?? '',
  business_name: application?.business_name ?? '',
  phone: application?.phone ?? '',
  address_line: application?.address_line ?? '',
  city: application?.city ?? '',
  state: application?.state ?? '',
  postal_code: application?.postal_code ?? '',
  date_of_birth: application?.date_of_birth?.slice(0, 10) ?? '',
  bio: application?.bio ?? '',
});

/** The owner application (docs/decisions "Roles and onboarding"); also resubmits one. */
export function SellerApplicationForm({
  application,
  submitLabel,
  onSubmitted,
}: {
  application: SellerApplication | null;
  submitLabel: string;
  onSubmitted: (result: SubmitApplicationResult) => void;
}) {
  const id = useId();
  const mutation = useSubmitSellerApplication();
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<SellerApplicationInput, unknown, SellerApplicationData>({
    resolver: zodResolver(sellerApplicationSchema),
    defaultValues: valuesOf(application),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await mutation.mutateAsync(values);
      onSubmitted(result);
    } catch (error) {
      mutation.reset();
      setFormError(handleSubmitError(error, setError, FIELDS));
    }
  });

  const field = (name: FieldName, hint?: string) =>
    controlProps(`${id}-${name}`, errors[name]?.message, hint);
  const bioLength = String(useWatch({ control, name: 'bio' }) ?? '').length;
  const bioHint = `What you rent out and how you like to hand things over. ${bioLength.toLocaleString()} / ${BIO_MAX.toLocaleString()}`;
  const businessHint = 'Owners with a business name are also listed under Agencies.';
  const dobHint = 'Owners must be 18 or older. We never show it to renters.';

  // The latest birthday that is 18 years ago today.
  const adult = new Date();
  adult.setFullYear(adult.getFullYear() - 18);
  const maxBirthday = adult.toISOString().slice(0, 10);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Owner application">
      {formError && <FormError message={formError.message} errors={formError.errors} />}

      <fieldset className="space-y-5">
        <legend className="text-base font-semibold text-slate-900 dark:text-white">
          About you
        </legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Legal name" id={`${id}-legal_name`} error={errors.legal_name?.message}>
            <input
              type="text"
              autoComplete="name"
              className={inputClass(!!errors.legal_name)}
              {...field('legal_name')}
              {...register('legal_name')}
            />
          </Field>
          <Field
            label="Business name"
            optional
            id={`${id}-business_name`}
            error={errors.business_name?.message}
            hint={businessHint}
          >
            <input
              type="text"
              autoComplete="organization"
              className={inputClass(!!errors.business_name)}
              {...field('business_name', businessHint)}
              {...register('business_name')}
            />
          </Field>
          <Field label="Phone" id={`${id}-phone`} error={errors.phone?.message}>
            <input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+1 512 555 0100"
              className={inputClass(!!errors.phone)}
              {...field('phone')}
              {...register('phone')}
            />
          </Field>
          <Field
            label="Date of birth"
            id={`${id}-date_of_birth`}
            error={errors.date_of_birth?.message}
            hint={dobHint}
          >
            <input
              type="date"
              autoComplete="bday"
              max={maxBirthday}
              className={inputClass(!!errors.date_of_birth)}
              {...field('date_of_birth', dobHint)}
              {...register('date_of_birth')}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="text-base font-semibold text-slate-900 dark:text-white">Address</legend>
        <Field
          label="Street address"
          id={`${id}-address_line`}
          error={errors.address_line?.message}
        >
          <input
            type="text"
            autoComplete="street-address"
            className={inputClass(!!errors.address_line)}
            {...field('address_line')}
            {...register('address_line')}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)]">
          <Field label="City" id={`${id}-city`} error={errors.city?.message}>
            <input
              type="text"
              autoComplete="address-level2"
              className={inputClass(!!errors.city)}
              {...field('city')}
              {...register('city')}
            />
          </Field>
          <Field label="State" id={`${id}-state`} error={errors.state?.message}>
            <select
              autoComplete="address-level1"
              className={inputClass(!!errors.state, 'pe-10')}
              {...field('state')}
              {...register('state')}
            >
              <option value="">Choose…</option>
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="ZIP code" id={`${id}-postal_code`} error={errors.postal_code?.message}>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              className={inputClass(!!errors.postal_code)}
              {...field('postal_code')}
              {...register('postal_code')}
            />
          </Field>
        </div>
      </fieldset>

      <Field
        label="A few words for renters"
        optional
        id={`${id}-bio`}
        error={errors.bio?.message}
        hint={bioHint}
      >
        <textarea
          rows={4}
          maxLength={BIO_MAX}
          className={inputClass(!!errors.bio)}
          {...field('bio', bioHint)}
          {...register('bio')}
        />
      </Field>

      <LoadingButton type="submit" size="lg" loading={mutation.isPending} loadingText="Sending…">
        {submitLabel}
      </LoadingButton>
    </form>
  );
}
