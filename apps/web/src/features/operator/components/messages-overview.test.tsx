import { fireEvent, screen, waitFor, within } from '@/testing/render';
import type { ContactMessageDetail, Overview, OutboxMail } from '@ownless/shared';
import { describe, expect, it, vi } from 'vitest';
import { answer, sentRequests } from '@/testing/api';
import { renderRoute } from '@/testing/render-route';
import { overviewCsv } from '../utils/overview-format';
import { MessagesView } from './messages-view';
import { OverviewView, periodFromUrl } from './overview-view';

// uPlot draws on a canvas jsdom does not have; the chart is replaced, the tables stay.
vi.mock('./overview-chart', () => ({ default: () => <div data-testid="chart" /> }));

const overview: Overview = {
  period: { from: '2026-03-01', to: '2026-03-02' },
  previous_period: { from: '2026-02-27', to: '2026-02-28' },
  timezone: 'UTC',
  currency: 'usd',
  days: ['2026-03-01', '2026-03-02'],
  metrics: [
    { key: 'new_users', unit: 'count', total: 3, previous: 2, series: [1, 2] },
    { key: 'acceptance_rate', unit: 'percent', total: 75, previous: null, series: [null, 75] },
    { key: 'gross_booking_value', unit: 'cents', total: 660050, previous: 0, series: [0, 660050] },
  ],
};

const message: ContactMessageDetail = {
  id: 4,
  name: 'Pat Sender',
  email: 'pat@example.test',
  subject: 'Lost charger',
  message: 'I left my charger in the tent.',
  user_id: null,
  read_at: null,
  replied_at: null,
  reply_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  replies: [],
};

const failedMail: OutboxMail = {
  id: 9,
  to: 'kim@example.test',
  subject: 'Your OwnLess sign-in code: ••••••',
  template: 'two_factor_code',
  secret: true,
  status: 'failed',
  attempts: 8,
  last_error: '550 mailbox unavailable',
  next_attempt_at: null,
  sent_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

/** The overview and messages API as these views call it; the writes answer as the server would. */
function fakeApi() {
  answer('get', '/admin/overview', overview);
  answer('get', '/admin/contact-messages', {
    items: [{ ...message, excerpt: message.message }],
    total: 1,
    page: 1,
    per_page: 25,
    unread: 1,
  });
  answer('get', '/admin/contact-messages/4', message);
  answer('post', '/admin/contact-messages/4/read', {
    id: 4,
    read_at: '2026-11-21T10:00:00.000Z',
    message: 'Marked as read.',
  });
  answer(
    'post',
    '/admin/contact-messages/4/reply',
    {
      reply: {
        id: 1,
        author: 'Ada',
        body: 'Found it.',
        mail_status: 'pending',
        created_at: '2026-11-21T10:00:00.000Z',
      },
      message: 'Your reply to Pat Sender is on its way to pat@example.test.',
    },
    { status: 201 },
  );
  answer('get', '/admin/mail-outbox', {
    items: [failedMail],
    total: 1,
    page: 1,
    per_page: 25,
    counts: { failed: 1 },
  });
  answer('post', '/admin/mail-outbox/9/retry', {
    mail: { ...failedMail, status: 'pending', attempts: 0 },
    message: 'The message to kim@example.test is queued again and will be sent in a moment.',
  });
}

/** The requests sent so far, as `METHOD /path?query`. */
const calls = () => sentRequests().map(({ method, url }) => `${method} ${url}`);

describe('operator overview', () => {
  it('asks for the period in the URL and shows each metric with its table', async () => {
    fakeApi();
    const router = renderRoute(
      '/admin/operator/overview',
      <OverviewView />,
      '/admin/operator/overview?range=custom&from=2026-03-01&to=2026-03-02',
    );
    const users = await screen.findByTestId('metric-new_users');
    expect(calls()).toContain('GET /api/admin/overview?from=2026-03-01&to=2026-03-02');
    expect(within(users).getByTestId('metric-total').textContent).toContain('3');
    expect(within(users).getByText('Up 50%')).toBeTruthy();
    const gbv = screen.getByTestId('metric-gross_booking_value');
    expect(within(gbv).getByTestId('metric-total').textContent).toContain('$6,600.50');
    const rate = screen.getByTestId('metric-acceptance_rate');
    expect(within(rate).getByTestId('metric-total').textContent).toContain('75.0%');
    expect(within(rate).getByRole('table', { hidden: true }).textContent).toContain('—');

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=7'));
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('reads presets and custom periods from the URL (UTC days)', () => {
    const now = Date.parse('2026-03-10T23:30:00Z');
    expect(periodFromUrl({ range: '', from: '', to: '' }, now)).toEqual({
      range: '30',
      from: '2026-02-09',
      to: '2026-03-10',
    });
    expect(periodFromUrl({ range: '7', from: '', to: '' }, now).from).toBe('2026-03-04');
    // A reversed custom period falls back to the default.
    expect(
      periodFromUrl({ range: 'custom', from: '2026-03-05', to: '2026-03-01' }, now).range,
    ).toBe('30');
  });

  it('writes the daily series as CSV: dollars, percents, empty for no rate', () => {
    expect(overviewCsv(overview).split('\r\n')).toEqual([
      'date (UTC),New users,Acceptance rate (%),Gross booking value (USD)',
      '2026-03-01,1,,0.00',
      '2026-03-02,2,75,6600.50',
      '',
    ]);
  });
});

describe('operator messages', () => {
  it('opens a message (marking it read) and e-mails a reply after saying what will happen', async () => {
    fakeApi();
    renderRoute('/admin/operator/messages', <MessagesView />, '/admin/operator/messages');
    fireEvent.click(await screen.findByRole('button', { name: /Lost charger/ }));
    expect(await screen.findByText('I left my charger in the tent.')).toBeTruthy();
    await waitFor(() => expect(calls()).toContain('POST /api/admin/contact-messages/4/read'));

    fireEvent.click(screen.getByTestId('contact-reply-open'));
    const dialog = await screen.findByTestId('contact-reply-dialog');
    expect(dialog.textContent).toContain('pat@example.test');
    expect(dialog.textContent).toContain('Re: Lost charger');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Found it.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'on its way to pat@example.test',
    );
    const [reply] = sentRequests('post', '/admin/contact-messages/4/reply');
    expect(reply!.body).toEqual({ body: 'Found it.' });
  });

  it('lists the outbox without bodies and retries failed mail', async () => {
    fakeApi();
    renderRoute(
      '/admin/operator/messages',
      <MessagesView />,
      '/admin/operator/messages?tab=outbox',
    );
    const row = await screen.findByTestId('outbox-row');
    expect(row.textContent).toContain('Your OwnLess sign-in code: ••••••');
    expect(row.textContent).toContain('secret masked');
    expect(row.textContent).toContain('550 mailbox unavailable');
    fireEvent.click(within(row).getByRole('button', { name: 'Retry now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('kim@example.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry now' }));
    expect((await screen.findByRole('status')).textContent).toContain('queued again');
    expect(calls()).toContain('POST /api/admin/mail-outbox/9/retry');
  });
});
