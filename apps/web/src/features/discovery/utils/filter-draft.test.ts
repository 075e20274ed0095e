import { describe, expect, it } from 'vitest';
import { draftFromFilters, filtersFromDraft } from './filter-draft';
import { EMPTY_FILTERS, type SearchFilters } from './search-filters';

const today = '2026-11-22';

describe('filter form', () => {
  it('turns filters into a draft and back unchanged', () => {
    const filters: SearchFilters = {
      ...EMPTY_FILTERS,
      keyword: 'kayak',
      rentalType: 2,
      category: 6,
      location: { label: 'Austin, TX', lat: 30.27, lng: -97.74 },
      radius: 10,
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      minPrice: 5,
      maxPrice: 60.5,
      sort: 'price-asc',
    };
    expect(filtersFromDraft(draftFromFilters(filters), today)).toEqual({ ok: true, filters });
  });

  it('asks for both dates, in order, not in the past', () => {
    const draft = draftFromFilters(EMPTY_FILTERS);
    expect(filtersFromDraft({ ...draft, startDate: '2026-12-01' }, today)).toEqual({
      ok: false,
      errors: { endDate: 'Choose the last day too.' },
    });
    expect(
      filtersFromDraft({ ...draft, startDate: '2026-12-05', endDate: '2026-12-01' }, today),
    ).toMatchObject({ ok: false, errors: { endDate: expect.stringMatching(/on or after/) } });
    expect(
      filtersFromDraft({ ...draft, startDate: '2026-11-01', endDate: '2026-11-02' }, today),
    ).toMatchObject({ ok: false, errors: { startDate: 'Choose today or a later date.' } });
  });

  it('checks the price range', () => {
    const draft = draftFromFilters(EMPTY_FILTERS);
    expect(filtersFromDraft({ ...draft, minPrice: 'ten' }, today)).toMatchObject({
      ok: false,
      errors: { minPrice: expect.any(String) },
    });
    expect(filtersFromDraft({ ...draft, minPrice: '50', maxPrice: '20' }, today)).toMatchObject({
      ok: false,
      errors: { maxPrice: 'The maximum must be at least the minimum.' },
    });
  });

  it('reads a comma before the cents as a decimal point', () => {
    const draft = draftFromFilters(EMPTY_FILTERS);
    expect(filtersFromDraft({ ...draft, minPrice: '12,5', maxPrice: '1,000' }, today)).toEqual({
      ok: false,
      errors: { maxPrice: 'Enter an amount in dollars, like 25 or 12.50.' },
    });
    expect(filtersFromDraft({ ...draft, minPrice: '12,50' }, today)).toMatchObject({
      ok: true,
      filters: { minPrice: 12.5 },
    });
  });

  it('drops a sort that cannot apply and the radius without a place', () => {
    const draft = { ...draftFromFilters(EMPTY_FILTERS), sort: 'distance' as const, radius: '10' };
    const result = filtersFromDraft(draft, today);
    expect(result).toMatchObject({ ok: true, filters: { sort: null, radius: null } });
  });
});
