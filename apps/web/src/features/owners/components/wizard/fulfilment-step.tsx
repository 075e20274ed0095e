import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ListingDetail } from '@ownless/shared';
import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { Field, controlProps, inputClass } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { formatList, formatMoney } from '@/lib/i18n';
import { useShippingOptions } from '../../api/reference';
import { ownerPaths } from '../../config';
import { useStepForm } from '../../hooks/use-step-save';
import { ChoiceCard } from './choice-card';
import { StepForm } from './step-form';
import { useWizard, useWizardListing } from './wizard-context';

interface FulfilmentValues {
  shipping_option_ids: string[];
  pickup_notes: string;
  return_notes: string;
  house_rules: string;
}
const FIELDS = ['shipping_option_ids', 'pickup_notes', 'return_notes', 'house_rules'] as const;

const valuesOf = (listing: ListingDetail): FulfilmentValues => ({
  shipping_option_ids: listing.shipping_options.map((o) => String(o.id)),
  pickup_notes: listing.pickup_notes ?? '',
  return_notes: listing.return_notes ?? '',
  house_rules: listing.house_rules ?? '',
});

const METHOD_NAMES: Record<string, MessageDescriptor> = {
  pickup: msg`pickup`,
  delivery: msg`delivery`,
  shipping: msg`shipping`,
};

/** A carrier's delivery time: "About 3 days". */
const aboutDays = (days: number) => plural(days, { one: 'About # day', other: 'About # days' });

/** Step 7: shipping options (when shipping), hand-over and return instructions, house rules. */
export function FulfilmentStep() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { mode } = useWizard();
  const listing = useWizardListing();
  const ships = listing.fulfilment.includes('shipping');
  const options = useShippingOptions();
  const { form, save, saving, error } = useStepForm(listing, valuesOf, FIELDS);
  const { register, getValues, setError, clearErrors, reset } = form;
  const { errors, isDirty } = form.formState;

  const onSave = async () => {
    const values = getValues();
    clearErrors();
    const ids = (values.shipping_option_ids || []).map(Number);
    if (ships && ids.length === 0) {
      setError('shipping_option_ids', { message: t`Choose at least one shipping option.` });
      document.getElementById(`${id}-shipping`)?.querySelector('input')?.focus();
      return null;
    }
    if (!isDirty) return listing;
    const saved = await save({
      ...(ships ? { shipping_option_ids: ids } : {}),
      pickup_notes: values.pickup_notes.trim() || null,
      return_notes: values.return_notes.trim() || null,
      house_rules: values.house_rules.trim() || null,
    });
    if (saved) reset(valuesOf(saved));
    return saved;
  };

  const handOver =
    formatList(listing.fulfilment.map((m) => (METHOD_NAMES[m] ? i18n._(METHOD_NAMES[m]) : m))) ||
    t`not chosen yet`;
  const pickupHint = t`Where and how to meet, parking, what to bring. Shared once a rental is paid.`;
  const returnHint = t`How to give it back: cleaning, charging, where to leave it.`;
  const rulesHint = t`Anything renters must respect: no smoking, careful use, age limits.`;

  return (
    <StepForm
      title={t`Fulfilment`}
      description={
        <>
          <Trans>
            Hand-over: <strong className="font-semibold">{handOver}</strong>.
          </Trans>{' '}
          <Link
            to={
              mode === 'edit'
                ? ownerPaths.editListing(listing.id, 'location')
                : ownerPaths.wizardStep(listing.id, 'location')
            }
            className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-400"
          >
            <Trans>Change in Location</Trans>
          </Link>
        </>
      }
      dirty={isDirty}
      saving={saving}
      error={error}
      onSave={onSave}
    >
      {ships ? (
        <fieldset
          id={`${id}-shipping`}
          aria-describedby={errors.shipping_option_ids ? `${id}-shipping-error` : undefined}
        >
          <legend className="text-sm font-semibold text-slate-900 dark:text-white">
            <Trans>Shipping options</Trans>
          </legend>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <Trans>Renters choose one at checkout and pay its price.</Trans>
          </p>
          {options.isPending ? (
            <div className="mt-3 grid gap-3">
              <Skeleton className="h-20 rounded-2xl" />
              <Skeleton className="h-20 rounded-2xl" />
            </div>
          ) : options.isError ? (
            <p className="mt-3 text-sm text-red-700 dark:text-red-400">
              <Trans>The shipping options could not be loaded. Reload the page to try again.</Trans>
            </p>
          ) : (
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {options.data.map((option) => (
                <ChoiceCard
                  key={option.id}
                  type="checkbox"
                  value={String(option.id)}
                  title={option.name}
                  description={[
                    option.description,
                    option.estimated_days ? aboutDays(option.estimated_days) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  icon={<Package className="size-5" aria-hidden="true" />}
                  aside={formatMoney(option.price)}
                  {...register('shipping_option_ids', {
                    onChange: () => clearErrors('shipping_option_ids'),
                  })}
                />
              ))}
            </div>
          )}
          {errors.shipping_option_ids && (
            <p id={`${id}-shipping-error`} className="mt-2 text-sm text-red-700 dark:text-red-400">
              {errors.shipping_option_ids.message}
            </p>
          )}
        </fieldset>
      ) : (
        <p className="rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <Trans>You do not ship this listing, so there are no shipping options to choose.</Trans>
        </p>
      )}

      <Field
        label={t`Pickup instructions`}
        optional
        id={`${id}-pickup_notes`}
        error={errors.pickup_notes?.message}
        hint={pickupHint}
      >
        <textarea
          rows={3}
          maxLength={2000}
          className={inputClass(!!errors.pickup_notes)}
          {...controlProps(`${id}-pickup_notes`, errors.pickup_notes?.message, pickupHint)}
          {...register('pickup_notes')}
        />
      </Field>
      <Field
        label={t`Return instructions`}
        optional
        id={`${id}-return_notes`}
        error={errors.return_notes?.message}
        hint={returnHint}
      >
        <textarea
          rows={3}
          maxLength={2000}
          className={inputClass(!!errors.return_notes)}
          {...controlProps(`${id}-return_notes`, errors.return_notes?.message, returnHint)}
          {...register('return_notes')}
        />
      </Field>
      <Field
        label={t`House rules`}
        optional
        id={`${id}-house_rules`}
        error={errors.house_rules?.message}
        hint={rulesHint}
      >
        <textarea
          rows={3}
          maxLength={2000}
          className={inputClass(!!errors.house_rules)}
          {...controlProps(`${id}-house_rules`, errors.house_rules?.message, rulesHint)}
          {...register('house_rules')}
        />
      </Field>
    </StepForm>
  );
}
