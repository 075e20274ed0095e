import { describe, expect, it } from 'vitest';
import { FeedError } from './feed-fetch';
import { MAX_FEED_EVENTS, readFeed } from './feed-read';

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
const event = (...lines: string[]) => [
  'BEGIN:VEVENT',
  'DTSTAMP:20260101T000000Z',
  ...lines,
  'END:VEVENT',
];
const TODAY = '2026-11-28';

describe('reading an imported calendar into blocked days', () => {
  it('blocks the days of timed events where the listing is, from their own zone', () => {
    const { blocks, skipped } = readFeed(
      calendar(
        // 23:30 to 01:30 in New York: two days there.
        ...event(
          'UID:a',
          'DTSTART;TZID=America/New_York:20261210T233000',
          'DTEND;TZID=America/New_York:20261211T013000',
        ),
        // 03:00 to 05:00 UTC is the evening before in New York.
        ...event('UID:b', 'DTSTART:20261220T030000Z', 'DTEND:20261220T050000Z'),
        // Ends exactly at midnight: the day after is free.
        ...event(
          'UID:c',
          'DTSTART;TZID=America/New_York:20261224T100000',
          'DTEND;TZID=America/New_York:20261225T000000',
        ),
      ),
      'America/New_York',
      TODAY,
    );
    expect(blocks).toEqual([
      { uid: 'a', startDate: '2026-12-10', endDate: '2026-12-11' },
      { uid: 'b', startDate: '2026-12-19', endDate: '2026-12-19' },
      { uid: 'c', startDate: '2026-12-24', endDate: '2026-12-24' },
    ]);
    expect(skipped).toBe(0);
  });

  it('leaves out cancelled, free and long-past events, and an all-day event without an end is one day', () => {
    const { blocks } = readFeed(
      calendar(
        ...event(
          'UID:gone',
          'STATUS:CANCELLED',
          'DTSTART;VALUE=DATE:20261210',
          'DTEND;VALUE=DATE:20261212',
        ),
        ...event(
          'UID:free',
          'TRANSP:TRANSPARENT',
          'DTSTART;VALUE=DATE:20261210',
          'DTEND;VALUE=DATE:20261212',
        ),
        ...event('UID:old', 'DTSTART;VALUE=DATE:20260101', 'DTEND;VALUE=DATE:20260105'),
        ...event('UID:one', 'DTSTART;VALUE=DATE:20261215'),
      ),
      'UTC',
      TODAY,
    );
    expect(blocks).toEqual([{ uid: 'one', startDate: '2026-12-15', endDate: '2026-12-15' }]);
  });

  it('expands a recurrence with its exceptions and a moved occurrence, up to the horizon', () => {
    const { blocks } = readFeed(
      calendar(
        ...event(
          'UID:weekly',
          'DTSTART;VALUE=DATE:20261201',
          'RRULE:FREQ=WEEKLY;COUNT=4',
          'EXDATE;VALUE=DATE:20261208',
        ),
        ...event('UID:weekly', 'RECURRENCE-ID;VALUE=DATE:20261215', 'DTSTART;VALUE=DATE:20261216'),
        ...event('UID:forever', 'DTSTART;VALUE=DATE:20261201', 'RRULE:FREQ=YEARLY'),
      ),
      'UTC',
      TODAY,
    );
    expect(blocks.filter((b) => b.uid.startsWith('weekly')).map((b) => b.startDate)).toEqual([
      '2026-12-01',
      '2026-12-16',
      '2026-12-22',
    ]);
    // A rule without an end stops 18 months ahead.
    expect(blocks.filter((b) => b.uid.startsWith('forever')).map((b) => b.startDate)).toEqual([
      '2026-12-01',
      '2027-12-01',
    ]);
  });

  it('keeps the earliest blocks of a calendar with too many, and counts the others', () => {
    const lines = Array.from({ length: MAX_FEED_EVENTS + 50 }, (_, i) =>
      event(
        `UID:e${i}`,
        'DTSTART:20270101T100000Z',
        `DTEND:20270101T1100${String(i % 60).padStart(2, '0')}Z`,
      ),
    ).flat();
    const { blocks, skipped } = readFeed(calendar(...lines), 'UTC', TODAY);
    expect(blocks).toHaveLength(MAX_FEED_EVENTS);
    expect(skipped).toBe(50);
  });

  it('refuses what is not a calendar', () => {
    expect(() => readFeed('<html></html>', 'UTC', TODAY)).toThrow(FeedError);
    expect(() => readFeed('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n:::', 'UTC', TODAY)).toThrow(
      FeedError,
    );
  });
});
