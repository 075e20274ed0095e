import { act, renderHook } from '@/testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  DELETE_DELAY_MAX_MS,
  DELETE_DELAY_MIN_MS,
  TYPE_DELAY_MAX_MS,
  TYPE_DELAY_MIN_MS,
  TYPEWRITER_WORDS,
  WORD_PAUSE_MS,
  useTypewriter,
} from './use-typewriter';

const WORDS = TYPEWRITER_WORDS.map((word) => i18n._(word));

/**
 * Advances time a millisecond at a time: the next timer is only scheduled once React has
 * re-rendered and run its effect, which happens when each act() ends.
 */
function advance(ms: number) {
  for (let i = 0; i < ms; i++) act(() => vi.advanceTimersByTime(1));
}

describe('useTypewriter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('types, deletes and pauses at the hero’s timings', () => {
    expect([TYPE_DELAY_MIN_MS, TYPE_DELAY_MAX_MS]).toEqual([120, 160]);
    expect([DELETE_DELAY_MIN_MS, DELETE_DELAY_MAX_MS]).toEqual([40, 80]);
    expect(WORD_PAUSE_MS).toBe(1500);
    expect(WORDS).toEqual(['tool', 'gear', 'goods', 'service']);
  });

  it('types one character per type delay (random 0 → 120 ms)', () => {
    const { result } = renderHook(() => useTypewriter(WORDS, { random: () => 0 }));
    expect(result.current.text).toBe('');
    advance(119);
    expect(result.current.text).toBe('');
    advance(1);
    expect(result.current.text).toBe('t');
    advance(120);
    expect(result.current.text).toBe('to');
    advance(240);
    expect(result.current.text).toBe('tool');
  });

  it('uses the top of the range when random is at its maximum (160 ms, 80 ms)', () => {
    const { result } = renderHook(() => useTypewriter(['ab'], { random: () => 1 }));
    advance(159);
    expect(result.current.text).toBe('');
    advance(1);
    expect(result.current.text).toBe('a');
    advance(160);
    expect(result.current.text).toBe('ab');
    advance(WORD_PAUSE_MS);
    advance(79);
    expect(result.current.text).toBe('ab');
    advance(1);
    expect(result.current.text).toBe('a');
  });

  it('pauses 1500 ms on a complete word, deletes at the delete delay, then types the next word', () => {
    const { result } = renderHook(() => useTypewriter(WORDS, { random: () => 0 }));
    advance(4 * 120);
    expect(result.current.text).toBe('tool');
    advance(WORD_PAUSE_MS - 1);
    expect(result.current.text).toBe('tool');
    advance(1);
    expect(result.current.phase).toBe('deleting');
    advance(40);
    expect(result.current.text).toBe('too');
    advance(3 * 40);
    expect(result.current.text).toBe('');
    expect(result.current.wordIndex).toBe(1);
    advance(120);
    expect(result.current.text).toBe('g');
  });

  it('loops back to the first word after the last', () => {
    const { result } = renderHook(() => useTypewriter(['ab', 'c'], { random: () => 0 }));
    // 'ab': 2 types + pause + 2 deletes; 'c': 1 type + pause + 1 delete.
    advance(2 * 120 + WORD_PAUSE_MS + 2 * 40);
    expect(result.current.wordIndex).toBe(1);
    advance(120 + WORD_PAUSE_MS + 40);
    expect(result.current.wordIndex).toBe(0);
    advance(120);
    expect(result.current.text).toBe('a');
  });

  it('schedules nothing when disabled (reduced motion)', () => {
    const { result } = renderHook(() => useTypewriter(WORDS, { enabled: false }));
    advance(10_000);
    expect(result.current.text).toBe('');
    expect(vi.getTimerCount()).toBe(0);
  });
});
