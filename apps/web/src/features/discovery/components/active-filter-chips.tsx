import { X } from 'lucide-react';
import { formatMoney } from '@ownless/shared/format';
import { cn } from '@/lib/cn';
import { useCategories, useRentalTypes } from '../api/get-rental-types';
import { DEFAULT_RADIUS_KM, type SearchFilters } from '../utils/search-filters';
import type { ActiveFiltersProps } from './active-filters';

interface Chip {
  key: string;
  label: string;
  patch: Partial<SearchFilters>;
}

const shortDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const dollars = (value: number) => formatMoney(value);

export function activeFilterChips(
  filters: SearchFilters,
  names: { rentalType?: string; category?: string },
): Chip[] {
  const chips: Chip[] = [];
  if (filters.keyword) {
    chips.push({ key: 'keyword', label: `“${filters.keyword}”`, patch: { keyword: '' } });
  }
  if (filters.rentalType !== null) {
    chips.push({
      key: 'rental-type',
      label: names.rentalType ?? 'Category',
      patch: { rentalType: null, category: null },
    });
  }
  if (filters.category !== null) {
    chips.push({
      key: 'category',
      label: names.category ?? 'Subcategory',
      patch: { category: null },
    });
  }
  if (filters.location) {
    const around =
      filters.location.lat !== null ? ` · ${filters.radius ?? DEFAULT_RADIUS_KM} km` : '';
    chips.push({
      key: 'location',
      label: `Near ${filters.location.label}${around}`,
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
      label: `${shortDate(filters.startDate)} – ${shortDate(filters.endDate)}`,
      patch: { startDate: null, endDate: null },
    });
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const label =
      filters.minPrice !== null && filters.maxPrice !== null
        ? `${dollars(filters.minPrice)} – ${dollars(filters.maxPrice)}`
        : filters.minPrice !== null
          ? `From ${dollars(filters.minPrice)}`
          : `Up to ${dollars(filters.maxPrice!)}`;
    chips.push({ key: 'price', label, patch: { minPrice: null, maxPrice: null } });
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
      <span className="sr-only">Active filters:</span>
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
              <span className="sr-only">, remove this filter</span>
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
          Clear all
        </button>
      )}
    </div>
  );
}
