import { fireEvent, render, screen } from '@/testing/render';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '@ownless/shared';
import { frequency, image, listingSummary } from '@/testing/listing-fixtures';
import { LISTING_FALLBACK_IMAGE } from '../utils/listing-cover';
import { ListingCard } from './listing-card';

function renderCard(listing: ListingSummary) {
  render(
    <MemoryRouter>
      <ListingCard listing={listing} />
    </MemoryRouter>,
  );
  return screen.getByTestId('listing-card');
}

const imgOf = (card: HTMLElement) => card.querySelector('img')!;

describe('ListingCard', () => {
  it('shows the image flagged as cover even when it is not first', () => {
    const card = renderCard(
      listingSummary({
        images: [
          image({ id: 1, file_path: '/uploads/first.webp', is_cover: 0 }),
          image({ id: 2, file_path: '/uploads/cover.webp', is_cover: 1, position: 1 }),
        ],
      }),
    );
    expect(imgOf(card).getAttribute('src')).toBe('/uploads/cover.webp');
  });

  it('falls back to the first image when none is the cover', () => {
    const card = renderCard(
      listingSummary({
        images: [
          image({ id: 1, file_path: '/uploads/first.webp' }),
          image({ id: 2, file_path: '/uploads/second.webp', position: 1 }),
        ],
      }),
    );
    expect(imgOf(card).getAttribute('src')).toBe('/uploads/first.webp');
  });

  it('uses the local fallback image when the listing has no images', () => {
    const card = renderCard(listingSummary({ images: [] }));
    expect(imgOf(card).getAttribute('src')).toBe(LISTING_FALLBACK_IMAGE);
  });

  it('swaps to the fallback when the image fails to load', () => {
    const card = renderCard(listingSummary());
    fireEvent.error(imgOf(card));
    expect(imgOf(card).getAttribute('src')).toBe(LISTING_FALLBACK_IMAGE);
  });

  it('describes the image and reserves its box', () => {
    const card = renderCard(listingSummary({ name: 'Camping tent' }));
    const img = imgOf(card);
    expect(img.getAttribute('alt')).toBe('Camping tent');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('400');
  });

  it('shows the price of the first rent frequency with its frequency', () => {
    renderCard(
      listingSummary({
        frequencies: [
          frequency({ id: 1, type: 'sale', frequency: 'Once', price: 300 }),
          frequency({ id: 2, type: 'rent', frequency: 'Daily', price: 25 }),
          frequency({ id: 3, type: 'rent', frequency: 'Weekly', price: 120 }),
        ],
      }),
    );
    expect(screen.getByTestId('listing-price').textContent).toBe('$25.00 / Daily');
  });

  it('cuts extra decimals instead of rounding', () => {
    renderCard(
      listingSummary({ frequencies: [frequency({ frequency: 'Hourly', price: 19.999 })] }),
    );
    expect(screen.getByTestId('listing-price').textContent).toBe('$19.99 / Hourly');
  });

  it('shows name, short address and rental type, and links to the detail page', () => {
    const card = renderCard(listingSummary({ id: 7, name: 'Kayak', short_address: 'Denver, CO' }));
    expect(card.textContent).toContain('Denver, CO');
    expect(screen.getByTestId('listing-rental-type').textContent).toBe('Tool');
    expect(screen.getByRole('link', { name: 'Kayak' }).getAttribute('href')).toBe(
      '/listing-detail/7',
    );
  });
});
