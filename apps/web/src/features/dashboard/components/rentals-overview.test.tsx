import { describe, expect, it } from 'vitest';
import type { Earnings } from '@ownless/shared';
import { answer, answerWith } from '@/testing/api';
import { screen, within } from '@/testing/render';
import { renderRoute } from '@/testing/render-route';
import { userWith } from '@/testing/user-fixtures';
import { RentalsOverview } from './rentals-overview';

const owner = userWith({ roles: ['customer', 'seller'], isStripeConnected: true });

/** Every list of the dashboard answers empty; the earnings answer these figures. */
function answerDashboard(figures: Partial<Earnings>) {
  const earnings: Earnings = {
    paid_out_cents: 0,
    upcoming_payout_cents: 0,
    completed_count: 0,
    deposits_kept_cents: 0,
    earned_cents: 0,
    ...figures,
  };
  answerWith('get', '/reservation/:key', ({ request }) => ({
    items: [],
    total: 0,
    page: 1,
    per_page: 100,
    role: request.url.includes('role=owner') ? 'owner' : 'renter',
  }));
  answer('get', '/reservation/earnings', earnings);
}

async function earningsCard() {
  renderRoute('/', <RentalsOverview user={owner} />, '/');
  return within(await screen.findByTestId('earnings'));
}

/** The owner's Earnings card on the dashboard: the server's figures, as it sends them. */
describe('RentalsOverview earnings', () => {
  it('shows the total paid and what claims kept of deposits as its own line', async () => {
    answerDashboard({
      paid_out_cents: 4500,
      completed_count: 1,
      deposits_kept_cents: 3000,
      earned_cents: 7500,
    });
    const card = await earningsCard();
    expect((await card.findByTestId('earnings-total')).textContent).toBe('$75.00');
    expect(card.getByText('Paid out from 1 completed booking.')).toBeTruthy();
    expect(card.getByText('Rent payouts').closest('div')?.textContent).toBe('Rent payouts$45.00');
    expect(card.getByTestId('earnings-deposits-kept').textContent).toBe('$30.00');
    expect(card.getByText('Kept from deposits')).toBeTruthy();
  });

  it('shows no deposit line while no claim kept anything', async () => {
    answerDashboard({ paid_out_cents: 9000, completed_count: 2, earned_cents: 9000 });
    const card = await earningsCard();
    expect((await card.findByTestId('earnings-total')).textContent).toBe('$90.00');
    expect(card.getByText('Paid out from 2 completed bookings.')).toBeTruthy();
    expect(card.queryByText('Kept from deposits')).toBeNull();
    expect(card.queryByTestId('earnings-deposits-kept')).toBeNull();
  });
});
