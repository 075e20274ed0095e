import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useNavigate } from 'react-router';
import { ScrollRestoration } from '@/lib/scroll-restoration';
import { PageSpinner } from '@/components/ui/spinner';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useSessionStore } from '@/stores/session-store';
import { NavigationProgress } from '../navigation-progress';
import { RouteFocus } from '../route-focus';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';
import { AdminTopBar } from './admin-top-bar';
import { Sidebar } from './sidebar';

function AdminFooter() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 px-4 py-5 text-sm text-slate-600 sm:px-6 dark:border-slate-800 dark:text-slate-400">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <Trans>
            © {year} {APP_NAME}. All rights reserved.
          </Trans>
        </p>
        <nav aria-label={t`Footer`}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            <li>
              <Link to={paths.faqs} className="hover:text-brand-700 dark:hover:text-brand-400">
                <Trans>Help</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.terms} className="hover:text-brand-700 dark:hover:text-brand-400">
                <Trans>Terms</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.privacy} className="hover:text-brand-700 dark:hover:text-brand-400">
                <Trans>Privacy</Trans>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

/**
 * The signed-in area (/admin): sidebar, top bar, page, footer. The route guard has loaded the
 * user before this renders; when the session ends here (logout in another tab, a rejected
 * token), it leaves for the login page.
 */
export function AdminLayout() {
  const token = useSessionStore((state) => state.token);
  const user = useCurrentUser();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) void navigate(paths.login, { replace: true });
  }, [token, navigate]);

  if (!user) return <PageSpinner />;

  return (
    <div className="flex min-h-dvh bg-slate-50 dark:bg-slate-950">
      <SkipLink />
      <NavigationProgress />
      <RouteFocus />
      <Sidebar user={user} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminTopBar user={user} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <AdminFooter />
      </div>
      <ScrollRestoration />
    </div>
  );
}
