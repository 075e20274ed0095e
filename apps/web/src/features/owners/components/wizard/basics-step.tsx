import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ListingDetail } from '@ownless/shared';
import { Home, Package, Tent, UsersRound, Wrench, type LucideIcon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Field, controlProps, inputClass } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { handleSubmitError, type FormErrorState } from '@/lib/form';
import { groupDigits } from '@/lib/i18n';
import { useCreateListing } from '../../api/owner-listing';
import { useCategories, useRentalTypes } from '../../api/reference';
import { useStepSave, topLevelErrors } from '../../hooks/use-step-save';
import { ChoiceCard } from './choice-card';
import { StepForm } from './step-form';
import { useWizard } from './wizard-context';

interface BasicsValues {
  name: string;
  rental_type_id: string;
  category_id: string;
  description: string;
}
const FIELDS = ['name', 'rental_type_id', 'category_id', 'description'] as const;
const DESCRIPTION_MAX = 5000;

const TYPE_ICONS: Record<string, LucideIcon> = {
  tool: Wrench,
  gear: Tent,
  goods: Package,
  service: UsersRound,
  property: Home,
};

const valuesOf = (listing: ListingDetail | null): BasicsValues => ({
  name: listing?.name ?? '',
  rental_type_id: listing?.rental_type ? String(listing.rental_type.id) : '',
  category_id: listing?.category ? String(listing.category.id) : '',
  description: listing?.description ?? '',
});

function validate(values: BasicsValues) {
  const errors: Partial<Record<keyof BasicsValues, string>> = {};
  const name = values.name.trim();
  if (name.length < 3) errors.name = t`Give the listing a name of at least 3 characters.`;
  else if (name.length > 120) errors.name = t`Keep the name under 120 characters.`;
  if (!values.rental_type_id) errors.rental_type_id = t`Choose a rental type.`;
  if (!values.category_id) errors.category_id = t`Choose a category.`;
  if (values.description.length > DESCRIPTION_MAX) {
    const max = groupDigits(DESCRIPTION_MAX);
    errors.description = t`Keep it under ${max} characters.`;
  }
  return errors;
}

/** Step 1: name, rental type, category (of that type) and description. */
export function BasicsStep() {
  const { t } = useLingui();
  const id = useId();
  const { listing } = useWizard();
  const types = useRentalTypes();
  const categories = useCategories();
  const create = useCreateListing();
  const [createError, setCreateError] = useState<FormErrorState | null>(null);
  const {
    register,
    getValues,
    clearErrors,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<BasicsValues>({ defaultValues: valuesOf(listing) });
  const update = useStepSave(listing?.id ?? 0, setError, FIELDS);

  const rentalTypeId = useWatch({ control, name: 'rental_type_id' });
  const descriptionLength = (useWatch({ control, name: 'description' }) ?? '').length;
  const shownCategories = (categories.data ?? []).filter(
    (category) =>
      category.rental_type_id === null || String(category.rental_type_id) === rentalTypeId,
  );

  const onSave = async (): Promise<ListingDetail | null> => {
    const values = getValues();
    const problems = Object.entries(validate(values)) as [keyof BasicsValues, string][];
    if (problems.length) {
      problems.forEach(([name, message], i) =>
        setError(name, { type: 'client', message }, { shouldFocus: i === 0 }),
      );
      return null;
    }
    clearErrors();
    const payload = {
      name: values.name.trim(),
      rental_type_id: Number(values.rental_type_id),
      category_id: Number(values.category_id),
      description: values.description.trim() || null,
    };
    if (!listing) {
      setCreateError(null);
      try {
        const result = await create.mutateAsync(payload);
        reset(valuesOf(result.listing));
        return result.listing;
      } catch (error) {
        create.reset();
        setCreateError(handleSubmitError(topLevelErrors(error), setError, FIELDS));
        return null;
      }
    }
    if (!isDirty) return listing;
    const saved = await update.save(payload);
    if (saved) reset(valuesOf(saved));
    return saved;
  };

  const field = (name: keyof BasicsValues, hint?: string) =>
    controlProps(`${id}-${name}`, errors[name]?.message, hint);
  const categoryHint = rentalTypeId ? undefined : t`Choose a rental type first.`;
  const nameHint = t`What renters will search for, e.g. “Cordless drill with two batteries”.`;
  const typed = groupDigits(descriptionLength);
  const max = groupDigits(DESCRIPTION_MAX);
  const descriptionHint = t`What it is, what it is good for, anything renters should know. ${typed} / ${max}`;

  return (
    <StepForm
      title={t`The basics`}
      description={t`Start with what you are renting out. You can change all of it later.`}
      dirty={isDirty}
      saving={create.isPending || update.saving}
      error={createError ?? update.error}
      onSave={onSave}
      submitLabel={listing ? undefined : t`Create draft and continue`}
    >
      <Field label={t`Listing name`} id={`${id}-name`} error={errors.name?.message} hint={nameHint}>
        <input
          type="text"
          maxLength={120}
          autoComplete="off"
          className={inputClass(!!errors.name)}
          {...field('name', nameHint)}
          {...register('name')}
        />
      </Field>

      <fieldset aria-describedby={errors.rental_type_id ? `${id}-rental_type_id-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          {t`Rental type`}
        </legend>
        {types.isPending ? (
          <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-20 rounded-2xl" />
            ))}
          </div>
        ) : (
          <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {(types.data ?? []).map((type) => {
              const Icon = TYPE_ICONS[type.slug] ?? Package;
              return (
                <ChoiceCard
                  key={type.id}
                  type="radio"
                  value={String(type.id)}
                  title={type.name}
                  icon={<Icon className="size-5" aria-hidden="true" />}
                  {...register('rental_type_id', {
                    onChange: () => setValue('category_id', '', { shouldDirty: true }),
                  })}
                />
              );
            })}
          </div>
        )}
        {types.isError && (
          <p className="mt-2 text-sm text-red-700 dark:text-red-400">
            {t`The rental types could not be loaded. Reload the page to try again.`}
          </p>
        )}
        {errors.rental_type_id && (
          <p
            id={`${id}-rental_type_id-error`}
            className="mt-2 text-sm text-red-700 dark:text-red-400"
          >
            {errors.rental_type_id.message}
          </p>
        )}
      </fieldset>

      <Field
        label={t`Category`}
        id={`${id}-category_id`}
        error={errors.category_id?.message}
        hint={categoryHint}
      >
        <select
          className={inputClass(!!errors.category_id)}
          disabled={!rentalTypeId || categories.isPending}
          {...field('category_id', categoryHint)}
          {...register('category_id')}
        >
          <option value="">{categories.isPending ? t`Loading…` : t`Choose a category`}</option>
          {shownCategories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </select>
      </Field>

      <Field
        label={t`Description`}
        optional
        id={`${id}-description`}
        error={errors.description?.message}
        hint={descriptionHint}
      >
        <textarea
          rows={6}
          maxLength={DESCRIPTION_MAX}
          className={inputClass(!!errors.description)}
          {...field('description', descriptionHint)}
          {...register('description')}
        />
      </Field>
    </StepForm>
  );
}
