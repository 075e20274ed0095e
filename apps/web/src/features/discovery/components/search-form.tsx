import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import type { PlaceLocation } from '@/components/places/place-autocomplete';
import { PlaceField } from '@/components/places/place-field';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useRentalTypes } from '../api/get-rental-types';
import type { SearchFilters, SearchPlace } from '../utils/search-filters';

/** A searched place as the autocomplete's value (only a place with a position is one). */
export function placeValueOf(place: SearchPlace | null): PlaceLocation | null {
  if (!place || place.lat === null || place.lng === null) return null;
  return {
    formattedAddress: place.label,
    latitude: place.lat,
    longitude: place.lng,
    placeId: `point:${place.lat},${place.lng}`,
  };
}

export const searchPlaceOf = (value: PlaceLocation): SearchPlace => ({
  label: value.formattedAddress,
  lat: value.latitude,
  lng: value.longitude,
});

const selectClass = (extra?: string) =>
  inputClass(false, cn('appearance-none bg-none pe-10 cursor-pointer', extra));

/** A rental-type select's options: `placeholder` (any type) first, then each type. */
export function RentalTypeOptions({
  types,
  placeholder,
}: {
  types: readonly { id: number; name: string }[] | undefined;
  placeholder: string;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {(types ?? []).map((type) => (
        <option key={type.id} value={type.id}>
          {type.name}
        </option>
      ))}
    </>
  );
}

/** The chevron of a native select, on the logical end side (RTL-safe). */
export function SelectChevron() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
      className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
    >
      <path
        fillRule="evenodd"
        d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export function SearchFormSkeleton({ variant = 'hero' }: { variant?: 'hero' | 'bar' }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t`Loading the search`}
      data-testid="search-form-loading"
      className={cn(
        'grid gap-3 md:grid-cols-[minmax(0,1.2fr)_minmax(0,0.9fr)_minmax(0,1.2fr)_auto] md:items-end',
        variant === 'hero' &&
          'rounded-3xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/5 sm:p-5 dark:border-slate-800 dark:bg-slate-900',
      )}
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ))}
      <Skeleton className="h-12 w-full rounded-xl md:w-32" />
    </div>
  );
}

/**
 * The home page search: keyword ('Search your keyword'), the
 * 'Select Category:' dropdown of rental types, a location with address autocomplete
 * ('Enter a location') and a green Search button. It appears once the rental types are
 * loaded; if they cannot be loaded, that is logged and the form shows without them.
 */
export function SearchForm({
  filters,
  onSearch,
  variant = 'hero',
  className,
}: {
  filters: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
  variant?: 'hero' | 'bar';
  className?: string;
}) {
  const { t } = useLingui();
  const id = useId().replace(/:/g, '');
  const rentalTypes = useRentalTypes();
  const [keyword, setKeyword] = useState(filters.keyword);
  const [rentalType, setRentalType] = useState(filters.rentalType);
  const [place, setPlace] = useState<PlaceLocation | null>(() => placeValueOf(filters.location));
  const [placeTouched, setPlaceTouched] = useState(false);

  useEffect(() => {
    if (rentalTypes.isError) {
      console.error('Could not load the rental types for the search form.', rentalTypes.error);
    }
  }, [rentalTypes.isError, rentalTypes.error]);

  if (rentalTypes.isPending) return <SearchFormSkeleton variant={variant} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A place name from the link (no position) stays until the field is changed.
    const location = place
      ? searchPlaceOf(place)
      : placeTouched
        ? null
        : filters.location && filters.location.lat === null
          ? filters.location
          : null;
    onSearch({
      ...filters,
      keyword: keyword.trim(),
      rentalType,
      // A category belongs to one rental type: switching type drops it.
      category: rentalType === filters.rentalType ? filters.category : null,
      location,
      radius: location && location.lat !== null ? filters.radius : null,
      sort:
        filters.sort === 'distance' && !(location && location.lat !== null) ? null : filters.sort,
    });
  };

  const labelClass = 'mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200';

  return (
    <form
      role="search"
      aria-label={t`Search listings`}
      onSubmit={submit}
      data-testid="search-form"
      data-tour="home-search"
      className={cn(
        'grid gap-3 md:grid-cols-[minmax(0,1.2fr)_minmax(0,0.9fr)_minmax(0,1.2fr)_auto] md:items-start',
        variant === 'hero' &&
          'rounded-3xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/5 sm:p-5 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/20',
        className,
      )}
    >
      <div>
        <label htmlFor={`${id}-keyword`} className={labelClass}>
          <Trans>Keyword</Trans>
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            aria-hidden="true"
          />
          <input
            id={`${id}-keyword`}
            type="search"
            name="keyword"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={t`Search your keyword`}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            className={inputClass(false, 'ps-11')}
            data-testid="search-keyword"
          />
        </div>
      </div>

      <div>
        <label htmlFor={`${id}-type`} className={labelClass}>
          <Trans>Category</Trans>
        </label>
        <div className="relative">
          <select
            id={`${id}-type`}
            name="rental_type"
            value={rentalType ?? ''}
            onChange={(event) =>
              setRentalType(event.target.value ? Number(event.target.value) : null)
            }
            className={selectClass()}
            data-testid="search-rental-type"
          >
            <RentalTypeOptions types={rentalTypes.data} placeholder={t`Select Category:`} />
          </select>
          <SelectChevron />
        </div>
      </div>

      <div>
        <label htmlFor={`${id}-location`} className={labelClass}>
          <Trans>Location</Trans>
        </label>
        <PlaceField
          id={`${id}-location`}
          value={place}
          onChange={(value) => {
            setPlace(value);
            setPlaceTouched(true);
          }}
          placeholder={t`Enter a location`}
        />
      </div>

      <div>
        {/* Keeps the button level with the fields when a field shows a hint below it. */}
        <span aria-hidden="true" className={cn(labelClass, 'invisible hidden md:block')}>
          &nbsp;
        </span>
        <Button type="submit" size="lg" className="w-full md:w-auto" data-testid="search-submit">
          <Search className="size-5" aria-hidden="true" />
          <Trans>Search</Trans>
        </Button>
      </div>
    </form>
  );
}
