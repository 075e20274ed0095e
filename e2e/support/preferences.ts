import type { Page } from '@playwright/test';

/**
 * Theme and (English's) direction as the app keeps them, set before any script of the page
 * runs. The language stays the browser's.
 */
export async function presetPreferences(
  page: Page,
  theme: 'light' | 'dark',
  direction: 'ltr' | 'rtl',
) {
  await page.addInitScript(
    ([t, d]) => {
      localStorage.setItem(
        'ownless-preferences',
        JSON.stringify({
          state: { theme: t, chosenLocale: null, directions: { en: d } },
          version: 1,
        }),
      );
    },
    [theme, direction] as const,
  );
}
