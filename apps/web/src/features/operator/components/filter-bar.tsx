import type { ReactNode } from 'react';
import { SearchBox, SelectFilter } from './console-ui';

type Options = readonly (readonly [string, string])[];
/** A select filter bound to one URL key: `select('status', 'Status', [['', 'Any'], …])`. */
export type UrlSelect<K extends string> = (key: K, label: string, options: Options) => ReactNode;

/**
 * The filters above a console list, all kept in the URL (`useUrlState`'s values and set):
 * a search box (key `q`) across the full width, then the filters four to a row (two on a
 * tablet, one on a phone). `children` gets `select` to place each select filter.
 */
export function FilterBar<K extends string>({
  id,
  url: { values, set },
  search,
  children,
}: {
  id: string;
  url: {
    values: Record<K | 'q', string>;
    set: (changes: Record<string, string>) => void;
  };
  search: { label: string; placeholder: string };
  children: (select: UrlSelect<K>) => ReactNode;
}) {
  const select: UrlSelect<K> = (key, label, options) => (
    <SelectFilter
      id={`${id}-${key}`}
      label={label}
      value={values[key]}
      options={options}
      onChange={(value) => set({ [key]: value })}
    />
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="sm:col-span-2 lg:col-span-4">
        <SearchBox id={`${id}-q`} {...search} value={values.q} onSearch={(q) => set({ q })} />
      </div>
      {children(select)}
    </div>
  );
}
