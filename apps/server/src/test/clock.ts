import { beforeEach } from 'vitest';

/**
 * A clock for the services (`useTestApp({}, { now: clock.now })`): real time until a test
 * sets it, then standing still there. It goes back to real time before each test.
 */
export function testClock() {
  let fixed: Date | null = null;
  beforeEach(() => {
    fixed = null;
  });
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set(instant: Date | string) {
      fixed = new Date(instant);
    },
  };
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** The instant `days` days from now (fractions allowed), as an ISO string. */
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
