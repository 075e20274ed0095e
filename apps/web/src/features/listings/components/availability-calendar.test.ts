import { describe, expect, it } from 'vitest';
import { dayStatuses } from './availability-calendar';

describe('availability calendar days', () => {
  const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];

  it('marks past, blocked, booked and partly booked days in the listing’s time zone', () => {
    const statuses = dayStatuses(days, {
      today: '2026-11-21',
      timeZone: 'America/Denver',
      blocked: [{ start_date: '2026-11-22', end_date: '2026-11-22' }],
      booked: [
        // Two of two booked on the 23rd (Denver time: 09:00 to 18:00).
        { start_at: '2026-11-23T16:00:00Z', end_at: '2026-11-24T01:00:00Z', quantity: 2 },
        // One of two on the 25th.
        { start_at: '2026-11-25T16:00:00Z', end_at: '2026-11-25T20:00:00Z', quantity: 1 },
      ],
      quantity: 2,
    });
    expect(Object.fromEntries(statuses)).toEqual({
      '2026-11-20': 'past',
      '2026-11-21': 'available',
      '2026-11-22': 'blocked',
      '2026-11-23': 'booked',
      '2026-11-24': 'available',
      '2026-11-25': 'limited',
    });
  });

  it('gives a day that begins at 01:00 its own hours only (Santiago, 2026-09-06)', () => {
    const statuses = dayStatuses(['2026-09-05', '2026-09-06', '2026-09-07'], {
      today: '2026-09-01',
      timeZone: 'America/Santiago',
      blocked: [],
      // 22:00 on the 5th to 01:00 on the 6th, when the 6th begins (clocks skip midnight).
      booked: [{ start_at: '2026-09-06T02:00:00Z', end_at: '2026-09-06T04:00:00Z', quantity: 1 }],
      quantity: 1,
    });
    expect(Object.fromEntries(statuses)).toEqual({
      '2026-09-05': 'booked',
      '2026-09-06': 'available',
      '2026-09-07': 'available',
    });
  });

  it('reads days at odd offsets (Kathmandu, +05:45)', () => {
    const statuses = dayStatuses(['2026-07-10', '2026-07-11', '2026-07-12'], {
      today: '2026-07-01',
      timeZone: 'Asia/Kathmandu',
      blocked: [],
      // 00:00 to 00:15 on the 12th there.
      booked: [{ start_at: '2026-07-11T18:15:00Z', end_at: '2026-07-11T18:30:00Z', quantity: 1 }],
      quantity: 2,
    });
    expect(Object.fromEntries(statuses)).toEqual({
      '2026-07-10': 'available',
      '2026-07-11': 'available',
      '2026-07-12': 'limited',
    });
  });

  it('holds the item for the preparation time and closes days outside the notice and window', () => {
    const days = [
      '2026-07-02',
      '2026-07-03',
      '2026-07-05',
      '2026-07-06',
      '2026-07-07',
      '2026-07-09',
      '2026-07-10',
    ];
    const statuses = dayStatuses(days, {
      today: '2026-07-01',
      timeZone: 'America/Chicago',
      blocked: [],
      // 9:00 on the 5th to 9:00 on the 6th there (-05:00).
      booked: [{ start_at: '2026-07-05T14:00:00Z', end_at: '2026-07-06T14:00:00Z', quantity: 1 }],
      quantity: 1,
      rules: { preparationHours: 24, firstDay: '2026-07-03', lastDay: '2026-07-09' },
    });
    expect(Object.fromEntries(statuses)).toEqual({
      '2026-07-02': 'closed',
      '2026-07-03': 'available',
      // A day of preparation either side: the 4th to the 7th are held.
      '2026-07-05': 'booked',
      '2026-07-06': 'booked',
      '2026-07-07': 'booked',
      '2026-07-09': 'available',
      '2026-07-10': 'closed',
    });
  });
});
