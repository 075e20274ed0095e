import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('forgets entries after their time to live', () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 10);
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full, and stores nothing when disabled', () => {
    const cache = new TtlCache<number>(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    const off = new TtlCache<number>(0, 2);
    off.set('a', 1);
    expect(off.get('a')).toBeUndefined();
  });

  it('bounds the total measured size: the oldest leave until a new entry fits', () => {
    const cache = new TtlCache<string>(60_000, 10, 0, (value) => value.length);
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    expect(cache.size).toBe(8);
    cache.set('c', 'xxxxxxx'); // 15 > 10: a leaves, then b
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([
      undefined,
      undefined,
      'xxxxxxx',
    ]);
    expect(cache.size).toBe(7);
    cache.set('d', 'xxx'); // 10 fits exactly
    expect([cache.get('c'), cache.get('d'), cache.size]).toEqual(['xxxxxxx', 'xxx', 10]);
    cache.set('c', 'xx'); // replacing an entry frees its old size
    expect(cache.size).toBe(5);
    cache.set('huge', 'x'.repeat(11)); // larger than the whole cache: not kept, nothing evicted
    expect([cache.get('huge'), cache.get('c'), cache.get('d'), cache.size]).toEqual([
      undefined,
      'xx',
      'xxx',
      5,
    ]);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe('TtlCache.load', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one load between concurrent misses for a key', async () => {
    const cache = new TtlCache<number>(1000, 10);
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
    const cache = new TtlCache<string>(1000, 10, 1000);
    await cache.load('k', async () => 'old');
    vi.advanceTimersByTime(1500);
    let refreshes = 0;
    const refresh = async () => {
      refreshes += 1;
      return 'new';
    };
    expect(await cache.load('k', refresh)).toBe('old');
    expect(await cache.load('k', refresh)).toBe('new');
    expect(refreshes).toBe(1);
    vi.advanceTimersByTime(2500); // past the stale window: wait for the load
    expect(await cache.load('k', async () => 'newest')).toBe('newest');
  });

  it('does not store what shouldStore refuses, nor a load that finished after clear()', async () => {
    const cache = new TtlCache<string>(1000, 10);
    await cache.load(
      'draft',
      async () => 'draft',
      () => false,
    );
    expect(cache.get('draft')).toBeUndefined();
    let release: (value: string) => void = () => {};
    const slow = cache.load('p', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(cache.get('p')).toBeUndefined();
  });

  it('passes straight through when disabled, and lets a failed load be retried', async () => {
    const off = new TtlCache<number>(0, 10);
    let n = 0;
    await off.load('a', async () => ++n);
    await off.load('a', async () => ++n);
    expect(n).toBe(2);
    const cache = new TtlCache<number>(1000, 10);
    await expect(cache.load('x', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.load('x', async () => 7)).toBe(7);
  });
});
