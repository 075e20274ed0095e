export const LAUNCH_DATE_STORAGE_KEY = 'ownless-launch-at';
export const LAUNCH_DAYS_FROM_FIRST_VISIT = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The launch moment shown on /comingsoon: 30 days after the visitor's first visit, stored
 * so that the countdown keeps going down across visits.
 */
export function getLaunchDate(now: number = Date.now()): Date {
  try {
    const stored = Number(localStorage.getItem(LAUNCH_DATE_STORAGE_KEY));
    if (Number.isFinite(stored) && stored > 0) return new Date(stored);
    const launchAt = now + LAUNCH_DAYS_FROM_FIRST_VISIT * DAY_MS;
    localStorage.setItem(LAUNCH_DATE_STORAGE_KEY, String(launchAt));
    return new Date(launchAt);
  } catch {
    return new Date(now + LAUNCH_DAYS_FROM_FIRST_VISIT * DAY_MS);
  }
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

export function timeLeft(target: number, now: number): TimeLeft {
  const ms = Math.max(0, target - now);
  const totalSeconds = Math.floor(ms / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    done: ms === 0,
  };
}
