import { FEES } from '@/config/app';

/**
 * A worked example for the pricing page, in cents. Illustration only: the server computes
 * every real quote (docs/decisions: prices are computed on the server).
 */
export function feeExample(subtotalCents: number, depositCents: number) {
  const serviceFee = Math.round(subtotalCents * FEES.renterServiceFeeRate);
  const commission = Math.round(subtotalCents * FEES.ownerCommissionRate);
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

export const percent = (rate: number) => `${Math.round(rate * 100)}%`;
