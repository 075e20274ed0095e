import { describe, expect, it } from 'vitest';
import { addMonths, monthGrid, moveFocus, todayIso } from './calendar-days';

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

describe('weeks in other languages', () => {
  it('start on Monday (Spanish) or Saturday (Arabic)', () => {
    // 1 May 2026 is a Friday.
    expect(monthGrid('2026-05-01', 1)[0]).toEqual([
      null,
      null,
      null,
      null,
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
    ]);
    expect(monthGrid('2026-05-01', 6)[0]!.slice(5)).toEqual([null, '2026-05-01']);
    expect(moveFocus('2026-05-13', 'Home', false, 1)).toBe('2026-05-11');
    expect(moveFocus('2026-05-13', 'End', false, 6)).toBe('2026-05-15');
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
