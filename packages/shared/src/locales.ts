/**
 * The languages OwnLess speaks. English is the source language (messages are written in it);
 * Arabic reads right to left. `pseudo` is a test language: English marked ⟦like this⟧, for the
 * browser tests that look for text nobody translated. It is never offered to visitors.
 */
export const LOCALES = ['en', 'es', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The language's own name, as its speakers write it (the language menu). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  ar: 'العربية',
};

const RIGHT_TO_LEFT = new Set<string>(['ar']);

/** Whether a language is written right to left. */
export function isRightToLeft(locale: string): boolean {
  return RIGHT_TO_LEFT.has(locale);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of the visitor's languages (most wanted first, as BCP 47 tags: `es-ES`, `ar`,
 * `en-GB`) that OwnLess speaks, by its primary subtag; English when none is.
 */
export function matchLocale(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * The languages of an `Accept-Language` header, most wanted first (by their `q` weight; the
 * header's order breaks ties). `*` and malformed entries are dropped.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => weight > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The language to answer a request in: the best match of its `Accept-Language`. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  return matchLocale(parseAcceptLanguage(header));
}
