import { fireEvent, screen, waitFor, within } from '@/testing/render';
import type {
  OperatorReservation,
  OperatorReservationDetail,
  OperatorReview,
} from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { answer, sentRequests } from '@/testing/api';
import { renderRoute } from '@/testing/render-route';
import { ReservationDetailView } from './reservation-detail-view';
import { ReservationsView } from './reservations-view';
import { ReviewsView } from './reviews-view';

const party = (id: number, full_name: string) => ({
  id,
  full_name,
  email: `${full_name.split(' ')[0]!.toLowerCase()}@example.test`,
  suspended: false,
});

const booking: OperatorReservation = {
  id: 41,
  code: 'OL-CAFE0041',
  status: 'paid',
  type: 'rent',
  listing: { id: 3, name: 'Pressure washer' },
  renter: party(7, 'Rita Renter'),
  owner: party(8, 'Olga Owner'),
  start_at: '2026-12-03T06:00:00.000Z',
  end_at: '2026-12-05T06:00:00.000Z',
  timezone: 'America/Chicago',
  total_cents: 12345,
  refunded_cents: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
};

const detail: OperatorReservationDetail = {
  reservation: {
    ...booking,
    frequency: 'Daily',
    units: 2,
    quantity: 1,
    fulfilment: 'pickup',
    tracking_number: null,
    policy: 'flexible',
    renter_note: null,
    cancelled_by: null,
    cancel_reason: null,
    expires_at: null,
    approved_at: '2026-11-20T11:00:00.000Z',
    paid_at: '2026-11-21T10:00:00.000Z',
    completed_at: null,
  },
  line_items: [
    { code: 'rent', label: '2 × daily', amount_cents: 11000 },
    { code: 'service_fee', label: 'Service fee', amount_cents: 1345 },
  ],
  money: { total_cents: 12345, commission_cents: 1100, payout_cents: 9900, refunded_cents: 0 },
  events: [
    {
      id: 1,
      action: 'request',
      actor_role: 'renter',
      actor_name: 'Rita Renter',
      from_status: null,
      to_status: 'pending',
      note: null,
      created_at: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 2,
      action: 'checkout',
      actor_role: 'renter',
      actor_name: 'Rita Renter',
      from_status: 'approved',
      to_status: 'paid',
      note: null,
      created_at: '2026-11-21T10:00:00.000Z',
    },
  ],
  ledger: [
    {
      id: 9,
      kind: 'charge',
      status: 'succeeded',
      amount_cents: 12345,
      description: 'Reservation payment',
      failure_message: null,
      created_at: '2026-11-21T10:00:00.000Z',
      provider: 'sandbox',
      provider_ref: 'ch_sandbox_1',
    },
  ],
  totals: { charged_cents: 12345, refunded_cents: 0, transferred_cents: 0 },
  cancel: {
    allowed: true,
    refused_reason: null,
    refund_cents: 12345,
    explanation: 'The reservation was cancelled by our support team, so everything is refunded.',
  },
  audit: [],
};

const review: OperatorReview = {
  id: 5,
  rating: 1,
  comment: 'Call me on 555-0100',
  author_role: 'renter',
  author: { id: 7, full_name: 'Rita Renter', email: 'rita@example.test' },
  subject: { id: 8, full_name: 'Olga Owner', email: 'olga@example.test' },
  listing: { id: 3, name: 'Pressure washer' },
  reservation: { id: 41, code: 'OL-CAFE0041' },
  blind: false,
  hidden_at: null,
  hidden_reason: null,
  hidden_by: null,
  created_at: '2026-11-22T10:00:00.000Z',
};

/** The console API as these views call it; writes answer as the server would. */
function fakeApi(cancelAnswer?: { status: number; body: object }) {
  const page = (items: unknown[]) => ({ items, total: 1, page: 1, per_page: 25 });
  answer('get', '/admin/reservations', page([booking]));
  answer('get', '/admin/reservations/41', detail);
  const cancel = cancelAnswer ?? {
    status: 200,
    body: {
      id: 41,
      status: 'cancelled',
      refunded_cents: 12345,
      message: 'OL-CAFE0041 is cancelled; $123.45 was refunded to the renter.',
    },
  };
  answer('post', '/admin/reservations/41/cancel', cancel.body, { status: cancel.status });
  answer('get', '/admin/reviews', page([review]));
  answer('post', '/admin/reviews/5/hide', {
    review: { ...review, hidden_at: '2026-11-25T10:00:00.000Z' },
    message: 'The review by Rita Renter is hidden from everyone but its author.',
  });
}

/** The one write of the test: where it went and what it sent. */
const posted = () => {
  const [post] = sentRequests('post');
  return { url: post!.url, body: post!.body };
};

