/**
 * Marketplace rules that people read as numbers: on the pages, in the quote box, in e-mails.
 * The server applies them and serves them in GET /api/config (with the fees, which its
 * environment sets); the web shows them only from there, so no page can promise a number
 * the server does not use.
 */
import type { RentFrequency } from './enums';

/** A rental may start on any day up to this many days ahead. */
export const BOOKING_HORIZON_DAYS = 365;

/** Rough hours of each rent unit: how lengths in different units are compared (minimum, maximum). */
export const UNIT_HOURS: Readonly<Record<RentFrequency, number>> = {
  Hourly: 1,
  Daily: 24,
  Weekly: 168,
  Monthly: 720,
};

/** A review shows once both sides wrote one, or this many days after the rental completed. */
export const REVIEW_BLIND_DAYS = 14;

/** An e-mail confirmation link works this long after it is sent. */
export const CONFIRMATION_LINK_HOURS = 24;
/** A password-reset link works this long after it is sent (and once). */
export const RESET_LINK_MINUTES = 60;
/** A sign-in code sent by e-mail (two-factor) works this long. */
export const SIGN_IN_CODE_MINUTES = 10;

const DAY_MS = 86_400_000;

/**
 * The latest start a booking may have, `now` plus the horizon and one more day: the web offers
 * whole days in the listing's time zone, and the last one offered starts up to a day after
 * `now + horizonDays`.
 */
export function latestBookableStart(now: Date, horizonDays: number): Date {
  return new Date(now.getTime() + (horizonDays + 1) * DAY_MS);
}

/**
 * Words operators may write in public content (FAQs, policy descriptions, terms) for a rule's
 * number; the server shows the value it applies in their place (`{service_fee}` reads "15%").
 */
export const RULE_TOKENS = [
  'service_fee',
  'commission',
  'request_hours',
  'payment_hours',
  'review_days',
  'horizon_days',
  'refund_flexible',
  'refund_moderate',
  'refund_strict',
  'claim_hours',
] as const;
export type RuleToken = (typeof RULE_TOKENS)[number];
