import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  type ReactNode,
} from 'react';
import {
  parsePath,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
  useNavigationType,
  type Location,
  type NavigateOptions,
  type Navigator,
  type NavigationType,
  type Path,
  type To,
} from 'react-router';

/**
 * The app's router: React Router's declarative mode over a history we hold ourselves, with
 * what its data router gave us and the declarative one does not (the data router is
 * 15 KB of a first visit's 120 KB budget):
 * - navigations run in a React transition, so the page on screen stays while the next page's
 *   code or its guard loads, and `useNavigationPending()` says so (the progress bar);
 * - `useLeaveCheck()` holds a navigation (a link, a redirect or the Back button) until the
 *   visitor answers, as the wizard's "Leave without saving?" does;
 * - `<ScrollRestoration />`: top of the page on a new visit, where you were on Back/Forward,
 *   and `preventScrollReset` for filters and pagination that stay put.
 */

/** The history the router reads and writes (the browser's, or a memory one in tests). */
export type AppHistory = ReturnType<typeof createBrowserHistory>;

let browser: AppHistory | undefined;
/** The browser's history, made on first use (never at import: tests have no window history). */
export function browserHistory(): AppHistory {
  browser ??= createBrowserHistory({ v5Compat: true });
  return browser;
}

/** True when leaving `from` for `to` must wait for the visitor's answer. */
export type LeaveCheck = (from: Location, to: Path) => boolean;

type RouterState = {
  action: NavigationType;
  location: Location;
  /** The navigation asked to keep the scroll position (filters, pagination). */
  preventScrollReset: boolean;
  /** This navigation, unique in the tab (`navigationId`). */
  id: string;
};

function toPath(to: To, from: Location): Path {
  const parsed = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: parsed.pathname ?? from.pathname,
    search: parsed.search ?? '',
    hash: parsed.hash ?? '',
  };
}

/**
 * Between the history and React: the navigator the router's links and `navigate` call, the
 * one navigation waiting for the visitor's answer, and the check that holds it. One per
 * router, so tests get their own.
 */
class HistoryControl {
  private check: LeaveCheck | null = null;
  private held: (() => void) | null = null;
  private listeners = new Set<() => void>();
  /** The location last handed to React (the history's own moves on before we know). */
  private current: Location;
  private keepScroll = false;
  private popsToSkip = 0;
  private popsToAllow = 0;
  private navigations = 0;
  readonly navigator: Navigator;

  constructor(private readonly history: AppHistory) {
    this.current = history.location;
    const go =
      (method: 'push' | 'replace') => (to: To, state?: unknown, opts?: NavigateOptions) => {
        this.attempt(toPath(to, this.current), () => {
          this.keepScroll = Boolean(opts?.preventScrollReset);
          rememberScroll(this.current.key);
          history[method](to, state);
        });
      };
    this.navigator = {
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: go('push'),
      replace: go('replace'),
    };
  }

