import { describe, expect, it } from 'vitest';
import { isRightToLeft, localeFromAcceptLanguage, matchLocale } from './locales';

describe('the language a visitor gets', () => {
  it.each([
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['ar', 'ar'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,es;q=0.5', 'es'],
    ['fr-FR,de;q=0.9', 'en'],
    ['en;q=0.1,ar;q=0.9', 'ar'],
    ['es;q=0,ar;q=0.2', 'ar'],
    ['*', 'en'],
    ['', 'en'],
    ['<script>,,;q=x', 'en'],
  ])('Accept-Language %j answers in %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('takes the first of the browser languages it speaks', () => {
    expect(matchLocale(['de-DE', 'ES-mx', 'ar'])).toBe('es');
    expect(matchLocale([])).toBe('en');
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('es')).toBe(false);
    expect(isRightToLeft('en')).toBe(false);
  });
});
