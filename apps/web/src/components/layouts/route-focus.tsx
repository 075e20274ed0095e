import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';

// Module-level, so moving between layouts (public → admin) still counts as a navigation,
// and the first page load (or React's double effect in development) does not.
let lastPathname: string | null = null;

/**
 * Focus management on route change: after a navigation to another path, focus moves to the
 * new page's <h1> (else the main region), so keyboard and screen-reader users start at the
 * new content and hear its title. Query-string changes (pagination, filters) keep the focus.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = lastPathname;
    lastPathname = pathname;
    if (previous === null || previous === pathname) return;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // A page that focused its own field (the 2FA code) keeps it.
    const active = document.activeElement;
    if (active && main.contains(active) && active.matches('input, textarea, select')) return;
    const heading = main.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (heading && !heading.hasAttribute('tabindex')) {
      heading.setAttribute('tabindex', '-1');
      heading.setAttribute('data-route-focus', '');
    }
    target.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
