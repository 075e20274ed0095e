import { useId } from 'react';
import { SearchBox, SelectFilter } from './console-ui';

/** The filter row of both messages tabs: a search and a status, kept in the URL by the caller. */
export function MessagesFilters({
  search,
  status,
  values,
  onChange,
}: {
  search: { label: string; placeholder: string };
  status: { label: string; options: readonly (readonly [string, string])[] };
  values: { q: string; status: string };
  onChange: (change: { q: string } | { status: string }) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div className="sm:col-span-2">
        <SearchBox
          id={`${id}-q`}
          label={search.label}
          value={values.q}
          placeholder={search.placeholder}
          onSearch={(q) => onChange({ q })}
        />
      </div>
      <SelectFilter
        id={`${id}-status`}
        label={status.label}
        value={values.status}
        options={status.options}
        onChange={(value) => onChange({ status: value })}
      />
    </div>
  );
}
