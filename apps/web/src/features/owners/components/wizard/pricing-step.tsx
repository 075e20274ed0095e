import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ListingDetail, RentFrequency } from '@ownless/shared';
import { useWatch } from 'react-hook-form';
import { Field, controlProps, inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useStepForm } from '../../hooks/use-step-save';
import {
  FREQUENCY_UNIT,
  baseUnit,
  centsToInput,
  checkAmount,
  checkLengths,
  hasPriceErrors,
  parseDollars,
  priceRowsFromListing,
  priceRowsToPayload,
  salePriceFromListing,
  validatePriceRows,
  type PriceRow,
  type PriceRowErrors,
} from '../../utils/pricing';
import { MoneyInput } from '@/components/ui/money-input';
import { StepForm } from './step-form';
import { useWizardListing } from './wizard-context';
import { countInputProps } from '@/components/ui/form-fields';

interface PricingValues {
  rows: PriceRow[];
  for_sale: boolean;
  sale_price: string;
  deposit: string;
  min_units: string;
  max_units: string;
}
const FIELDS = ['sale_price', 'deposit', 'min_units', 'max_units'] as const;

const valuesOf = (listing: ListingDetail): PricingValues => {
  const sale = salePriceFromListing(listing);
  return {
    rows: priceRowsFromListing(listing),
    for_sale: sale !== '',
    sale_price: sale,
    deposit: centsToInput(listing.deposit_cents),
    // A minimum of 1 is no rule: the field stays empty.
    min_units: listing.min_units > 1 ? String(listing.min_units) : '',
    max_units: listing.max_units ? String(listing.max_units) : '',
  };
};

const HINTS: Record<RentFrequency, MessageDescriptor> = {
  Hourly: msg`Good for services, spaces and short jobs.`,
  Daily: msg`The most common way to rent things.`,
  Weekly: msg`Usually a discount on seven daily rentals.`,
  Monthly: msg`For longer rentals, like storage or furniture.`,
};

