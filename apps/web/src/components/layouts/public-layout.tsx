import { Outlet } from 'react-router';
import { ScrollRestoration } from '@/lib/scroll-restoration';
import { BackToTop } from '@/components/ui/back-to-top';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { NavigationProgress } from './navigation-progress';
import { RouteFocus } from './route-focus';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Navbar, main content and footer for every public page. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <RouteFocus />
      <Navbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <BackToTop />
      <ScrollRestoration />
    </div>
  );
}
