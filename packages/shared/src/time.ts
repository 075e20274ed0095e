/**
 * Local dates of a listing (blocked days are whole days where the listing is) turned into
 * UTC instants, without a time-zone library: Intl tells the offset at an instant.
 */
// Building an Intl.DateTimeFormat costs far more than using one (a listing's calendar asks
// for hundreds of offsets on first render): one formatter per time zone and shape, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'instant' | 'day', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(
      'en-US',
      kind === 'instant'
        ? {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          }
        : { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' },
    );
    formatters.set(key, cached);
  }
  return cached;
}

let listed: Map<string, string> | undefined;
/** The runtime's list of zones by lower-case name (some 400, made once). */
function listedSpelling(timeZone: string): string | undefined {
  listed ??= new Map(Intl.supportedValuesOf('timeZone').map((zone) => [zone.toLowerCase(), zone]));
  return listed.get(timeZone.toLowerCase());
}

/**
 * A time zone's name in the letter case the runtime uses ("america/los_angeles" →
 * "America/Los_Angeles"), or null when the runtime doesn't know it (Intl throws on unknown
 * names). What a listing stores, so one zone is one spelling wherever it is kept. Only the case
 * is fixed: an older ICU (Node 20's) also answers a link with the zone it points to
 * (Asia/Kolkata → Asia/Calcutta, US/Pacific → America/Los_Angeles), and the name the owner
 * chose is kept then, as the runtime lists it when it does. Not through the kept formatters
 * above: Intl takes a zone's name in any letter case, so a server that kept one per name a
 * request sends could be made to keep any number. A page that asks often keeps its own
 * answers (the web app's safeTimeZone).
 */
export function canonicalTimeZone(timeZone: string): string | null {
  const resolved = resolvedTimeZone(timeZone);
  if (resolved === null || resolved.toLowerCase() === timeZone.toLowerCase()) return resolved;
  return listedSpelling(timeZone) ?? timeZone;
}

/** The name Intl resolves a zone to, or null when it throws (an unknown zone). */
function resolvedTimeZone(timeZone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * Whether the runtime knows a time zone name, in any letter case. Only asks Intl: never the
 * list of zones canonicalTimeZone may read, which a listing's page has no need to build.
 */
export function isTimeZone(timeZone: string): boolean {
  return resolvedTimeZone(timeZone) !== null;
}

function offsetMinutes(instant: number, timeZone: string): number {
  const parts = formatter('instant', timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour') % 24,
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - instant) / 60_000);
}

/** The instant of a local wall-clock time ('YYYY-MM-DD', 'HH:MM') in a time zone. */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  let instant = guess - offsetMinutes(guess, timeZone) * 60_000;
  // Around a DST change the offset at the guess can differ from the offset at the answer.
  instant = guess - offsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant);
}

/** The instant a local calendar day ('YYYY-MM-DD') starts in a time zone. */
export function zonedDayStart(day: string, timeZone: string): Date {
  return zonedInstant(day, '00:00', timeZone);
}

/** The local calendar day ('YYYY-MM-DD') an instant falls on in a time zone. */
export function zonedDay(instant: Date | number | string, timeZone: string): string {
  const parts = formatter('day', timeZone).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** 'YYYY-MM-DD' plus some days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The day after a 'YYYY-MM-DD' date. */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/** A blocked range of local days as a half-open UTC interval [start, end). */
export function blockedInterval(startDay: string, endDay: string, timeZone: string) {
  return {
    start: zonedDayStart(startDay, timeZone),
    end: zonedDayStart(nextDay(endDay), timeZone),
  };
}
