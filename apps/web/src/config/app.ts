import { msg } from '@lingui/core/macro';

/** Values the whole app shares. Nothing here is secret: it ships to the browser. */
export const APP_NAME = 'OwnLess';
/** The slogan, in two halves that headings set apart; `APP_TAGLINE` is the whole of it. */
export const APP_TAGLINE_START = msg`Own less,`;
export const APP_TAGLINE_END = msg`experience more`;
export const APP_TAGLINE = msg`Own less, experience more`;

/** Base of every API call; the dev server and the production server both serve it. */
export const API_BASE = '/api';

/** The auth token is kept in local storage under this key (`token`): the API contract clients rely on. */
export const TOKEN_STORAGE_KEY = 'token';

/** Theme and direction; read by the inline script in index.html before first paint. */
export const PREFERENCES_STORAGE_KEY = 'ownless-preferences';

/** Cart summary and chat badge, persisted across page loads; cleared at logout. */
export const CART_STORAGE_KEY = 'ownless-cart';
export const CHAT_STORAGE_KEY = 'ownless-chat';

/** Sidebar group flags and counts, kept for the browser session. */
export const SIDEBAR_STORAGE_KEY = 'ownless-sidebar';

/** The pending two-factor sign-in, in sessionStorage so /2fa survives a reload. */
export const TWO_FACTOR_STORAGE_KEY = 'ownless-2fa-challenge';

/** The admin sidebar collapses by itself below this width, in px. */
export const SIDEBAR_COLLAPSE_BELOW = 580;

/** How the shared password rule (newPasswordSchema of @ownless/shared) reads to people. */
export const PASSWORD_HINT = msg`At least 10 characters; not a common password, your name or your e-mail.`;

/** Scroll distance after which the back-to-top button appears, in px. */
export const BACK_TO_TOP_THRESHOLD = 400;

export const SUPPORT_EMAIL = 'support@ownless.app';

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/ownlessapp' },
  { name: 'Instagram', href: 'https://www.instagram.com/ownlessapp' },
  { name: 'X', href: 'https://x.com/ownlessapp' },
] as const;
export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['name'];
