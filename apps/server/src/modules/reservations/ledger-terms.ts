import { computeRefund, type PolicySlug, REFUND_POLICIES, type RefundInput } from '@ownless/shared';
import type { Message } from '../../i18n';
import { DEPOSIT_LEDGER } from './deposit-ledger';

/** The ledger's description of a charge that arrived too late and was refunded in full. */
export const UNMATCHED_CHARGE =
  /*i18n*/ 'Payment received after the reservation had changed (refunded in full)';

/**
 * The descriptions the server writes on ledger entries, in English as they are stored; each
 * is a message said in the reader's language when the ledger is shown.
 */
const LEDGER_DESCRIPTIONS: ReadonlySet<string> = new Set([
  UNMATCHED_CHARGE,
  /*i18n*/ 'Reservation payment',
  /*i18n*/ 'Reservation payment (waiting for the bank to confirm)',
  /*i18n*/ 'Refund of a payment received after the reservation had changed',
  /*i18n*/ 'Refunded outside OwnLess (Stripe Dashboard)',
  /*i18n*/ 'Owner payout',
  /*i18n*/ 'Owner payout (cancellation fee)',
  /*i18n*/ 'Deposit released',
  // The deposit's steps (decision 0027).
  ...Object.values(DEPOSIT_LEDGER),
]);

const HOUR = 3_600_000;
const NOTHING_PAID = { subtotalCents: 0, serviceFeeCents: 0, shippingCents: 0, depositCents: 0 };

/**
 * Every explanation a cancellation refund can be recorded with, said by `say`: by each
 * policy in time and late, and by the owner, OwnLess and an operator.
 */
function refundExplanations(say: (message: Message) => string) {
  const now = new Date(0);
  const cases: Pick<RefundInput, 'policy' | 'cancelledBy' | 'startAt'>[] = (
    Object.keys(REFUND_POLICIES) as PolicySlug[]
  ).flatMap((policy) => {
    const notice = REFUND_POLICIES[policy].hoursBefore;
    return [new Date(notice * HOUR), now].map((startAt) => ({
      policy,
      cancelledBy: 'renter' as const,
      startAt,
    }));
  });
  for (const cancelledBy of ['owner', 'system', 'admin'] as const)
    cases.push({ policy: 'strict', cancelledBy, startAt: now });
  return cases.map((c) => ({
    english: computeRefund({ ...c, now, paid: NOTHING_PAID }).explanation,
    said: computeRefund({ ...c, now, paid: NOTHING_PAID }, say).explanation,
  }));
}

/**
 * A ledger entry's description in the reader's language: the server's own descriptions and
 * the refund explanations it records are translated; anything else reads as stored.
 */
export function sayLedgerDescription(
  description: string | null,
  say: (message: Message) => string,
): string | null {
  if (description === null) return null;
  if (LEDGER_DESCRIPTIONS.has(description)) return say(description);
  return refundExplanations(say).find((e) => e.english === description)?.said ?? description;
}
