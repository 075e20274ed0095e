import type { ReservationView } from '@ownless/shared/rental';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@/testing/render';
import { reservationFixture } from '@/testing/reservation-fixtures';
import { PriceBreakdown } from './price-breakdown';

const settled = {
  amount_cents: 10_000,
  stage: 'settled' as const,
  mode: 'charge' as const,
  captured_cents: 3000,
  released_cents: 7000,
  item_back_at: '2030-05-12T07:00:00.000Z',
  claim_window_closes_at: '2030-05-15T07:00:00.000Z',
};

/** A completed rental with a $100 deposit, as its owner's page shows it. */
const renderOwner = (overrides: Partial<ReservationView>) =>
  render(
    <PriceBreakdown
      reservation={reservationFixture({ status: 'completed', deposit_cents: 10_000, ...overrides })}
    />,
  );

/** The owner's "Your earnings" section of a reservation. */
describe('PriceBreakdown for the owner', () => {
  it('shows what a finished claim kept of the deposit as its own line, beside the payout', () => {
    renderOwner({ deposit: settled, deposit_kept_cents: 3000 });
    expect(screen.getByTestId('payout-total').textContent).toBe('Your payout$45.00');
    const kept = screen.getByTestId('deposit-kept');
    expect(within(kept).getByRole('term').textContent).toBe('Kept from the deposit');
    expect(within(kept).getByRole('definition').textContent).toBe('$30.00');
    expect(screen.getByText(/paid to you in full, without commission/)).toBeTruthy();
  });

  it('shows no kept line while nothing is kept, whatever the deposit says', () => {
    // The server says nothing is kept (a claim still disputed): no line.
    renderOwner({
      deposit: { ...settled, stage: 'disputed', captured_cents: 0, released_cents: 0 },
      deposit_kept_cents: 0,
    });
    expect(screen.getByTestId('payout-total').textContent).toBe('Your payout$45.00');
    expect(screen.queryByTestId('deposit-kept')).toBeNull();
    expect(screen.queryByText(/Kept from the deposit/)).toBeNull();
  });
});
