import { QueryClientProvider } from '@tanstack/react-query';
import type { DepositView, ReservationActionResponse, ReservationClaim } from '@ownless/shared';
import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { answer, answerError, sentRequests } from '@/testing/api';
import { fireEvent, render, screen, waitFor, within } from '@/testing/render';
import { reservationFixture } from '@/testing/reservation-fixtures';
import { DepositPanel } from './deposit-panel';

const held: DepositView = {
  amount_cents: 10_000,
  stage: 'held',
  mode: 'hold',
  captured_cents: 0,
  released_cents: 0,
  item_back_at: '2030-05-12T17:00:00.000Z',
  // 10:00 in Los Angeles, where the listing is (the fixture's zone).
  claim_window_closes_at: '2030-05-15T17:00:00.000Z',
};

const claim: ReservationClaim = {
  id: 3,
  reservation_id: 7,
  amount_cents: 4000,
  reason: 'The chuck is cracked and wobbles.',
  photos: [{ url: '/uploads/claims/a.webp', width: 1200, height: 900 }],
  condition_report_ids: [],
  status: 'open',
  respond_by: '2030-05-17T17:00:00.000Z',
  dispute: null,
  decision: null,
  created_at: '2030-05-14T17:00:00.000Z',
  released_if_accepted_cents: 6000,
};

type Reservation = ReturnType<typeof reservationFixture>;

function renderPanel(reservation: Reservation) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DepositPanel reservation={reservation} />
    </QueryClientProvider>,
  );
}

const asOwner = (over: Partial<Reservation> = {}) =>
  reservationFixture({ status: 'returned', deposit: held, claim_actions: ['claim'], ...over });
const asRenter = (over: Partial<Reservation> = {}) =>
  reservationFixture({
    status: 'completed',
    viewer_role: 'renter',
    deposit: { ...held, stage: 'claimed' },
    claim,
    claim_actions: ['accept-claim', 'dispute-claim'],
    ...over,
  });

const actionAnswer = (reservation: Reservation, message: string): ReservationActionResponse => ({
  reservation,
  message,
});

