import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SIDEBAR_COLLAPSE_BELOW, SIDEBAR_STORAGE_KEY } from '@/config/app';
import { onSessionEnd } from '@/lib/session-end';
import {
  initialSidebarState,
  sidebarReducer,
  type SidebarAction,
  type SidebarState,
} from './sidebar-reducer';

export const NARROW_SIDEBAR_QUERY = `(max-width: ${SIDEBAR_COLLAPSE_BELOW - 0.02}px)`;

const startsNarrow = () =>
  typeof window !== 'undefined' && !!window.matchMedia
    ? window.matchMedia(NARROW_SIDEBAR_QUERY).matches
    : false;

export interface SidebarStore extends SidebarState {
  dispatch: (action: SidebarAction) => void;
}

const stateOf = ({ collapsed, narrow, open, counts }: SidebarState): SidebarState => ({
  collapsed,
  narrow,
  open,
  counts,
});

/**
 * Group open flags and the two counts persist for the browser session, in
 * sessionStorage; collapsing follows the viewport and is not stored.
 */
export const useSidebarStore = create<SidebarStore>()(
  persist(
    (set) => ({
      ...initialSidebarState(startsNarrow()),
      dispatch: (action) => set((store) => sidebarReducer(stateOf(store), action)),
    }),
    {
      name: SIDEBAR_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ open, counts }) => ({ open, counts }),
      version: 0,
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<Pick<SidebarState, 'open' | 'counts'>>;
        return {
          ...current,
          open: { ...current.open, ...saved.open },
          counts: { ...current.counts, ...saved.counts },
        };
      },
    },
  ),
);

// The groups' open flags and the counts belong to the session; collapsing follows the viewport.
onSessionEnd(() => {
  const { open, counts } = initialSidebarState();
  useSidebarStore.setState({ open, counts });
  useSidebarStore.persist.clearStorage();
});

export const sidebarDispatch = (action: SidebarAction) =>
  useSidebarStore.getState().dispatch(action);
