import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { dateTimeFormat, formatMoney } from '@/lib/i18n';
import { useCategories, useRentalTypes } from '../api/get-rental-types';
import { DEFAULT_RADIUS_KM, type SearchFilters } from '../utils/search-filters';
import type { ActiveFiltersProps } from './active-filters';

interface Chip {
  key: string;
  label: string;
  patch: Partial<SearchFilters>;
}

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** "Dec 3 – 5", "3–5 dic": two days as the page's language writes a range. */
const dayRange = (first: string, last: string) =>
  dateTimeFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(
    noon(first),
    noon(last),
  );

export function activeFilterChips(
  filters: SearchFilters,
  names: { rentalType?: string; category?: string },
): Chip[] {
  const chips: Chip[] = [];
  if (filters.keyword) {
    const keyword = filters.keyword;
    chips.push({ key: 'keyword', label: t`“${keyword}”`, patch: { keyword: '' } });
  }
  if (filters.rentalType !== null) {
    chips.push({
      key: 'rental-type',
      label: names.rentalType ?? t`Category`,
      patch: { rentalType: null, category: null },
    });
  }
  if (filters.category !== null) {
    chips.push({
      key: 'category',
      label: names.category ?? t`Subcategory`,
      patch: { category: null },
    });
  }
  if (filters.location) {
    const place = filters.location.label;
    const km = filters.radius ?? DEFAULT_RADIUS_KM;
    chips.push({
      key: 'location',
      label: filters.location.lat !== null ? t`Near ${place} · ${km} km` : t`Near ${place}`,
      patch: {
        location: null,
        radius: null,
        sort: filters.sort === 'distance' ? null : filters.sort,
      },
    });
  }
  if (filters.startDate && filters.endDate) {
    chips.push({
      key: 'dates',
      label: dayRange(filters.startDate, filters.endDate),
      patch: { startDate: null, endDate: null },
    });
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const min = formatMoney(filters.minPrice);
    const max = formatMoney(filters.maxPrice);
    const label =
      filters.minPrice !== null && filters.maxPrice !== null
        ? `${min} – ${max}`
        : filters.minPrice !== null
          ? t`From ${min}`
          : t`Up to ${max}`;
    chips.push({ key: 'price', label, patch: { minPrice: null, maxPrice: null } });
  }
  if (filters.instantBooking) {
    chips.push({ key: 'instant', label: t`Instant booking`, patch: { instantBooking: false } });
  }
  return chips;
}

/** The chips of the filters in use, each removable, and "Clear all" when more than one. */
export default function FilterChips({ filters, onChange, onReset, className }: ActiveFiltersProps) {
  const rentalTypes = useRentalTypes();
  const categories = useCategories();
  const chips = activeFilterChips(filters, {
    rentalType: rentalTypes.data?.find((t) => t.id === filters.rentalType)?.name,
    category: categories.data?.find((c) => c.id === filters.category)?.name,
  });
  if (chips.length === 0) return null;

  return (
    <div
      className={cn('flex flex-wrap items-center gap-2', className)}
      data-testid="active-filters"
    >
      <span className="sr-only">
        <Trans>Active filters:</Trans>
      </span>
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.patch)}
              className="inline-flex h-8 max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 ps-3 pe-2 text-sm font-medium text-brand-900 transition-colors hover:border-brand-300 hover:bg-brand-100 dark:border-brand-800 dark:bg-brand-950/50 dark:text-brand-100 dark:hover:bg-brand-900/50"
              data-testid={`filter-chip-${chip.key}`}
            >
              <span className="truncate">{chip.label}</span>
              <X className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">
                <Trans>, remove this filter</Trans>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <button
          type="button"
          onClick={onReset}
          className="h-8 rounded-full px-3 text-sm font-semibold text-slate-700 underline-offset-4 hover:underline dark:text-slate-300"
        >
          <Trans>Clear all</Trans>
        </button>
      )}
    </div>
  );
}
