import type { FeeRates } from '@ownless/shared/pricing';
import { numberFormat, pageLocale } from '@/lib/i18n';
import { percentOf } from '@ownless/shared/percent';

/**
 * A worked example for the pricing page, in cents, at the fees the server serves (GET
 * /api/config) and with its rounding. Illustration only: the server computes every real quote.
 */
export function feeExample(subtotalCents: number, depositCents: number, fees: FeeRates) {
  const serviceFee = percentOf(subtotalCents, fees.renterServiceFeePercent);
  const commission = percentOf(subtotalCents, fees.ownerCommissionPercent);
  return {
    subtotal: subtotalCents,
    serviceFee,
    deposit: depositCents,
    renterCharged: subtotalCents + serviceFee + depositCents,
    renterNetCost: subtotalCents + serviceFee,
    commission,
    ownerPayout: subtotalCents - commission,
  };
}

/** "15%", "12.5 %", "15٪": a fee as the server's percent, written as the page's language writes it. */
export const percent = (value: number) =>
  pageLocale() === 'en'
    ? `${value}%`
    : numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
