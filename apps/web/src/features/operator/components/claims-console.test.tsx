import { QueryClientProvider } from '@tanstack/react-query';
import type { OperatorClaimDetail, OperatorClaimsPage } from '@ownless/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { loadCatalogs } from '@/lib/i18n/catalogs';
import { createQueryClient } from '@/lib/query-client';
import { answer, answerError, answerWith, sentRequests } from '@/testing/api';
import { fireEvent, render, screen, waitFor, within } from '@/testing/render';
import { ClaimDetailView } from './claim-detail-view';
import { ClaimsQueue } from './claims-queue';

const renter = { id: 4, full_name: 'Sam Lee', email: 'renter@ownless.test' };
const owner = { id: 2, full_name: 'Maya Torres', email: 'owner@ownless.test' };

const detail: OperatorClaimDetail = {
  claim: {
    id: 3,
    reservation_id: 7,
    amount_cents: 4000,
    reason: 'The chuck is cracked and wobbles.',
    photos: [{ url: '/uploads/claims/owner.webp', width: 1200, height: 900 }],
    condition_report_ids: [],
    status: 'disputed',
    respond_by: '2030-05-17T17:00:00.000Z',
    dispute: {
      reason: 'It was cracked when I got it.',
      photos: [{ url: '/uploads/claims/renter.webp', width: 1200, height: 900 }],
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
  events: [
    {
      id: 1,
      action: 'dispute-claim',
      actor_role: 'renter',
      actor_name: 'Sam Lee',
      from_status: 'completed',
      to_status: 'completed',
      note: null,
      created_at: '2030-05-15T17:00:00.000Z',
    },
  ],
  messages: [
    {
      id: 9,
      sender_id: 4,
      kind: 'user',
      message: 'It was like that at pick-up.',
      system: null,
      created_at: '2030-05-15T16:00:00.000Z',
    },
    {
      id: 10,
      sender_id: 2,
      kind: 'system',
      message: 'OwnLess: stored English for old clients.',
      system: {
        event: 'claim-disputed',
        reservation_id: 7,
        reservation_code: 'OL-ABC12345',
        amount_cents: 4000,
      },
      created_at: '2030-05-15T17:00:00.000Z',
    },
  ],
  ledger: [],
};

function renderIn(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the operator’s claims', () => {
  it('lists disputed claims, each linking to its page', async () => {
    answer<OperatorClaimsPage>('get', '/operator/claims', {
      items: [
        {
          id: 3,
          status: 'disputed',
          reservation: { id: 7, code: 'OL-ABC12345' },
          listing: { id: 11, name: 'Cordless drill' },
          renter,
          owner,
          deposit_cents: 10_000,
          amount_cents: 4000,
          respond_by: '2030-05-17T17:00:00.000Z',
          hold_expires_at: null,
          disputed_at: '2030-05-15T17:00:00.000Z',
          created_at: '2030-05-14T17:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      per_page: 25,
    });
    renderIn(<ClaimsQueue />);
    const row = await screen.findByTestId('claim-row');
    expect(
      within(row).getByRole('link', { name: 'Claim on OL-ABC12345' }).getAttribute('href'),
    ).toBe('/admin/operator/claims/3');
    expect(row.textContent).toContain('$40.00 of $100.00');
    expect(row.textContent).toContain('Disputed');
  });

  it('says when nothing waits for a decision', async () => {
    answer<OperatorClaimsPage>('get', '/operator/claims', {
      items: [],
      total: 0,
      page: 1,
      per_page: 25,
    });
    renderIn(<ClaimsQueue />);
    expect(await screen.findByText('No disputed claims')).toBeTruthy();
  });

  it('shows both sides side by side, the conversation and the history', async () => {
    answer('get', '/operator/claims/3', detail);
    renderIn(<ClaimDetailView claimId={3} />);
    const ownerSide = await screen.findByTestId('claim-side-owner');
    const renterSide = screen.getByTestId('claim-side-renter');
    expect(ownerSide.textContent).toContain('The chuck is cracked and wobbles.');
    expect(within(ownerSide).getAllByRole('img')).toHaveLength(1);
    expect(renterSide.textContent).toContain('It was cracked when I got it.');
    expect(within(renterSide).getAllByRole('img')).toHaveLength(1);
    const messages = within(screen.getByTestId('claim-messages')).getAllByRole('listitem');
    expect(messages[0]!.textContent).toMatch(/^Sam Lee · .*It was like that at pick-up\.$/);
    // A message from OwnLess says so once, not as the person it names.
    expect(messages[1]!.textContent).toMatch(
      /^OwnLess · .*The renter disputed the claim on reservation OL-ABC12345\. OwnLess support will decide\.$/,
    );
    expect(messages[1]!.textContent).not.toContain('stored English');
    expect(screen.getByTestId('claim-events').textContent).toContain(
      'Claim disputed by the renter',
    );
  });

  it('says OwnLess’s messages in the operator’s language, not the stored English', async () => {
    await loadCatalogs('es', ['operator', 'pages']);
    i18n.activate('es');
    try {
      answer('get', '/operator/claims/3', detail);
      renderIn(<ClaimDetailView claimId={3} />);
      const list = await screen.findByTestId('claim-messages');
      const system = within(list).getAllByRole('listitem')[1]!;
      expect(system.textContent).toContain('El inquilino impugnó la reclamación de la reserva');
      expect(system.textContent).not.toContain('stored English');
    } finally {
      i18n.activate('en');
    }
  });

  it('checks the amount against the claim, confirms what happens, then decides', async () => {
    // The server answers the claim as it stands: decided once decided.
    let current: OperatorClaimDetail = detail;
    answerWith('get', '/operator/claims/3', () => current);
    answerWith(
      'post',
      '/operator/claims/3/decide',
      () =>
        (current = {
          ...detail,
          claim: {
            ...detail.claim,
            status: 'decided',
            decision: {
              amount_cents: 2500,
              note: 'Half of the repair.',
              at: '2030-05-16T17:00:00.000Z',
            },
          },
          message: 'The claim is decided: $25.00 to the owner.',
        }),
    );
    renderIn(<ClaimDetailView claimId={3} />);
    const form = await screen.findByTestId('decide-form');
    fireEvent.change(within(form).getByLabelText('Amount the owner keeps'), {
      target: { value: '45' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Decide…' }));
    expect(within(form).getByText('At most the claimed $40.00.')).toBeTruthy();
    expect(within(form).getByText('Write a note to both sides.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Amount the owner keeps'), {
      target: { value: '25' },
    });
    fireEvent.change(within(form).getByLabelText('Note to both sides'), {
      target: { value: 'Half of the repair.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Decide…' }));
    const dialog = screen.getByTestId('decide-claim-dialog');
    expect(dialog.textContent).toContain('Maya Torres keeps $25.00 of the deposit.');
    expect(dialog.textContent).toContain('$75.00 goes back to Sam Lee.');
    expect(sentRequests('post')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide: $25.00 to the owner' }));
    expect(await screen.findByText('The claim is decided: $25.00 to the owner.')).toBeTruthy();
    const [sent] = sentRequests('post', '/operator/claims/3/decide');
    expect(sent!.body).toEqual({ amount: 25, note: 'Half of the repair.' });
    await waitFor(() => expect(screen.queryByTestId('decide-form')).toBeNull());
    expect(screen.getByTestId('claim-decision').textContent).toContain('Half of the repair.');
  });

  it('puts the server’s refusal of the amount under the field', async () => {
    answer('get', '/operator/claims/3', detail);
    answerError('post', '/operator/claims/3/decide', 400, {
      message: 'Check the decision.',
      errors: { amount: ['Must be at most 40.'] },
    });
    renderIn(<ClaimDetailView claimId={3} />);
    const form = await screen.findByTestId('decide-form');
    fireEvent.change(within(form).getByLabelText('Amount the owner keeps'), {
      target: { value: '10' },
    });
    fireEvent.change(within(form).getByLabelText('Note to both sides'), {
      target: { value: 'Some of it.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Decide…' }));
    fireEvent.click(
      within(screen.getByTestId('decide-claim-dialog')).getByRole('button', {
        name: 'Decide: $10.00 to the owner',
      }),
    );
    expect(await within(form).findByText('Must be at most 40.')).toBeTruthy();
  });
});
