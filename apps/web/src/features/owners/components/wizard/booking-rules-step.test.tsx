import type { ListingDetail, ListingResponse } from '@ownless/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@/testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { answer, answerWith, sentRequests } from '@/testing/api';
import { frequency } from '@/testing/listing-fixtures';
import { draftListing } from '../../utils/test-listing';
import { AvailabilityStep } from './availability-step';
import { WizardContext } from './wizard-context';

/** Step 5 with its calendar's reads answered; PATCH echoes the listing with the body applied. */
function renderAvailability(listing: ListingDetail) {
  answer('get', `/listing/${listing.id}/booked`, { booked: [] });
  answer('get', `/listing/${listing.id}/calendar-feeds`, { message: 'Not here' }, { status: 404 });
  answerWith('patch', '/listing/:id', ({ request }): ListingResponse => ({
    listing: { ...listing, ...(request.body as Partial<ListingDetail>) },
    message: 'Saved.',
  }));
  const onSaved = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <WizardContext.Provider
            value={{ mode: 'wizard', step: 'availability', listing, backTo: null, onSaved }}
          >
            <AvailabilityStep />
          </WizardContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onSaved };
}

describe('Availability step: booking rules', () => {
  it('saves preparation time in days, a booking window and instant booking', async () => {
    const listing = draftListing();
    const { onSaved } = renderAvailability(listing);
    const preparation = screen.getByLabelText('Time between rentals') as HTMLSelectElement;
    // A listing rented by the day prepares in days.
    expect([...preparation.options].map((o) => o.textContent)).toEqual([
      'None',
      '1 day',
      '2 days',
      '3 days',
      '1 week',
    ]);
    fireEvent.change(preparation, { target: { value: '24' } });
    fireEvent.change(screen.getByLabelText('Booking window'), { target: { value: '30' } });
    fireEvent.click(screen.getByLabelText(/Instant booking/));
    fireEvent.click(screen.getByRole('button', { name: /Save and continue/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentRequests('patch').map((r) => r.body)).toEqual([
      {
        quantity: 1,
        notice_hours: 0,
        preparation_hours: 24,
        booking_window_days: 30,
        instant_booking: true,
      },
    ]);
  });

  it('offers preparation in hours for a listing rented by the hour, and keeps "No limit" as null', async () => {
    const listing = draftListing({
      frequencies: [frequency({ frequency: 'Hourly', price: 8, price_cents: 800 })],
      preparation_hours: 2,
      booking_window_days: 90,
      instant_booking: true,
    });
    const { onSaved } = renderAvailability(listing);
    const preparation = screen.getByLabelText('Time between rentals') as HTMLSelectElement;
    expect(preparation.value).toBe('2');
    expect([...preparation.options].map((o) => o.textContent)).toContain('4 hours');
    expect((screen.getByLabelText(/Instant booking/) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Booking window'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Save and continue/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentRequests('patch')[0]!.body).toMatchObject({ booking_window_days: null });
  });
});
