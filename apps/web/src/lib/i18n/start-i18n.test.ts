import { afterEach, describe, expect, it } from 'vitest';
import { usePreferencesStore } from '@/stores/preferences-store';
import { i18n, startI18n } from '.';

describe('the language a page starts in', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    usePreferencesStore.setState({ chosenLocale: null, locale: 'en' });
  });

  it('is the one a ?lang= link names, over the stored choice, and becomes the stored choice', async () => {
    usePreferencesStore.setState({ chosenLocale: 'ar', locale: 'ar' });
    window.history.replaceState(null, '', '/grid?lang=es');
    await startI18n();
    expect(i18n.locale).toBe('es');
    expect(usePreferencesStore.getState()).toMatchObject({ chosenLocale: 'es', locale: 'es' });
  });

  it('ignores a ?lang= OwnLess does not speak', async () => {
    usePreferencesStore.setState({ chosenLocale: 'ar', locale: 'ar' });
    window.history.replaceState(null, '', '/?lang=fr');
    await startI18n();
    expect(i18n.locale).toBe('ar');
    expect(usePreferencesStore.getState().chosenLocale).toBe('ar');
  });
});
