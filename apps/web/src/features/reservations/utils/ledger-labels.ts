import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

/** Each kind of ledger row as the renter and the owner read it (decision 0027 adds the deposit's). */
const KIND_LABELS: Record<string, MessageDescriptor> = {
  charge: msg`Payment`,
  refund: msg`Refund`,
  transfer: msg`Payout to owner`,
  'deposit-hold': msg`Deposit held on the card`,
  'deposit-capture': msg`Deposit kept for a claim`,
  'deposit-release': msg`Deposit given back`,
};

/** A ledger row's kind in the page's language; a kind this list does not know is shown as it is. */
export function ledgerEntryLabel(kind: string): string {
  const label = KIND_LABELS[kind];
  return label ? i18n._(label) : kind;
}
