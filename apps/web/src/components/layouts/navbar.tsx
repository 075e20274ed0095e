import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutDashboard, Menu, Plus, X } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/ui/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { useCurrentUser, useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useSessionStore } from '@/stores/session-store';
import { AboutMenu } from './about-menu';
import { ABOUT_LINKS } from './nav-links';
import { DirectionToggle, ThemeToggle } from './preference-toggles';
import { LanguageMenu } from './language-menu';
import { useSignedInNav } from './use-signed-in-nav';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-10 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold transition-colors hover:bg-slate-100 dark:hover:bg-slate-800',
    isActive
      ? 'text-brand-700 dark:text-brand-400'
      : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
  );

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center rounded-xl px-3 py-3 text-base font-semibold transition-colors hover:bg-slate-100 dark:hover:bg-slate-800',
    isActive ? 'text-brand-700 dark:text-brand-400' : 'text-slate-800 dark:text-slate-200',
  );

export function Navbar() {
  const { t, i18n } = useLingui();
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const token = useSessionStore((state) => state.token);
  const user = useCurrentUser();
  const userQuery = useUser();
  // The cart and message badges, the account menu: loaded once someone is signed in.
  const signedInNav = useSignedInNav(Boolean(user));

  // Close the mobile menu on every navigation.
  const [lastKey, setLastKey] = useState(location.key);
  if (lastKey !== location.key) {
    setLastKey(location.key);
    setMobileOpen(false);
  }

  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/75 dark:border-slate-800/80 dark:bg-slate-950/90 dark:supports-[backdrop-filter]:bg-slate-950/75">
      <Container className="flex h-16 items-center justify-between gap-4">
        <div className="flex items-center gap-6">
          <Link
            to={paths.home}
            className="flex shrink-0 items-center rounded-lg"
            aria-label={t`${APP_NAME} home`}
            data-testid="navbar-logo"
          >
            <Logo />
          </Link>
          <nav aria-label={t`Main`} className="hidden md:block">
            <ul className="flex items-center gap-1">
              <li>
                <NavLink to={paths.home} end className={navLinkClass}>
                  <Trans>Home</Trans>
                </NavLink>
              </li>
              <li>
                <AboutMenu links={ABOUT_LINKS} />
              </li>
              <li>
                <NavLink to={paths.addListing} className={navLinkClass}>
                  <Plus className="size-4" aria-hidden="true" />
                  <Trans>Add Listing</Trans>
                </NavLink>
              </li>
              {user && (
                <li>
                  <NavLink to={paths.dashboard} className={navLinkClass} end>
                    <LayoutDashboard className="size-4" aria-hidden="true" />
                    <Trans>Dashboard</Trans>
                  </NavLink>
                </li>
              )}
            </ul>
          </nav>
        </div>

        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageMenu />
          <ThemeToggle />
          <DirectionToggle />
          {user ? (
            signedInNav ? (
              <signedInNav.SignedInActions user={user} />
            ) : (
              // Their code is on its way (just after a login): hold their place.
              <Skeleton className="ms-2 h-8 w-24 rounded-full" />
            )
          ) : token && userQuery.isFetching ? (
            // The user is loading (a token is stored): hold the place, no guest buttons.
            <Skeleton className="ms-2 hidden h-8 w-24 rounded-full md:block" />
          ) : token ? (
            // The user could not be loaded (offline?): the dashboard checks again.
            <Link
              to={paths.dashboard}
              className={buttonClass('outline', 'sm', 'ms-2 hidden md:inline-flex')}
            >
              <Trans>Dashboard</Trans>
            </Link>
          ) : (
            <div className="ms-2 hidden items-center gap-2 md:flex">
              <Link to={paths.login} className={buttonClass('ghost', 'sm')}>
                <Trans>Sign In</Trans>
              </Link>
              <Link to={paths.signup} className={buttonClass('primary', 'sm')}>
                <Trans>Get Started</Trans>
              </Link>
            </div>
          )}
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-label={mobileOpen ? t`Close menu` : t`Open menu`}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((value) => !value)}
            data-testid="mobile-menu-toggle"
          >
            {mobileOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </Container>

      <div
        id="mobile-menu"
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white md:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <Container className="py-4">
          <nav aria-label={t`Mobile`}>
            <ul className="space-y-1">
              <li>
                <NavLink to={paths.home} end className={mobileLinkClass}>
                  <Trans>Home</Trans>
                </NavLink>
              </li>
              <li className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase rtl:tracking-normal dark:text-slate-400">
                <Trans>About</Trans>
              </li>
              {ABOUT_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={mobileLinkClass}>
                    {i18n._(link.label)}
                  </NavLink>
                </li>
              ))}
              <li className="pt-2">
                <NavLink to={paths.addListing} className={mobileLinkClass}>
                  <Plus className="me-2 size-5" aria-hidden="true" />
                  <Trans>Add Listing</Trans>
                </NavLink>
              </li>
            </ul>
          </nav>
          {user ? (
            signedInNav && (
              <signedInNav.SignedInMobileMenu user={user} linkClass={mobileLinkClass} />
            )
          ) : (
            <div className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
              <Link to={paths.login} className={buttonClass('outline', 'md')}>
                <Trans>Sign In</Trans>
              </Link>
              <Link to={paths.signup} className={buttonClass('primary', 'md')}>
                <Trans>Get Started</Trans>
              </Link>
            </div>
          )}
        </Container>
      </div>
    </header>
  );
}
