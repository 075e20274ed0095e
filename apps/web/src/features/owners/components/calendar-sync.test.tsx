import { QueryClientProvider } from '@tanstack/react-query';
import type { CalendarSync as CalendarSyncData } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { answer, answerError, sentRequests } from '@/testing/api';
import { fireEvent, render, screen, waitFor, within } from '@/testing/render';
import { CalendarSync } from './calendar-sync';

const FEED = {
  id: 4,
  name: 'Airbnb',
  url: 'https://www.airbnb.com/calendar/ical/1.ics?s=x',
  last_synced_at: '2026-09-10T12:00:00.000Z',
  last_status: 'error' as const,
  last_error: 'The calendar’s server took too long to answer.',
  event_count: 3,
  events_skipped: 0,
  created_at: '2026-09-01T12:00:00.000Z',
};

const SYNC: CalendarSyncData = {
  export_url: 'https://ownless.test/ical/7/secret-listing-0123456789.ics',
  owner_export_url: 'https://ownless.test/ical/owner/2/secret-owner-0123456789.ics',
  feeds: [FEED],
};

function renderSync() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CalendarSync listingId={7} />
    </QueryClientProvider>,
  );
}

describe('CalendarSync', () => {
  it('shows the export links and a failed feed in words, with the old days kept', async () => {
    answer('get', '/listing/7/calendar-feeds', SYNC);
    renderSync();
    const link = await screen.findByLabelText('This listing’s calendar link');
    expect((link as HTMLInputElement).value).toBe(SYNC.export_url);
    const feed = screen.getByTestId('calendar-feed');
    expect(within(feed).getByText(/took too long to answer/)).toBeTruthy();
    expect(within(feed).getByText(/last good import stay blocked/)).toBeTruthy();
    expect(within(feed).queryByTestId('calendar-feed-skipped')).toBeNull();
  });

  it('says how many events a calendar too large to import in full left out', async () => {
    answer('get', '/listing/7/calendar-feeds', {
      ...SYNC,
      feeds: [
        { ...FEED, last_status: 'ok', last_error: null, event_count: 2000, events_skipped: 1534 },
        {
          ...FEED,
          id: 5,
          name: 'Vrbo',
          last_status: 'ok',
          last_error: null,
          event_count: 1500,
          events_skipped: 1,
        },
      ],
    });
    renderSync();
    const [many, one] = await screen.findAllByTestId('calendar-feed-skipped');
    expect(many!.textContent).toBe(
      'This calendar has more events than we import: the first 2,000 are in, 1,534 later ones are not.',
    );
    expect(one!.textContent).toBe(
      'This calendar has more events than we import: the first 1,500 are in, 1 later one is not.',
    );
  });

  it('adds a calendar with field errors first, then the server’s answer', async () => {
    answer('get', '/listing/7/calendar-feeds', { ...SYNC, feeds: [] });
    answerError('post', '/listing/7/calendar-feeds', 409, {
      message: 'This calendar is already imported.',
      errors: { url: ['This calendar is already imported.'] },
    });
    renderSync();
    const add = await screen.findByRole('button', { name: 'Add calendar' });
    fireEvent.click(add);
    expect(await screen.findByText('Paste the calendar’s web address.')).toBeTruthy();
    expect(sentRequests('post', '/listing/7/calendar-feeds')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Calendar link/), {
      target: { value: 'https://example.com/cal.ics' },
    });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Vrbo' } });
    fireEvent.click(add);
    await waitFor(() => expect(sentRequests('post', '/listing/7/calendar-feeds')).toHaveLength(1));
    expect(sentRequests('post', '/listing/7/calendar-feeds')[0]!.body).toEqual({
      url: 'https://example.com/cal.ics',
      name: 'Vrbo',
    });
    expect(await screen.findByText('This calendar is already imported.')).toBeTruthy();
  });

  it('removes a calendar only after the confirmation', async () => {
    answer('get', '/listing/7/calendar-feeds', SYNC);
    answer('delete', '/listing/7/calendar-feeds/4', { message: 'Calendar removed.' });
    renderSync();
    const feed = await screen.findByTestId('calendar-feed');
    fireEvent.click(within(feed).getByRole('button', { name: /Remove/ }));
    expect(sentRequests('delete', '/listing/7/calendar-feeds/4')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove calendar' }));
    await waitFor(() =>
      expect(sentRequests('delete', '/listing/7/calendar-feeds/4')).toHaveLength(1),
    );
  });
});
