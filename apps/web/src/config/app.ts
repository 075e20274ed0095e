/** Values the whole app shares. Nothing here is secret: it ships to the browser. */
export const APP_NAME = 'OwnLess';
export const APP_TAGLINE = 'Own less, experience more';

/** Base of every API call; the dev server and the production server both serve it. */
export const API_BASE = '/api';

/** The spec keeps the auth token in local storage under this key. */
export const TOKEN_STORAGE_KEY = 'token';

/** Theme and direction; read by the inline script in index.html before first paint. */
export const PREFERENCES_STORAGE_KEY = 'ownless-preferences';

/**
 * Listings per page on home (spec §9). Mirrors HOME_PER_PAGE of @ownless/shared, which lives
 * in a module that builds zod schemas at load time; importing it would pull zod (≈24 kB
 * gzipped) into the home page. config/app.test.ts fails if the two ever differ.
 */
export const HOME_PER_PAGE = 9;

/** Scroll distance after which the back-to-top button appears (spec §9). */
export const BACK_TO_TOP_THRESHOLD = 400;

export const SUPPORT_EMAIL = 'support@ownless.app';

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/ownlessapp' },
  { name: 'Instagram', href: 'https://www.instagram.com/ownlessapp' },
  { name: 'X', href: 'https://x.com/ownlessapp' },
] as const;
export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['name'];

/**
 * Marketplace fees as the server applies them by default (docs/decisions: environment
 * configurable on the server). Shown on the pricing page only; the server's quote wins.
 */
export const FEES = {
  renterServiceFeeRate: 0.1,
  ownerCommissionRate: 0.1,
} as const;
