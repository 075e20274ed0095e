import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

/** window.scrollY as a getter whose reads are counted (reading it lays the page out). */
function fakeScroll(start: number) {
  let y = start;
  const reads = vi.fn(() => y);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: reads });
  return {
    reads,
    scrollTo(next: number) {
      y = next;
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
    },
  };
}

/** The animation frames asked for, run when the test says. */
function captureFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  return frames;
}

describe('useScrolledPast', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the scroll without reading the position while React renders or commits', async () => {
    const page = fakeScroll(0);
    const frames = captureFrames();
    const { result, unmount } = renderHook(() => useScrolledPast(400));
    expect(result.current).toBe(false);
    expect(page.reads).not.toHaveBeenCalled();

    // The page was already down (restored after a reload): the next frame finds it.
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => 900 });
    act(() => frames.forEach((frame) => frame(0)));
    expect(result.current).toBe(true);

    const moved = fakeScroll(900);
    moved.scrollTo(120);
    expect(result.current).toBe(false);
    moved.scrollTo(401);
    expect(result.current).toBe(true);

    unmount();
    moved.scrollTo(0);
    expect(moved.reads).toHaveBeenCalledTimes(2);
  });

  it('starts hidden when it comes back after the page moved unheard, then reads where the page is', () => {
    const page = fakeScroll(0);
    const frames = captureFrames();
    const first = renderHook(() => useScrolledPast(400));
    page.scrollTo(1500);
    expect(first.result.current).toBe(true);
    first.unmount();

    // Another layout (no button) was shown meanwhile, and the page is now at 200 px.
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => 200 });
    frames.length = 0;
    const again = renderHook(() => useScrolledPast(400));
    expect(again.result.current).toBe(false);
    act(() => frames.forEach((frame) => frame(0)));
    expect(again.result.current).toBe(false);
    again.unmount();
  });
});
