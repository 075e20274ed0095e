import { t } from '@lingui/core/macro';
import type { CurrentUser } from '@ownless/shared';
import { dateTimeFormat } from '@/lib/i18n';

export function memberSince(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : dateTimeFormat({ month: 'long', year: 'numeric' }).format(date);
}

/** Where the user stands as an owner, in words. */
export function ownerStatusLabel(
  user: Pick<CurrentUser, 'roles' | 'sellerStatus' | 'isStripeConnected'>,
): string {
  if (user.roles.includes('seller')) {
    return user.isStripeConnected
      ? t`Owner, payouts connected`
      : t`Owner, payouts not connected yet`;
  }
  switch (user.sellerStatus) {
    case 'Pending':
      return t`Application under review`;
    case 'Rejected':
      return t`Application not approved`;
    case 'Approved':
      return t`Approved`;
    default:
      return t`Not an owner yet`;
  }
}
