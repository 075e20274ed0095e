import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '@ownless/shared';
import { Menu, PanelLeftClose, PanelLeftOpen, Search, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSidebarStore } from '@/stores/sidebar-store';
import { AccountMenu } from '../account-menu';
import { DirectionToggle, ThemeToggle } from '../preference-toggles';
import { LanguageMenu } from '../language-menu';
import { SIDEBAR_ID, SIDEBAR_TOGGLE_ID } from './sidebar';

const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/** Search the listings from anywhere in the dashboard: the keyword goes to /grid. */
function SearchForm({ className, autoFocus }: { className?: string; autoFocus?: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    void navigate(trimmed ? `${paths.grid}?keyword=${encodeURIComponent(trimmed)}` : paths.grid);
  };
  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative', className)}>
      <label htmlFor={`${id}-q`} className="sr-only">
        <Trans>Search listings</Trans>
      </label>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        id={`${id}-q`}
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t`Search your keyword`}
        autoFocus={autoFocus}
        enterKeyHint="search"
        className="h-10 w-full min-w-0 rounded-xl border border-slate-200 bg-slate-50 ps-9 pe-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-transparent focus:bg-white focus:outline-2 focus:outline-brand-600 dark:border-slate-700 dark:bg-slate-800 dark:text-white dark:focus:bg-slate-900 dark:focus:outline-brand-400"
        data-testid="admin-search"
      />
    </form>
  );
}

/** Sidebar toggle, search, preferences and the account menu: the admin top bar. */
export function AdminTopBar({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const collapsed = useSidebarStore((state) => state.collapsed);
  const narrow = useSidebarStore((state) => state.narrow);
  const dispatch = useSidebarStore((state) => state.dispatch);
  const [searchOpen, setSearchOpen] = useState(false);

  const toggleLabel = narrow
    ? collapsed
      ? t`Open the menu`
      : t`Close the menu`
    : collapsed
      ? t`Expand the sidebar`
      : t`Collapse the sidebar`;
  const ToggleIcon = narrow ? (collapsed ? Menu : X) : collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90 dark:supports-[backdrop-filter]:bg-slate-950/75">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <button
          id={SIDEBAR_TOGGLE_ID}
          type="button"
          className={iconButton}
          onClick={() => dispatch({ type: 'toggle-collapsed' })}
          aria-controls={SIDEBAR_ID}
          aria-expanded={!collapsed}
          aria-label={toggleLabel}
          title={toggleLabel}
          data-testid="sidebar-toggle"
        >
          <ToggleIcon className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
        <SearchForm className="hidden max-w-md flex-1 sm:block" />
        <div className="ms-auto flex items-center gap-1">
          <button
            type="button"
            className={cn(iconButton, 'sm:hidden')}
            aria-label={searchOpen ? t`Close search` : t`Search listings`}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((value) => !value)}
          >
            {searchOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Search className="size-5" aria-hidden="true" />
            )}
          </button>
          <LanguageMenu />
          <ThemeToggle />
          <DirectionToggle />
          <div className="ms-1">
            <AccountMenu user={user} profileLabel={t`Account Profile`} />
          </div>
        </div>
      </div>
      {searchOpen && (
        <div className="border-t border-slate-200 px-3 py-2 sm:hidden dark:border-slate-800">
          <SearchForm autoFocus />
        </div>
      )}
    </header>
  );
}