describe('DepositPanel', () => {
  it('shows nothing before there is a deposit to speak of', () => {
    renderPanel(reservationFixture({ deposit: null }));
    expect(screen.queryByTestId('deposit-panel')).toBeNull();
    renderPanel(reservationFixture({ deposit: { ...held, stage: 'none', item_back_at: null } }));
    expect(screen.queryByTestId('deposit-panel')).toBeNull();
  });

  it('tells the owner until when they may claim, in the listing’s time zone', () => {
    renderPanel(asOwner());
    expect(screen.getByTestId('deposit-stage').textContent).toBe('Held on the renter’s card');
    expect(screen.getByTestId('deposit-detail').textContent).toMatch(
      /claim from the \$100\.00 deposit for damage until May 15, 2030, 10:00\sAM PDT/,
    );
    expect(screen.getByRole('button', { name: 'Claim from the deposit' })).toBeTruthy();
  });

  it('offers no claim when the server lists no claim action', () => {
    renderPanel(asOwner({ claim_actions: [] }));
    expect(screen.queryByRole('button', { name: 'Claim from the deposit' })).toBeNull();
  });

  it('checks the claim before sending it: an amount within the deposit and a reason', async () => {
    answer('get', '/reservation/7/condition-reports', { reports: [], can_add: [] });
    renderPanel(asOwner());
    fireEvent.click(screen.getByRole('button', { name: 'Claim from the deposit' }));
    const form = screen.getByTestId('claim-form');
    fireEvent.change(within(form).getByLabelText('Amount to claim'), {
      target: { value: '150' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the claim' }));
    expect(
      await within(form).findByText('You can claim at most the deposit, $100.00.'),
    ).toBeTruthy();
    expect(within(form).getByText('Say what happened in at least 10 characters.')).toBeTruthy();
    expect(within(form).getByLabelText('Amount to claim').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(sentRequests('post')).toHaveLength(0);
  });

  it('sends the claim with its condition reports, and shows the server’s field errors under the fields', async () => {
    answer('get', '/reservation/7/condition-reports', {
      reports: [
        {
          id: 21,
          reservation_id: 7,
          stage: 'handover',
          author: { id: 2, name: 'Maya Torres', role: 'owner' },
          checklist: { works: true, damaged: false, missing_parts: false, dirty: false },
          notes: '',
          photos: [],
          created_at: '2030-05-10T07:00:00.000Z',
          updated_at: '2030-05-10T07:00:00.000Z',
          locked: true,
        },
      ],
      can_add: [],
    });
    answerError('post', '/reservation/7/claims', 400, {
      message: 'Check the claim.',
      errors: { reason: ['Describe the damage more precisely.'] },
    });
    renderPanel(asOwner());
    fireEvent.click(screen.getByRole('button', { name: 'Claim from the deposit' }));
    const form = screen.getByTestId('claim-form');
    fireEvent.change(within(form).getByLabelText('Amount to claim'), { target: { value: '40' } });
    fireEvent.change(within(form).getByLabelText('What is damaged or missing'), {
      target: { value: 'The chuck is cracked and wobbles.' },
    });
    // A chosen photo shows as a preview and can be taken out again. (Node's File, for its
    // object URL; jsdom's FormData takes only jsdom's, so the photo leaves before sending.)
    const photo = new NodeFile(['jpeg'], 'chuck.jpg', { type: 'image/jpeg' });
    fireEvent.change(form.querySelector('input[type="file"]')!, { target: { files: [photo] } });
    expect(within(form).getByRole('img', { name: 'Photo 1: chuck.jpg' })).toBeTruthy();
    expect(form.querySelector('[id$="-photos-hint"]')!.textContent).toContain('1 of 8 photos.');
    fireEvent.click(within(form).getByRole('button', { name: 'Remove photo 1' }));
    expect(within(form).queryByRole('img')).toBeNull();
    fireEvent.click(await within(form).findByRole('checkbox', { name: /At hand-over/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send the claim' }));

    await waitFor(() => expect(sentRequests('post', '/reservation/7/claims')).toHaveLength(1));
    expect(await within(form).findByText('Describe the damage more precisely.')).toBeTruthy();
    const [sent] = sentRequests('post', '/reservation/7/claims');
    const body = String(sent!.body);
    expect(body).toMatch(/name="amount"\r\n\r\n40\r\n/);
    expect(body).toMatch(/name="reason"\r\n\r\nThe chuck is cracked and wobbles\.\r\n/);
    expect(body).toMatch(/name="condition_report_ids"\r\n\r\n21\r\n/);
    expect(body).not.toMatch(/name="photos"/);
  });

  it('tells the renter what is claimed and by when to answer', () => {
    renderPanel(asRenter());
    expect(screen.getByTestId('deposit-stage').textContent).toMatch(
      /^Claim open: answer by May 17, 2030, 10:00\sAM PDT$/,
    );
    const timeline = screen.getByTestId('claim-timeline');
    expect(within(timeline).getByTestId('claim-opened').textContent).toMatch(
      /^The owner claimed \$40\.00May 14, 2030, 10:00\sAM PDT/,
    );
    expect(within(timeline).getByText('The chuck is cracked and wobbles.')).toBeTruthy();
    expect(
      within(timeline).getByRole('img', {
        name: 'The owner’s photos: photo 1 of 1 (opens in a new tab)',
      }),
    ).toBeTruthy();
  });

  it('asks the renter to confirm what accepting takes, then accepts', async () => {
    answer(
      'post',
      '/claims/3/accept',
      actionAnswer(asRenter({ claim_actions: [] }), 'You accepted the claim.'),
    );
    // What comes back is the server's figure, not one the browser works out from the deposit.
    renderPanel(asRenter({ claim: { ...claim, released_if_accepted_cents: 5500 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept the claim' }));
    const dialog = screen.getByTestId('accept-claim-dialog');
    expect(dialog.textContent).toContain(
      '$40.00 is taken from the deposit held on your card and goes to the owner; the remaining $55.00 is released.',
    );
    expect(sentRequests('post')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and pay $40.00' }));
    expect(await screen.findByText('You accepted the claim.')).toBeTruthy();
    expect(sentRequests('post', '/claims/3/accept')).toHaveLength(1);
  });

  it('sends the renter’s dispute with a reason', async () => {
    answer(
      'post',
      '/claims/3/dispute',
      actionAnswer(asRenter({ claim_actions: [] }), 'Your dispute was sent.'),
    );
    renderPanel(asRenter());
    fireEvent.click(screen.getByRole('button', { name: 'Dispute it' }));
    const form = screen.getByTestId('dispute-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Send the dispute' }));
    expect(
      await within(form).findByText('Say what happened in at least 10 characters.'),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Why you disagree'), {
      target: { value: 'It was cracked when I got it; see my photos.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the dispute' }));
    expect(await screen.findByText('Your dispute was sent.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('dispute-form')).toBeNull());
    const [sent] = sentRequests('post', '/claims/3/dispute');
    expect(String(sent!.body)).toMatch(
      /name="reason"\r\n\r\nIt was cracked when I got it; see my photos\.\r\n/,
    );
  });

  it('says what was kept and released once a claim is decided, with the note', () => {
    renderPanel(
      asRenter({
        deposit: { ...held, stage: 'settled', captured_cents: 2500, released_cents: 7500 },
        claim: {
          ...claim,
          status: 'decided',
          dispute: { reason: 'It was like that.', photos: [], at: '2030-05-15T17:00:00.000Z' },
          decision: {
            amount_cents: 2500,
            note: 'Half of the repair.',
            at: '2030-05-16T17:00:00.000Z',
          },
        },
        claim_actions: [],
      }),
    );
    expect(screen.getByTestId('deposit-stage').textContent).toBe('$25.00 kept, $75.00 released');
    const timeline = screen.getByTestId('claim-timeline');
    expect(within(timeline).getByText('The renter disputed the claim')).toBeTruthy();
    expect(within(timeline).getByTestId('claim-decided').textContent).toMatch(
      /^OwnLess support decided: \$25\.00 kept/,
    );
    expect(within(timeline).getByText('Half of the repair.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a disputed claim is with support, and a release without a claim in full', () => {
    renderPanel(asRenter({ deposit: { ...held, stage: 'disputed' }, claim_actions: [] }));
    expect(screen.getByTestId('deposit-stage').textContent).toBe('With OwnLess support');
    renderPanel(
      asRenter({
        deposit: { ...held, stage: 'released', released_cents: 10_000 },
        claim: null,
        claim_actions: [],
      }),
    );
    expect(screen.getAllByTestId('deposit-stage')[1]!.textContent).toBe('Released');
  });
});
