import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PREFERENCES_STORAGE_KEY } from '@/config/app';

export type Theme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export interface PreferencesState {
  theme: Theme;
  direction: Direction;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  setDirection: (direction: Direction) => void;
  toggleDirection: () => void;
}

function systemTheme(): Theme {
  if (typeof window === 'undefined' || !window.matchMedia) return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Puts the preferences on <html>: the `dark` class for Tailwind and `dir` for RTL. Only what
 * differs is written: index.html has already applied the stored ones, and setting `dir`, even
 * to the value it has, makes the browser restyle and lay out the whole page again.
 */
export function applyPreferences({
  theme,
  direction,
}: Pick<PreferencesState, 'theme' | 'direction'>) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const dark = theme === 'dark';
  if (root.classList.contains('dark') !== dark) root.classList.toggle('dark', dark);
  if (root.getAttribute('dir') !== direction) root.setAttribute('dir', direction);
}

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      theme: systemTheme(),
      direction: 'ltr',
      setTheme: (theme) => set({ theme }),
      toggleTheme: () => set((state) => ({ theme: state.theme === 'dark' ? 'light' : 'dark' })),
      setDirection: (direction) => set({ direction }),
      toggleDirection: () =>
        set((state) => ({ direction: state.direction === 'rtl' ? 'ltr' : 'rtl' })),
    }),
    {
      // The inline script in index.html reads this key before React loads; keep the shape.
      name: PREFERENCES_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ theme, direction }) => ({ theme, direction }),
      version: 0,
      onRehydrateStorage: () => (state) => {
        if (state) applyPreferences(state);
      },
    },
  ),
);

applyPreferences(usePreferencesStore.getState());
usePreferencesStore.subscribe((state, previous) => {
  if (state.theme !== previous.theme || state.direction !== previous.direction) {
    applyPreferences(state);
  }
});
