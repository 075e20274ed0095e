import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  countActiveFilters,
  parseSearchFilters,
  toListingQuery,
  writeSearchFilters,
  type SearchFilters,
} from './search-filters';

const parse = (query: string) => parseSearchFilters(new URLSearchParams(query));
const write = (filters: SearchFilters, page?: number) =>
  writeSearchFilters(filters, new URLSearchParams(), page).toString();

const everything: SearchFilters = {
  keyword: 'tent',
  rentalType: 2,
  category: 5,
  location: { label: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
  radius: 25,
  startDate: '2026-12-01',
  endDate: '2026-12-03',
  minPrice: 10,
  maxPrice: 99.5,
  instantBooking: true,
  sort: 'distance',
};

describe('search filters in the URL', () => {
  it('round-trips every filter: filters → URL → filters', () => {
    expect(parse(write(everything))).toEqual(everything);
  });

  it('round-trips a URL: URL → filters → the same URL', () => {
    const url =
      'keyword=drill&rental_type=1&category=3&location=Austin%2C+TX&lat=30.27&lng=-97.74&radius=10&start_date=2026-12-01&end_date=2026-12-05&min_price=5&max_price=40&instant_booking=1&sort=price-desc';
    expect(write(parse(url))).toBe(url);
  });

  it('keeps the page only beyond page 1 and keeps unrelated parameters', () => {
    expect(write({ ...EMPTY_FILTERS, keyword: 'saw' }, 3)).toBe('keyword=saw&page=3');
    const base = new URLSearchParams('view=map&page=4&keyword=old');
    expect(writeSearchFilters({ ...EMPTY_FILTERS, keyword: 'new' }, base).toString()).toBe(
      'view=map&keyword=new',
    );
  });

  it('writes nothing for the empty search', () => {
    expect(write(EMPTY_FILTERS)).toBe('');
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('drops malformed values instead of failing', () => {
    expect(
      parse(
        'rental_type=abc&category=-2&lat=500&lng=1&radius=9999&start_date=2026-02-30&end_date=2026-03-01&min_price=cheap&sort=sideways',
      ),
    ).toEqual(EMPTY_FILTERS);
  });

  it('keeps a place name without a position as a text location', () => {
    expect(parse('location=Denver').location).toEqual({ label: 'Denver', lat: null, lng: null });
    expect(toListingQuery(parse('location=Denver'), { page: 1, perPage: 9 }).location).toBe(
      'Denver',
    );
  });

  it('needs both dates, and puts them in order', () => {
    expect(parse('start_date=2026-12-01').startDate).toBeNull();
    expect(parse('start_date=2026-12-09&end_date=2026-12-01')).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2026-12-09',
    });
  });

  it('filters instant booking with instant_booking=1, counted and sent to the API', () => {
    const filters = parse('instant_booking=1');
    expect(filters.instantBooking).toBe(true);
    expect(countActiveFilters(filters)).toBe(1);
    expect(toListingQuery(filters, { page: 1, perPage: 9 }).instant_booking).toBe(1);
    expect(parse('instant_booking=yes').instantBooking).toBe(false);
    expect(toListingQuery(EMPTY_FILTERS, { page: 1, perPage: 9 }).instant_booking).toBeUndefined();
  });

  it('swaps a price range written the wrong way round', () => {
    expect(parse('min_price=50&max_price=10')).toMatchObject({ minPrice: 10, maxPrice: 50 });
  });

  it('ignores sorts that cannot apply (nearest without a place, best match without words)', () => {
    expect(parse('sort=distance').sort).toBeNull();
    expect(parse('sort=relevance').sort).toBeNull();
    expect(parse('keyword=x&sort=relevance').sort).toBe('relevance');
  });

  it('treats the default radius as unset', () => {
    expect(parse('location=X&lat=1&lng=2&radius=50').radius).toBeNull();
  });

  it('counts active filters, not the sort', () => {
    expect(countActiveFilters(everything)).toBe(7);
    expect(countActiveFilters({ ...EMPTY_FILTERS, sort: 'newest' })).toBe(0);
  });
});

describe('toListingQuery', () => {
  it('maps filters to the GET /listings parameters', () => {
    expect(toListingQuery(everything, { page: 2, perPage: 9 })).toEqual({
      search: 'tent',
      rental_type: 2,
      category: 5,
      location: undefined,
      lat: 39.7392,
      lng: -104.9903,
      radius: 25,
      start_date: '2026-12-01',
      end_date: '2026-12-03',
      min_price: 10,
      max_price: 99.5,
      instant_booking: 1,
      sale: undefined,
      owner_id: undefined,
      sortBy: 'distance',
      sortOrder: 'asc',
      page: 2,
      per_page: 9,
    });
  });

  it('leaves unset filters undefined so nothing empty is sent', () => {
    const query = toListingQuery(EMPTY_FILTERS, { page: 1, perPage: 12, sale: true });
    const sent = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
    expect(sent).toEqual({ sale: 1, page: 1, per_page: 12 });
  });

  it('asks for highest rated first and newest first', () => {
    expect(
      toListingQuery({ ...EMPTY_FILTERS, sort: 'rating' }, { page: 1, perPage: 9 }),
    ).toMatchObject({ sortBy: 'rating', sortOrder: 'desc' });
    expect(
      toListingQuery({ ...EMPTY_FILTERS, sort: 'newest' }, { page: 1, perPage: 9 }),
    ).toMatchObject({ sortBy: 'newest', sortOrder: 'asc' });
  });
});
