import type { PublicRules } from './api/health';
import { REFUND_POLICIES } from './pricing';
import { APPROVED_EXPIRY_HOURS, PENDING_EXPIRY_HOURS } from './reservation-machine';
import {
  BOOKING_HORIZON_DAYS,
  CONFIRMATION_LINK_HOURS,
  RESET_LINK_MINUTES,
  REVIEW_BLIND_DAYS,
  UNIT_HOURS,
} from './rules';

/** The rules that are constants of the code, the same on every server. */
export function fixedRules(): Omit<PublicRules, 'claimWindowHours'> {
  return {
    bookingHorizonDays: BOOKING_HORIZON_DAYS,
    requestExpiryHours: PENDING_EXPIRY_HOURS,
    paymentExpiryHours: APPROVED_EXPIRY_HOURS,
    reviewBlindDays: REVIEW_BLIND_DAYS,
    confirmationLinkHours: CONFIRMATION_LINK_HOURS,
    resetLinkMinutes: RESET_LINK_MINUTES,
    unitHours: { ...UNIT_HOURS },
    refundPolicies: {
      flexible: { ...REFUND_POLICIES.flexible },
      moderate: { ...REFUND_POLICIES.moderate },
      strict: { ...REFUND_POLICIES.strict },
    },
  };
}

/**
 * The rules GET /api/config serves: the very constants the server applies, and the ones its
 * configuration sets (the damage-claim window, CLAIM_WINDOW_HOURS).
 */
export function publicRules(configured: { claimWindowHours: number }): PublicRules {
  return { ...fixedRules(), claimWindowHours: configured.claimWindowHours };
}
