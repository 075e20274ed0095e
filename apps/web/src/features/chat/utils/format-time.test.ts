import { describe, expect, it } from 'vitest';
import { dayKey, dayLabel, messageTime } from './format-time';

describe('chat times', () => {
  const now = new Date(2026, 10, 25, 15, 30);
  const local = (...args: [number, number, number, number?, number?]) =>
    new Date(...(args as [number, number, number, number, number])).toISOString();

  it('labels the days of a thread: Today, Yesterday, the weekday this year, the year otherwise', () => {
    expect(dayLabel(local(2026, 10, 25, 0, 5), now)).toBe('Today');
    expect(dayLabel(local(2026, 10, 24, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(local(2026, 10, 23, 9, 0), now)).toBe('Monday, Nov 23');
    expect(dayLabel(local(2025, 11, 31, 9, 0), now)).toBe('Dec 31, 2025');
    expect(dayLabel('not a date', now)).toBe('');
  });

  it('groups by the local calendar day and shows only the hour under a message', () => {
    expect(dayKey(local(2026, 10, 25, 0, 1))).toBe(dayKey(local(2026, 10, 25, 23, 59)));
    expect(dayKey(local(2026, 10, 25, 0, 1))).not.toBe(dayKey(local(2026, 10, 24, 23, 59)));
    expect(messageTime(local(2026, 10, 2, 9, 5))).toBe('9:05 AM');
  });
});
