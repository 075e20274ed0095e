import { useSyncExternalStore } from 'react';

/**
 * The page's scroll position as last seen: read in scroll events and in an animation frame
 * after the first subscription, never while React renders or commits. Reading `scrollY` with
 * the page just changed makes the browser restyle and lay it out on the spot, inside React's
 * commit, which turned the first commit into one long task (total blocking time on a phone).
 */
let lastY = 0;
const listeners = new Set<() => void>();

function read() {
  const y = window.scrollY;
  if (y === lastY) return;
  lastY = y;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('scroll', read, { passive: true });
    // Where the page stands now (restored after a reload, say), read when the frame is drawn.
    requestAnimationFrame(read);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      window.removeEventListener('scroll', read);
      // Unheard from now on: a later subscriber starts from the top until its frame reads.
      lastY = 0;
    }
  };
}

/** True once the page is scrolled further than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => lastY > threshold,
    () => false,
  );
}
