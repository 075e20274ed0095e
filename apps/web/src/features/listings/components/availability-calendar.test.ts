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
});
