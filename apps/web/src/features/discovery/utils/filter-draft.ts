import { t } from '@lingui/core/macro';
import {
  DEFAULT_RADIUS_KM,
  MAX_PRICE,
  readDay,
  type SearchFilters,
  type SearchPlace,
  type SortKey,
} from './search-filters';

/** The filter form's fields as typed (strings), before they become filters. */
export interface FilterDraft {
  keyword: string;
  rentalType: string;
  category: string;
  location: SearchPlace | null;
  radius: string;
  startDate: string;
  endDate: string;
  minPrice: string;
  maxPrice: string;
  instantBooking: boolean;
  sort: SortKey | null;
}

export type FilterDraftErrors = Partial<Record<keyof FilterDraft, string>>;

export function draftFromFilters(filters: SearchFilters): FilterDraft {
  return {
    keyword: filters.keyword,
    rentalType: filters.rentalType === null ? '' : String(filters.rentalType),
    category: filters.category === null ? '' : String(filters.category),
    location: filters.location,
    radius: String(filters.radius ?? DEFAULT_RADIUS_KM),
    startDate: filters.startDate ?? '',
    endDate: filters.endDate ?? '',
    minPrice: filters.minPrice === null ? '' : String(filters.minPrice),
    maxPrice: filters.maxPrice === null ? '' : String(filters.maxPrice),
    instantBooking: filters.instantBooking,
    sort: filters.sort,
  };
}

/** A typed amount of dollars; a comma before the cents is read as a decimal point ("12,50"). */
function readPrice(raw: string): number | null | 'invalid' {
  const text = raw.trim().replace(/,(\d{1,2})$/, '.$1');
  if (text === '') return null;
  if (!/^\d+(\.\d{0,2})?$/.test(text)) return 'invalid';
  const value = Number(text);
  return value <= MAX_PRICE ? value : 'invalid';
}

/**
 * Checks the form and turns it into filters, or says what to fix. `today` is the visitor's
 * local date (YYYY-MM-DD): a search for past dates makes no sense.
 */
export function filtersFromDraft(
  draft: FilterDraft,
  today: string,
): { ok: true; filters: SearchFilters } | { ok: false; errors: FilterDraftErrors } {
  const errors: FilterDraftErrors = {};

  const start = draft.startDate ? readDay(draft.startDate) : null;
  const end = draft.endDate ? readDay(draft.endDate) : null;
  if (draft.startDate && !start) errors.startDate = t`Enter a real date.`;
  if (draft.endDate && !end) errors.endDate = t`Enter a real date.`;
  if (start && start < today) errors.startDate = t`Choose today or a later date.`;
  if (start && !draft.endDate) errors.endDate = t`Choose the last day too.`;
  if (end && !draft.startDate) errors.startDate = t`Choose the first day too.`;
  if (start && end && end < start) errors.endDate = t`The last day must be on or after the first.`;

  const min = readPrice(draft.minPrice);
  const max = readPrice(draft.maxPrice);
  if (min === 'invalid') errors.minPrice = t`Enter an amount in dollars, like 25 or 12.50.`;
  if (max === 'invalid') errors.maxPrice = t`Enter an amount in dollars, like 25 or 12.50.`;
  if (typeof min === 'number' && typeof max === 'number' && max < min) {
    errors.maxPrice = t`The maximum must be at least the minimum.`;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const rentalType = draft.rentalType ? Number(draft.rentalType) : null;
  const hasPoint = Boolean(draft.location && draft.location.lat !== null);
  const radius = Number(draft.radius);
  const keyword = draft.keyword.trim();
  let sort = draft.sort;
  if (sort === 'distance' && !hasPoint) sort = null;
  if (sort === 'relevance' && !keyword) sort = null;

  return {
    ok: true,
    filters: {
      keyword,
      rentalType,
      category: draft.category ? Number(draft.category) : null,
      location: draft.location,
      radius: hasPoint && Number.isFinite(radius) && radius !== DEFAULT_RADIUS_KM ? radius : null,
      startDate: start,
      endDate: end,
      minPrice: typeof min === 'number' ? min : null,
      maxPrice: typeof max === 'number' ? max : null,
      instantBooking: draft.instantBooking,
      sort,
    },
  };
}

/** Today in the visitor's time zone, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
