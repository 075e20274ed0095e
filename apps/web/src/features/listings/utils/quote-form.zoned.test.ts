import { describe, expect, it } from 'vitest';
import { earliestStartDay, startInstant } from './quote-form';

/**
 * The quote box's start where the listing is, on days the clocks change: the instant the
 * server is sent is the one the renter picked on the listing's wall clock.
 */
describe('the start a renter picks, where the listing is', () => {
  it('moves a time the clocks skip forward: 02:30 on New York’s spring-forward day is 03:30', () => {
    const start = startInstant(
      { frequency: 'Hourly', startDate: '2026-03-08', startTime: '02:30' },
      'America/New_York',
    );
    expect(start.toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('takes the first 01:30 on the day New York falls back', () => {
    const start = startInstant(
      { frequency: 'Hourly', startDate: '2026-11-01', startTime: '01:30' },
      'America/New_York',
    );
    expect(start.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('starts a day rental at 9:00 local in odd offsets and on 23-hour days', () => {
    const day = (startDate: string, zone: string) =>
      startInstant({ frequency: 'Daily', startDate, startTime: '' }, zone).toISOString();
    expect(day('2026-06-01', 'Asia/Kathmandu')).toBe('2026-06-01T03:15:00.000Z');
    expect(day('2026-09-27', 'Pacific/Chatham')).toBe('2026-09-26T19:15:00.000Z');
    expect(day('2026-10-04', 'Australia/Lord_Howe')).toBe('2026-10-03T22:00:00.000Z');
    expect(day('2026-09-06', 'America/Santiago')).toBe('2026-09-06T12:00:00.000Z');
  });

  it('offers the first day whose 9:00 the notice allows, counted where the listing is', () => {
    const listing = {
      frequencies: [],
      timezone: 'America/Santiago',
      notice_hours: 0,
      booking_window_days: null,
      min_units: 1,
      max_units: null,
      quantity: 1,
      fulfilment: ['pickup' as const],
      shipping_options: [],
    };
    // 00:30 on the 5th there (-04): 9:00 that day is still ahead.
    expect(earliestStartDay(listing, new Date('2026-09-05T04:30:00Z'))).toBe('2026-09-05');
    // 09:30 on the 5th: the 6th, a 23-hour day whose 9:00 is 12:00 UTC.
    expect(earliestStartDay(listing, new Date('2026-09-05T13:30:00Z'))).toBe('2026-09-06');
  });
});
