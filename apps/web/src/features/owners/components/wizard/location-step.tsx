import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FulfilmentMethod, ListingDetail } from '@ownless/shared';
import { Handshake, Package, Truck } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { PlaceAutocomplete, type PlaceLocation } from '@/components/places/place-autocomplete';
import { Field, controlProps, inputClass } from '@/components/ui/field';
import { useStepForm } from '../../hooks/use-step-save';
import { locationFromListing } from '../../utils/listing-location';
import { ChoiceCard } from './choice-card';
import { StepForm } from './step-form';
import { useWizardListing } from './wizard-context';

interface LocationValues {
  location: PlaceLocation | null;
  fulfilment: FulfilmentMethod[];
  delivery_radius_km: string;
}
const FIELDS = ['location', 'fulfilment', 'delivery_radius_km'] as const;

const KM_PER_MILE = 1.609344;
export const milesFromKm = (km: number) => String(Math.round((km / KM_PER_MILE) * 10) / 10);
export const kmFromMiles = (miles: number) => Math.round(miles * KM_PER_MILE * 100) / 100;

const METHODS: {
  value: FulfilmentMethod;
  title: MessageDescriptor;
  description: MessageDescriptor;
  icon: typeof Truck;
}[] = [
  {
    value: 'pickup',
    title: msg`Pickup`,
    description: msg`Renters collect it from you and bring it back.`,
    icon: Handshake,
  },
  {
    value: 'delivery',
    title: msg`Delivery`,
    description: msg`You drop it off and collect it nearby.`,
    icon: Truck,
  },
  {
    value: 'shipping',
    title: msg`Shipping`,
    description: msg`You ship it with a carrier you choose in step 7.`,
    icon: Package,
  },
];

const valuesOf = (listing: ListingDetail): LocationValues => ({
  location: locationFromListing(listing),
  fulfilment: listing.fulfilment.filter((m): m is FulfilmentMethod =>
    ['pickup', 'delivery', 'shipping'].includes(m),
  ),
  delivery_radius_km: listing.delivery_radius_km ? milesFromKm(listing.delivery_radius_km) : '',
});

/** Step 2: the address (autocomplete), how the item reaches renters, delivery radius. */
export function LocationStep() {
  const { t, i18n } = useLingui();
  const id = useId();
  const listing = useWizardListing();
  const { form, save, saving, error } = useStepForm(listing, valuesOf, FIELDS);
  const { control, register, getValues, setError, clearErrors, reset } = form;
  const { errors, isDirty, dirtyFields } = form.formState;
  const fulfilment = useWatch({ control, name: 'fulfilment' });
  const delivers = fulfilment.includes('delivery');

  const onSave = async () => {
    const values = getValues();
    clearErrors();
    let ok = true;
    if (!values.location) {
      setError(
        'location',
        { message: t`Choose the address from the list so renters can find it on the map.` },
        { shouldFocus: true },
      );
      ok = false;
    }
    if (values.fulfilment.length === 0) {
      setError('fulfilment', { message: t`Choose at least one way to hand it over.` });
      ok = false;
    }
    const miles = Number(values.delivery_radius_km);
    if (values.fulfilment.includes('delivery')) {
      if (
        !values.delivery_radius_km.trim() ||
        !Number.isFinite(miles) ||
        miles < 1 ||
        miles > 300
      ) {
        setError(
          'delivery_radius_km',
          { message: t`Enter how far you deliver: 1 to 300 miles.` },
          { shouldFocus: ok },
        );
        ok = false;
      }
    }
    if (!ok) return null;
    if (!isDirty) return listing;
    const saved = await save({
      ...(dirtyFields.location && values.location ? { location: values.location } : {}),
      fulfilment: values.fulfilment,
      delivery_radius_km: values.fulfilment.includes('delivery') ? kmFromMiles(miles) : null,
    });
    if (saved) reset(valuesOf(saved));
    return saved;
  };

  const radiusHint = t`Renters further away will not see delivery as an option.`;

  return (
    <StepForm
      title={t`Location and hand-over`}
      description={t`Renters search by place. We show the area on the map, never your exact address.`}
      dirty={isDirty}
      saving={saving}
      error={error}
      onSave={onSave}
    >
      <Controller
        control={control}
        name="location"
        render={({ field }) => (
          <PlaceAutocomplete
            id={`${id}-location`}
            label={t`Where is it?`}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              if (value) clearErrors('location');
            }}
            onBlur={field.onBlur}
            error={errors.location?.message}
            aria-describedby={`${id}-location-hint`}
            placeholder={t`Enter a location`}
          />
        )}
      />
      <p id={`${id}-location-hint`} className="-mt-4 text-sm text-slate-600 dark:text-slate-400">
        <Trans>Type a US city or ZIP code and choose it from the list.</Trans>
      </p>

      <fieldset aria-describedby={errors.fulfilment ? `${id}-fulfilment-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          <Trans>How do renters get it?</Trans>
        </legend>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <Trans>Choose all that apply.</Trans>
        </p>
        <div className="mt-3 grid gap-3">
          {METHODS.map(({ value, title, description, icon: Icon }) => (
            <ChoiceCard
              key={value}
              type="checkbox"
              value={value}
              title={i18n._(title)}
              description={i18n._(description)}
              icon={<Icon className="size-5" aria-hidden="true" />}
              {...register('fulfilment', { onChange: () => clearErrors('fulfilment') })}
            />
          ))}
        </div>
        {errors.fulfilment && (
          <p id={`${id}-fulfilment-error`} className="mt-2 text-sm text-red-700 dark:text-red-400">
            {errors.fulfilment.message}
          </p>
        )}
      </fieldset>

      {delivers && (
        <Field
          label={t`Delivery radius (miles)`}
          id={`${id}-delivery_radius_km`}
          error={errors.delivery_radius_km?.message}
          hint={radiusHint}
          className="max-w-xs"
        >
          <input
            type="number"
            inputMode="decimal"
            min={1}
            max={300}
            step="any"
            className={inputClass(!!errors.delivery_radius_km)}
            {...controlProps(
              `${id}-delivery_radius_km`,
              errors.delivery_radius_km?.message,
              radiusHint,
            )}
            {...register('delivery_radius_km')}
          />
        </Field>
      )}
    </StepForm>
  );
}
