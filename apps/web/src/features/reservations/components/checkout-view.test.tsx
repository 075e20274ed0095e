import { screen } from '@/testing/render';
import type { ReservationDetailResponse } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { reservationFixture } from '@/testing/reservation-fixtures';
import { CheckoutView } from './checkout-view';
import { answer } from '../../../testing/api';
import { publicConfigFixture } from '../../../testing/config-fixtures';

describe('CheckoutView', () => {
  it('says why a pending request cannot be paid and links on to it and back home', async () => {
    const reservation = reservationFixture({ status: 'pending', viewer_role: 'renter' });
    answer('get', '/config', publicConfigFixture());
    answer<ReservationDetailResponse>('get', `/reservation/${reservation.id}`, { reservation });
    renderRoute(
      '/checkout/:id',
      <CheckoutView reservationId={reservation.id} />,
      `/checkout/${reservation.id}`,
    );
    expect(await screen.findByRole('heading', { name: 'Nothing to pay here' })).toBeTruthy();
    expect(screen.getByText(/The owner has not accepted this request yet/)).toBeTruthy();
    const on = screen.getByRole('link', { name: 'See the reservation' });
    expect(on.getAttribute('href')).toContain(String(reservation.id));
    expect(screen.getByRole('link', { name: 'Keep browsing' }).getAttribute('href')).toBe('/');
  });
});