/** Step 4: prices per hour/day/week/month, optional sale price, deposit, rental length. */
export function PricingStep() {
  const { t, i18n } = useLingui();
  const id = useId();
  const listing = useWizardListing();
  const { form, save, saving, error } = useStepForm(listing, valuesOf, FIELDS);
  const { control, register, getValues, setError, clearErrors, reset } = form;
  const { errors, isDirty } = form.formState;
  const [rowErrors, setRowErrors] = useState<PriceRowErrors>({ rows: {} });
  const rows = useWatch({ control, name: 'rows' });
  const forSale = useWatch({ control, name: 'for_sale' });
  const units = i18n._(FREQUENCY_UNIT[baseUnit(rows)].many);

  const onSave = async () => {
    const values = getValues();
    clearErrors();
    const priceErrors = validatePriceRows(values.rows);
    setRowErrors(priceErrors);
    let firstInvalid: string | null = null;
    const fail = (name: (typeof FIELDS)[number], message: string | null | undefined) => {
      if (!message) return;
      setError(name, { type: 'client', message });
      firstInvalid ??= `${id}-${name}`;
    };
    if (values.for_sale) {
      fail(
        'sale_price',
        checkAmount(values.sale_price, t`The sale price`, {
          min: 1,
          max: 1_000_000,
          required: true,
        }),
      );
    }
    fail(
      'deposit',
      checkAmount(values.deposit, t`The deposit`, { min: 0, max: 100_000, required: false }),
    );
    const lengths = checkLengths(values.min_units, values.max_units);
    fail('min_units', lengths.min);
    fail('max_units', lengths.max);

    if (hasPriceErrors(priceErrors)) {
      const first = values.rows.find((row) => priceErrors.rows[row.frequency]);
      document
        .getElementById(first ? `${id}-price-${first.frequency}` : `${id}-enable-Hourly`)
        ?.focus();
      return null;
    }
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      return null;
    }
    if (!isDirty) return listing;
    const saved = await save({
      frequencies: priceRowsToPayload(values.rows),
      sale_price: values.for_sale ? parseDollars(values.sale_price) : null,
      deposit: values.deposit.trim() ? (parseDollars(values.deposit) ?? 0) : 0,
      min_units: values.min_units.trim() ? Number(values.min_units) : 1,
      max_units: values.max_units.trim() ? Number(values.max_units) : null,
    });
    if (saved) reset(valuesOf(saved));
    return saved;
  };

  const field = (name: (typeof FIELDS)[number], hint?: string) =>
    controlProps(`${id}-${name}`, errors[name]?.message, hint);
  const depositHint = t`Held on the renter’s card when the rental is soon, otherwise charged and refunded; it goes back after the item is back, unless you claim for damage. Leave empty for none.`;
  const lengthHint = t`Counted in ${units}, your shortest price period.`;

  return (
    <StepForm
      title={t`Pricing`}
      description={t`Offer one or more rental periods. Renters pick the one that suits them.`}
      dirty={isDirty}
      saving={saving}
      error={error}
      onSave={onSave}
    >
      <fieldset aria-describedby={rowErrors.form ? `${id}-rows-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          <Trans>Rental prices</Trans>
        </legend>
        {rowErrors.form && (
          <p
            id={`${id}-rows-error`}
            role="alert"
            className="mt-2 text-sm text-red-700 dark:text-red-400"
          >
            {rowErrors.form}
          </p>
        )}
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {rows.map((row, index) => {
            const rowError = rowErrors.rows[row.frequency];
            const priceId = `${id}-price-${row.frequency}`;
            const frequencyName = i18n._(FREQUENCY_UNIT[row.frequency].name);
            return (
              <li
                key={row.frequency}
                className={cn(
                  'grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-center',
                  row.enabled && 'bg-brand-50/40 dark:bg-brand-950/20',
                )}
              >
                <div className="flex items-start gap-3">
                  <input
                    id={`${id}-enable-${row.frequency}`}
                    type="checkbox"
                    className="mt-1 size-5 shrink-0 accent-brand-700"
                    aria-describedby={`${id}-hint-${row.frequency}`}
                    {...register(`rows.${index}.enabled`, {
                      onChange: () =>
                        setRowErrors((current) => ({
                          rows: { ...current.rows, [row.frequency]: undefined },
                        })),
                    })}
                  />
                  <div>
                    <label
                      htmlFor={`${id}-enable-${row.frequency}`}
                      className="font-semibold text-slate-900 dark:text-white"
                    >
                      {frequencyName}
                    </label>
                    <p
                      id={`${id}-hint-${row.frequency}`}
                      className="text-sm text-slate-600 dark:text-slate-400"
                    >
                      {i18n._(HINTS[row.frequency])}
                    </p>
                  </div>
                </div>
                <div>
                  <label htmlFor={priceId} className="sr-only">
                    <Trans>{frequencyName} price in dollars</Trans>
                  </label>
                  <MoneyInput
                    id={priceId}
                    invalid={Boolean(rowError)}
                    disabled={!row.enabled}
                    suffix={i18n._(FREQUENCY_UNIT[row.frequency].per)}
                    placeholder={row.enabled ? '0.00' : ''}
                    aria-invalid={rowError ? true : undefined}
                    aria-describedby={rowError ? `${priceId}-error` : undefined}
                    {...register(`rows.${index}.price`)}
                  />
                  {rowError && (
                    <p
                      id={`${priceId}-error`}
                      className="mt-1.5 text-sm text-red-700 dark:text-red-400"
                    >
                      {rowError}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t`Security deposit`}
          optional
          id={`${id}-deposit`}
          error={errors.deposit?.message}
          hint={depositHint}
        >
          <MoneyInput
            invalid={!!errors.deposit}
            {...field('deposit', depositHint)}
            {...register('deposit')}
          />
        </Field>
        <div className="space-y-3">
          <div className="flex items-start gap-3">
            <input
              id={`${id}-for_sale`}
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-brand-700"
              {...register('for_sale')}
            />
            <label htmlFor={`${id}-for_sale`} className="text-sm">
              <span className="block font-semibold text-slate-900 dark:text-white">
                <Trans>Renters can also buy it</Trans>
              </span>
              <span className="text-slate-600 dark:text-slate-400">
                <Trans>It then shows under Buy as well.</Trans>
              </span>
            </label>
          </div>
          {forSale && (
            <Field label={t`Sale price`} id={`${id}-sale_price`} error={errors.sale_price?.message}>
              <MoneyInput
                invalid={!!errors.sale_price}
                {...field('sale_price')}
                {...register('sale_price')}
              />
            </Field>
          )}
        </div>
      </div>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          <Trans>Rental length</Trans>
        </legend>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {lengthHint} <Trans>Leave empty for no limit.</Trans>
        </p>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          {(
            [
              ['min_units', t`Minimum (${units})`],
              ['max_units', t`Maximum (${units})`],
            ] as const
          ).map(([name, label]) => (
            <Field
              key={name}
              label={label}
              optional
              id={`${id}-${name}`}
              error={errors[name]?.message}
            >
              <input
                {...countInputProps}
                className={inputClass(!!errors[name])}
                {...field(name)}
                {...register(name)}
              />
            </Field>
          ))}
        </div>
      </fieldset>
    </StepForm>
  );
}
