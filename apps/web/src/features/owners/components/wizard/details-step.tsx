import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ListingDetail } from '@ownless/shared';
import { CONDITIONS } from '@ownless/shared/enums';
import { Plus, Trash2, X } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, controlProps, inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useStepForm } from '../../hooks/use-step-save';
import { CONDITION_LABELS } from '../../utils/listing-display';
import { StepForm } from './step-form';
import { useWizardListing } from './wizard-context';

interface DetailsValues {
  condition: string;
  brand: string;
  model: string;
  attributes: { key: string; value: string }[];
  included: string;
}
const FIELDS = ['condition', 'brand', 'model', 'attributes', 'included'] as const;
const MAX_ATTRIBUTES = 30;

const CONDITION_HINTS: Record<(typeof CONDITIONS)[number], MessageDescriptor> = {
  New: msg`Never used`,
  'Like new': msg`No visible wear`,
  Good: msg`Some signs of use`,
  Fair: msg`Works, with clear wear`,
};

const valuesOf = (listing: ListingDetail): DetailsValues => ({
  condition: listing.condition ?? '',
  brand: listing.brand ?? '',
  model: listing.model ?? '',
  attributes: listing.attributes.map((a) => ({ key: a.key, value: a.value })),
  included: listing.included ?? '',
});

