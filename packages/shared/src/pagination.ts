import { groupDigits } from './format';

/** Listings per page on home. */
export const HOME_PER_PAGE = 9;
/** The most a list endpoint returns at once. */
export const MAX_PER_PAGE = 100;

/** Pagination maths: pages start at 1; requests for a page out of range are ignored. */
export function totalPages(total: number, perPage: number): number {
  if (total <= 0 || perPage <= 0) return 0;
  return Math.ceil(total / perPage);
}

/** Returns the page to go to, or null when the request must be ignored. */
export function acceptPage(requested: number, total: number, perPage: number): number | null {
  const pages = totalPages(total, perPage);
  if (!Number.isInteger(requested) || requested < 1 || requested > pages) return null;
  return requested;
}

/** 'Showing X to Y of Z results' numbers. */
export function pageRange(page: number, perPage: number, total: number) {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return { from: Math.min(from, total), to, total };
}

/**
 * A number of results as people read it: "1,000+" when the server stopped counting there
 * (a search's `total_is_lower_bound`), otherwise the exact figure ("1,005").
 */
export function resultCount(total: number, lowerBound = false): string {
  return `${groupDigits(total)}${lowerBound ? '+' : ''}`;
}

/** Page numbers to show with gaps, e.g. [1, '…', 4, 5, 6, '…', 12]. */
export function pageWindow(page: number, pages: number, around = 1): (number | '…')[] {
  const result: (number | '…')[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= around) result.push(p);
    else if (result[result.length - 1] !== '…') result.push('…');
  }
  return result;
}
