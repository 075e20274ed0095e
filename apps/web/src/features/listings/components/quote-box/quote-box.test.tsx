import { useState } from 'react';
import { fireEvent, screen, within } from '@/testing/render';
import type { QuoteResponse } from '@ownless/shared';
import { addDays, zonedDay } from '@ownless/shared/time';
import { describe, expect, it } from 'vitest';
import { answer } from '@/testing/api';
import { publicConfigFixture } from '@/testing/config-fixtures';
import { frequency, listingDetail } from '@/testing/listing-fixtures';
import { renderRoute } from '@/testing/render-route';
import { demoUser } from '@/testing/user-fixtures';
import { initialQuoteValues } from '../../utils/quote-form';
import { QuoteBox } from './quote-box';

/** A server started with 15 % / 12 % fees, 72 hours to answer and bookings 30 days ahead. */
const otherServer = () => {
  const config = publicConfigFixture();
  return publicConfigFixture({
    fees: { renterServiceFeePercent: 15, ownerCommissionPercent: 12 },
    rules: { ...config.rules, requestExpiryHours: 72, bookingHorizonDays: 30 },
  });
};

const listing = listingDetail({
  frequencies: [
    frequency({ id: 1, frequency: 'Daily', price: 20, price_cents: 2000 }),
    frequency({ id: 2, frequency: 'Weekly', price: 100, price_cents: 10_000 }),
  ],
  min_units: 2,
  max_units: 21,
});

function Box() {
  const [values, setValues] = useState(() => initialQuoteValues(listing));
  return <QuoteBox listing={listing} user={demoUser} values={values} onChange={setValues} />;
}

describe('QuoteBox', () => {
  it('shows the server’s service fee rate, hours to answer and booking horizon', async () => {
    answer('get', '/config', otherServer());
    answer<QuoteResponse>('post', `/listing/${listing.id}/quote`, {
      quote: {
        listing_id: listing.id,
        type: 'rent',
        frequency: 'Daily',
        start_at: '2030-01-02T15:00:00.000Z',
        end_at: '2030-01-04T15:00:00.000Z',
        units: 2,
        quantity: 1,
        fulfilment: 'pickup',
        shipping_option_id: null,
        unit_price_cents: 2000,
        subtotal_cents: 4000,
        service_fee_cents: 600,
        shipping_cents: 0,
        deposit_cents: 0,
        total_cents: 4600,
        line_items: [
          { code: 'rent', label: '2 days', amount_cents: 4000 },
          { code: 'service_fee', label: 'Service fee', amount_cents: 600 },
        ],
        available: true,
        unavailable_reason: null,
      },
    });
    renderRoute('/listing-detail/:id', <Box />, `/listing-detail/${listing.id}`);

    const lines = await screen.findByTestId('quote-line-items');
    const fee = within(lines).getByRole('rowheader', { name: 'Service fee (15%)' });
    expect(fee.nextElementSibling?.textContent).toBe('$6.00');
    expect(
      // The owner's name is isolated so it keeps its place in right-to-left text.
      await screen.findByText('You won’t be charged yet: \u2068Ada\u2069 has 72 hours to accept.'),
    ).toBeTruthy();
    const today = zonedDay(new Date(), listing.timezone);
    expect(screen.getByLabelText('Start date').getAttribute('max')).toBe(addDays(today, 30));
  });

  it('counts minimum and maximum lengths in other units by the server’s hours per unit', async () => {
    const config = otherServer();
    answer(
      'get',
      '/config',
      // Weeks of ten days: 21 days make two of them at most.
      publicConfigFixture({
        ...config,
        rules: { ...config.rules, unitHours: { ...config.rules.unitHours, Weekly: 240 } },
      }),
    );
    answer('post', `/listing/${listing.id}/quote`, { message: 'Not now' }, { status: 503 });
    renderRoute('/listing-detail/:id', <Box />, `/listing-detail/${listing.id}`);
    (await screen.findByRole('radio', { name: /Weekly/ })).click();
    const length = await screen.findByLabelText(/weeks/i);
    expect(length.getAttribute('max')).toBe('2');
  });

  it('says a check under its field once the renter changed it, its words loaded on that touch', async () => {
    answer('get', '/config', otherServer());
    answer('post', `/listing/${listing.id}/quote`, { message: 'Not now' }, { status: 503 });
    renderRoute('/listing-detail/:id', <Box />, `/listing-detail/${listing.id}`);
    const length = await screen.findByLabelText('Number of days');
    expect(screen.queryByText('Enter how many days, at least 1.')).toBeNull();
    fireEvent.change(length, { target: { value: '' } });
    expect(await screen.findByText('Enter how many days, at least 1.')).toBeTruthy();
  });
});
