import type {
  ListingDetail,
  ListingFrequency,
  ListingImage,
  ListingSummary,
} from '@ownless/shared';

export const image = (overrides: Partial<ListingImage> = {}): ListingImage => ({
  id: 1,
  file_path: '/uploads/listings/1/a.webp',
  is_cover: 0,
  position: 0,
  ...overrides,
});

export const frequency = (overrides: Partial<ListingFrequency> = {}): ListingFrequency => ({
  id: 1,
  type: 'rent',
  frequency: 'Daily',
  price: 25,
  price_cents: 2500,
  ...overrides,
});

export const listingSummary = (overrides: Partial<ListingSummary> = {}): ListingSummary => ({
  id: 42,
  name: 'Cordless drill set',
  short_address: 'Austin, TX',
  address: {
    latitude: 30.27,
    longitude: -97.74,
    city: 'Austin',
    state: 'TX',
    country: 'US',
    formatted_address: 'Austin, TX, USA',
    place_id: null,
    postal_code: null,
  },
  images: [image()],
  frequencies: [frequency()],
  rental_type: { id: 1, name: 'Tool' },
  category: { id: 3, name: 'Power tools' },
  is_published: 1,
  status: 'Published',
  owner_id: 7,
  rating: null,
  review_count: 0,
  instant_booking: false,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** A published listing's page as GET /listing/:id answers it: daily rent, pickup, no notice. */
export const listingDetail = (overrides: Partial<ListingDetail> = {}): ListingDetail => ({
  ...listingSummary(),
  description: 'A drill with two batteries.',
  condition: null,
  brand: null,
  model: null,
  attributes: [],
  included: null,
  quantity: 1,
  deposit_cents: 0,
  min_units: 1,
  max_units: null,
  preparation_hours: 0,
  notice_hours: 0,
  booking_window_days: null,
  fulfilment: ['pickup'],
  delivery_radius_km: null,
  shipping_options: [],
  pickup_notes: null,
  return_notes: null,
  house_rules: null,
  timezone: 'America/Chicago',
  terms_accepted: true,
  policy: null,
  blocked_dates: [],
  owner: {
    id: 7,
    fullName: 'Ada Owner',
    firstName: 'Ada',
    profilePicture: '/a.svg',
    businessName: null,
  },
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
