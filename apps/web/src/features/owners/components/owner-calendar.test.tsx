import { QueryClientProvider } from '@tanstack/react-query';
import type { OwnerCalendarResponse } from '@ownless/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { answer, answerError, sentRequests } from '@/testing/api';
import { fireEvent, render, screen, waitFor, within } from '@/testing/render';
import { OwnerCalendar } from './owner-calendar';

const base = {
  start_at: null,
  end_at: null,
  label: null,
  reservation_id: null,
  reservation_code: null,
  status: null,
  block_id: null,
  feed_name: null,
  removable: false,
};

const CALENDAR: OwnerCalendarResponse = {
  listings: [
    { id: 1, title: 'Kayak', timezone: 'America/New_York', unit: 'day', color_index: 0 },
    { id: 2, title: 'Drill', timezone: 'America/New_York', unit: 'day', color_index: 1 },
  ],
  entries: [
    {
      ...base,
      listing_id: 1,
      kind: 'booking',
      start: '2026-09-20',
      end: '2026-09-22',
      label: 'Rita',
      reservation_id: 7,
      reservation_code: 'OL-7AB',
      status: 'paid',
    },
    {
      ...base,
      listing_id: 2,
      kind: 'block',
      start: '2026-09-24',
      end: '2026-09-25',
      label: 'Repairs',
      block_id: 31,
      removable: true,
    },
    {
      ...base,
      listing_id: 2,
      kind: 'imported',
      start: '2026-09-24',
      end: '2026-09-26',
      label: 'Airbnb',
      block_id: 32,
      feed_name: 'Airbnb',
    },
  ],
};

function renderCalendar() {
  const router = createMemoryRouter([{ path: '/', element: <OwnerCalendar /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const dayButton = (iso: string) =>
  screen.getByTestId('owner-calendar').querySelector<HTMLButtonElement>(`[data-day="${iso}"]`)!;
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
/** Enter or Space on a focused button clicks it, as browsers do. */
const activate = () => fireEvent.click(document.activeElement!);

describe('OwnerCalendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 8, 10, 12));
    answer('get', '/owner/calendar', CALENDAR);
  });
  afterEach(() => vi.useRealTimers());

  it("asks for the month, and says what is on each day in the day's name", async () => {
    renderCalendar();
    await screen.findByRole('grid', { name: 'September 2026' });
    expect(sentRequests('get', '/owner/calendar')[0]!.url).toBe(
      '/api/owner/calendar?from=2026-09-01&to=2026-09-30',
    );
    expect(dayButton('2026-09-21').getAttribute('aria-label')).toBe(
      'Monday, September 21, 2026; Kayak: Booked by Rita (OL-7AB)',
    );
    expect(dayButton('2026-09-24').getAttribute('aria-label')).toContain(
      'Drill: Blocked by you: Repairs; Drill: Imported from Airbnb',
    );
  });

  it('blocks a range chosen with the keyboard for the chosen listing; Escape cancels', async () => {
    answer('post', '/listing/2/blockdate', { listing: { id: 2 }, message: 'Dates blocked.' });
    renderCalendar();
    await screen.findByRole('grid', { name: 'September 2026' });
    dayButton('2026-09-10').focus();
    press('ArrowRight');
    expect(document.activeElement).toBe(dayButton('2026-09-11'));
    activate();
    expect(screen.getByText(/now choose the last day/)).toBeTruthy();
    press('Escape');
    expect(screen.queryByText(/now choose the last day/)).toBeNull();

    activate();
    press('ArrowDown');
    activate();
    const panel = screen.getByTestId('block-panel');
    expect(within(panel).getByText('Block Sep 11, 2026 – Sep 18, 2026')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Listing to block'), {
      target: { value: '2' },
    });
    fireEvent.change(within(panel).getByLabelText(/Note for yourself/), {
      target: { value: 'Holiday' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Block these days' }));
    await waitFor(() => expect(sentRequests('post', '/listing/2/blockdate')).toHaveLength(1));
    expect(sentRequests('post', '/listing/2/blockdate')[0]!.body).toEqual({
      start_date: '2026-09-11',
      end_date: '2026-09-18',
      reason: 'Holiday',
    });
    await waitFor(() => expect(screen.queryByTestId('block-panel')).toBeNull());
  });

  it('draws a range by dragging the mouse from one day to another', async () => {
    renderCalendar();
    await screen.findByRole('grid', { name: 'September 2026' });
    fireEvent.mouseDown(dayButton('2026-09-16'));
    fireEvent.mouseEnter(dayButton('2026-09-14'));
    expect(dayButton('2026-09-15').closest('td')!.getAttribute('aria-selected')).toBe('true');
    fireEvent.mouseUp(dayButton('2026-09-14'));
    const panel = screen.getByTestId('block-panel');
    expect(within(panel).getByText('Block Sep 14, 2026 – Sep 16, 2026')).toBeTruthy();
  });

  it("shows the server's refusal where a renter has booked", async () => {
    answerError('post', '/listing/1/blockdate', 409, {
      message: 'Some of those days are already booked by a renter.',
    });
    renderCalendar();
    await screen.findByRole('grid', { name: 'September 2026' });
    fireEvent.click(dayButton('2026-09-19'));
    fireEvent.click(dayButton('2026-09-21'));
    fireEvent.click(screen.getByRole('button', { name: 'Block these days' }));
    // In the warning on screen (and said by the live region).
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Some of those days are already booked by a renter.');
  });

  it('frees an own block from the day, links a booking, and keeps imported days', async () => {
    answer('delete', '/listing/2/blockdate/31', {
      listing: { id: 2 },
      message: 'Dates unblocked.',
    });
    renderCalendar();
    await screen.findByRole('grid', { name: 'September 2026' });
    fireEvent.click(dayButton('2026-09-24'));
    const day = screen.getByTestId('owner-calendar-day');
    expect(within(day).getByText(/Imported from Airbnb/)).toBeTruthy();
    // One Free button: the imported event has none.
    const free = within(day).getAllByRole('button', { name: /Free these days/ });
    expect(free).toHaveLength(1);
    fireEvent.click(free[0]!);
    await waitFor(() => expect(sentRequests('delete', '/listing/2/blockdate/31')).toHaveLength(1));

    // Choosing a day also starts a range; Cancel ends it, and the next day shows its booking.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(dayButton('2026-09-21'));
    const link = within(screen.getByTestId('owner-calendar-day'))
      .getByText('Open booking')
      .closest('a')!;
    expect(link.textContent).toContain('OL-7AB');
    expect(link.getAttribute('href')).toBe('/admin/bookings/7/reservation-request');
  });
});
