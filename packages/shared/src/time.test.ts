import { describe, expect, it } from 'vitest';
import {
  addDays,
  blockedInterval,
  canonicalTimeZone,
  isTimeZone,
  nextDay,
  zonedDay,
  zonedDayStart,
  zonedInstant,
} from './time';

const HOUR = 3_600_000;
const iso = (day: string, time: string, zone: string) =>
  zonedInstant(day, time, zone).toISOString();
const start = (day: string, zone: string) => zonedDayStart(day, zone).toISOString();
/** Hours from a local day's first instant to the next day's. */
const hoursIn = (day: string, zone: string) =>
  (zonedDayStart(nextDay(day), zone).getTime() - zonedDayStart(day, zone).getTime()) / HOUR;

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

describe('days whose midnight the clocks skip', () => {
  it('start when the clocks land, not an hour of the day before', () => {
    // Chile's summer time starts at midnight: 2026-09-06 begins at 01:00 (-03).
    expect(start('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    expect(zonedDay(zonedDayStart('2026-09-06', 'America/Santiago'), 'America/Santiago')).toBe(
      '2026-09-06',
    );
    expect(start('2026-09-05', 'America/Santiago')).toBe('2026-09-05T04:00:00.000Z');
    expect(hoursIn('2026-09-05', 'America/Santiago')).toBe(24);
    expect(hoursIn('2026-09-06', 'America/Santiago')).toBe(23);
    // Cuba's too: 2026-03-08 begins at 01:00 (-04).
    expect(start('2026-03-08', 'America/Havana')).toBe('2026-03-08T05:00:00.000Z');
    expect(zonedDay(new Date('2026-03-08T04:59:59Z'), 'America/Havana')).toBe('2026-03-07');
    expect(hoursIn('2026-03-07', 'America/Havana')).toBe(24);
    expect(hoursIn('2026-03-08', 'America/Havana')).toBe(23);
  });

  it('blocks exactly the local day: the day before keeps all its hours', () => {
    const range = blockedInterval('2026-09-06', '2026-09-06', 'America/Santiago');
    expect(range.start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-09-07T03:00:00.000Z');
    // 23:30 on the 5th is still the 5th, and outside the block.
    const lateOnThe5th = zonedInstant('2026-09-05', '23:30', 'America/Santiago');
    expect(lateOnThe5th.toISOString()).toBe('2026-09-06T03:30:00.000Z');
    expect(lateOnThe5th < range.start).toBe(true);
  });
});

describe('days of 23 and 25 hours', () => {
  it('are as long as the clocks make them', () => {
    expect(hoursIn('2026-03-08', 'America/New_York')).toBe(23);
    expect(hoursIn('2026-11-01', 'America/New_York')).toBe(25);
    expect(hoursIn('2026-03-29', 'Europe/London')).toBe(23);
    expect(hoursIn('2026-10-25', 'Europe/London')).toBe(25);
    expect(hoursIn('2026-07-01', 'Europe/London')).toBe(24);
    // Cuba's summer time ends at 01:00, back to midnight: the day starts at its first midnight.
    expect(start('2026-11-01', 'America/Havana')).toBe('2026-11-01T04:00:00.000Z');
    expect(hoursIn('2026-11-01', 'America/Havana')).toBe(25);
    // Chile's ends at midnight of the 5th: 23:00-24:00 of the 4th happens twice.
    expect(hoursIn('2026-04-04', 'America/Santiago')).toBe(25);
    expect(start('2026-04-05', 'America/Santiago')).toBe('2026-04-05T04:00:00.000Z');
  });
});

describe('local times that do not exist or happen twice', () => {
  it('moves a time the clocks skip forward by the jump', () => {
    expect(iso('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    expect(iso('2026-03-08', '02:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z'); // 03:00 EDT
    expect(iso('2026-03-08', '03:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    expect(iso('2026-03-29', '01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z'); // 02:30 BST
  });

  it('takes the earlier of a time that happens twice', () => {
    expect(iso('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z'); // EDT
    expect(iso('2026-10-25', '01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z'); // BST
    expect(iso('2026-04-04', '23:30', 'America/Santiago')).toBe('2026-04-05T02:30:00.000Z'); // -03
    expect(iso('2026-11-01', '00:30', 'America/Havana')).toBe('2026-11-01T04:30:00.000Z'); // -04
  });

  it('reads ordinary times with the offset in force', () => {
    expect(iso('2026-11-01', '09:00', 'America/New_York')).toBe('2026-11-01T14:00:00.000Z');
    expect(iso('2026-03-08', '09:00', 'America/New_York')).toBe('2026-03-08T13:00:00.000Z');
  });
});

describe('zones with odd offsets', () => {
  it('Kathmandu, +05:45', () => {
    expect(start('2026-06-01', 'Asia/Kathmandu')).toBe('2026-05-31T18:15:00.000Z');
    expect(zonedDay(new Date('2026-05-31T18:14:59Z'), 'Asia/Kathmandu')).toBe('2026-05-31');
    expect(zonedDay(new Date('2026-05-31T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-06-01');
    expect(hoursIn('2026-06-01', 'Asia/Kathmandu')).toBe(24);
  });

  it('Chatham, +12:45 and +13:45, changing at 02:45 local', () => {
    expect(start('2026-09-27', 'Pacific/Chatham')).toBe('2026-09-26T11:15:00.000Z');
    expect(hoursIn('2026-09-27', 'Pacific/Chatham')).toBe(23);
    expect(hoursIn('2026-04-05', 'Pacific/Chatham')).toBe(25);
    // 02:50 is skipped in September (lands on 03:50 +13:45), twice in April (the first +13:45).
    expect(iso('2026-09-27', '02:50', 'Pacific/Chatham')).toBe('2026-09-26T14:05:00.000Z');
    expect(iso('2026-04-05', '02:50', 'Pacific/Chatham')).toBe('2026-04-04T13:05:00.000Z');
  });

  it('Lord Howe, whose summer time is half an hour', () => {
    expect(hoursIn('2026-10-04', 'Australia/Lord_Howe')).toBe(23.5);
    expect(hoursIn('2026-04-05', 'Australia/Lord_Howe')).toBe(24.5);
    expect(start('2026-04-06', 'Australia/Lord_Howe')).toBe('2026-04-05T13:30:00.000Z');
    // 02:15 is skipped (02:00 -> 02:30): 02:45 +11. 01:45 happens twice: the first, +11.
    expect(iso('2026-10-04', '02:15', 'Australia/Lord_Howe')).toBe('2026-10-03T15:45:00.000Z');
    expect(iso('2026-04-05', '01:45', 'Australia/Lord_Howe')).toBe('2026-04-04T14:45:00.000Z');
  });
});

describe('every day of 2026 in zones with unusual rules', () => {
  const zones = [
    'America/Santiago',
    'America/Havana',
    'America/New_York',
    'Europe/London',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'Australia/Lord_Howe',
    'Asia/Tehran',
    'America/St_Johns',
  ];
  // An independent reading of the runtime's zone data: the local date Intl prints.
  const dateIn = (zone: string) => {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    return (instant: number) => format.format(instant);
  };

  it.each(zones)(
    '%s: each day starts at its first instant and ends where the next starts',
    (zone) => {
      const localDate = dateIn(zone);
      for (let day = '2026-01-01'; day < '2027-01-01'; day = nextDay(day)) {
        const first = zonedDayStart(day, zone).getTime();
        expect(localDate(first), `${zone} ${day}`).toBe(day);
        expect(localDate(first - 1), `${zone} ${day}`).toBe(addDays(day, -1));
        expect(zonedDay(first, zone)).toBe(day);
        expect(zonedDay(first - 1, zone)).toBe(addDays(day, -1));
      }
    },
  );
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
