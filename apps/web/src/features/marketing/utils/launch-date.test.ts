import { describe, expect, it } from 'vitest';
import { LAUNCH_DATE_STORAGE_KEY, getLaunchDate, timeLeft } from './launch-date';

describe('launch date', () => {
  it('is 30 days after the first visit and stays put on later visits', () => {
    const first = Date.UTC(2026, 0, 1);
    expect(getLaunchDate(first).getTime()).toBe(first + 30 * 86_400_000);
    expect(localStorage.getItem(LAUNCH_DATE_STORAGE_KEY)).toBe(String(first + 30 * 86_400_000));
    expect(getLaunchDate(first + 5 * 86_400_000).getTime()).toBe(first + 30 * 86_400_000);
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(timeLeft(ms, 0)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
    expect(timeLeft(0, 10).done).toBe(true);
  });
});
