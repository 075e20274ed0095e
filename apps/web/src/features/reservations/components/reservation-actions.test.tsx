import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@/testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReservationActionResponse } from '@ownless/shared';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { reservationFixture } from '@/testing/reservation-fixtures';
import { ReservationActions } from './reservation-actions';
import { answer, answerError, sentRequests } from '../../../testing/api';

type Reservation = ReturnType<typeof reservationFixture>;

function renderActions(reservation: Reservation, props: { compact?: boolean } = {}) {
  const onDone = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <ReservationActions reservation={reservation} onDone={onDone} {...props} />,
      },
      { path: '/checkout/:id', element: <p>Checkout page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onDone, router };
}

/** Answers one action's endpoint, `POST /reservation/7/{path}`. */
const answerAction = (path: string, body: ReservationActionResponse) =>
  answer('post', `/reservation/7/${path}`, body);

const pending = reservationFixture({
  actions: [
    { action: 'approve', label: 'Approve', to: 'approved', available_from: null },
    { action: 'reject', label: 'Reject', to: 'rejected', available_from: null },
  ],
});

describe('ReservationActions', () => {
  it('shows exactly the actions the server lists, forward actions first', () => {
    renderActions(pending);
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Approve', 'Reject']);
  });

  it('approve posts at once and reports the server’s message', async () => {
    answerAction('approve', {
      reservation: { ...pending, status: 'approved', actions: [] },
      message: 'Approved. The renter has 24 hours to pay.',
    });
    const { onDone } = renderActions(pending);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('Approved. The renter has 24 hours to pay.'),
    );
    const [sent] = sentRequests();
    expect(sent!.url).toBe('/api/reservation/7/approve');
    expect(sent!.method).toBe('POST');
  });

  it('cancel shows the refund before confirming, then posts the reason to its endpoint', async () => {
    const paid = reservationFixture({
      status: 'paid',
      actions: [
        { action: 'start', label: 'Start rental', to: 'ongoing', available_from: null },
        {
          action: 'cancel-by-owner',
          label: 'Cancel reservation',
          to: 'cancelled',
          available_from: null,
        },
      ],
      cancel_refund: {
        total_cents: 10_500,
        subtotal_percent: 100,
        explanation: 'The owner cancelled, so everything is refunded.',
      },
    });
    answerAction('seller-cancel-rent', {
      reservation: { ...paid, status: 'cancelled' },
      message: 'Cancelled.',
    });
    const { onDone } = renderActions(paid);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel reservation' }));

    const dialog = screen.getByTestId('dialog-cancel');
    expect(within(dialog).getByTestId('cancel-refund').textContent).toContain('$105.00');
    expect(dialog.textContent).toContain('everything is refunded');
    expect(sentRequests()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Broken motor' },
    });
    fireEvent.click(within(dialog).getByTestId('dialog-cancel-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Cancelled.'));
    const [sent] = sentRequests();
    expect(sent!.url).toBe('/api/reservation/7/seller-cancel-rent');
    expect(sent!.body).toEqual({ reason: 'Broken motor' });
  });

  it('a start still ahead is disabled and says from which day, in the listing’s time zone', () => {
    renderActions(
      reservationFixture({
        status: 'paid',
        actions: [
          // Midnight in Los Angeles, already the next day in UTC.
          {
            action: 'start',
            label: 'Start rental',
            to: 'ongoing',
            available_from: '2999-06-03T07:00:00.000Z',
          },
          {
            action: 'cancel-by-owner',
            label: 'Cancel reservation',
            to: 'cancelled',
            available_from: null,
          },
        ],
      }),
    );
    const start = screen.getByRole('button', { name: 'Start rental' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(screen.getByTestId('action-start-available-from').textContent).toBe(
      'Start rental: available from Jun 3, 2999.',
    );
    expect(start.getAttribute('aria-describedby')).toBe(
      screen.getByTestId('action-start-available-from').id,
    );
    expect(
      (screen.getByRole('button', { name: 'Cancel reservation' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('a start whose day has come is a plain button', () => {
    renderActions(
      reservationFixture({
        status: 'paid',
        actions: [
          {
            action: 'start',
            label: 'Start rental',
            to: 'ongoing',
            available_from: '2020-06-03T07:00:00.000Z',
          },
        ],
      }),
    );
    expect(
      (screen.getByRole('button', { name: 'Start rental' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.queryByTestId('action-start-available-from')).toBeNull();
  });

  it('a 409 says the reservation changed', async () => {
    answerError('post', '/reservation/7/approve', 409, {
      message: 'A reservation that is approved cannot be changed that way.',
    });
    renderActions(pending);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const alert = await screen.findByTestId('action-error');
    expect(alert.textContent).toContain('has changed since you opened it');
  });

  it('a 409 naming a field (a booking rule the listing has now) gives the server’s reason alone', async () => {
    const reason = 'This listing rents for at least 2 days. This request cannot be approved.';
    answerError('post', '/reservation/7/approve', 409, {
      message: reason,
      errors: { units: ['This listing rents for at least 2 days.'] },
    });
    renderActions(pending);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const alert = await screen.findByTestId('action-error');
    expect(alert.textContent).toContain(reason);
    expect(alert.textContent).not.toContain('has changed since you opened it');
  });

  it('Pay now is a link to the checkout page; rows leave cancelling to the details page', () => {
    renderActions(
      reservationFixture({
        viewer_role: 'renter',
        status: 'approved',
        actions: [
          { action: 'checkout', label: 'Pay now', to: 'paid', available_from: null },
          {
            action: 'cancel-by-renter',
            label: 'Cancel reservation',
            to: 'cancelled',
            available_from: null,
          },
        ],
      }),
      { compact: true },
    );
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/checkout/7');
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
  });
});
