import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutGrid, List, Map as MapIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { ResultsLayout } from './search-results';

export type ResultsAside = 'none' | 'sidebar' | 'map';

const PAGES: Record<ResultsAside, Record<ResultsLayout, string>> = {
  none: { grid: paths.grid, list: paths.list },
  sidebar: { grid: paths.gridSidebar, list: paths.listSidebar },
  map: { grid: paths.gridMap, list: paths.listMap },
};

/** The page of a layout and an aside: /grid, /list-sidebar, /grid-map… */
export const pageFor = (layout: ResultsLayout, aside: ResultsAside) => PAGES[aside][layout];

const itemClass = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors',
    active
      ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-900/10 dark:bg-slate-700 dark:text-white dark:ring-white/10'
      : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
  );

/** Grid or list, and the map beside or not; the search (query string) goes along. */
export function ViewSwitch({ layout, aside }: { layout: ResultsLayout; aside: ResultsAside }) {
  const { t } = useLingui();
  const { search } = useLocation();
  const to = (nextLayout: ResultsLayout, nextAside: ResultsAside) =>
    `${pageFor(nextLayout, nextAside)}${search}`;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="view-switch">
      <nav
        aria-label={t`Results layout`}
        className="inline-flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
      >
        <Link
          to={to('grid', aside)}
          aria-current={layout === 'grid' ? 'page' : undefined}
          className={itemClass(layout === 'grid')}
        >
          <LayoutGrid className="size-4" aria-hidden="true" />
          <Trans>Grid</Trans>
        </Link>
        <Link
          to={to('list', aside)}
          aria-current={layout === 'list' ? 'page' : undefined}
          className={itemClass(layout === 'list')}
        >
          <List className="size-4" aria-hidden="true" />
          <Trans>List</Trans>
        </Link>
      </nav>
      <Link
        to={to(layout, aside === 'map' ? 'sidebar' : 'map')}
        className={cn(
          'inline-flex h-11 items-center gap-1.5 rounded-xl border px-3 text-sm font-semibold whitespace-nowrap transition-colors',
          aside === 'map'
            ? 'border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-400/10 dark:text-brand-300'
            : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
        )}
      >
        <MapIcon className="size-4" aria-hidden="true" />
        {aside === 'map' ? <Trans>Hide map</Trans> : <Trans>Map</Trans>}
      </Link>
    </div>
  );
}
