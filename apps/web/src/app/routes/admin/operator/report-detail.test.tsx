import { fireEvent, screen, within } from '@/testing/render';
import type { OperatorReport, OperatorReportDetail } from '@ownless/shared';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadCatalogs } from '@/lib/i18n/catalogs';
import { answer, answerWith, sentRequests } from '@/testing/api';
import { renderRoute } from '@/testing/render-route';
import OperatorReportDetailRoute from './report-detail';

const rita = { id: 7, full_name: 'Rita Renter', email: 'rita@example.test' };
const olga = { id: 8, full_name: 'Olga Owner', email: 'olga@example.test' };

const line = (id: number, sender: typeof rita, message: string, reported = false) => ({
  id,
  sender_id: sender.id,
  sender: sender.full_name,
  message,
  created_at: `2026-11-20T09:${String(id).padStart(2, '0')}:00.000Z`,
  reported,
  kind: 'user' as const,
  system: null,
});

const report: OperatorReport = {
  id: 2,
  kind: 'message',
  target_id: 40,
  target_label: 'Pay me by wire transfer.',
  subject: olga,
  chat_id: 9,
  status: 'open',
  reason: 'scam',
  reporter: rita,
  details: 'Wants to be paid outside OwnLess.',
  created_at: '2026-11-20T10:00:00.000Z',
  other_reports: 1,
  excerpt: [line(40, olga, 'Pay me by wire transfer.', true)],
  // Still open: no outcome yet.
  outcome: null,
  resolved_at: null,
  resolved_by: null,
  note: null,
};

const detail: OperatorReportDetail = {
  report,
  conversation: [
    line(38, rita, 'Is the washer free on Saturday?'),
    {
      ...line(39, olga, 'OwnLess: The deposit of reservation OL-OLD12345 was released.'),
      kind: 'system',
      system: {
        event: 'deposit-released',
        reservation_id: 3,
        reservation_code: 'OL-OLD12345',
        amount_cents: null,
      },
    },
    line(40, olga, 'Pay me by wire transfer.', true),
    line(41, rita, 'I would rather book through OwnLess.'),
  ],
  reservations: [
    {
      id: 31,
      code: 'OL-NEW00001',
      status: 'pending',
      listing: { id: 3, name: 'Pressure washer' },
      time_zone: 'America/New_York',
      start_at: '2026-12-05T05:00:00.000Z',
      end_at: '2026-12-07T05:00:00.000Z',
      created_at: '2026-11-20T08:00:00.000Z',
      reporter_role: 'renter',
    },
    {
      id: 12,
      code: 'OL-OLD12345',
      status: 'completed',
      listing: { id: 5, name: 'Canoe' },
      time_zone: 'America/New_York',
      start_at: '2026-10-01T04:00:00.000Z',
      end_at: '2026-10-03T04:00:00.000Z',
      created_at: '2026-09-20T08:00:00.000Z',
      reporter_role: 'owner',
    },
  ],
  other_open: {
    total: 1,
    items: [
      { id: 5, reason: 'harassment', reporter_name: 'Bo Bystander', created_at: report.created_at },
    ],
  },
};

const open = () =>
  renderRoute(
    '/admin/operator/reports/:reportId',
    <OperatorReportDetailRoute />,
    '/admin/operator/reports/2',
  );

