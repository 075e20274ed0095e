import { describe, expect, it } from 'vitest';
import { acceptPage, pageRange, pageWindow, totalPages } from './pagination';

describe('pagination', () => {
  it('counts pages as the ceiling of total / per page', () => {
    expect(totalPages(70, 9)).toBe(8);
    expect(totalPages(9, 9)).toBe(1);
    expect(totalPages(0, 9)).toBe(0);
  });

  it('ignores pages below 1 or above the total', () => {
    expect(acceptPage(0, 70, 9)).toBeNull();
    expect(acceptPage(9, 70, 9)).toBeNull();
    expect(acceptPage(8, 70, 9)).toBe(8);
    expect(acceptPage(1.5, 70, 9)).toBeNull();
    expect(acceptPage(1, 0, 9)).toBeNull();
  });

  it('computes "Showing X to Y of Z"', () => {
    expect(pageRange(1, 9, 70)).toEqual({ from: 1, to: 9, total: 70 });
    expect(pageRange(8, 9, 70)).toEqual({ from: 64, to: 70, total: 70 });
    expect(pageRange(1, 9, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('shows a window of page numbers with gaps', () => {
    expect(pageWindow(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});
