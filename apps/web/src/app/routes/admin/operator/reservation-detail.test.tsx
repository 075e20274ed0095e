import { screen, within } from '@/testing/render';
import type { ConditionReportsResponse, OperatorReservationDetail } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { answer, sentRequests } from '@/testing/api';
import { renderRoute } from '@/testing/render-route';
import OperatorReservationDetailRoute from './reservation-detail';

const party = (id: number, full_name: string) => ({
  id,
  full_name,
  email: `${full_name.split(' ')[0]!.toLowerCase()}@example.test`,
  suspended: false,
});

const detail = (status: 'pending' | 'paid'): OperatorReservationDetail => ({
  reservation: {
    id: 41,
    code: 'OL-CAFE0041',
    status,
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
    approved_at: null,
    paid_at: null,
    completed_at: null,
  },
  line_items: [],
  money: { total_cents: 12345, commission_cents: 1100, payout_cents: 9900, refunded_cents: 0 },
  events: [],
  ledger: [],
  totals: { charged_cents: 0, refunded_cents: 0, transferred_cents: 0 },
  cancel: { allowed: false, refused_reason: 'Not now.', refund_cents: 0, explanation: '' },
  audit: [],
});

const reports: ConditionReportsResponse = {
  reports: [
    {
      id: 1,
      reservation_id: 41,
      stage: 'handover',
      author: { id: 8, name: 'Olga Owner', role: 'owner' },
      checklist: { works: true, damaged: false, missing_parts: false, dirty: false },
      notes: 'Hose and nozzle included.',
      photos: [],
      created_at: '2026-12-03T06:00:00.000Z',
      updated_at: '2026-12-03T06:00:00.000Z',
      locked: false,
    },
  ],
  can_add: [],
};

const show = () =>
  renderRoute(
    '/admin/operator/reservations/:reservationId',
    <OperatorReservationDetailRoute />,
    '/admin/operator/reservations/41',
  );

describe('/admin/operator/reservations/:reservationId', () => {
  it('shows a paid rental’s condition reports side by side, without a form', async () => {
    answer('get', '/admin/reservations/41', detail('paid'));
    answer('get', '/reservation/41/condition-reports', reports);
    show();
    const section = await screen.findByRole('region', { name: 'Condition' });
    const left = await within(section).findByRole('region', { name: 'When it left' });
    expect(left.textContent).toContain('Hose and nozzle included.');
    expect(
      within(section).getByRole('region', { name: 'When it came back' }).textContent,
    ).toContain('No report yet.');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('has no condition section before the rental is paid', async () => {
    answer('get', '/admin/reservations/41', detail('pending'));
    show();
    expect(await screen.findByText('Not now.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Condition' })).toBeNull();
    expect(sentRequests('get', '/reservation/:id/condition-reports')).toHaveLength(0);
  });
});
