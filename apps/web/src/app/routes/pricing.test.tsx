import { screen, within } from '@/testing/render';
import type { Policy } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { answer } from '@/testing/api';
import { publicConfigFixture } from '@/testing/config-fixtures';
import { renderRoute } from '@/testing/render-route';
import PricingRoute from './pricing';

const policy = (id: number, slug: string, name: string): Policy => ({
  id,
  name,
  slug,
  description: `${name} terms as the operators wrote them.`,
  updated_at: '2026-01-01T00:00:00.000Z',
});

/** A server started with RENTER_SERVICE_FEE_PERCENT=15 and OWNER_COMMISSION_PERCENT=12. */
const otherServer = () => {
  const config = publicConfigFixture();
  return publicConfigFixture({
    fees: { renterServiceFeePercent: 15, ownerCommissionPercent: 12 },
    rules: {
      ...config.rules,
      refundPolicies: {
        ...config.rules.refundPolicies,
        moderate: { hoursBefore: 72, percentBefore: 100, percentAfter: 25 },
      },
    },
  });
};

describe('/pricing', () => {
  it('states the fees and refund rules the server applies, and works the example out with them', async () => {
    answer('get', '/config', otherServer());
    answer('get', '/policies', [
      policy(1, 'flexible', 'Flexible'),
      policy(2, 'moderate', 'Moderate'),
    ]);
    renderRoute('/pricing', <PricingRoute />, '/pricing');

    const serviceFee = (await screen.findByRole('heading', { name: 'Renter service fee' }))
      .parentElement!;
    expect(within(serviceFee).getByText('15%')).toBeTruthy();
    const commission = screen.getByRole('heading', { name: 'Owner commission' }).parentElement!;
    expect(within(commission).getByText('12%')).toBeTruthy();

    // 4 days at $25.00: $100.00; 15 % is $15.00 for the renter, 12 % is $12.00 off the payout.
    const example = screen.getByRole('region', { name: 'A worked example' });
    expect(within(example).getByText('Service fee (15%)').nextElementSibling?.textContent).toBe(
      '$15.00',
    );
    expect(within(example).getByText('Charged at checkout').nextElementSibling?.textContent).toBe(
      '$165.00',
    );
    expect(within(example).getByText('Commission (12%)').nextElementSibling?.textContent).toBe(
      '−$12.00',
    );
    expect(within(example).getByText('Payout at completion').nextElementSibling?.textContent).toBe(
      '$88.00',
    );
    expect(screen.queryByText(/10%/)).toBeNull();

    // The refund rule of each policy, as the server computes refunds.
    const policies = await screen.findByTestId('policy-list');
    expect(
      within(policies).getByText(
        'Full refund until 3 days before the start; 25% of the rent after that.',
      ),
    ).toBeTruthy();
    expect(
      within(policies).getByText('Full refund until 24 hours before the start; none after that.'),
    ).toBeTruthy();
  });

  it('says so when the fees cannot be loaded, rather than showing numbers of its own', async () => {
    answer('get', '/config', { message: 'Service unavailable' }, { status: 503 });
    answer('get', '/policies', []);
    renderRoute('/pricing', <PricingRoute />, '/pricing');
    expect(await screen.findByText("We couldn't load the fees")).toBeTruthy();
    expect(screen.queryByText(/\d+%/)).toBeNull();
  });
});
