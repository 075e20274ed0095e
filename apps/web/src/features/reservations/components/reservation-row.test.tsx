import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { render, screen } from '@/testing/render';
import { reservationFixture } from '@/testing/reservation-fixtures';
import { ReservationRow } from './reservation-row';

function renderRow(reservation: ReturnType<typeof reservationFixture>) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ul>
            <ReservationRow reservation={reservation} />
          </ul>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ReservationRow', () => {
  it('badges a claim the renter has to answer', () => {
    renderRow(
      reservationFixture({
        status: 'completed',
        viewer_role: 'renter',
        claim_actions: ['accept-claim', 'dispute-claim'],
      }),
    );
    expect(screen.getByTestId('claim-badge').textContent).toBe('Claim to answer');
  });

  it('badges a returned item whose claim window is open for the owner', () => {
    renderRow(reservationFixture({ status: 'returned', claim_actions: ['claim'] }));
    expect(screen.getByTestId('claim-badge').textContent).toBe('Claim window open');
  });

  it('shows no badge when no claim waits for the viewer', () => {
    renderRow(reservationFixture({ status: 'completed', claim_actions: [] }));
    expect(screen.queryByTestId('claim-badge')).toBeNull();
  });
});
