import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@/testing/render';
import { useRangeToBlock } from './use-range-to-block';

const noProblem = () => null;

describe('useRangeToBlock', () => {
  it('takes a first and a last day in either order, then waits for confirmation', () => {
    const { result } = renderHook(() => useRangeToBlock());
    act(() => void result.current.choose('2026-09-20', noProblem));
    expect(result.current.selection.anchor).toBe('2026-09-20');
    expect(result.current.pending).toBeNull();
    expect(result.current.announcement).toBe(
      'Sunday, September 20, 2026 is the first day. Now choose the last day.',
    );

    let drawn: unknown;
    act(() => void (drawn = result.current.choose('2026-09-17', noProblem)));
    expect(drawn).toEqual({ start: '2026-09-17', end: '2026-09-20' });
    expect(result.current.pending).toEqual({ start: '2026-09-17', end: '2026-09-20' });
    expect(result.current.selection.anchor).toBeNull();
    expect(result.current.announcement).toBe(
      'Sep 17, 2026 – Sep 20, 2026 selected. Confirm below to block these days.',
    );
  });

  it('turns a range the check refuses into the problem, and starts over on cancel', () => {
    const { result } = renderHook(() => useRangeToBlock());
    act(() => void result.current.choose('2026-09-01', noProblem));
    let drawn: unknown;
    act(() => void (drawn = result.current.choose('2026-09-03', () => 'Already booked.')));
    expect(drawn).toBeNull();
    expect(result.current.pending).toBeNull();
    expect(result.current.problem).toBe('Already booked.');
    expect(result.current.announcement).toBe('Already booked.');

    act(() => result.current.cancel());
    expect(result.current.problem).toBeNull();
    expect(result.current.selection.anchor).toBeNull();
  });

  it('a drag passes where it started as the selection so far', () => {
    const { result } = renderHook(() => useRangeToBlock());
    act(() => void result.current.choose('2026-09-14', noProblem, { anchor: '2026-09-16' }));
    expect(result.current.pending).toEqual({ start: '2026-09-14', end: '2026-09-16' });
  });

  it('once blocked, says so and clears the note and the range', () => {
    const { result } = renderHook(() => useRangeToBlock());
    act(() => result.current.setReason('Holiday'));
    act(() => void result.current.choose('2026-09-14', noProblem, { anchor: '2026-09-16' }));
    act(() => result.current.blocked({ start: '2026-09-14', end: '2026-09-16' }));
    expect(result.current.announcement).toBe('Sep 14, 2026 – Sep 16, 2026 blocked.');
    expect(result.current.reason).toBe('');
    expect(result.current.pending).toBeNull();
  });
});