describe('/admin/operator/reports/:reportId', () => {
  it('shows the reporter’s words, the conversation around the message and the reservations between them', async () => {
    answer('get', '/operator/reports/2', detail);
    open();
    const card = await screen.findByTestId('operator-report');
    expect(within(card).getByRole('heading').textContent).toBe('Chat message: Scam or fraud');
    expect(card.textContent).toContain('Wants to be paid outside OwnLess.');
    // The page itself: no link to it from its own card.
    expect(within(card).queryByTestId('report-open')).toBeNull();

    const conversation = within(card).getByRole('list', {
      name: 'The conversation around the reported message',
    });
    const lines = within(conversation).getAllByRole('listitem');
    // Each line: who, when, then what they wrote; OwnLess's own line in the page's words.
    const said = lines.map((li) => [
      li.querySelector('bdi')!.textContent,
      li.querySelector('p[dir="auto"]')!.textContent,
    ]);
    expect(said).toEqual([
      ['Rita Renter', 'Is the washer free on Saturday?'],
      ['OwnLess', 'The deposit of reservation OL-OLD12345 was released.'],
      ['Olga Owner', 'Pay me by wire transfer.'],
      ['Rita Renter', 'I would rather book through OwnLess.'],
    ]);
    expect(lines.map((li) => li.getAttribute('aria-current'))).toEqual([null, null, 'true', null]);
    expect(lines[2]!.textContent).toContain('Reported');

    const reservations = screen.getAllByTestId('report-reservation');
    expect(reservations.map((r) => within(r).getByRole('link').getAttribute('href'))).toEqual([
      '/admin/operator/reservations/31',
      '/admin/operator/reservations/12',
    ]);
    expect(reservations[0]!.textContent).toContain('Pending');
    expect(reservations[0]!.textContent).toContain('Dec 5, 2026 to Dec 7, 2026');
    expect(reservations[0]!.textContent).toContain('Rita Renter rented from Olga Owner');
    expect(reservations[1]!.textContent).toContain('Completed');
    expect(reservations[1]!.textContent).toContain('Olga Owner rented from Rita Renter');

    expect(screen.getByTestId('report-others').textContent).toBe('1 other open report.');
    expect(screen.getByRole('link', { name: 'Report #5' }).getAttribute('href')).toBe(
      '/admin/operator/reports/5',
    );
  });

  it('resolves the report from its page and shows it resolved', async () => {
    let current = detail;
    answerWith('get', '/operator/reports/2', () => current);
    answerWith('post', '/operator/reports/:id/resolve', () => {
      current = { ...detail, report: { ...report, status: 'resolved', outcome: 'warn' } };
      return {
        report: current.report,
        also_closed: [5],
        message: 'Warning sent; the reporter was told.',
      };
    });
    open();
    const card = await screen.findByTestId('operator-report');
    fireEvent.click(within(card).getByRole('button', { name: 'Warn' }));
    const note = within(screen.getByTestId('resolve-report-dialog')).getByRole('textbox');
    fireEvent.change(note, { target: { value: 'Keep payments on OwnLess.' } });
    fireEvent.submit(note.closest('form')!);
    const notice = await screen.findByTestId('operator-notice');
    expect(notice.textContent).toBe('Warning sent; the reporter was told.');
    const [sent] = sentRequests('post', '/operator/reports/:id/resolve');
    expect([sent!.url, sent!.body]).toEqual([
      '/api/operator/reports/2/resolve',
      { action: 'warn', note: 'Keep payments on OwnLess.' },
    ]);
    expect(await within(card).findByText('Warned')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Warn' })).toBeNull();
  });

  it('says when the reporter never booked the reported listing, and when a report does not exist', async () => {
    answer('get', '/operator/reports/2', {
      ...detail,
      report: { ...report, kind: 'listing', target_label: 'Pressure washer', excerpt: [] },
      conversation: [],
      reservations: [],
      other_open: { total: 0, items: [] },
    });
    open();
    expect((await screen.findByTestId('report-no-reservations')).textContent).toBe(
      'The reporter has not booked this listing.',
    );
    expect(screen.getByTestId('report-others').textContent).toBe('No other open reports.');
    expect(screen.queryByTestId('report-conversation')).toBeNull();
  });

  it('answers a missing report with a page that says so', async () => {
    answer(
      'get',
      '/operator/reports/2',
      { message: 'That report does not exist.' },
      { status: 404 },
    );
    open();
    expect(await screen.findByText('This report does not exist')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    await loadCatalogs('ar', ['operator']);
    i18n.activate('ar');
    try {
      answer('get', '/operator/reports/2', detail);
      open();
      const reservations = await screen.findAllByTestId('report-reservation');
      expect(reservations[0]!.textContent).not.toContain('rented from');
      expect(screen.getByTestId('report-others').textContent).not.toContain('open report');
      const other = document.querySelector('a[href="/admin/operator/reports/5"]');
      expect(other?.textContent).toMatch(/5/);
      expect(other?.textContent).not.toContain('Report');
    } finally {
      i18n.activate('en');
    }
  });
});
