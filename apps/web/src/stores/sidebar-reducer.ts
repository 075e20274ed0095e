/**
 * The admin sidebar as a pure state machine.
 * The store (sidebar-store.ts) persists part of it for the session; the component renders it.
 */

export const SIDEBAR_GROUPS = ['listings', 'bookings', 'rentals', 'account', 'operator'] as const;
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

export interface SidebarCounts {
  /** Owner's reservations waiting for an owner action (Bookings badge). */
  bookingOngoingCount: number;
  /** Renter's reservations waiting for a renter action or running (My Rentals badge). */
  renterOngoingCount: number;
}

export interface SidebarState {
  /** Collapsed: an icon rail on wide screens, hidden below the breakpoint. */
  collapsed: boolean;
  /** The viewport is below the auto-collapse width (580 px). */
  narrow: boolean;
  open: Record<SidebarGroup, boolean>;
  counts: SidebarCounts;
}

export type SidebarAction =
  | { type: 'toggle-group'; group: SidebarGroup }
  /** Opens a group (e.g. its page was entered) without closing it when already open. */
  | { type: 'open-group'; group: SidebarGroup }
  | { type: 'toggle-collapsed' }
  | { type: 'set-collapsed'; collapsed: boolean }
  | { type: 'viewport'; narrow: boolean }
  | { type: 'set-counts'; counts: Partial<SidebarCounts> }
  /** Start Tour: every group closed and the sidebar expanded. */
  | { type: 'reset' };

/**
 * Opening Listings, Bookings or My Rentals closes Account Management and the
 * conflicting groups; opening My Rentals or Account Management closes the rest. The owner's
 * two groups (Listings, Bookings) do not conflict with each other, so both may stay open;
 * they conflict with the renter's My Rentals. The operators' group (admins only) behaves like
 * Account Management: opening it closes the rest, opening any other closes it.
 */
export const CLOSED_BY_OPENING: Record<SidebarGroup, readonly SidebarGroup[]> = {
  listings: ['rentals', 'account', 'operator'],
  bookings: ['rentals', 'account', 'operator'],
  rentals: ['listings', 'bookings', 'account', 'operator'],
  account: ['listings', 'bookings', 'rentals', 'operator'],
  operator: ['listings', 'bookings', 'rentals', 'account'],
};

const allClosed = (): Record<SidebarGroup, boolean> => ({
  listings: false,
  bookings: false,
  rentals: false,
  account: false,
  operator: false,
});

export function initialSidebarState(narrow = false): SidebarState {
  return {
    collapsed: narrow,
    narrow,
    open: allClosed(),
    counts: { bookingOngoingCount: 0, renterOngoingCount: 0 },
  };
}

function openGroup(state: SidebarState, group: SidebarGroup): SidebarState {
  const open = { ...state.open, [group]: true };
  for (const other of CLOSED_BY_OPENING[group]) open[other] = false;
  // A group opened from the icon rail needs room to show its links.
  return { ...state, open, collapsed: state.narrow ? state.collapsed : false };
}

const sanitizeCount = (value: number | undefined, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.max(0, Math.trunc(value));

export function sidebarReducer(state: SidebarState, action: SidebarAction): SidebarState {
  switch (action.type) {
    case 'toggle-group':
      if (state.open[action.group] && !(state.collapsed && !state.narrow)) {
        return { ...state, open: { ...state.open, [action.group]: false } };
      }
      return openGroup(state, action.group);
    case 'open-group':
      if (state.open[action.group]) return state;
      // Entering a page does not pop the rail open; only the flags change.
      return { ...openGroup(state, action.group), collapsed: state.collapsed };
    case 'toggle-collapsed':
      return { ...state, collapsed: !state.collapsed };
    case 'set-collapsed':
      return state.collapsed === action.collapsed
        ? state
        : { ...state, collapsed: action.collapsed };
    case 'viewport':
      if (action.narrow === state.narrow) return state;
      // Below 580 px it collapses by itself; back above, it expands again.
      return { ...state, narrow: action.narrow, collapsed: action.narrow };
    case 'set-counts':
      return {
        ...state,
        counts: {
          bookingOngoingCount: sanitizeCount(
            action.counts.bookingOngoingCount,
            state.counts.bookingOngoingCount,
          ),
          renterOngoingCount: sanitizeCount(
            action.counts.renterOngoingCount,
            state.counts.renterOngoingCount,
          ),
        },
      };
    case 'reset':
      return { ...state, open: allClosed(), collapsed: false };
  }
}
