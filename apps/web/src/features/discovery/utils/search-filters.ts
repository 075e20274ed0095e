/**
 * The search every discovery page shares (home, /grid*, /list*, /buy), kept in the URL so a
 * search is shareable, survives a reload and the Back button walks through it.
 *
 * URL parameters (all optional; anything malformed is ignored, never an error page):
 *   keyword, rental_type, category, location, lat, lng, radius, start_date, end_date,
 *   min_price, max_price, sort, page
 * They are turned into the API's GET /listings parameters by `toListingQuery`.
 */

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const SORT_KEYS = [
  'relevance',
  'newest',
  'price-asc',
  'price-desc',
  'rating',
  'distance',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Record<SortKey, MessageDescriptor> = {
  relevance: msg`Best match`,
  newest: msg`Newest first`,
  'price-asc': msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
  rating: msg`Highest rated`,
  distance: msg`Nearest first`,
};

/** What each sort asks the API for (`sortOrder` defaults to asc; "newest asc" = newest first). */
const SORT_API: Record<SortKey, { sortBy: string; sortOrder: 'asc' | 'desc' }> = {
  relevance: { sortBy: 'relevance', sortOrder: 'asc' },
  newest: { sortBy: 'newest', sortOrder: 'asc' },
  'price-asc': { sortBy: 'price', sortOrder: 'asc' },
  'price-desc': { sortBy: 'price', sortOrder: 'desc' },
  rating: { sortBy: 'rating', sortOrder: 'desc' },
  distance: { sortBy: 'distance', sortOrder: 'asc' },
};

/** Radius choices around a place, in kilometres (the API's default is 50). */
export const RADIUS_OPTIONS_KM = [5, 10, 25, 50, 100, 250] as const;
export const DEFAULT_RADIUS_KM = 50;
export const MIN_RADIUS_KM = 1;
export const MAX_RADIUS_KM = 500;
export const MAX_PRICE = 1_000_000;

/** A searched place: its label, and its position when it was chosen from the suggestions. */
export interface SearchPlace {
  label: string;
  lat: number | null;
  lng: number | null;
}

export interface SearchFilters {
  keyword: string;
  rentalType: number | null;
  category: number | null;
  location: SearchPlace | null;
  /** Kilometres around the place; null = the API default (50). Only used with a position. */
  radius: number | null;
  /** YYYY-MM-DD; both or neither. */
  startDate: string | null;
  endDate: string | null;
  /** Dollars per rental unit. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Only listings whose requests are approved at once. */
  instantBooking: boolean;
  /** null = the API's default (best match with a keyword, else newest). */
  sort: SortKey | null;
}

export const EMPTY_FILTERS: SearchFilters = Object.freeze({
  keyword: '',
  rentalType: null,
  category: null,
  location: null,
  radius: null,
  startDate: null,
  endDate: null,
  minPrice: null,
  maxPrice: null,
  instantBooking: false,
  sort: null,
});

/** The URL parameter of each filter (page is separate: `page`). */
export const FILTER_PARAMS = [
  'keyword',
  'rental_type',
  'category',
  'location',
  'lat',
  'lng',
  'radius',
  'start_date',
  'end_date',
  'min_price',
  'max_price',
  'instant_booking',
  'sort',
] as const;

const MAX_KEYWORD = 200;

function readId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

function readNumber(raw: string | null, min: number, max: number): number | null {
  if (raw === null) return null;
  const text = raw.trim();
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/** A real calendar day written YYYY-MM-DD, else null. */
export function readDay(raw: string | null | undefined): string | null {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const time = Date.parse(`${raw}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== raw) return null;
  return raw;
}

const isSortKey = (value: string | null): value is SortKey =>
  value !== null && (SORT_KEYS as readonly string[]).includes(value);

/** Whole cents at most: "12.345" → 12.34 (prices are cut off, never rounded up). */
const toCents = (value: number) => Math.trunc(value * 100 + 1e-9) / 100;

/**
 * Reads the filters from the URL. Every value is checked on its own and a bad one is
 * dropped, so a hand-edited or stale link still shows results instead of an error.
 */
export function parseSearchFilters(params: URLSearchParams): SearchFilters {
  const keyword = (params.get('keyword') ?? params.get('search') ?? '')
    .trim()
    .slice(0, MAX_KEYWORD);

  const label = (params.get('location') ?? '').trim().slice(0, MAX_KEYWORD);
  const lat = readNumber(params.get('lat'), -90, 90);
  const lng = readNumber(params.get('lng'), -180, 180);
  const hasPoint = lat !== null && lng !== null;
  const location: SearchPlace | null = hasPoint
    ? { label: label || `${lat}, ${lng}`, lat, lng }
    : label
      ? { label, lat: null, lng: null }
      : null;

  let startDate = readDay(params.get('start_date'));
  let endDate = readDay(params.get('end_date'));
  if (!startDate || !endDate) {
    startDate = null;
    endDate = null;
  } else if (endDate < startDate) {
    [startDate, endDate] = [endDate, startDate];
  }

  let minPrice = readNumber(params.get('min_price'), 0, MAX_PRICE);
  let maxPrice = readNumber(params.get('max_price'), 0, MAX_PRICE);
  if (minPrice !== null) minPrice = toCents(minPrice);
  if (maxPrice !== null) maxPrice = toCents(maxPrice);
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }

  const rawSort = params.get('sort');
  let sort: SortKey | null = isSortKey(rawSort) ? rawSort : null;
  // Nearest first needs a position; best match needs words.
  if (sort === 'distance' && !hasPoint) sort = null;
  if (sort === 'relevance' && !keyword) sort = null;

  const radius = hasPoint ? readNumber(params.get('radius'), MIN_RADIUS_KM, MAX_RADIUS_KM) : null;

  return {
    keyword,
    rentalType: readId(params.get('rental_type')),
    category: readId(params.get('category')),
    location,
    radius: radius === DEFAULT_RADIUS_KM ? null : radius,
    startDate,
    endDate,
    minPrice,
    maxPrice,
    instantBooking: params.get('instant_booking') === '1',
    sort,
  };
}

/**
 * Writes the filters as URL parameters, in a stable order and only those that are set, so
 * equal searches have equal URLs. Parameters that are not filters (e.g. a tab) are kept;
 * the page is dropped unless given (a new search starts on page 1).
 */
export function writeSearchFilters(
  filters: SearchFilters,
  base: URLSearchParams = new URLSearchParams(),
  page = 1,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of [...FILTER_PARAMS, 'search', 'page']) params.delete(name);

  const set = (name: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '') return;
    params.set(name, String(value));
  };
  const keyword = filters.keyword.trim();
  set('keyword', keyword);
  set('rental_type', filters.rentalType);
  set('category', filters.category);
  const place = filters.location;
  const hasPoint = place !== null && place.lat !== null && place.lng !== null;
  if (place && place.label.trim()) set('location', place.label.trim());
  if (hasPoint) {
    set('lat', place.lat);
    set('lng', place.lng);
    if (filters.radius !== null && filters.radius !== DEFAULT_RADIUS_KM)
      set('radius', filters.radius);
  }
  if (filters.startDate && filters.endDate) {
    set('start_date', filters.startDate);
    set('end_date', filters.endDate);
  }
  set('min_price', filters.minPrice);
  set('max_price', filters.maxPrice);
  if (filters.instantBooking) set('instant_booking', 1);
  if (
    filters.sort &&
    !(filters.sort === 'distance' && !hasPoint) &&
    !(filters.sort === 'relevance' && !keyword)
  ) {
    set('sort', filters.sort);
  }
  if (page > 1) set('page', page);
  return params;
}

/** How many filters are set (the "Filters (3)" badge); sorting is not a filter. */
export function countActiveFilters(filters: SearchFilters): number {
  let count = 0;
  if (filters.keyword.trim()) count += 1;
  if (filters.rentalType !== null) count += 1;
  if (filters.category !== null) count += 1;
  if (filters.location) count += 1;
  if (filters.startDate && filters.endDate) count += 1;
  if (filters.minPrice !== null || filters.maxPrice !== null) count += 1;
  if (filters.instantBooking) count += 1;
  return count;
}

export const hasActiveFilters = (filters: SearchFilters) => countActiveFilters(filters) > 0;

export interface ListingQueryOptions {
  page: number;
  perPage: number;
  /** /buy: only things that can be bought. */
  sale?: boolean;
  ownerId?: number;
}

export type ListingQueryParams = Record<string, string | number | undefined>;

/**
 * The GET /listings parameters of a search. Unset values are left undefined and
 * the API client strips them, so empty or null values are never sent.
 */
export function toListingQuery(
  filters: SearchFilters,
  { page, perPage, sale, ownerId }: ListingQueryOptions,
): ListingQueryParams {
  const place = filters.location;
  const hasPoint = place !== null && place.lat !== null && place.lng !== null;
  const sort = filters.sort ? SORT_API[filters.sort] : undefined;
  const sortUsable =
    sort &&
    !(filters.sort === 'distance' && !hasPoint) &&
    !(filters.sort === 'relevance' && !filters.keyword.trim());
  return {
    search: filters.keyword.trim() || undefined,
    rental_type: filters.rentalType ?? undefined,
    category: filters.category ?? undefined,
    // A position searches around it; a bare place name matches city, state and address.
    location: !hasPoint && place?.label ? place.label : undefined,
    lat: hasPoint ? (place.lat ?? undefined) : undefined,
    lng: hasPoint ? (place.lng ?? undefined) : undefined,
    radius: hasPoint && filters.radius !== null ? filters.radius : undefined,
    start_date: filters.startDate && filters.endDate ? filters.startDate : undefined,
    end_date: filters.startDate && filters.endDate ? filters.endDate : undefined,
    min_price: filters.minPrice ?? undefined,
    max_price: filters.maxPrice ?? undefined,
    instant_booking: filters.instantBooking ? 1 : undefined,
    sale: sale ? 1 : undefined,
    owner_id: ownerId,
    sortBy: sortUsable ? sort.sortBy : undefined,
    sortOrder: sortUsable ? sort.sortOrder : undefined,
    page,
    per_page: perPage,
  };
}

/** The searched position, if the search has one (the map centres on it). */
export function searchPoint(filters: SearchFilters): { lat: number; lng: number } | null {
  const place = filters.location;
  if (!place || place.lat === null || place.lng === null) return null;
  return { lat: place.lat, lng: place.lng };
}
