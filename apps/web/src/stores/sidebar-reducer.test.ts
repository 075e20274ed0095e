import { beforeEach, describe, expect, it } from 'vitest';
import { SIDEBAR_STORAGE_KEY } from '@/config/app';
import {
  initialSidebarState,
  sidebarReducer,
  type SidebarAction,
  type SidebarGroup,
  type SidebarState,
} from './sidebar-reducer';
import { useSidebarStore } from './sidebar-store';

const run = (state: SidebarState, ...actions: SidebarAction[]) =>
  actions.reduce(sidebarReducer, state);
const openGroups = (state: SidebarState) =>
  (Object.keys(state.open) as SidebarGroup[]).filter((group) => state.open[group]);
const toggle = (group: SidebarGroup): SidebarAction => ({ type: 'toggle-group', group });

describe('sidebarReducer', () => {
  const start = initialSidebarState();

  it('starts expanded with every group closed and zero counts', () => {
    expect(start).toEqual({
      collapsed: false,
      narrow: false,
      open: {
        listings: false,
        bookings: false,
        rentals: false,
        account: false,
        operator: false,
      },
      counts: { bookingOngoingCount: 0, renterOngoingCount: 0 },
    });
  });

  it('toggles a group open and closed', () => {
    const opened = run(start, toggle('rentals'));
    expect(openGroups(opened)).toEqual(['rentals']);
    expect(openGroups(run(opened, toggle('rentals')))).toEqual([]);
  });

  it('opening Listings or Bookings closes Account Management and My Rentals', () => {
    const before = run(start, toggle('account'));
    expect(openGroups(run(before, toggle('listings')))).toEqual(['listings']);
    expect(openGroups(run(start, toggle('rentals'), toggle('bookings')))).toEqual(['bookings']);
  });

  it('Listings and Bookings, the owner’s groups, may be open together', () => {
    expect(openGroups(run(start, toggle('listings'), toggle('bookings')))).toEqual([
      'listings',
      'bookings',
    ]);
  });

  it('opening My Rentals or Account Management closes the rest', () => {
    const all = run(start, toggle('listings'), toggle('bookings'));
    expect(openGroups(run(all, toggle('rentals')))).toEqual(['rentals']);
    expect(openGroups(run(all, toggle('account')))).toEqual(['account']);
    expect(openGroups(run(start, toggle('rentals'), toggle('account')))).toEqual(['account']);
  });

  it('the operators’ group closes the rest, and any other group closes it', () => {
    const all = run(start, toggle('listings'), toggle('bookings'));
    expect(openGroups(run(all, toggle('operator')))).toEqual(['operator']);
    expect(openGroups(run(start, toggle('operator'), toggle('bookings')))).toEqual(['bookings']);
    expect(openGroups(run(start, toggle('operator'), toggle('account')))).toEqual(['account']);
  });

  it('open-group (a page of the group was entered) follows the same rules and never closes', () => {
    const opened = run(start, toggle('account'), { type: 'open-group', group: 'rentals' });
    expect(openGroups(opened)).toEqual(['rentals']);
    expect(run(opened, { type: 'open-group', group: 'rentals' })).toBe(opened);
  });

  it('a group opened from the icon rail expands the sidebar; entering a page does not', () => {
    const rail = run(start, { type: 'toggle-collapsed' });
    expect(rail.collapsed).toBe(true);
    expect(run(rail, toggle('account')).collapsed).toBe(false);
    expect(run(rail, { type: 'open-group', group: 'account' }).collapsed).toBe(true);
  });

  it('auto-collapses below 580 px and expands again above', () => {
    const narrow = run(start, { type: 'viewport', narrow: true });
    expect(narrow).toMatchObject({ narrow: true, collapsed: true });
    // Opening the drawer on a phone, then the same width again, keeps it as it is.
    const drawer = run(narrow, { type: 'toggle-collapsed' });
    expect(run(drawer, { type: 'viewport', narrow: true })).toBe(drawer);
    expect(run(narrow, { type: 'viewport', narrow: false })).toMatchObject({
      narrow: false,
      collapsed: false,
    });
    expect(initialSidebarState(true)).toMatchObject({ narrow: true, collapsed: true });
  });

  it('on a phone, opening a group keeps the drawer as it is', () => {
    const narrow = run(start, { type: 'viewport', narrow: true });
    expect(run(narrow, toggle('rentals')).collapsed).toBe(true);
  });

  it('reset (Start Tour) closes every group and expands the sidebar', () => {
    const busy = run(start, toggle('account'), { type: 'toggle-collapsed' });
    expect(run(busy, { type: 'reset' })).toMatchObject({
      collapsed: false,
      open: {
        listings: false,
        bookings: false,
        rentals: false,
        account: false,
        operator: false,
      },
    });
  });

  it('keeps the counts whole and not negative, and leaves out what is not given', () => {
    const counted = run(start, {
      type: 'set-counts',
      counts: { bookingOngoingCount: 3.7, renterOngoingCount: -2 },
    });
    expect(counted.counts).toEqual({ bookingOngoingCount: 3, renterOngoingCount: 0 });
    expect(run(counted, { type: 'set-counts', counts: { renterOngoingCount: 5 } }).counts).toEqual({
      bookingOngoingCount: 3,
      renterOngoingCount: 5,
    });
  });
});

describe('sidebar store persistence', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSidebarStore.setState(initialSidebarState());
  });

  it('keeps the group flags and counts in sessionStorage, not the collapsed state', () => {
    const { dispatch } = useSidebarStore.getState();
    dispatch({ type: 'toggle-group', group: 'rentals' });
    dispatch({ type: 'set-counts', counts: { renterOngoingCount: 2 } });
    dispatch({ type: 'toggle-collapsed' });
    const stored = JSON.parse(sessionStorage.getItem(SIDEBAR_STORAGE_KEY) ?? 'null');
    expect(stored.state).toEqual({
      open: {
        listings: false,
        bookings: false,
        rentals: true,
        account: false,
        operator: false,
      },
      counts: { bookingOngoingCount: 0, renterOngoingCount: 2 },
    });
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBeNull();
  });

  it('restores them when the page reloads in the same session', async () => {
    sessionStorage.setItem(
      SIDEBAR_STORAGE_KEY,
      JSON.stringify({
        state: { open: { account: true }, counts: { bookingOngoingCount: 4 } },
        version: 0,
      }),
    );
    await useSidebarStore.persist.rehydrate();
    const state = useSidebarStore.getState();
    expect(state.open).toEqual({
      listings: false,
      bookings: false,
      rentals: false,
      account: true,
      operator: false,
    });
    expect(state.counts).toEqual({ bookingOngoingCount: 4, renterOngoingCount: 0 });
  });
});
