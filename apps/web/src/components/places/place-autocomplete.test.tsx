import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render as renderUi, screen, waitFor } from '@/testing/render';
import type { PlacePredictions } from '@ownless/shared';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlaceAutocomplete, type PlaceLocation } from './place-autocomplete';
import { answerNetworkError, answerWith, sentRequests } from '../../testing/api';

const predictions: PlacePredictions['predictions'] = [
  {
    placeId: 'us-city:austin-tx',
    formattedAddress: 'Austin, TX, USA',
    latitude: 30.27,
    longitude: -97.74,
    city: 'Austin',
    state: 'TX',
    country: 'US',
    postalCode: null,
    kind: 'city',
  },
  {
    placeId: 'us-zip:78701',
    formattedAddress: 'Austin, TX 78701, USA',
    latitude: 30.27,
    longitude: -97.74,
    city: 'Austin',
    state: 'TX',
    country: 'US',
    postalCode: '78701',
    kind: 'zip',
  },
];

const AUTOCOMPLETE = '/places/autocomplete';

beforeEach(() => {
  answerWith('get', AUTOCOMPLETE, ({ request }): PlacePredictions => {
    const q = new URL(request.url, 'http://localhost').searchParams.get('q') ?? '';
    return { predictions: q.toLowerCase().startsWith('aus') ? predictions : [] };
  });
});

afterEach(() => vi.useRealTimers());

function Harness({ onChange }: { onChange?: (value: PlaceLocation | null) => void }) {
  const [value, setValue] = useState<PlaceLocation | null>(null);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <PlaceAutocomplete
        id="loc"
        label="Location"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <span data-testid="value">{value ? value.placeId : 'none'}</span>
    </form>
  );
}

/** The server's config is already known (no Google key): suggestions come from the gazetteer. */
function render(ui: ReactNode) {
  const client = new QueryClient();
  client.setQueryData(['app-config'], { googleMapsApiKey: null });
  return renderUi(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

describe('PlaceAutocomplete', () => {
  it('is a labelled combobox with the “Enter a location” placeholder', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    expect(input).toHaveProperty('placeholder', 'Enter a location');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe('loc-listbox');
  });

  it('debounces: one request for fast typing, none under two characters', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'a' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(sentRequests()).toEqual([]);
    fireEvent.change(input, { target: { value: 'au' } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.change(input, { target: { value: 'aus' } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.change(input, { target: { value: 'aust' } });
    expect(sentRequests()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(sentRequests()).toHaveLength(1);
    expect(sentRequests()[0]!.url).toContain('/api/places/autocomplete?q=aust');
  });

  it('lists suggestions, moves with the arrows and chooses with Enter', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'Aus' } });
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toMatch(/2 places found/);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe('loc-option-0');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe('loc-option-1');
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe('loc-option-0');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe('loc-option-1');

    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('us-zip:78701'));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        latitude: 30.27,
        longitude: -97.74,
        postalCode: '78701',
        country: 'US',
      }),
    );
    expect((input as HTMLInputElement).value).toBe('Austin, TX 78701, USA');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('chooses with a click', async () => {
    render(<Harness />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'austin' } });
    const [first] = await screen.findAllByRole('option');
    fireEvent.click(first!);
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('us-city:austin-tx'));
  });

  it('typing alone never sets a value, and editing a chosen place clears it', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'Austin' } });
    await screen.findAllByRole('option');
    fireEvent.blur(input);
    expect(screen.getByTestId('value').textContent).toBe('none');
    expect(screen.getByText(/Choose a place from the suggestions/)).toBeTruthy();

    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('us-city:austin-tx'));
    fireEvent.change(input, { target: { value: 'Austin, T' } });
    expect(screen.getByTestId('value').textContent).toBe('none');
  });

  it('says when no US place matches', async () => {
    render(<Harness />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Paris France' } });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No US place matches.'),
    );
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list, a second Escape clears the text', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Aus' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('Aus');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
  });

  it('shows an error state when the request fails', async () => {
    answerNetworkError('get', AUTOCOMPLETE);
    render(<Harness />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Aus' } });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/could not be loaded/),
    );
  });

  it('shows a value set from outside and links the error', () => {
    const place: PlaceLocation = {
      formattedAddress: 'Denver, CO, USA',
      latitude: 39.7,
      longitude: -104.9,
      placeId: 'us-city:denver-co',
      city: 'Denver',
      state: 'CO',
      country: 'US',
    };
    const { rerender } = render(
      <PlaceAutocomplete id="x" label="Where" value={place} onChange={() => {}} error="Required" />,
    );
    const input = screen.getByRole('combobox', { name: 'Where' }) as HTMLInputElement;
    expect(input.value).toBe('Denver, CO, USA');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain('x-error');
    rerender(<PlaceAutocomplete id="x" label="Where" value={null} onChange={() => {}} />);
    expect(input.value).toBe('');
  });
});
