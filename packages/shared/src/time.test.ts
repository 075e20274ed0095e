import { describe, expect, it } from 'vitest';
import {
  blockedInterval,
  canonicalTimeZone,
  isTimeZone,
  nextDay,
  zonedDay,
  zonedDayStart,
} from './time';

describe('zoned days', () => {
  it('starts a day at local midnight', () => {
    expect(zonedDayStart('2030-07-04', 'America/Los_Angeles').toISOString()).toBe(
      '2030-07-04T07:00:00.000Z',
    );
    expect(zonedDayStart('2030-01-04', 'America/New_York').toISOString()).toBe(
      '2030-01-04T05:00:00.000Z',
    );
    expect(zonedDayStart('2030-01-04', 'UTC').toISOString()).toBe('2030-01-04T00:00:00.000Z');
  });

  it('handles the days clocks change', () => {
    // US DST starts 2030-03-10: that day begins before the change (UTC-8 in Los Angeles).
    expect(zonedDayStart('2030-03-10', 'America/Los_Angeles').toISOString()).toBe(
      '2030-03-10T08:00:00.000Z',
    );
    expect(zonedDayStart('2030-03-11', 'America/Los_Angeles').toISOString()).toBe(
      '2030-03-11T07:00:00.000Z',
    );
  });

  it('covers whole local days, end day included', () => {
    const range = blockedInterval('2030-12-31', '2031-01-01', 'America/Denver');
    expect(range.start.toISOString()).toBe('2030-12-31T07:00:00.000Z');
    expect(range.end.toISOString()).toBe('2031-01-02T07:00:00.000Z');
    expect(nextDay('2032-02-28')).toBe('2032-02-29');
  });

  it('tells the local day of an instant', () => {
    expect(zonedDay(new Date('2030-06-03T02:00:00Z'), 'America/Los_Angeles')).toBe('2030-06-02');
    expect(zonedDay(new Date('2030-06-03T07:00:00Z'), 'America/Los_Angeles')).toBe('2030-06-03');
    expect(zonedDay(new Date('2030-06-02T23:30:00Z'), 'Asia/Tokyo')).toBe('2030-06-03');
  });
});

describe('isTimeZone', () => {
  it('knows the zones the runtime knows, and says no to others every time it is asked', () => {
    for (let round = 0; round < 2; round++) {
      expect(isTimeZone('America/Los_Angeles')).toBe(true);
      expect(isTimeZone('UTC')).toBe(true);
      expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(isTimeZone('')).toBe(false);
    }
  });
});

describe('canonicalTimeZone', () => {
  it('spells a known zone the one way the runtime does, whatever case it was typed in', () => {
    expect(canonicalTimeZone('america/los_angeles')).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('AMERICA/NEW_YORK')).toBe('America/New_York');
    expect(canonicalTimeZone('America/Denver')).toBe('America/Denver');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
  });

  it('keeps the zone the owner chose where the runtime would answer another name for it', () => {
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Calcutta');
    expect(canonicalTimeZone('US/Pacific')).toBe('US/Pacific');
    expect(canonicalTimeZone('Europe/Kyiv')).toBe('Europe/Kyiv');
  });
});
