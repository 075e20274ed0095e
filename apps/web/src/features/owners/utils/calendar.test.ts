import { describe, expect, it } from 'vitest';
import {
  addMonths,
  blockAt,
  bookedDays,
  monthGrid,
  moveFocus,
  previewRange,
  rangeProblem,
  selectDay,
  todayIso,
} from './calendar';

describe('monthGrid', () => {
  it('lays out a month in weeks starting on Sunday', () => {
    const grid = monthGrid('2026-02-10');
    // February 2026 starts on a Sunday and has 28 days: four full weeks.
    expect(grid).toHaveLength(4);
    expect(grid[0]![0]).toBe('2026-02-01');
    expect(grid[3]![6]).toBe('2026-02-28');
    const march = monthGrid('2026-03-01');
    expect(march[0]!.slice(0, 1)).toEqual(['2026-03-01']);
    const may = monthGrid('2026-05-01'); // Friday
    expect(may[0]!.slice(0, 6)).toEqual([null, null, null, null, null, '2026-05-01']);
    expect(may.at(-1)!.filter(Boolean).at(-1)).toBe('2026-05-31');
  });
});

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
    const days = bookedDays([
      { start_at: '2026-05-01T00:00:00.000Z', end_at: '2026-05-03T00:00:00.000Z' },
      { start_at: '2026-05-10T09:00:00.000Z', end_at: '2026-05-10T17:00:00.000Z' },
    ]);
    expect([...days].sort()).toEqual(['2026-05-01', '2026-05-02', '2026-05-10']);
  });
});

describe('moveFocus', () => {
  it('moves by day, week, week edge and month; mirrors in RTL', () => {
    expect(moveFocus('2026-05-13', 'ArrowRight')).toBe('2026-05-14');
    expect(moveFocus('2026-05-13', 'ArrowRight', true)).toBe('2026-05-12');
    expect(moveFocus('2026-05-13', 'ArrowDown')).toBe('2026-05-20');
    expect(moveFocus('2026-05-13', 'ArrowUp')).toBe('2026-05-06');
    expect(moveFocus('2026-05-13', 'Home')).toBe('2026-05-10');
    expect(moveFocus('2026-05-13', 'End')).toBe('2026-05-16');
    expect(moveFocus('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveFocus('2026-05-13', 'Enter')).toBeNull();
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('today is the local calendar day', () => {
    expect(todayIso(new Date(2026, 4, 9, 23, 30))).toBe('2026-05-09');
  });
});
