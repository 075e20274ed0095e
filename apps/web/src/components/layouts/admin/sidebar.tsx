import { useCallback, useEffect, useId, useRef } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '@ownless/shared';
import { ChevronDown, Compass, X } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo, LogoMark } from '@/components/ui/logo';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/use-media-query';
import { isSeller } from '@/lib/access';
import { cn } from '@/lib/cn';
import { groupDigits } from '@/lib/i18n';
import { launchTour } from '@/lib/tour-launcher';
import { chatUnreadCount, useChatStore } from '@/stores/chat-store';
import { NARROW_SIDEBAR_QUERY, useSidebarStore } from '@/stores/sidebar-store';
import {
  CHAT_LINK,
  DASHBOARD_LINK,
  SIDEBAR_GROUPS_CONFIG,
  groupForPath,
  isLinkActive,
  type SidebarGroupConfig,
} from './sidebar-nav';

export const SIDEBAR_ID = 'admin-sidebar';
export const SIDEBAR_TOGGLE_ID = 'admin-sidebar-toggle';

/** Groups listed below Chat, in config order: Account Management, then Operator. */
const AFTER_CHAT: readonly SidebarGroupConfig['id'][] = ['account', 'operator'];

function CountBadge({ count, rail }: { count: number; rail: boolean }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-[0.6875rem] font-bold text-white dark:bg-brand-500',
        rail ? 'absolute -end-1 -top-1 ring-2 ring-white dark:ring-slate-900' : 'ms-auto',
      )}
    >
      {count > 99 ? `${groupDigits(99)}+` : groupDigits(count)}
    </span>
  );
}

