import { describe, expect, it } from 'vitest';
import {
  blockAt,
  bookedDays,
  previewRange,
  rangeProblem,
  selectDay,
  toBlockedRanges,
} from './calendar';

describe('range selection', () => {
  it('two clicks make a range, in either order', () => {
    let step = selectDay({ anchor: null }, '2026-05-10');
    expect(step.range).toBeNull();
    expect(previewRange(step.state, '2026-05-12')).toEqual({
      start: '2026-05-10',
      end: '2026-05-12',
    });
    step = selectDay(step.state, '2026-05-07');
    expect(step.range).toEqual({ start: '2026-05-07', end: '2026-05-10' });
    expect(step.state.anchor).toBeNull();
  });

  it('the same day twice is one day', () => {
    const first = selectDay({ anchor: null }, '2026-05-10');
    expect(selectDay(first.state, '2026-05-10').range).toEqual({
      start: '2026-05-10',
      end: '2026-05-10',
    });
  });
});

describe('rangeProblem', () => {
  const blocks = [{ id: 1, start: '2026-05-01', end: '2026-05-03', reason: null }];
  const booked = new Set(['2026-05-20']);
  const today = '2026-04-15';

  it('refuses past, booked and already blocked days', () => {
    expect(
      rangeProblem({ start: '2026-04-01', end: '2026-04-02' }, { blocks, booked, today }),
    ).toMatch(/past/);
    expect(
      rangeProblem({ start: '2026-05-19', end: '2026-05-21' }, { blocks, booked, today }),
    ).toMatch(/booked/);
    expect(
      rangeProblem({ start: '2026-05-02', end: '2026-05-03' }, { blocks, booked, today }),
    ).toMatch(/already blocked/);
    expect(
      rangeProblem({ start: '2026-05-03', end: '2026-05-05' }, { blocks, booked, today }),
    ).toBeNull();
  });

  it('finds the block under a day', () => {
    expect(blockAt('2026-05-02', blocks)?.id).toBe(1);
    expect(blockAt('2026-05-04', blocks)).toBeNull();
  });
});

describe('bookedDays', () => {
  it('covers each touched day; an end at midnight is exclusive', () => {
    const days = bookedDays(
      [
        { start_at: '2026-05-01T00:00:00.000Z', end_at: '2026-05-03T00:00:00.000Z' },
        { start_at: '2026-05-10T09:00:00.000Z', end_at: '2026-05-10T17:00:00.000Z' },
      ],
      'UTC',
    );
    expect([...days].sort()).toEqual(['2026-05-01', '2026-05-02', '2026-05-10']);
  });

  it('counts the days where the listing is, as the server does when the owner blocks them', () => {
    // 23:45 on July 10 to 01:45 on July 11 in Kathmandu (+05:45); July 10 in UTC.
    const kathmandu = [
      { start_at: '2026-07-10T18:00:00.000Z', end_at: '2026-07-10T20:00:00.000Z' },
    ];
    expect([...bookedDays(kathmandu, 'Asia/Kathmandu')].sort()).toEqual([
      '2026-07-10',
      '2026-07-11',
    ]);
    // Santiago's 2026-09-06 begins at 01:00 (04:00 UTC): a booking ending then leaves it free.
    const santiago = [{ start_at: '2026-09-06T02:00:00.000Z', end_at: '2026-09-06T04:00:00.000Z' }];
    expect([...bookedDays(santiago, 'America/Santiago')]).toEqual(['2026-09-05']);
  });
});

describe('toBlockedRanges', () => {
  const listed = [
    { id: 1, start_date: '2026-05-01', end_date: '2026-05-03', reason: 'Repairs', feed_id: null },
    { id: 2, start_date: '2026-05-10', end_date: '2026-05-11', reason: null, feed_id: 4 },
    { id: 3, start_date: '2026-05-20', end_date: '2026-05-20', reason: null, feed_id: 9 },
  ];

  it('names an imported block after the owner’s calendar it came from', () => {
    const ranges = toBlockedRanges(listed, new Map([[4, 'Airbnb']]));
    expect(ranges.map((r) => [r.id, r.imported, r.feedName])).toEqual([
      [1, false, null],
      [2, true, 'Airbnb'],
      // A calendar the list does not have (removed meanwhile): imported, without a name.
      [3, true, null],
    ]);
    expect(ranges[0]).toMatchObject({ start: '2026-05-01', end: '2026-05-03', reason: 'Repairs' });
  });

  it('keeps an imported block imported while the calendars’ names are unknown', () => {
    const ranges = toBlockedRanges(listed, undefined);
    expect(ranges.map((r) => r.imported)).toEqual([false, true, true]);
    expect(ranges.every((r) => r.feedName === null)).toBe(true);
  });
});
