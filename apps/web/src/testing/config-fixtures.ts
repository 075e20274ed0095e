import { DEFAULT_FEES, publicRules, type PublicConfig } from '@ownless/shared';

/** GET /api/config as a development server answers it: no Google key, sandbox payments. */
export const publicConfigFixture = (overrides: Partial<PublicConfig> = {}): PublicConfig => ({
  mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  googleMapsApiKey: null,
  paymentProvider: 'sandbox',
  stripePublishableKey: null,
  mailbox: true,
  fees: { ...DEFAULT_FEES },
  rules: publicRules({ claimWindowHours: 72 }),
  ...overrides,
});
