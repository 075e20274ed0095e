import type { CartItem } from '@ownless/shared/rental';

/** A cart item as GET /cart/:id returns it (re-priced, available). */
export function cartItemFixture(overrides: Partial<CartItem> = {}): CartItem {
  const id = overrides.id ?? 1;
  return {
    id,
    listing_id: 10 + id,
    listing: {
      id: 10 + id,
      name: `Cordless drill ${id}`,
      cover: null,
      short_address: 'Mission, San Francisco',
      timezone: 'America/Los_Angeles',
      owner: { id: 2, fullName: 'Maya Owner', profilePicture: '/images/avatar-placeholder.svg' },
    },
    type: 'rent',
    frequency: 'Daily',
    start_at: '2030-05-10T07:00:00.000Z',
    end_at: '2030-05-12T07:00:00.000Z',
    units: 2,
    quantity: 1,
    fulfilment: 'pickup',
    shipping_option_id: null,
    unit_price_cents: 2500,
    subtotal_cents: 5000,
    service_fee_cents: 500,
    shipping_cents: 0,
    deposit_cents: 5000,
    total_cents: 10_500,
    line_items: [
      { code: 'rent', label: '2 days', amount_cents: 5000 },
      { code: 'service_fee', label: 'Service fee', amount_cents: 500 },
      { code: 'deposit', label: 'Refundable deposit', amount_cents: 5000 },
    ],
    available: true,
    unavailable_reason: null,
    ...overrides,
  };
}

/** An item of another owner. */
export const otherOwner = {
  id: 3,
  fullName: 'Brooks Shop',
  profilePicture: '/images/avatar-placeholder.svg',
};