describe('operator reservations', () => {
  it('asks the server with the URL’s filters and keeps new ones there', async () => {
    fakeApi();
    const router = renderRoute(
      '/admin/operator/reservations',
      <ReservationsView />,
      '/admin/operator/reservations?status=paid&from=2026-12-01',
    );
    const row = await screen.findByTestId('operator-reservation-row');
    expect(within(row).getByRole('link', { name: 'OL-CAFE0041' }).getAttribute('href')).toBe(
      '/admin/operator/reservations/41',
    );
    expect(row.textContent).toContain('$123.45');
    expect(sentRequests()[0]!.url).toBe(
      '/api/admin/reservations?status=paid&from=2026-12-01&page=1',
    );
    // The end of the range cannot be chosen before its start.
    const to = screen.getByLabelText('Rental overlaps to');
    expect(to.getAttribute('min')).toBe('2026-12-01');
    fireEvent.change(to, { target: { value: '2026-12-31' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'start' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?status=paid&from=2026-12-01&to=2026-12-31&sort=start',
      ),
    );
  });

  it('shows the timeline and ledger, and the cancel dialog says exactly what happens', async () => {
    fakeApi();
    renderRoute(
      '/admin/operator/reservations/:id',
      <ReservationDetailView reservationId={41} />,
      '/admin/operator/reservations/41',
    );
    expect(await screen.findAllByTestId('timeline-event')).toHaveLength(2);
    expect(screen.getByTestId('ledger-entry').textContent).toContain('ch_sandbox_1');
    expect(screen.getByTestId('ledger-totals').textContent).toContain('Refunded (0 refunds)');

    fireEvent.click(screen.getByTestId('cancel-reservation'));
    const dialog = screen.getByTestId('cancel-reservation-dialog');
    const consequences = within(dialog).getByTestId('cancel-consequences').textContent;
    expect(consequences).toContain('OL-CAFE0041 becomes Cancelled at once');
    expect(consequences).toContain('$123.45 is refunded to Rita Renter’s card');
    expect(consequences).toContain('We e-mail Rita Renter and Olga Owner');
    const confirm = within(dialog).getByTestId('cancel-reservation-dialog-confirm');
    expect(confirm.textContent).toBe('Cancel and refund $123.45');

    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Give a reason of at least 3 characters.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason for both parties'), {
      target: { value: 'Reported as stolen.' },
    });
    fireEvent.click(confirm);
    expect((await screen.findByTestId('operator-notice')).textContent).toContain(
      '$123.45 was refunded',
    );
    expect(posted()).toEqual({
      url: '/api/admin/reservations/41/cancel',
      body: { reason: 'Reported as stolen.', expected_status: 'paid' },
    });
  });

  it('shows the server’s refusal in the dialog when the reservation moved on', async () => {
    fakeApi({
      status: 409,
      body: { message: 'This reservation changed while you were looking: it is cancelled now.' },
    });
    renderRoute(
      '/admin/operator/reservations/:id',
      <ReservationDetailView reservationId={41} />,
      '/admin/operator/reservations/41',
    );
    fireEvent.click(await screen.findByTestId('cancel-reservation'));
    const dialog = screen.getByTestId('cancel-reservation-dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason for both parties'), {
      target: { value: 'Reported as stolen.' },
    });
    fireEvent.click(within(dialog).getByTestId('cancel-reservation-dialog-confirm'));
    expect(await within(dialog).findByText(/changed while you were looking/)).toBeTruthy();
    expect(screen.queryByTestId('operator-notice')).toBeNull();
  });
});

describe('operator reviews', () => {
  it('filters in the URL and hides a review with a reason', async () => {
    fakeApi();
    const router = renderRoute(
      '/admin/operator/reviews',
      <ReviewsView />,
      '/admin/operator/reviews',
    );
    const row = await screen.findByTestId('operator-review-row');
    expect(within(row).getByRole('img', { name: '1 out of 5 stars' })).toBeTruthy();
    expect(row.textContent).toContain('Shown');
    fireEvent.change(screen.getByLabelText('Rating'), { target: { value: '1' } });
    await waitFor(() => expect(router.state.location.search).toBe('?rating=1'));

    fireEvent.click(within(row).getByRole('button', { name: 'Hide the review by Rita Renter' }));
    const dialog = screen.getByTestId('hide-review-dialog');
    expect(dialog.textContent).toContain('stop counting in the listing’s and the owner’s ratings');
    expect(dialog.textContent).toContain('Nobody is e-mailed');
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Personal contact details.' },
    });
    fireEvent.click(within(dialog).getByTestId('hide-review-dialog-confirm'));
    expect((await screen.findByTestId('operator-notice')).textContent).toContain('is hidden');
    expect(posted()).toEqual({
      url: '/api/admin/reviews/5/hide',
      body: { reason: 'Personal contact details.' },
    });
  });
});
