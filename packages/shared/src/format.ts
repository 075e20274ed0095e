/**
 * Price display rule: empty or non-numeric shows 0.00; otherwise two
 * decimals by cutting off extra digits, never rounding.
 */
export function formatPrice(value: unknown): string {
  if (value === null || value === undefined || value === '') return '0.00';
  const text = typeof value === 'number' ? numberToPlainString(value) : String(value).trim();
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return '0.00';
  const negative = text.startsWith('-');
  const unsigned = text.replace(/^[-+]/, '');
  const [rawWhole = '0', rawFraction = ''] = unsigned.split('.');
  const whole = rawWhole.replace(/^0+(?=\d)/, '') || '0';
  const fraction = (rawFraction + '00').slice(0, 2);
  const isZero = /^0+$/.test(whole + fraction);
  return `${negative && !isZero ? '-' : ''}${whole}.${fraction}`;
}

/**
 * A whole number with thousands separators ("1,005"), as `toLocaleString('en-US')` writes it
 * but without Intl: the first Intl call of a page loads ICU's data, 45 – 70 ms of the main
 * thread in Chromium, and a search's result count is on the first render of home and /grid.
 */
export function groupDigits(value: number, locale?: string): string {
  const whole = Math.trunc(value);
  if (locale && locale !== 'en') return new Intl.NumberFormat(intlLocale(locale)).format(whole);
  return `${whole < 0 ? '-' : ''}${withSeparators(String(Math.abs(whole)))}`;
}

/** A run of digits with a comma before each group of three from the right. */
function withSeparators(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The `Intl` locale for one of the app's languages: US English for English (the prices are US
 * dollars), Spain's Spanish, and Arabic with Latin digits (the digits of prices, dates and
 * codes a renter also types, and of the listings' own text; a decision records why).
 */
export function intlLocale(locale: string | undefined): string {
  if (locale === 'es') return 'es-ES';
  if (locale === 'ar') return 'ar-u-nu-latn';
  return 'en-US';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Price with thousands separators and the dollar sign, built on the truncation rule (cut
 * to two decimals, never rounded). English is written without Intl (see groupDigits):
 * "$1,005.00". Another language writes the cut value as its own readers expect dollars:
 * "1005,00 US$" in Spanish. Prices are always US dollars.
 */
export function formatMoney(value: unknown, locale?: string): string {
  const plain = formatPrice(value);
  if (locale && locale !== 'en') {
    let format = moneyFormats.get(locale);
    if (!format) {
      format = new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      moneyFormats.set(locale, format);
    }
    // The value is already cut to two decimals, so Intl has nothing left to round.
    return format.format(Number(plain));
  }
  const negative = plain.startsWith('-');
  const [whole = '0', fraction = '00'] = plain.replace('-', '').split('.');
  return `${negative ? '-' : ''}$${withSeparators(whole)}.${fraction}`;
}

/** Integer cents as dollars, by the price display rule (two decimals, cut off): `formatMoney(cents / 100)`. */
export const formatCents = (cents: number, locale?: string) => formatMoney(cents / 100, locale);

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) return '';
  // Avoid exponent notation (1e21, 1e-7) so the truncation works on the digits.
  const text = String(value);
  if (!/e/i.test(text)) return text;
  if (Math.abs(value) >= 1e21) return BigInt(Math.trunc(value)).toString();
  return value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Date display rule: YYYY-MM-DD, or a short US date with hour and minute
 * when a time is present (e.g. "11/22/2026, 3:05 PM").
 */
export function formatDate(value: string | Date | null | undefined, locale?: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const hasTime =
    typeof value === 'string'
      ? /T\d{2}:\d{2}/.test(value) || /\d{2}:\d{2}/.test(value)
      : date.getHours() !== 0 || date.getMinutes() !== 0;
  if (!hasTime) return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return date.toLocaleString(intlLocale(locale), {
    month: 'numeric',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
