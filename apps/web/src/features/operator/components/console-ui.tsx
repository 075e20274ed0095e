import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { SearchIconInput } from '@/components/ui/search-icon-input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { dateTimeFormat } from '@/lib/i18n';

export const selectClass =
  'block h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus:outline-2 focus:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white';

/** A labelled filter control of a console list. */
export function FilterField({
  id,
  label,
  children,
  className,
}: {
  id: string;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <label
        htmlFor={id}
        className="mb-1 block text-xs font-semibold text-slate-700 dark:text-slate-300"
      >
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The search box of a console list: typed text is applied on Enter or when the box loses
 * focus (one request per search, not per key), and kept in the URL by the caller.
 */
export function SearchBox({
  id,
  label,
  value,
  placeholder,
  onSearch,
}: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  return (
    <form
      role="search"
      className="min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onSearch(String(data.get('q') ?? ''));
      }}
    >
      <label
        htmlFor={id}
        className="mb-1 block text-xs font-semibold text-slate-700 dark:text-slate-300"
      >
        {label}
      </label>
      <SearchIconInput>
        <input
          key={value}
          id={id}
          name="q"
          type="search"
          defaultValue={value}
          placeholder={placeholder}
          onBlur={(event) => {
            if (event.currentTarget.value.trim() !== value) onSearch(event.currentTarget.value);
          }}
          className="block h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white ps-9 pe-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus:outline-2 focus:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
        />
      </SearchIconInput>
    </form>
  );
}

/** A select filter of a console list: options as [value, label] pairs, the first the default. */
export function SelectFilter({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <FilterField id={id} label={label}>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** Says a list is narrowed to one user, listing or target, with a button back to all. */
export function ShowingOnly({
  children,
  onShowAll,
}: {
  children: ReactNode;
  onShowAll: () => void;
}) {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      <Trans>Showing {children} only.</Trans>{' '}
      <button
        type="button"
        className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
        onClick={onShowAll}
      >
        <Trans>Show all</Trans>
      </button>
    </p>
  );
}

/** A coloured pill for a status word. */
export function StatusPill({
  tone,
  children,
}: {
  tone: 'good' | 'bad' | 'warn' | 'neutral';
  children: ReactNode;
}) {
  const tones = {
    good: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/30',
    bad: 'bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-400/10 dark:text-red-300 dark:ring-red-400/30',
    warn: 'bg-amber-50 text-amber-900 ring-amber-600/20 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30',
    neutral:
      'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-400/10 dark:text-slate-300 dark:ring-slate-400/30',
  };
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** The frame of a console table: scrolls sideways on a narrow screen instead of squeezing. */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className="w-full min-w-[40rem] text-start text-sm">{children}</table>
    </div>
  );
}

export const thClass =
  'px-4 py-3 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase rtl:tracking-normal dark:text-slate-400';
export const tdClass = 'px-4 py-3 align-top text-slate-800 dark:text-slate-200';

export const formatWhen = (iso: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** One server page of a console list, as every /admin list endpoint answers it. */
export interface ConsolePage<T> {
  items: T[];
  per_page: number;
  total: number;
}

/**
 * A console list paged on the server: skeleton rows while the first page loads, an error
 * with a retry, an empty state, or the table with its pagination. `aria-busy` while a new
 * page or filter is fetched, so screen readers wait for the rows.
 */
export function ConsoleTable<T>({
  query,
  paging,
  label,
  headers,
  renderRows,
  errorTitle,
  empty,
  toolbar,
}: {
  query: UseQueryResult<ConsolePage<T>>;
  /** The page shown and the URL setter of `useUrlState` (the page is kept in the URL). */
  paging: { page: number; set: (changes: { page: number }) => void };
  /** Names the table, its scroll region and its pagination. */
  label: string;
  /** The header cells, each a <th scope="col">. */
  headers: ReactNode;
  renderRows: (items: T[]) => ReactNode;
  errorTitle: string;
  /** What an empty page says; the message defaults to "Try another search or fewer filters." */
  empty: { icon: ReactNode; title: string; message?: string };
  /** Shown above the table when there are rows (bulk actions). */
  toolbar?: ReactNode;
}) {
  const { t } = useLingui();
  let content;
  if (query.isPending) {
    content = (
      <div className="space-y-2" aria-hidden="true">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-12" />
        ))}
      </div>
    );
  } else if (query.isError) {
    content = <QueryError query={query} title={errorTitle} />;
  } else if (query.data.items.length === 0) {
    content = (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        message={empty.message ?? t`Try another search or fewer filters.`}
      />
    );
  } else {
    content = (
      <>
        {toolbar}
        <TableFrame label={label}>
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-slate-200 dark:border-slate-800">
            <tr>{headers}</tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {renderRows(query.data.items)}
          </tbody>
        </TableFrame>
        <Pagination
          className="mt-4"
          page={paging.page}
          perPage={query.data.per_page}
          total={query.data.total}
          onPageChange={(page) => paging.set({ page })}
          label={t`${label} pages`}
        />
      </>
    );
  }
  return <div aria-busy={query.isFetching || undefined}>{content}</div>;
}

/** Column headers from their labels; an empty label is read as "Actions" by screen readers. */
export function HeaderCells({ labels }: { labels: readonly string[] }) {
  return labels.map((text, index) => (
    <th key={text || index} scope="col" className={thClass}>
      {text || (
        <span className="sr-only">
          <Trans>Actions</Trans>
        </span>
      )}
    </th>
  ));
}
