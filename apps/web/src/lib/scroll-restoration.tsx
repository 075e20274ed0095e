import { useContext, useLayoutEffect } from 'react';
import {
  ScrollRestoration as RouterScrollRestoration,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useLocation,
} from 'react-router';

/**
 * Scrolls to `y` again each time the page grows, while it is still too short for it (parts
 * below the fold, or data, arriving after the first render), for up to 3 s or until the reader
 * scrolls, types or taps. Returns the cancellation.
 */
function keepScrollingTo(y: number): (() => void) | undefined {
  if (Math.abs(window.scrollY - y) < 1 || typeof ResizeObserver === 'undefined') return;
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const input of inputs) window.removeEventListener(input, stop);
  };
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  });
  observer.observe(document.body);
  const timer = setTimeout(stop, 3000);
  for (const input of inputs) window.addEventListener(input, stop, { passive: true });
  return stop;
}

/**
 * Where the window scrolls after a navigation, by React Router's `<ScrollRestoration />`: back
 * to the remembered position on Back and Forward (also after a reload), to the `#hash` target,
 * else to the top unless the navigation asked to stay (`preventScrollReset`, for filters and
 * pagination). A page still too short for the remembered position when it shows is scrolled
 * again as it grows.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const restore = useContext(DataRouterStateContext)?.restoreScrollPosition;
  // After React Router's own restoration (a child's layout effects run first).
  useLayoutEffect(() => {
    if (typeof restore === 'number') return keepScrollingTo(restore);
  }, [location, restore]);
  return <RouterScrollRestoration />;
}
