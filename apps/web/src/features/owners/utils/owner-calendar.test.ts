import type { OwnerCalendarEntry, OwnerCalendarListing } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { entriesOn, HATCH, markClass, timesOf } from './owner-calendar';

const entry = (over: Partial<OwnerCalendarEntry>): OwnerCalendarEntry => ({
  listing_id: 1,
  kind: 'booking',
  start: '2026-09-05',
  end: '2026-09-07',
  start_at: null,
  end_at: null,
  label: null,
  reservation_id: 7,
  reservation_code: 'OL-7',
  status: 'paid',
  block_id: null,
  feed_name: null,
  removable: false,
  ...over,
});

const listing = (unit: 'day' | 'hour'): OwnerCalendarListing => ({
  id: 1,
  title: 'Kayak',
  timezone: 'Asia/Kathmandu',
  unit,
  color_index: 0,
});

describe("the owner's calendar days", () => {
  it('puts an entry on its days, the end day excluded', () => {
    const e = entry({});
    expect(entriesOn('2026-09-04', [e])).toEqual([]);
    expect(entriesOn('2026-09-05', [e])).toEqual([e]);
    expect(entriesOn('2026-09-06', [e])).toEqual([e]);
    expect(entriesOn('2026-09-07', [e])).toEqual([]);
  });

  it("gives an hourly listing's booking its times where the listing is, a daily one none", () => {
    const hourly = entry({
      start_at: '2026-09-05T04:15:00.000Z',
      end_at: '2026-09-05T07:15:00.000Z',
    });
    // 04:15 UTC is 10:00 in Kathmandu (+05:45).
    expect(timesOf(hourly, listing('hour'))).toMatch(/^10:00\sAM\s–\s1:00\sPM$/);
    expect(timesOf(hourly, listing('day'))).toBeNull();
  });
});

describe('markClass', () => {
  const drill: OwnerCalendarListing = { ...listing('day'), color_index: 9 };

  it('marks each kind of entry its own way, in its listing’s colour', () => {
    // Colours repeat after eight listings: the tenth listing takes the second colour.
    expect(markClass('booking', drill)).toBe('bg-violet-600 dark:bg-violet-400');
    expect(markClass('block', drill)).toBe('border-2 border-violet-600 dark:border-violet-400');
    expect(markClass('imported', drill)).toBe(
      'border-2 border-dashed border-violet-600 dark:border-violet-400',
    );
    expect(markClass('preparation', drill)).toBe(`${HATCH} text-violet-600 dark:text-violet-400`);
  });

  it('uses the first colour for a listing the calendar does not know', () => {
    expect(markClass('booking', undefined)).toBe('bg-sky-600 dark:bg-sky-400');
  });
});
