import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import {
  sellerApplicationSchema,
  type SellerApplicationInput,
  type SellerApplicationData,
} from '@ownless/shared/listing-write';
import { useWatch } from 'react-hook-form';
import { FormError } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { Field, controlProps, inputClass } from '@/components/ui/field';
import { TextField, TextareaField } from '@/components/ui/form-fields';
import { useServerForm, zodResolver } from '@/lib/form';
import { groupDigits } from '@/lib/i18n';
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

/** The owner application (docs/decisions/0005-listings-and-owners.md); also resubmits one. */
export function SellerApplicationForm({
  application,
  submitLabel,
  onSubmitted,
}: {
  application: SellerApplication | null;
  submitLabel: string;
  onSubmitted: (result: SubmitApplicationResult) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const mutation = useSubmitSellerApplication();
  const {
    form,
    formError,
    submit: onSubmit,
  } = useServerForm<SellerApplicationInput, SellerApplicationData>({
    resolver: zodResolver(sellerApplicationSchema),
    defaultValues: valuesOf(application),
    fields: FIELDS,
    onSubmit: async (values) => {
      const result = await mutation.mutateAsync(values);
      onSubmitted(result);
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const field = (name: FieldName, hint?: string) =>
    controlProps(`${id}-${name}`, errors[name]?.message, hint);
  const bioLength = String(useWatch({ control, name: 'bio' }) ?? '').length;
  const typed = groupDigits(bioLength);
  const max = groupDigits(BIO_MAX);
  const bioHint = t`What you rent out and how you like to hand things over. ${typed} / ${max}`;
  const businessHint = t`Owners with a business name are also listed under Agencies.`;
  const dobHint = t`Owners must be 18 or older. We never show it to renters.`;

  // The latest birthday that is 18 years ago today.
  const adult = new Date();
  adult.setFullYear(adult.getFullYear() - 18);
  const maxBirthday = adult.toISOString().slice(0, 10);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={t`Owner application`}>
      {formError && <FormError message={formError.message} errors={formError.errors} />}

      <fieldset className="space-y-5">
        <legend className="text-base font-semibold text-slate-900 dark:text-white">
          <Trans>About you</Trans>
        </legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            form={form}
            idPrefix={id}
            name="legal_name"
            label={t`Legal name`}
            autoComplete="name"
          />
          <TextField
            form={form}
            idPrefix={id}
            name="business_name"
            label={t`Business name`}
            optional
            hint={businessHint}
            autoComplete="organization"
          />
          <TextField
            form={form}
            idPrefix={id}
            name="phone"
            label={t`Phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+1 512 555 0100"
            dir="ltr"
          />
          <TextField
            form={form}
            idPrefix={id}
            name="date_of_birth"
            label={t`Date of birth`}
            hint={dobHint}
            type="date"
            autoComplete="bday"
            max={maxBirthday}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="text-base font-semibold text-slate-900 dark:text-white">
          <Trans>Address</Trans>
        </legend>
        <TextField
          form={form}
          idPrefix={id}
          name="address_line"
          label={t`Street address`}
          autoComplete="street-address"
        />
        <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)]">
          <TextField
            form={form}
            idPrefix={id}
            name="city"
            label={t`City`}
            autoComplete="address-level2"
          />
          <Field label={t`State`} id={`${id}-state`} error={errors.state?.message}>
            <select
              autoComplete="address-level1"
              className={inputClass(!!errors.state, 'pe-10')}
              {...field('state')}
              {...register('state')}
            >
              <option value="">{t`Choose…`}</option>
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
          <TextField
            form={form}
            idPrefix={id}
            name="postal_code"
            label={t`ZIP code`}
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </div>
      </fieldset>

      <TextareaField
        form={form}
        idPrefix={id}
        name="bio"
        label={t`A few words for renters`}
        optional
        hint={bioHint}
        rows={4}
        maxLength={BIO_MAX}
      />

      <LoadingButton type="submit" size="lg" loading={mutation.isPending} loadingText={t`Sending…`}>
        {submitLabel}
      </LoadingButton>
    </form>
  );
}
