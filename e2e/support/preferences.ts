import type { Page } from '@playwright/test';

/** Theme and direction as the app keeps them, set before any script of the page runs. */
export async function presetPreferences(
  page: Page,
  theme: 'light' | 'dark',
  direction: 'ltr' | 'rtl',
) {
  await page.addInitScript(
    ([t, d]) => {
      localStorage.setItem(
        'ownless-preferences',
        JSON.stringify({ state: { theme: t, direction: d }, version: 0 }),
      );
    },
    [theme, direction] as const,
  );
}
