import { screen, within } from '@/testing/render';
import type { ConditionReport, OperatorClaimDetail } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { answer } from '@/testing/api';
import { renderRoute } from '@/testing/render-route';
import OperatorClaimDetailRoute from './claim-detail';

const renter = { id: 4, full_name: 'Sam Lee', email: 'renter@ownless.test' };
const owner = { id: 2, full_name: 'Maya Torres', email: 'owner@ownless.test' };

const detail: OperatorClaimDetail = {
  claim: {
    id: 3,
    reservation_id: 7,
    amount_cents: 4000,
    reason: 'The chuck is cracked and wobbles.',
    photos: [],
    condition_report_ids: [],
    status: 'disputed',
    respond_by: '2030-05-17T17:00:00.000Z',
    dispute: {
      reason: 'It was cracked when I got it.',
      photos: [],
      at: '2030-05-15T17:00:00.000Z',
    },
    decision: null,
    created_at: '2030-05-14T17:00:00.000Z',
  },
  reservation: {
    id: 7,
    code: 'OL-ABC12345',
    status: 'completed',
    listing: { id: 11, name: 'Cordless drill' },
    start_at: '2030-05-10T07:00:00.000Z',
    end_at: '2030-05-12T07:00:00.000Z',
    total_cents: 15_500,
    deposit: {
      amount_cents: 10_000,
      stage: 'disputed',
      mode: 'hold',
      captured_cents: 0,
      released_cents: 0,
      item_back_at: '2030-05-12T17:00:00.000Z',
      claim_window_closes_at: '2030-05-15T17:00:00.000Z',
    },
  },
  renter,
  owner,
  events: [],
  messages: [],
  ledger: [],
};

const report = (overrides: Partial<ConditionReport>): ConditionReport => ({
  id: 1,
  reservation_id: 7,
  stage: 'handover',
  author: { id: owner.id, name: owner.full_name, role: 'owner' },
  checklist: { works: true, damaged: false, missing_parts: false, dirty: false },
  notes: 'The chuck is whole.',
  photos: [
    {
      url: '/uploads/conditions/7/a-large.webp',
      thumb_url: '/uploads/conditions/7/a-thumb.webp',
      width: 1600,
      height: 1200,
    },
  ],
  created_at: '2030-05-10T07:00:00.000Z',
  updated_at: '2030-05-10T07:00:00.000Z',
  locked: true,
  ...overrides,
});

describe('/admin/operator/claims/:claimId', () => {
  it('shows the rental’s condition reports, when it left beside when it came back, read-only', async () => {
    answer('get', '/operator/claims/3', detail);
    answer('get', '/reservation/7/condition-reports', {
      reports: [
        report({}),
        report({
          id: 2,
          stage: 'return',
          author: { id: renter.id, name: renter.full_name, role: 'renter' },
          checklist: { works: true, damaged: true, missing_parts: false, dirty: false },
          notes: 'Cracked chuck, as it came.',
          photos: [],
          created_at: '2030-05-12T17:00:00.000Z',
          updated_at: '2030-05-12T17:00:00.000Z',
        }),
      ],
      can_add: [],
    });
    renderRoute(
      '/admin/operator/claims/:claimId',
      <OperatorClaimDetailRoute />,
      '/admin/operator/claims/3',
    );

    const section = await screen.findByRole('region', { name: 'Condition' });
    const left = await within(section).findByRole('region', { name: 'When it left' });
    const back = within(section).getByRole('region', { name: 'When it came back' });
    expect(left.textContent).toContain('Maya Torres');
    expect(left.textContent).toContain('The chuck is whole.');
    expect(left.textContent).toContain('No damage');
    expect(within(left).getAllByRole('img')).toHaveLength(1);
    expect(back.textContent).toContain('Sam Lee');
    expect(back.textContent).toContain('Cracked chuck, as it came.');
    expect(back.textContent).toContain('Damaged');
    expect(left.textContent).not.toContain('Cracked chuck');
    // The operator reads: no form to add or replace a report.
    expect(within(section).queryByRole('button', { name: /report/i })).toBeNull();
    // The claim's own sides are still there, beside the reports.
    expect(screen.getByTestId('claim-side-owner').textContent).toContain('The chuck is cracked');
  });
});
