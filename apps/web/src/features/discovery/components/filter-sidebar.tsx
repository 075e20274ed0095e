import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { PlaceAutocomplete } from '@/components/places/place-autocomplete';
import { Button } from '@/components/ui/button';
import { controlProps, inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useCategories, useRentalTypes } from '../api/get-rental-types';
import {
  draftFromFilters,
  filtersFromDraft,
  localToday,
  type FilterDraft,
  type FilterDraftErrors,
} from '../utils/filter-draft';
import { countActiveFilters, RADIUS_OPTIONS_KM, type SearchFilters } from '../utils/search-filters';
import { placeValueOf, RentalTypeOptions, searchPlaceOf, SelectChevron } from './search-form';
import { SortSelect } from './sort-select';

function Group({
  id,
  label,
  error,
  children,
  hint,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200"
      >
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

const compactInput = (invalid?: boolean, extra?: string) => inputClass(invalid, extra);

export interface FilterSidebarProps {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
  onReset: () => void;
  className?: string;
}

/**
 * The filter sidebar of /grid-sidebar, /list-sidebar and /buy: keyword, category, rental
 * type, place and radius, dates, price range and sort. Applied with one button, so the URL
 * (and the results) change once per search. On small screens it folds behind "Filters".
 */
export function FilterSidebar({ filters, onApply, onReset, className }: FilterSidebarProps) {
  const { t } = useLingui();
  const id = useId().replace(/:/g, '');
  const rentalTypes = useRentalTypes();
  const categories = useCategories();
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromFilters(filters));
  const [errors, setErrors] = useState<FilterDraftErrors>({});
  const [open, setOpen] = useState(false);
  const active = countActiveFilters(filters);
  const today = localToday();

  const set = <K extends keyof FilterDraft>(key: K, value: FilterDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const typeId = draft.rentalType ? Number(draft.rentalType) : null;
  const categoryChoices = (categories.data ?? []).filter(
    (category) => typeId === null || category.rental_type_id === typeId,
  );
  const hasPoint = Boolean(draft.location && draft.location.lat !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = filtersFromDraft(draft, today);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setOpen(false);
    onApply(result.filters);
  };

  return (
    <div className={className}>
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        className="flex h-11 w-full items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 shadow-xs lg:hidden dark:border-slate-700 dark:bg-slate-900 dark:text-white"
        data-testid="filters-toggle"
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          <Trans>Filters</Trans>
          {active > 0 && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
              {active}
            </span>
          )}
        </span>
        <span className="text-slate-500 dark:text-slate-400">
          {open ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
        </span>
      </button>

      <form
        id={`${id}-panel`}
        onSubmit={submit}
        noValidate
        aria-label={t`Filters`}
        data-testid="filter-sidebar"
        className={cn(
          'mt-3 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:mt-0 lg:block dark:border-slate-800 dark:bg-slate-900',
          open ? 'block' : 'hidden',
        )}
      >
        <h2 className="hidden text-base font-bold text-slate-900 lg:block dark:text-white">
          <Trans>Filters</Trans>
        </h2>

        <Group id={`${id}-keyword`} label={t`Keyword`}>
          <input
            id={`${id}-keyword`}
            type="search"
            value={draft.keyword}
            onChange={(event) => set('keyword', event.target.value)}
            placeholder={t`Search your keyword`}
            maxLength={200}
            className={compactInput()}
            data-testid="filter-keyword"
          />
        </Group>

        <Group id={`${id}-rentalType`} label={t`Category`}>
          <div className="relative">
            <select
              id={`${id}-rentalType`}
              value={draft.rentalType}
              onChange={(event) => {
                set('rentalType', event.target.value);
                set('category', '');
              }}
              className={compactInput(false, 'cursor-pointer appearance-none pe-10')}
              data-testid="filter-rental-type"
            >
              <RentalTypeOptions types={rentalTypes.data} placeholder={t`All categories`} />
            </select>
            <SelectChevron />
          </div>
        </Group>

        <Group id={`${id}-category`} label={t`Type`}>
          <div className="relative">
            <select
              id={`${id}-category`}
              value={draft.category}
              onChange={(event) => set('category', event.target.value)}
              className={compactInput(false, 'cursor-pointer appearance-none pe-10')}
              data-testid="filter-category"
            >
              <option value="">{t`All types`}</option>
              {categoryChoices.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
            <SelectChevron />
          </div>
        </Group>

        <div className="space-y-3">
          <PlaceAutocomplete
            id={`${id}-location`}
            label={t`Location`}
            value={placeValueOf(draft.location)}
            onChange={(value) => {
              set('location', value ? searchPlaceOf(value) : null);
            }}
            placeholder={t`Enter a location`}
          />
          <Group
            id={`${id}-radius`}
            label={t`Distance`}
            hint={hasPoint ? undefined : t`Choose a place to search around it.`}
          >
            <div className="relative">
              <select
                id={`${id}-radius`}
                value={draft.radius}
                disabled={!hasPoint}
                onChange={(event) => set('radius', event.target.value)}
                className={compactInput(false, 'cursor-pointer appearance-none pe-10')}
                {...(hasPoint ? {} : { 'aria-describedby': `${id}-radius-hint` })}
                data-testid="filter-radius"
              >
                {RADIUS_OPTIONS_KM.map((km) => (
                  <option key={km} value={km}>
                    {t`Within ${km} km`}
                  </option>
                ))}
              </select>
              <SelectChevron />
            </div>
          </Group>
        </div>

        <fieldset className="space-y-3">
          <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
            <Trans>Available on</Trans>
          </legend>
          <div className="grid gap-3">
            <Group id={`${id}-startDate`} label={t`From`} error={errors.startDate}>
              <input
                type="date"
                min={today}
                value={draft.startDate}
                onChange={(event) => set('startDate', event.target.value)}
                className={compactInput(Boolean(errors.startDate))}
                {...controlProps(`${id}-startDate`, errors.startDate)}
                data-testid="filter-start-date"
              />
            </Group>
            <Group id={`${id}-endDate`} label={t`To`} error={errors.endDate}>
              <input
                type="date"
                min={draft.startDate || today}
                value={draft.endDate}
                onChange={(event) => set('endDate', event.target.value)}
                className={compactInput(Boolean(errors.endDate))}
                {...controlProps(`${id}-endDate`, errors.endDate)}
                data-testid="filter-end-date"
              />
            </Group>
          </div>
        </fieldset>

        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
            <Trans>Price per rental unit ($)</Trans>
          </legend>
          <div className="grid grid-cols-2 gap-3">
            <Group id={`${id}-minPrice`} label={t`Min`} error={errors.minPrice}>
              <input
                type="text"
                inputMode="decimal"
                placeholder="0"
                value={draft.minPrice}
                onChange={(event) => set('minPrice', event.target.value)}
                className={compactInput(Boolean(errors.minPrice))}
                {...controlProps(`${id}-minPrice`, errors.minPrice)}
                data-testid="filter-min-price"
              />
            </Group>
            <Group id={`${id}-maxPrice`} label={t`Max`} error={errors.maxPrice}>
              <input
                type="text"
                inputMode="decimal"
                placeholder={t`Any`}
                value={draft.maxPrice}
                onChange={(event) => set('maxPrice', event.target.value)}
                className={compactInput(Boolean(errors.maxPrice))}
                {...controlProps(`${id}-maxPrice`, errors.maxPrice)}
                data-testid="filter-max-price"
              />
            </Group>
          </div>
        </fieldset>

        <label
          htmlFor={`${id}-instant`}
          className="flex cursor-pointer items-start gap-3 text-sm text-slate-800 dark:text-slate-200"
        >
          <input
            id={`${id}-instant`}
            type="checkbox"
            checked={draft.instantBooking}
            onChange={(event) => set('instantBooking', event.target.checked)}
            aria-describedby={`${id}-instant-hint`}
            className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900"
            data-testid="filter-instant-booking"
          />
          <span>
            <span className="font-semibold">
              <Trans>Instant booking</Trans>
            </span>
            <span
              id={`${id}-instant-hint`}
              className="block text-xs text-slate-600 dark:text-slate-400"
            >
              <Trans>Requests are approved at once.</Trans>
            </span>
          </span>
        </label>

        <SortSelect
          filters={{ keyword: draft.keyword, location: draft.location }}
          value={draft.sort}
          onChange={(sort) => set('sort', sort)}
        />

        <div className="flex flex-col gap-2 border-t border-slate-200 pt-5 dark:border-slate-800">
          <Button type="submit" className="w-full" data-testid="apply-filters">
            <Trans>Apply filters</Trans>
          </Button>
          <Button
            variant="ghost"
            className="w-full"
            onClick={() => {
              setErrors({});
              setOpen(false);
              onReset();
            }}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            <Trans>Reset</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
