import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@/testing/render';
import { MemoryRouter } from 'react-router';
import type { RentalType } from '@ownless/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { EMPTY_FILTERS, type SearchFilters } from '../utils/search-filters';
import { SearchForm } from './search-form';
import { answer, answerError, holdAnswer } from '../../../testing/api';
import { publicConfigFixture } from '../../../testing/config-fixtures';

const RENTAL_TYPES: RentalType[] = [
  { id: 1, name: 'Tool', slug: 'tool', description: null },
  { id: 2, name: 'Gear', slug: 'gear', description: null },
];

function renderForm(filters: SearchFilters, onSearch = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SearchForm filters={filters} onSearch={onSearch} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSearch;
}

describe('SearchForm', () => {
  // The location field asks the runtime settings whether Google places are on (they are not).
  beforeEach(() => answer('get', '/config', publicConfigFixture()));

  it('appears once the rental types are loaded and lists them under "Select Category:"', async () => {
    const rentalTypes = holdAnswer('get', '/rental-types');
    renderForm(EMPTY_FILTERS);
    expect(screen.getByTestId('search-form-loading')).toBeTruthy();
    expect(screen.queryByTestId('search-form')).toBeNull();

    rentalTypes.release(RENTAL_TYPES);
    const select = await screen.findByLabelText('Category');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Select Category:',
      'Tool',
      'Gear',
    ]);
    expect(screen.getByPlaceholderText('Search your keyword')).toBeTruthy();
    expect(screen.getByPlaceholderText('Enter a location')).toBeTruthy();
  });

  it('searches with the keyword and the rental type, keeping the other filters', async () => {
    answer('get', '/rental-types', RENTAL_TYPES);
    const onSearch = renderForm({ ...EMPTY_FILTERS, minPrice: 5, category: 9, rentalType: 1 });
    fireEvent.change(await screen.findByLabelText('Category'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: '  tent ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({
      ...EMPTY_FILTERS,
      keyword: 'tent',
      rentalType: 2,
      // A category belongs to one rental type: switching the type drops it.
      category: null,
      minPrice: 5,
    });
  });

  it('logs a failure to load the rental types and shows the form anyway', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerError('get', '/rental-types', 404, { message: 'Not found' });
    renderForm(EMPTY_FILTERS);
    expect(await screen.findByTestId('search-form')).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });
});
