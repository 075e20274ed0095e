import { fireEvent, screen, waitFor, within } from '@/testing/render';
import type { OperatorReport, OperatorReportsPage } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { answer, answerWith, sentRequests } from '@/testing/api';
import { renderRoute } from '@/testing/render-route';
import { ReportsQueue } from './reports-queue';

const person = (id: number, full_name: string) => ({
  id,
  full_name,
  email: `${full_name.split(' ')[0]!.toLowerCase()}@example.test`,
});

const base: OperatorReport = {
  id: 1,
  kind: 'listing',
  target_id: 3,
  target_label: 'Pressure washer',
  subject: person(8, 'Olga Owner'),
  chat_id: null,
  reason: 'scam',
  details: 'Asks to pay by wire transfer.',
  reporter: person(7, 'Rita Renter'),
  status: 'open',
  outcome: null,
  note: null,
  resolved_by: null,
  resolved_at: null,
  other_reports: 1,
  excerpt: [],
  created_at: '2026-11-20T10:00:00.000Z',
};

const message: OperatorReport = {
  ...base,
  id: 2,
  kind: 'message',
  target_id: 40,
  target_label: 'Pay me outside OwnLess.',
  chat_id: 9,
  reason: 'harassment',
  other_reports: 0,
  excerpt: [
    {
      id: 39,
      sender_id: 7,
      sender: 'Rita Renter',
      message: 'Is it free on Saturday?',
      created_at: '2026-11-20T09:00:00.000Z',
      reported: false,
      kind: 'user',
      system: null,
    },
    {
      id: 40,
      sender_id: 8,
      sender: 'Olga Owner',
      message: 'Pay me outside OwnLess.',
      created_at: '2026-11-20T09:05:00.000Z',
      reported: true,
      kind: 'user',
      system: null,
    },
  ],
};

const page = (items: OperatorReport[]): OperatorReportsPage => ({
  items,
  total: items.length,
  open: items.filter((r) => r.status === 'open').length,
  page: 1,
  per_page: 25,
});

describe('ReportsQueue', () => {
  it('shows each report with what was reported, who reported it and a message’s conversation', async () => {
    answer('get', '/operator/reports', page([base, message]));
    renderRoute('/admin/operator/reports', <ReportsQueue />, '/admin/operator/reports');
    const cards = await screen.findAllByTestId('operator-report');
    expect(screen.getByTestId('reports-open-count').textContent).toBe('2 open reports.');
    const [listing, chat] = cards;
    expect(within(listing!).getByRole('heading').textContent).toBe('Listing: Scam or fraud');
    expect(
      within(listing!).getByRole('link', { name: 'Pressure washer' }).getAttribute('href'),
    ).toBe('/listing-detail/3');
    expect(listing!.textContent).toContain('rita@example.test');
    expect(listing!.textContent).toContain('1 other report of the same thing');
    expect(
      within(listing!)
        .getByRole('link', { name: 'Report #1 and its evidence' })
        .getAttribute('href'),
    ).toBe('/admin/operator/reports/1');
    expect(within(listing!).getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(within(chat!).queryByRole('button', { name: 'Unpublish' })).toBeNull();
    const excerpt = within(chat!).getByRole('list', {
      name: 'The conversation around the reported message',
    });
    expect(
      within(excerpt)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Is it free on Saturday?'),
      expect.stringContaining('Pay me outside OwnLess.'),
    ]);
  });

  it('filters by status and kind through the URL', async () => {
    answer('get', '/operator/reports', page([base]));
    const router = renderRoute(
      '/admin/operator/reports',
      <ReportsQueue />,
      '/admin/operator/reports',
    );
    await screen.findAllByTestId('operator-report');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'open' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'message' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=open&kind=message'));
    await waitFor(() =>
      expect(sentRequests('get', '/operator/reports').at(-1)!.url).toBe(
        '/api/operator/reports?status=open&kind=message&page=1',
      ),
    );
  });

  it('unpublishes with a note and says what happened', async () => {
    answer('get', '/operator/reports', page([base]));
    answerWith('post', '/operator/reports/:id/resolve', () => ({
      report: { ...base, status: 'resolved', outcome: 'unpublish' },
      also_closed: [5],
      message: 'Listing unpublished; its owner and the reporter were told.',
    }));
    renderRoute('/admin/operator/reports', <ReportsQueue />, '/admin/operator/reports');
    const [card] = await screen.findAllByTestId('operator-report');
    fireEvent.click(within(card!).getByRole('button', { name: 'Unpublish' }));
    const dialog = screen.getByTestId('resolve-report-dialog');
    expect(dialog.textContent).toContain('Other open reports of the same thing close');
    fireEvent.change(within(dialog).getByLabelText(/Note/), {
      target: { value: 'Asks for wire transfers.' },
    });
    fireEvent.click(within(dialog).getByTestId('resolve-report-dialog-confirm'));
    expect((await screen.findByTestId('operator-notice')).textContent).toContain(
      'Listing unpublished',
    );
    expect(sentRequests('post', '/operator/reports/:id/resolve')[0]).toMatchObject({
      url: '/api/operator/reports/1/resolve',
      body: { action: 'unpublish', note: 'Asks for wire transfers.' },
    });
  });

  it('keeps the dialog open with the server’s words when the action is refused', async () => {
    answer('get', '/operator/reports', page([base]));
    answer(
      'post',
      '/operator/reports/:id/resolve',
      { message: 'This account is already suspended.' },
      { status: 409 },
    );
    renderRoute('/admin/operator/reports', <ReportsQueue />, '/admin/operator/reports');
    const [card] = await screen.findAllByTestId('operator-report');
    fireEvent.click(within(card!).getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByTestId('resolve-report-dialog');
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Fraud.' } });
    fireEvent.click(within(dialog).getByTestId('resolve-report-dialog-confirm'));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This account is already suspended.',
    );
    expect(screen.queryByTestId('operator-notice')).toBeNull();
  });
});
