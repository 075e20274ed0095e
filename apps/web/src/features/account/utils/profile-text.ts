import type { CurrentUser } from '@ownless/shared';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

export function memberSince(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : monthYear.format(date);
}

/** Where the user stands as an owner, in words. */
export function ownerStatusLabel(
  user: Pick<CurrentUser, 'roles' | 'sellerStatus' | 'isStripeConnected'>,
): string {
  if (user.roles.includes('seller')) {
    return user.isStripeConnected ? 'Owner, payouts connected' : 'Owner, payouts not connected yet';
  }
  switch (user.sellerStatus) {
    case 'Pending':
      return 'Application under review';
    case 'Rejected':
      return 'Application not approved';
    case 'Approved':
      return 'Approved';
    default:
      return 'Not an owner yet';
  }
}
