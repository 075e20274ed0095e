import type { OwnerCalendarEntry, OwnerCalendarListing } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { entriesOn, timesOf } from './owner-calendar';

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