/** Step 6: condition, brand, model, key/value attributes and what is included. */
export function DetailsStep() {
  const { t, i18n } = useLingui();
  const id = useId();
  const listing = useWizardListing();
  const { form, save, saving, error } = useStepForm(listing, valuesOf, FIELDS);
  const { control, register, getValues, setValue, setError, clearErrors, reset, setFocus } = form;
  const { errors, isDirty } = form.formState;
  const chosenCondition = useWatch({ control, name: 'condition' });
  const [conditionNote, setConditionNote] = useState('');
  const attributes = useFieldArray({ control, name: 'attributes' });

  const onSave = async () => {
    const values = getValues();
    clearErrors();
    // Rows left completely empty are dropped; half-filled ones need both parts.
    const rows = values.attributes
      .map((a, index) => ({ key: a.key.trim(), value: a.value.trim(), index }))
      .filter((a) => a.key || a.value);
    let first = true;
    for (const row of rows) {
      if (!row.key) {
        setError(
          `attributes.${row.index}.key`,
          { message: t`Name the attribute.` },
          { shouldFocus: first },
        );
        first = false;
      }
      if (!row.value) {
        setError(
          `attributes.${row.index}.value`,
          { message: t`Give it a value.` },
          { shouldFocus: first },
        );
        first = false;
      }
    }
    if (!first) return null;
    if (!isDirty) return listing;
    const saved = await save({
      condition: (values.condition || null) as (typeof CONDITIONS)[number] | null,
      brand: values.brand.trim() || null,
      model: values.model.trim() || null,
      attributes: rows.map(({ key, value }) => ({ key, value })),
      included: values.included.trim() || null,
    });
    if (saved) reset(valuesOf(saved));
    return saved;
  };

  const includedHint = t`One item per line, e.g. “2 batteries”, “Charger”, “Carry case”.`;

  return (
    <StepForm
      title={t`Details`}
      description={t`All optional, but renters trust listings that say exactly what they get.`}
      dirty={isDirty}
      saving={saving}
      error={error}
      onSave={onSave}
    >
      <fieldset>
        <legend className="float-start py-2 text-sm font-semibold text-slate-900 dark:text-white">
          <Trans>
            Condition{' '}
            <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
          </Trans>
        </legend>
        {chosenCondition && (
          <Button
            variant="ghost"
            size="sm"
            className="float-end"
            aria-label={t`Clear the condition`}
            onClick={() => {
              setValue('condition', '', { shouldDirty: true });
              setConditionNote(t`Condition cleared.`);
              // The button goes away: the focus moves to the first (now unchosen) choice.
              setFocus('condition');
            }}
          >
            <X className="size-4" aria-hidden="true" />
            <Trans>Clear</Trans>
          </Button>
        )}
        <p className="sr-only" role="status">
          {conditionNote}
        </p>
        <div className="clear-both grid grid-cols-2 gap-2 pt-2 sm:grid-cols-4">
          {CONDITIONS.map((condition) => (
            <label
              key={condition}
              className={cn(
                'relative flex cursor-pointer flex-col rounded-xl border border-slate-300 px-3 py-2.5 text-sm transition-colors hover:border-slate-400',
                'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60 has-[:checked]:ring-1 has-[:checked]:ring-brand-600',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                'dark:border-slate-700 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950/40 dark:has-[:checked]:ring-brand-400',
              )}
            >
              <input
                type="radio"
                value={condition}
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
                {...register('condition', { onChange: () => setConditionNote('') })}
              />
              <span className="font-semibold text-slate-900 dark:text-white">
                {i18n._(CONDITION_LABELS[condition]!)}
              </span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {i18n._(CONDITION_HINTS[condition])}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t`Brand`} optional id={`${id}-brand`} error={errors.brand?.message}>
          <input
            type="text"
            maxLength={80}
            className={inputClass(!!errors.brand)}
            {...controlProps(`${id}-brand`, errors.brand?.message)}
            {...register('brand')}
          />
        </Field>
        <Field label={t`Model`} optional id={`${id}-model`} error={errors.model?.message}>
          <input
            type="text"
            maxLength={80}
            className={inputClass(!!errors.model)}
            {...controlProps(`${id}-model`, errors.model?.message)}
            {...register('model')}
          />
        </Field>
      </div>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          <Trans>
            Specifications{' '}
            <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
          </Trans>
        </legend>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <Trans>Facts renters compare, like “Voltage: 20 V” or “Sleeps: 4”.</Trans>
        </p>
        {attributes.fields.length > 0 && (
          <ul className="mt-3 space-y-3">
            {attributes.fields.map((row, index) => {
              const keyError = errors.attributes?.[index]?.key?.message;
              const valueError = errors.attributes?.[index]?.value?.message;
              const keyId = `${id}-attr-${row.id}-key`;
              const valueId = `${id}-attr-${row.id}-value`;
              const number = index + 1;
              return (
                <li
                  key={row.id}
                  className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto]"
                >
                  <div className="col-span-1">
                    <label htmlFor={keyId} className="sr-only">
                      <Trans>Specification {number} name</Trans>
                    </label>
                    <input
                      type="text"
                      maxLength={60}
                      placeholder={t`Name, e.g. Voltage`}
                      className={inputClass(!!keyError)}
                      {...controlProps(keyId, keyError)}
                      {...register(`attributes.${index}.key`)}
                    />
                    {keyError && (
                      <p
                        id={`${keyId}-error`}
                        className="mt-1 text-sm text-red-700 dark:text-red-400"
                      >
                        {keyError}
                      </p>
                    )}
                  </div>
                  <div className="order-3 col-span-2 sm:order-none sm:col-span-1">
                    <label htmlFor={valueId} className="sr-only">
                      <Trans>Specification {number} value</Trans>
                    </label>
                    <input
                      type="text"
                      maxLength={200}
                      placeholder={t`Value, e.g. 20 V`}
                      className={inputClass(!!valueError)}
                      {...controlProps(valueId, valueError)}
                      {...register(`attributes.${index}.value`)}
                    />
                    {valueError && (
                      <p
                        id={`${valueId}-error`}
                        className="mt-1 text-sm text-red-700 dark:text-red-400"
                      >
                        {valueError}
                      </p>
                    )}
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="mt-1"
                    onClick={() => attributes.remove(index)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    <span className="sr-only">
                      <Trans>Remove specification {number}</Trans>
                    </span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={attributes.fields.length >= MAX_ATTRIBUTES}
          onClick={() => attributes.append({ key: '', value: '' }, { shouldFocus: true })}
        >
          <Plus className="size-4" aria-hidden="true" />
          <Trans>Add a specification</Trans>
        </Button>
      </fieldset>

      <Field
        label={t`What is included`}
        optional
        id={`${id}-included`}
        error={errors.included?.message}
        hint={includedHint}
      >
        <textarea
          rows={4}
          maxLength={2000}
          className={inputClass(!!errors.included)}
          {...controlProps(`${id}-included`, errors.included?.message, includedHint)}
          {...register('included')}
        />
      </Field>
    </StepForm>
  );
}