  /** Calls `onChange` with each location React should show; returns the unsubscription. */
  listen(onChange: (state: RouterState) => void): () => void {
    return this.history.listen(({ action, location, delta }) => {
      if (action === 'POP') {
        // The browser going back to where we were, after a Back we held: nothing changed.
        if (this.popsToSkip > 0) {
          this.popsToSkip -= 1;
          return;
        }
        if (this.popsToAllow > 0) {
          this.popsToAllow -= 1;
        } else if (delta && this.asks(location)) {
          // Back or Forward already moved the browser: move it back, and ask.
          this.popsToSkip += 1;
          this.history.go(-delta);
          this.hold(() => {
            this.popsToAllow += 1;
            this.history.go(delta);
          });
          return;
        }
      }
      // Back and Forward change the address, not yet the page: the scroll is still its own.
      if (action === 'POP') rememberScroll(this.current.key);
      this.current = location;
      const preventScrollReset = this.keepScroll;
      this.keepScroll = false;
      this.navigations += 1;
      onChange({
        action,
        location,
        preventScrollReset,
        id: navigationId(this.history, this.navigations),
      });
    });
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  isHolding = () => this.held !== null;

  /** Makes `check` the one that decides; returns its removal. */
  setCheck(check: LeaveCheck): () => void {
    this.check = check;
    return () => {
      if (this.check === check) this.check = null;
      this.stay();
    };
  }

  proceed = () => {
    const go = this.held;
    this.held = null;
    this.notify();
    go?.();
  };

  stay = () => {
    this.held = null;
    this.notify();
  };

  private asks(to: Path): boolean {
    return this.check?.(this.current, to) ?? false;
  }

  /** Runs `go` now, or keeps it for `proceed()` when the check says to ask first. */
  private attempt(to: Path, go: () => void) {
    if (this.asks(to)) this.hold(go);
    else go();
  }

  private hold(go: () => void) {
    this.held = go;
    this.notify();
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

type NavigationControl = {
  pending: boolean;
  navigationId: string;
  preventScrollReset: boolean;
  control: HistoryControl;
};

const NavigationControlContext = createContext<NavigationControl | null>(null);

/**
 * React Router's `<Router>` over `history`. Every change of location is a transition: while
 * the next page suspends (its code, its guard), the current page stays on screen.
 */
export function NavigationRouter({
  history,
  children,
}: {
  history: AppHistory;
  children: ReactNode;
}) {
  const [control] = useState(() => new HistoryControl(history));
  const [pending, startTransition] = useTransition();
  const [state, setState] = useState<RouterState>(() => ({
    action: history.action,
    location: history.location,
    preventScrollReset: false,
    id: openingNavigationId(history),
  }));

  useLayoutEffect(() => control.listen((next) => startTransition(() => setState(next))), [control]);

  const value = useMemo(
    () => ({
      pending,
      navigationId: state.id,
      preventScrollReset: state.preventScrollReset,
      control,
    }),
    [pending, state.id, state.preventScrollReset, control],
  );

  return (
    <NavigationControlContext.Provider value={value}>
      <Router location={state.location} navigationType={state.action} navigator={control.navigator}>
        {children}
      </Router>
    </NavigationControlContext.Provider>
  );
}

const serials = new WeakMap<AppHistory, number>();
let lastSerial = 0;

/** `history`'s n-th navigation (0: the page it opened on), unique in the tab. */
function navigationId(history: AppHistory, n: number): string {
  let serial = serials.get(history);
  if (serial === undefined) {
    serial = ++lastSerial;
    serials.set(history, serial);
  }
  return `${serial}:${n}`;
}

/** The navigation of the page `history` opened on, known before its router renders. */
export function openingNavigationId(history: AppHistory): string {
  return navigationId(history, 0);
}

/**
 * Which navigation the page on screen belongs to, unique in the tab: a new one for each
 * navigation (Back and Forward included), so per-navigation work (a guard's check) runs again
 * when the visitor comes back to a page.
 */
export function useNavigationId(): string {
  return useContext(NavigationControlContext)?.navigationId ?? 'outside a router';
}

/** True while a navigation waits for the next page's code or guard. */
export function useNavigationPending(): boolean {
  return useContext(NavigationControlContext)?.pending ?? false;
}

/**
 * Holds navigations that `check` says need an answer. `holding` is true while one waits;
 * `proceed()` lets it through, `stay()` drops it. Outside `NavigationRouter` (a component
 * test under another router) nothing is held.
 */
export function useLeaveCheck(check: LeaveCheck) {
  const control = useContext(NavigationControlContext)?.control;
  const latest = useRef(check);
  useLayoutEffect(() => {
    latest.current = check;
  });
  useEffect(() => control?.setCheck((from, to) => latest.current(from, to)), [control]);
  const holding = useSyncExternalStore(
    control?.subscribe ?? noSubscription,
    control?.isHolding ?? notHolding,
    notHolding,
  );
  const proceed = useCallback(() => control?.proceed(), [control]);
  const stay = useCallback(() => control?.stay(), [control]);
  return { holding, proceed, stay };
}

const noSubscription = () => () => {};
const notHolding = () => false;

const SCROLL_KEY = 'ownless:scroll-positions';
const KEPT_POSITIONS = 100;
let positions: Map<string, number> | undefined;

/**
 * Keeps where the window is for the location `key`, as the page leaves: on a navigation,
 * before the next page replaces it (a page that shrinks moves the scroll before React can say
 * which page it belongs to), and when the tab unloads.
 */
function rememberScroll(key: string) {
  const saved = scrollPositions();
  saved.delete(key);
  saved.set(key, window.scrollY);
  if (saved.size > KEPT_POSITIONS) saved.delete(saved.keys().next().value!);
}

function scrollPositions(): Map<string, number> {
  if (!positions) {
    positions = new Map();
    try {
      const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '[]') as [string, number][];
      for (const [key, y] of saved) positions.set(key, y);
    } catch {
      // A damaged or unavailable store only costs the restored position.
    }
  }
  return positions;
}

/**
 * Scrolls to `y`; while the page is still too short for it (parts below the fold, or data,
 * arriving after the first render), again each time the page grows, for up to 3 s or until
 * the reader scrolls, types or taps. Returns the cancellation.
 */
function scrollBackTo(y: number): (() => void) | undefined {
  window.scrollTo(0, y);
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
 * Where the window scrolls after a navigation: back to the remembered position on Back and
 * Forward (also after a reload), to the `#hash` target, else to the top unless the
 * navigation asked to stay (`preventScrollReset`).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const keepScroll = useContext(NavigationControlContext)?.preventScrollReset ?? false;
  const key = useRef(location.key);

  useEffect(() => {
    const saved = scrollPositions();
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      rememberScroll(key.current);
      try {
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify([...saved]));
      } catch {
        // Private mode or a full store: positions are only kept for this page's life.
      }
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    if (action === 'POP') {
      const y = scrollPositions().get(location.key);
      if (y !== undefined) return scrollBackTo(y);
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (keepScroll) return;
    window.scrollTo(0, 0);
    // Only a new location moves the page; a re-render of the same one does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
