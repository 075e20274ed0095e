import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isRightToLeft, matchLocale, type Locale } from '@ownless/shared/locales';
import { PREFERENCES_STORAGE_KEY } from '@/config/app';

export type Theme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export interface PreferencesState {
  theme: Theme;
  /** The language the visitor chose in this browser; null until they choose one. */
  chosenLocale: Locale | null;
  /** The language the page speaks: the chosen one, else the browser's (set at start-up). */
  locale: Locale;
  /**
   * The direction toggle's choice, per language (a testing aid: Arabic in left to right, or
   * English mirrored). A language without one reads in its own direction.
   */
  directions: Partial<Record<Locale, Direction>>;
  /** The page's direction: the toggle's choice for its language, else the language's own. */
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

/** The browser's languages, most wanted first (what it sends as Accept-Language). */
export function browserLocale(): Locale {
  if (typeof navigator === 'undefined') return 'en';
  return matchLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export function directionOf(
  locale: Locale,
  directions: Partial<Record<Locale, Direction>>,
): Direction {
  return directions[locale] ?? (isRightToLeft(locale) ? 'rtl' : 'ltr');
}

/**
 * Puts the preferences on <html>: the `dark` class for Tailwind, `dir` for the direction and
 * `lang` for the language. Only what differs is written: index.html has already applied the
 * stored ones, and setting `dir`, even to the value it has, makes the browser restyle and lay
 * out the whole page again.
 */
export function applyPreferences({
  theme,
  direction,
  locale,
}: Pick<PreferencesState, 'theme' | 'direction'> & { locale?: Locale }) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const dark = theme === 'dark';
  if (root.classList.contains('dark') !== dark) root.classList.toggle('dark', dark);
  if (root.getAttribute('dir') !== direction) root.setAttribute('dir', direction);
  if (locale && root.getAttribute('lang') !== locale) root.setAttribute('lang', locale);
}

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => {
      const locale = browserLocale();
      return {
        theme: systemTheme(),
        chosenLocale: null,
        locale,
        directions: {},
        direction: directionOf(locale, {}),
        setTheme: (theme) => set({ theme }),
        toggleTheme: () => set((state) => ({ theme: state.theme === 'dark' ? 'light' : 'dark' })),
        setDirection: (direction) =>
          set((state) => ({
            direction,
            directions: { ...state.directions, [state.locale]: direction },
          })),
        toggleDirection: () =>
          set((state) => {
            const direction = state.direction === 'rtl' ? 'ltr' : 'rtl';
            return { direction, directions: { ...state.directions, [state.locale]: direction } };
          }),
      };
    },
    {
      // The inline script in index.html reads this key before React loads; keep the shape.
      name: PREFERENCES_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ theme, chosenLocale, directions }) => ({ theme, chosenLocale, directions }),
      version: 1,
      // Before languages, one direction for every page was stored: it becomes English's.
      migrate: (persisted, version) => {
        const state = (persisted ?? {}) as { theme?: Theme; direction?: Direction };
        if (version === 0) {
          return {
            theme: state.theme,
            chosenLocale: null,
            directions: state.direction === 'rtl' ? { en: 'rtl' } : {},
          };
        }
        return persisted as PreferencesState;
      },
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<PreferencesState>;
        const merged = { ...current, ...stored };
        const locale = merged.chosenLocale ?? current.locale;
        return { ...merged, locale, direction: directionOf(locale, merged.directions) };
      },
      onRehydrateStorage: () => (state) => {
        if (state) applyPreferences(state);
      },
    },
  ),
);

/**
 * Sets the language the page speaks (start-up: the chosen one, else the account's, else the
 * browser's), with its direction. `choose` also remembers it as this browser's choice.
 */
export function setPageLocale(locale: Locale, { choose = false } = {}) {
  usePreferencesStore.setState((state) => ({
    locale,
    chosenLocale: choose ? locale : state.chosenLocale,
    direction: directionOf(locale, state.directions),
  }));
}

applyPreferences(usePreferencesStore.getState());
usePreferencesStore.subscribe((state, previous) => {
  if (
    state.theme !== previous.theme ||
    state.direction !== previous.direction ||
    state.locale !== previous.locale
  ) {
    applyPreferences(state);
  }
});
