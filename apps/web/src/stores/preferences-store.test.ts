import { beforeEach, describe, expect, it } from 'vitest';
import { PREFERENCES_STORAGE_KEY } from '@/config/app';
import { applyPreferences, setPageLocale, usePreferencesStore } from './preferences-store';

const html = document.documentElement;

describe('preferences store', () => {
  beforeEach(() => {
    usePreferencesStore.setState({
      theme: 'light',
      direction: 'ltr',
      locale: 'en',
      chosenLocale: null,
      directions: {},
    });
  });

  it('puts the dark class on <html> when the theme is dark and removes it for light', () => {
    expect(html.classList.contains('dark')).toBe(false);
    usePreferencesStore.getState().setTheme('dark');
    expect(html.classList.contains('dark')).toBe(true);
    usePreferencesStore.getState().toggleTheme();
    expect(usePreferencesStore.getState().theme).toBe('light');
    expect(html.classList.contains('dark')).toBe(false);
  });

  it('sets dir="rtl" on <html> and back to ltr', () => {
    expect(html.getAttribute('dir')).toBe('ltr');
    usePreferencesStore.getState().toggleDirection();
    expect(html.getAttribute('dir')).toBe('rtl');
    usePreferencesStore.getState().setDirection('ltr');
    expect(html.getAttribute('dir')).toBe('ltr');
  });

  it('persists theme, chosen language and direction under the key the inline script reads', () => {
    usePreferencesStore.getState().setTheme('dark');
    setPageLocale('es', { choose: true });
    usePreferencesStore.getState().setDirection('rtl');
    const stored = JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null');
    expect(stored.state).toEqual({ theme: 'dark', chosenLocale: 'es', directions: { es: 'rtl' } });
  });

  it('reads Arabic right to left and sets lang, unless the toggle chose otherwise for it', () => {
    setPageLocale('ar');
    expect(html.getAttribute('dir')).toBe('rtl');
    expect(html.getAttribute('lang')).toBe('ar');
    usePreferencesStore.getState().toggleDirection();
    expect(html.getAttribute('dir')).toBe('ltr');
    setPageLocale('en');
    expect(html.getAttribute('dir')).toBe('ltr');
    setPageLocale('ar');
    expect(html.getAttribute('dir')).toBe('ltr');
    expect(usePreferencesStore.getState().chosenLocale).toBeNull();
  });

  it('re-applies what is stored when it rehydrates', async () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({
        state: { theme: 'dark', chosenLocale: 'ar', directions: {} },
        version: 1,
      }),
    );
    await usePreferencesStore.persist.rehydrate();
    expect(usePreferencesStore.getState().theme).toBe('dark');
    expect(usePreferencesStore.getState().locale).toBe('ar');
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.getAttribute('dir')).toBe('rtl');
  });

  it('keeps a direction stored before languages existed, as English’s', async () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ state: { theme: 'light', direction: 'rtl' }, version: 0 }),
    );
    await usePreferencesStore.persist.rehydrate();
    expect(usePreferencesStore.getState().directions).toEqual({ en: 'rtl' });
    expect(html.getAttribute('dir')).toBe('rtl');
  });

  it('leaves <html> untouched when it already shows the preferences (a write restyles the page)', async () => {
    html.setAttribute('dir', 'rtl');
    html.classList.add('dark');
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((found) => records.push(...found));
    observer.observe(html, { attributes: true });
    applyPreferences({ theme: 'dark', direction: 'rtl' });
    await Promise.resolve();
    expect(records).toEqual([]);

    applyPreferences({ theme: 'light', direction: 'ltr' });
    await Promise.resolve();
    observer.disconnect();
    expect(records.map((record) => record.attributeName).sort()).toEqual(['class', 'dir']);
    expect(html.getAttribute('dir')).toBe('ltr');
    expect(html.classList.contains('dark')).toBe(false);
  });
});
