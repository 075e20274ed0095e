import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '@ownless/shared';
import { ChevronDown, LayoutDashboard, LoaderCircle, LogOut, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth';
import { useMenu } from '@/hooks/use-menu';
import { cn } from '@/lib/cn';

const itemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start text-sm font-medium text-slate-800 transition-colors hover:bg-slate-100 focus-visible:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

/**
 * The avatar with the first name and a menu (Profile and Logout in the navbar,
 * Account Profile and Logout in the admin top bar). A disclosure: arrow keys move between
 * the items, Escape or a click outside closes it.
 */
export function AccountMenu({
  user,
  profileLabel,
  showDashboard = false,
}: {
  user: CurrentUser;
  profileLabel?: string;
  showDashboard?: boolean;
}) {
  const { t } = useLingui();
  const { open, setOpen, rootProps, buttonProps, panelProps } = useMenu('[data-menu-item]');
  const firstName = user.firstName;
  const { logout, isPending } = useLogout();
  const location = useLocation();

  const [lastKey, setLastKey] = useState(location.key);
  if (lastKey !== location.key) {
    setLastKey(location.key);
    setOpen(false);
  }

  return (
    <div {...rootProps}>
      <button
        {...buttonProps}
        aria-label={t`Account menu for ${firstName}`}
        className="flex h-10 items-center gap-2 rounded-full ps-1 pe-2 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
        data-testid="account-menu-button"
      >
        <Avatar src={user.profilePicture} className="size-8" />
        <bdi className="hidden max-w-[8rem] truncate sm:inline">{user.firstName}</bdi>
        <ChevronDown
          className={cn('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div
        {...panelProps}
        className="absolute end-0 top-full z-40 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40"
      >
        <div className="border-b border-slate-200 px-3 pt-1 pb-3 dark:border-slate-800">
          <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">
            <bdi>{user.fullName}</bdi>
          </p>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">
            <bdi>{user.email}</bdi>
          </p>
        </div>
        <ul className="pt-2">
          {showDashboard && (
            <li>
              <Link to={paths.dashboard} className={itemClass} data-menu-item="">
                <LayoutDashboard className="size-4 text-slate-500" aria-hidden="true" />
                <Trans>Dashboard</Trans>
              </Link>
            </li>
          )}
          <li>
            <Link to={paths.profile} className={itemClass} data-menu-item="">
              <UserRound className="size-4 text-slate-500" aria-hidden="true" />
              {profileLabel ?? t`Profile`}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={itemClass}
              data-menu-item=""
              disabled={isPending}
              onClick={() => void logout()}
              data-testid="logout-button"
            >
              {isPending ? (
                <LoaderCircle className="size-4 animate-spin text-slate-500" aria-hidden="true" />
              ) : (
                <LogOut className="size-4 text-slate-500 rtl:-scale-x-100" aria-hidden="true" />
              )}
              {isPending ? t`Signing out…` : t`Logout`}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
