import { createElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@/testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from '@/components/ui/back-to-top';
import { BACK_TO_TOP_THRESHOLD } from '@/config/app';

/**
 * jsdom lays nothing out, so the page's scroll position is played here: `moveSilently` is a
 * position the page reached without a scroll event reaching the button (a restored scroll,
 * or a move while another layout was shown); `scrollTo` is a visitor's scroll.
 */
let y = 0;
const original = Object.getOwnPropertyDescriptor(window, 'scrollY')!;
beforeEach(() => {
  y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
});
afterEach(() => {
  Object.defineProperty(window, 'scrollY', original);
});

function moveSilently(to: number) {
  y = to;
}

function scrollTo(to: number) {
  y = to;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

/** Resolves once the browser drew the next frame (jsdom draws at 60 fps). */
function nextFrame() {
  return act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

function showBackToTop() {
  return render(createElement(BackToTop));
}

/** Shown: a visitor sees it and can reach it; hidden, it is inert (out of sight, focus and reach). */
function isShown() {
  return !screen.getByRole('button', { name: 'Back to top' }).hasAttribute('inert');
}

describe('the back-to-top button', () => {
  it('appears once the page is scrolled past the threshold and goes when it is back above', () => {
    showBackToTop();
    expect(isShown()).toBe(false);

    scrollTo(BACK_TO_TOP_THRESHOLD);
    expect(isShown()).toBe(false);
    scrollTo(BACK_TO_TOP_THRESHOLD + 1);
    expect(isShown()).toBe(true);
    scrollTo(1200);
    expect(isShown()).toBe(true);
    scrollTo(120);
    expect(isShown()).toBe(false);
  });

  it('shows on a page that opens already scrolled down (restored after a reload)', async () => {
    moveSilently(900);
    showBackToTop();
    await waitFor(() => expect(isShown()).toBe(true));
  });

  it('takes the visitor to the top and then goes', () => {
    // What the browser does on scrollTo (jsdom does not scroll): the page moves, then says so.
    vi.spyOn(window, 'scrollTo').mockImplementation((options) => {
      scrollTo((options as ScrollToOptions).top ?? 0);
    });
    showBackToTop();
    scrollTo(2000);
    expect(isShown()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollY).toBe(0);
    expect(isShown()).toBe(false);
  });

  it('keeps no stale position when it comes back after the page moved unheard', async () => {
    const first = showBackToTop();
    scrollTo(1500);
    expect(isShown()).toBe(true);
    first.unmount();

    // Another layout (no button) was shown meanwhile, and the page is now near the top.
    moveSilently(200);
    showBackToTop();
    expect(isShown()).toBe(false);
    await nextFrame();
    expect(isShown()).toBe(false);

    // And it still follows the page from there.
    scrollTo(800);
    expect(isShown()).toBe(true);
  });
});
