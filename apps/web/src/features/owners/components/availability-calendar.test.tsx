import { QueryClientProvider } from '@tanstack/react-query';
import type { CalendarSync } from '@ownless/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { answer, answerError, holdAnswer, sentRequests } from '@/testing/api';
import { listingDetail } from '@/testing/listing-fixtures';
import { fireEvent, render, screen, waitFor, within } from '@/testing/render';
import { AvailabilityCalendar } from './availability-calendar';

/** The owner's listing: their own block on the 15th and 16th, an imported one on the 24th. */
const LISTING = listingDetail({
  id: 7,
  timezone: 'America/Chicago',
  blocked_dates: [
    { id: 1, start_date: '2026-09-15', end_date: '2026-09-16', reason: 'Repairs', feed_id: null },
    { id: 2, start_date: '2026-09-24', end_date: '2026-09-25', reason: null, feed_id: 4 },
  ],
});

const SYNC: CalendarSync = {
  export_url: 'https://ownless.test/ical/7/secret.ics',
  owner_export_url: 'https://ownless.test/ical/owner/2/secret.ics',
  feeds: [
    {
      id: 4,
      name: 'Airbnb',
      url: 'https://www.airbnb.com/calendar/ical/1.ics?s=x',
      last_synced_at: '2026-09-10T12:00:00.000Z',
      last_status: 'ok',
      last_error: null,
      event_count: 1,
      events_skipped: 0,
      created_at: '2026-09-01T12:00:00.000Z',
    },
  ],
};

function renderCalendar() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AvailabilityCalendar listing={LISTING} />
    </QueryClientProvider>,
  );
}

const dayButton = (iso: string) =>
  screen
    .getByTestId('availability-calendar')
    .querySelector<HTMLButtonElement>(`[data-day="${iso}"]`)!;
const listed = (text: RegExp) =>
  within(screen.getByTestId('blocked-list'))
    .getAllByRole('listitem')
    .find((item) => text.test(item.textContent ?? ''))!;

describe('AvailabilityCalendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 8, 10, 12));
    answer('get', '/listing/7/booked', { booked: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('names an imported block after the owner’s calendar, and offers no Unblock for it', async () => {
    answer('get', '/listing/7/calendar-feeds', SYNC);
    renderCalendar();
    const imported = await screen.findByText('Imported from Airbnb');
    expect(within(imported.closest('li')!).queryByRole('button', { name: /Unblock/ })).toBeNull();
    expect(within(listed(/Repairs/)).getByRole('button', { name: /Unblock/ })).toBeTruthy();
    expect(dayButton('2026-09-24').getAttribute('aria-label')).toContain(
      'blocked by the imported calendar Airbnb',
    );
    expect(dayButton('2026-09-15').getAttribute('aria-label')).toContain('blocked: Repairs');
    // Both kinds share a colour: the legend names both.
    expect(screen.getByText('Blocked by you or an imported calendar')).toBeTruthy();

    fireEvent.click(dayButton('2026-09-25'));
    expect(screen.getByText(/is blocked by the imported calendar Airbnb/)).toBeTruthy();
    // The panel of the chosen block has no Unblock; the owner's own block in the list has.
    expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Unblock/ })).toHaveLength(1);
  });

  it('keeps an imported block imported while the calendars load, then names it', async () => {
    const feeds = holdAnswer('get', '/listing/7/calendar-feeds');
    renderCalendar();
    await waitFor(() => expect(sentRequests('get', '/listing/7/calendar-feeds')).toHaveLength(1));
    expect(within(listed(/Sep 24/)).getByText('Imported calendar')).toBeTruthy();
    expect(within(listed(/Sep 24/)).queryByRole('button', { name: /Unblock/ })).toBeNull();
    expect(dayButton('2026-09-24').getAttribute('aria-label')).toContain(
      'blocked by an imported calendar',
    );

    feeds.release(SYNC);
    expect(await screen.findByText('Imported from Airbnb')).toBeTruthy();
  });

  it('still says imported, and cannot unblock, when the calendars fail to load', async () => {
    answerError('get', '/listing/7/calendar-feeds', 403, { message: 'Not yours.' });
    renderCalendar();
    await waitFor(() => expect(sentRequests('get', '/listing/7/calendar-feeds')).toHaveLength(1));
    const item = listed(/Sep 24/);
    expect(within(item).getByText('Imported calendar')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /Unblock/ })).toBeNull();

    fireEvent.click(dayButton('2026-09-24'));
    expect(screen.getByText(/is blocked by an imported calendar/)).toBeTruthy();
    // The panel of the chosen block has no Unblock; the owner's own block in the list has.
    expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Unblock/ })).toHaveLength(1);
  });

  it('blocks a range chosen by two clicks, with a note', async () => {
    answer('get', '/listing/7/calendar-feeds', SYNC);
    answer('post', '/listing/7/blockdate', { listing: LISTING, message: 'Dates blocked.' });
    renderCalendar();
    await screen.findByText('Imported from Airbnb');
    fireEvent.click(dayButton('2026-09-19'));
    expect(screen.getByText(/now choose the last day/)).toBeTruthy();
    fireEvent.click(dayButton('2026-09-17'));
    const panel = screen.getByTestId('block-panel');
    expect(within(panel).getByText('Block Sep 17, 2026 – Sep 19, 2026')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText(/Note for yourself/), {
      target: { value: 'Holiday' },
    });
    fireEvent.keyDown(within(panel).getByLabelText(/Note for yourself/), { key: 'Enter' });
    await waitFor(() => expect(sentRequests('post', '/listing/7/blockdate')).toHaveLength(1));
    expect(sentRequests('post', '/listing/7/blockdate')[0]!.body).toEqual({
      start_date: '2026-09-17',
      end_date: '2026-09-19',
      reason: 'Holiday',
    });
  });
});
