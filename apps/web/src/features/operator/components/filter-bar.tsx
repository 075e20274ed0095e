import type { ReactNode } from 'react';
import { SearchBox, SelectFilter } from './console-ui';

/**
 * The filters above a console list: a search box across the full width, then the
 * filters four to a row (two on a tablet, one on a phone).
 */
export function FilterBar({
  id,
  search,
  children,
}: {
  id: string;
  search: { label: string; placeholder: string; value: string; onSearch: (q: string) => void };
  children: ReactNode;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="sm:col-span-2 lg:col-span-4">
        <SearchBox id={`${id}-q`} {...search} />
      </div>
      {children}
    </div>
  );
}

/** A select filter bound to one URL key of `useUrlState`. */
export const urlSelect =
  <K extends string>(
    id: string,
    values: Record<K, string>,
    set: (changes: Partial<Record<K, string>>) => void,
  ) =>
  (key: K, label: string, options: readonly (readonly [string, string])[]) => (
    <SelectFilter
      id={`${id}-${key}`}
      label={label}
      value={values[key]}
      options={options}
      onChange={(value) => set({ [key]: value } as Partial<Record<K, string>>)}
    />
  );