const rowClass = (active: boolean, rail: boolean) =>
  cn(
    'relative flex items-center gap-3 rounded-xl text-sm font-semibold transition-colors',
    rail ? 'size-11 justify-center' : 'min-h-11 w-full px-3 py-2',
    active
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-400/10 dark:text-brand-300'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  );

function Group({
  group,
  open,
  rail,
  count,
  pathname,
  onToggle,
}: {
  group: SidebarGroupConfig;
  open: boolean;
  rail: boolean;
  count: number;
  pathname: string;
  onToggle: () => void;
}) {
  const { i18n } = useLingui();
  const listId = useId();
  const label = i18n._(group.label);
  const Icon = group.icon;
  const active = groupForPath(pathname) === group.id;
  const expanded = open && !rail;
  return (
    <li>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={listId}
        title={rail ? label : undefined}
        className={rowClass(active && !expanded, rail)}
        data-testid={`sidebar-group-${group.id}`}
        data-active={active || undefined}
      >
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        <span className={rail ? 'sr-only' : 'min-w-0 flex-1 truncate text-start'}>{label}</span>
        {count > 0 && (
          <span className="sr-only">
            {plural(count, {
              one: ', # needs your attention',
              other: ', # need your attention',
            })}
          </span>
        )}
        <CountBadge count={count} rail={rail} />
        {!rail && (
          <ChevronDown
            className={cn('size-4 shrink-0 transition-transform', expanded && 'rotate-180')}
            aria-hidden="true"
          />
        )}
      </button>
      <ul
        id={listId}
        hidden={!expanded}
        className="mt-1 space-y-0.5 border-s border-slate-200 ps-3 ms-5 dark:border-slate-800"
      >
        {group.links.map((link) => {
          const current = isLinkActive(link, pathname);
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block rounded-lg px-3 py-2 text-sm transition-colors',
                  current
                    ? 'bg-brand-50 font-semibold text-brand-800 dark:bg-brand-400/10 dark:text-brand-300'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
                )}
              >
                {i18n._(link.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/**
 * The collapsible admin sidebar. Its state machine is the pure reducer in
 * stores/sidebar-reducer.ts. Wide screens: full or an icon rail; below 580 px it collapses by
 * itself and opens as a drawer over the page.
 */
export function Sidebar({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const collapsed = useSidebarStore((state) => state.collapsed);
  const narrow = useSidebarStore((state) => state.narrow);
  const open = useSidebarStore((state) => state.open);
  const counts = useSidebarStore((state) => state.counts);
  const dispatch = useSidebarStore((state) => state.dispatch);
  const unread = useChatStore(chatUnreadCount);
  const isNarrow = useMediaQuery(NARROW_SIDEBAR_QUERY);

  // Auto-collapse below 580 px (SIDEBAR_COLLAPSE_BELOW).
  useEffect(() => {
    dispatch({ type: 'viewport', narrow: isNarrow });
  }, [isNarrow, dispatch]);

  // Entering a page opens its group (when this user sees it: a renter on a listing's page
  // keeps their groups as they are); on a phone the drawer closes after each navigation.
  const pageGroup = groupForPath(pathname);
  const pageGroupShown =
    pageGroup !== null && SIDEBAR_GROUPS_CONFIG.some((g) => g.id === pageGroup && g.visible(user));
  useEffect(() => {
    if (pageGroup && pageGroupShown) dispatch({ type: 'open-group', group: pageGroup });
    if (useSidebarStore.getState().narrow) dispatch({ type: 'set-collapsed', collapsed: true });
  }, [pathname, pageGroup, pageGroupShown, dispatch]);

  const drawerOpen = narrow && !collapsed;
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  /** Closes the phone drawer and gives the focus back to the button that opened it. */
  const closeDrawer = useCallback(() => {
    dispatch({ type: 'set-collapsed', collapsed: true });
    requestAnimationFrame(() => document.getElementById(SIDEBAR_TOGGLE_ID)?.focus());
  }, [dispatch]);

  useEffect(() => {
    if (!drawerOpen) return;
    // The drawer covers the page: focus moves into it, Escape closes it.
    closeButtonRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen, closeDrawer]);

  const rail = collapsed && !narrow;
  const hidden = collapsed && narrow;
  const groups = SIDEBAR_GROUPS_CONFIG.filter((group) => group.visible(user));
  const dashboardActive = pathname.replace(/\/+$/, '') === DASHBOARD_LINK.to;
  const chatActive = pathname.startsWith(CHAT_LINK.to);
  const dashboardLabel = i18n._(DASHBOARD_LINK.label);
  const chatLabel = i18n._(CHAT_LINK.label);
  /** The groups before Chat (afterChat false) or after it (account, operator). */
  const groupItems = (afterChat: boolean) =>
    groups
      .filter((group) => AFTER_CHAT.includes(group.id) === afterChat)
      .map((group) => (
        <Group
          key={group.id}
          group={group}
          open={open[group.id]}
          rail={rail}
          count={group.countKey ? counts[group.countKey] : 0}
          pathname={pathname}
          onToggle={() => dispatch({ type: 'toggle-group', group: group.id })}
        />
      ));

  return (
    <>
      {drawerOpen && (
        <button
          type="button"
          aria-label={t`Close the menu`}
          className="fixed inset-0 z-30 bg-slate-900/40 backdrop-blur-[1px]"
          tabIndex={-1}
          onClick={closeDrawer}
        />
      )}
      <aside
        id={SIDEBAR_ID}
        aria-label={t`Dashboard`}
        hidden={hidden}
        data-collapsed={collapsed}
        data-testid="admin-sidebar"
        className={cn(
          'flex shrink-0 flex-col border-e border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
          narrow
            ? 'fixed inset-y-0 start-0 z-40 w-72 max-w-[85vw] shadow-2xl'
            : 'sticky top-0 h-dvh',
          !narrow && (rail ? 'w-[4.75rem]' : 'w-72'),
        )}
      >
        <div
          className={cn(
            'flex h-16 shrink-0 items-center border-b border-slate-200 dark:border-slate-800',
            rail ? 'justify-center' : 'px-5',
          )}
        >
          <Link to={paths.home} aria-label={t`${APP_NAME} home`} className="rounded-lg">
            {rail ? <LogoMark /> : <Logo compactBelow760={false} />}
          </Link>
          {drawerOpen && (
            <button
              ref={closeButtonRef}
              type="button"
              onClick={closeDrawer}
              aria-label={t`Close the menu`}
              className="ms-auto inline-flex size-10 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          )}
        </div>
        <nav aria-label={t`Dashboard menu`} className="min-h-0 flex-1 overflow-y-auto p-3">
          <ul className={cn('space-y-1', rail && 'flex flex-col items-center')}>
            <li>
              <NavLink
                to={DASHBOARD_LINK.to}
                end
                title={rail ? dashboardLabel : undefined}
                className={rowClass(dashboardActive, rail)}
              >
                <DASHBOARD_LINK.icon className="size-5 shrink-0" aria-hidden="true" />
                <span className={rail ? 'sr-only' : 'truncate'}>{dashboardLabel}</span>
              </NavLink>
            </li>
            {groupItems(false)}
            <li>
              <NavLink
                to={CHAT_LINK.to}
                title={rail ? chatLabel : undefined}
                className={rowClass(chatActive, rail)}
                data-testid="sidebar-chat"
              >
                <CHAT_LINK.icon className="size-5 shrink-0" aria-hidden="true" />
                <span className={rail ? 'sr-only' : 'min-w-0 flex-1 truncate'}>{chatLabel}</span>
                {unread > 0 && (
                  <span className="sr-only">
                    {plural(unread, { one: ', # unread', other: ', # unread' })}
                  </span>
                )}
                <CountBadge count={unread} rail={rail} />
              </NavLink>
            </li>
            {groupItems(true)}
          </ul>
        </nav>
        <div
          className={cn(
            'shrink-0 border-t border-slate-200 p-3 dark:border-slate-800',
            rail && 'flex justify-center',
          )}
        >
          <button
            type="button"
            // Start Tour: reset and expand the sidebar, then the seller or renter tour.
            onClick={() => {
              dispatch({ type: 'reset' });
              // After the expanded sidebar is on screen, so the tour finds its targets.
              window.setTimeout(() => launchTour(isSeller(user) ? 'seller' : 'renter', user), 150);
            }}
            title={rail ? t`Start Tour` : undefined}
            className={cn(
              rowClass(false, rail),
              !rail && 'border border-dashed border-slate-300 dark:border-slate-700',
            )}
            data-testid="start-tour"
          >
            <Compass className="size-5 shrink-0" aria-hidden="true" />
            <span className={rail ? 'sr-only' : 'truncate'}>
              <Trans>Start Tour</Trans>
            </span>
          </button>
        </div>
      </aside>
    </>
  );
}
