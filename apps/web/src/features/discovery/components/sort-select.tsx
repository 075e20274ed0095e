import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { SORT_LABELS, SORT_KEYS, type SearchFilters, type SortKey } from '../utils/search-filters';
import { SelectChevron } from './search-form';

/** What the API sorts by when no sort is chosen: best match with words, else newest. */
export const defaultSort = (filters: Pick<SearchFilters, 'keyword'>): SortKey =>
  filters.keyword.trim() ? 'relevance' : 'newest';

/** The sorts that make sense for this search (nearest needs a place, best match needs words). */
export function sortChoices(filters: Pick<SearchFilters, 'keyword' | 'location'>): SortKey[] {
  const hasPoint = Boolean(filters.location && filters.location.lat !== null);
  return SORT_KEYS.filter(
    (key) =>
      !(key === 'relevance' && !filters.keyword.trim()) && !(key === 'distance' && !hasPoint),
  );
}

export function SortSelect({
  filters,
  value,
  onChange,
  className,
  compact = false,
}: {
  filters: Pick<SearchFilters, 'keyword' | 'location'>;
  value: SortKey | null;
  /** null when the default is chosen, so the URL stays short. */
  onChange: (sort: SortKey | null) => void;
  className?: string;
  compact?: boolean;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const fallback = defaultSort(filters);
  const current = value ?? fallback;
  return (
    <div className={cn(compact ? 'flex items-center gap-2' : '', className)}>
      <label
        htmlFor={id}
        className={cn(
          'text-sm font-semibold text-slate-800 dark:text-slate-200',
          compact ? 'shrink-0' : 'mb-1.5 block',
        )}
      >
        <Trans>Sort by</Trans>
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={id}
          value={current}
          onChange={(event) => {
            const next = event.target.value as SortKey;
            onChange(next === fallback ? null : next);
          }}
          className={
            compact
              ? 'block h-10 w-full min-w-0 cursor-pointer appearance-none rounded-xl border border-slate-300 bg-white ps-3 pe-10 text-sm text-slate-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:focus:outline-brand-400'
              : inputClass(false, 'cursor-pointer appearance-none pe-10')
          }
          data-testid="sort-select"
        >
          {sortChoices(filters).map((key) => (
            <option key={key} value={key}>
              {i18n._(SORT_LABELS[key])}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
    </div>
  );
}
