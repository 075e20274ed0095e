import { i18n } from '@lingui/core';
import {
  formatCents as formatCentsIn,
  formatDate as formatDateIn,
  formatMoney as formatMoneyIn,
  groupDigits as groupDigitsIn,
  intlLocale,
} from '@ownless/shared/format';

/**
 * Dates, times, numbers and prices in the page's language: the one place the web app turns
 * them into text. Prices stay US dollars, cut (never rounded) to cents; English is written
 * without Intl where it can be (a page's first Intl call loads ICU's data, 45 – 70 ms on a
 * phone), the other languages through Intl in their locale (Arabic with Latin digits).
 */

/** The page's language (`pseudo`, the tests' marked English, formats as English). */
export function pageLocale(): string {
  const locale = i18n.locale;
  return locale === 'es' || locale === 'ar' ? locale : 'en';
}

/** The Intl locale of the page's language ("en-US", "es-ES", "ar-u-nu-latn"). */
export function pageIntlLocale(): string {
  return intlLocale(pageLocale());
}

export const formatMoney = (value: unknown) => formatMoneyIn(value, pageLocale());
export const formatCents = (cents: number) => formatCentsIn(cents, pageLocale());
export const groupDigits = (value: number) => groupDigitsIn(value, pageLocale());
/** A day as YYYY-MM-DD, or a short date with the time when it has one. */
export const formatDate = (value: string | Date | null | undefined) =>
  formatDateIn(value, pageLocale());

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** An Intl.DateTimeFormat in the page's language, made once per set of options. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${pageIntlLocale()}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(pageIntlLocale(), options);
    dateFormats.set(key, format);
  }
  return format;
}

/** An Intl.NumberFormat in the page's language, made once per set of options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${pageIntlLocale()}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(pageIntlLocale(), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** "in 3 days", "hace 2 horas": a distance in time, in the page's language. */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  return new Intl.RelativeTimeFormat(pageIntlLocale(), { numeric: 'auto' }).format(value, unit);
}

/** A list of words joined as the language joins them ("a, b and c", "a, b y c"). */
export function formatList(items: string[], type: Intl.ListFormatType = 'conjunction'): string {
  return new Intl.ListFormat(pageIntlLocale(), { type }).format(items);
}

/**
 * The day a week starts on in the page's language, 0 = Sunday … 6 = Saturday: Sunday in US
 * English, Monday in Spanish, Saturday in Arabic.
 */
export function firstDayOfWeek(): number {
  const locale = pageLocale();
  if (locale === 'es') return 1;
  if (locale === 'ar') return 6;
  return 0;
}
