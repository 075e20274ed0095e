import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from 'react-router';
import { ScrollRestoration } from '@/lib/scroll-restoration';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/ui/logo';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { NavigationProgress } from './navigation-progress';
import { RouteFocus } from './route-focus';
import { DirectionToggle, ThemeToggle } from './preference-toggles';
import { LanguageMenu } from './language-menu';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Stand-alone pages (coming soon, maintenance): logo and toggles, no site navigation. */
export function MinimalLayout() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-white to-white dark:from-brand-950/40 dark:via-slate-950 dark:to-slate-950">
      <SkipLink />
      <NavigationProgress />
      <RouteFocus />
      <header>
        <Container className="flex h-16 items-center justify-between">
          <Link to={paths.home} aria-label={t`${APP_NAME} home`} className="rounded-lg">
            <Logo />
          </Link>
          <div className="flex items-center gap-1">
            <LanguageMenu />
            <ThemeToggle />
            <DirectionToggle />
          </div>
        </Container>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="flex flex-1 items-center focus:outline-none"
      >
        <Outlet />
      </main>
      <footer>
        <Container className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            © {year} {APP_NAME}. All rights reserved.
          </Trans>
        </Container>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
