import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshingCache } from './refreshing-cache';

const counted = (ttlMs: number, maxSize = 10, staleMs = 0) =>
  refreshingCache<number>({ ttlMs, staleMs, maxSize, sizeOf: () => 1 });

/** A loader that answers `value` and counts its calls in `calls.n`. */
function counter<V>(value: V) {
  const calls = { n: 0 };
  const load = async () => {
    calls.n += 1;
    return value;
  };
  return { calls, load };
}

describe('refreshingCache', () => {
  afterEach(() => vi.useRealTimers());

  it('forgets entries after their time to live', async () => {
    vi.useFakeTimers();
    const cache = counted(1000);
    const { calls, load } = counter(1);
    await cache.load('a', load);
    await cache.load('a', load);
    expect(calls.n).toBe(1);
    vi.advanceTimersByTime(1001);
    await cache.load('a', load);
    expect(calls.n).toBe(2);
  });

  it('bounds the total measured size: entries leave until a new one fits', async () => {
    const cache = refreshingCache<string>({
      ttlMs: 60_000,
      staleMs: 0,
      maxSize: 10,
      sizeOf: (value) => value.length,
    });
    const loads: string[] = [];
    const load = (key: string, value: string) =>
      cache.load(key, async () => {
        loads.push(key);
        return value;
      });
    await load('a', 'xxxx');
    await load('b', 'xxxx');
    await load('c', 'xxxxxxx'); // 15 > 10: a leaves, then b
    await load('c', 'xxxxxxx');
    expect(loads).toEqual(['a', 'b', 'c']);
    await load('d', 'xxx'); // 10 fits exactly
    await load('c', '');
    await load('d', '');
    expect(loads).toEqual(['a', 'b', 'c', 'd']);
    await load('a', 'xxxx');
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'a']);
    // Larger than the whole cache: answered, not kept, and nothing else leaves for it.
    expect(await load('huge', 'x'.repeat(11))).toBe('x'.repeat(11));
    await load('huge', 'x'.repeat(11));
    await load('a', '');
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'a', 'huge', 'huge']);
  });

  it('shares one load between concurrent misses for a key', async () => {
    const cache = counted(1000);
    let calls = 0;
    const loader = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    const answers = await Promise.all([
      cache.load('a', loader),
      cache.load('a', loader),
      cache.load('a', loader),
    ]);
    expect(answers).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
    expect(await cache.load('a', loader)).toBe(1);
  });

  it('answers a stale entry at once while one refresh runs, then the fresh one', async () => {
    vi.useFakeTimers();
    const cache = refreshingCache<string>({
      ttlMs: 1000,
      staleMs: 1000,
      maxSize: 10,
      sizeOf: () => 1,
    });
    await cache.load('k', async () => 'old');
    vi.advanceTimersByTime(1500);
    const refresh = counter('new');
    expect(await cache.load('k', refresh.load)).toBe('old');
    expect(await cache.load('k', refresh.load)).toBe('new');
    expect(refresh.calls.n).toBe(1);
    vi.advanceTimersByTime(2500); // past the stale window: wait for the load
    expect(await cache.load('k', async () => 'newest')).toBe('newest');
  });

  it('keeps the stale entry when its refresh fails', async () => {
    vi.useFakeTimers();
    const cache = counted(1000, 10, 1000);
    await cache.load('k', async () => 1);
    vi.advanceTimersByTime(1500);
    expect(await cache.load('k', () => Promise.reject(new Error('db down')))).toBe(1);
    expect(await cache.load('k', async () => 2)).toBe(1); // a new refresh behind it
    expect(await cache.load('k', async () => 3)).toBe(2);
  });

  it('does not store what shouldStore refuses, nor a load that finished after clear()', async () => {
    const cache = refreshingCache<string | null>({
      ttlMs: 1000,
      staleMs: 0,
      maxSize: 10,
      sizeOf: () => 1,
    });
    const draft = counter('draft');
    await cache.load('draft', draft.load, () => false);
    await cache.load('draft', draft.load, () => false);
    expect(draft.calls.n).toBe(2);
    const missing = counter(null);
    expect(await cache.load('gone', missing.load)).toBeNull();
    expect(await cache.load('gone', missing.load)).toBeNull();
    expect(missing.calls.n).toBe(1);

    let release: (value: string) => void = () => {};
    const slow = cache.load('p', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.load('p', async () => 'after the change')).toBe('after the change');
  });

  it('passes straight through when disabled, and lets a failed load be retried', async () => {
    const off = counted(0);
    let n = 0;
    await off.load('a', async () => ++n);
    await off.load('a', async () => ++n);
    expect(n).toBe(2);
    const cache = counted(1000);
    await expect(cache.load('x', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.load('x', async () => 7)).toBe(7);
  });
});
