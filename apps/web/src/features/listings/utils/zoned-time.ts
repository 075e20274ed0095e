/**
 * Showing dates where the listing is (its time zone). The arithmetic (local day ↔ instant)
 * is @ownless/shared/time's, the same the server and the reservation machine use.
 */

import { isTimeZone } from '@ownless/shared/time';
import { dateTimeFormat } from '@/lib/i18n';

// Each zone name's answer, kept: a listing's page asks about a dozen times on its first
// render, and each formatter built to find out cost about 5 ms in Chromium. The names are
// the listings' the visitor opened; bounded all the same.
const safeZones = new Map<string, string>();

/** A time zone the browser knows, else UTC (a listing's zone should always be valid). */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  let safe = safeZones.get(timeZone);
  if (safe === undefined) {
    safe = isTimeZone(timeZone) ? timeZone : 'UTC';
    if (safeZones.size >= 1024) safeZones.clear();
    safeZones.set(timeZone, safe);
  }
  return safe;
}

/** "Thu, Dec 3, 9:00 AM" in the listing's time zone, written in the page's language. */
export function formatZoned(instant: string | Date, timeZone: string, withTime = true): string {
  return dateTimeFormat({
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : { year: 'numeric' }),
  }).format(new Date(instant));
}

/** "MT" / "GMT-7": the short name of the listing's zone in the page's language, next to times. */
export function zoneLabel(timeZone: string, at = new Date()): string {
  const part = dateTimeFormat({ timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
