import type { CurrentUser } from '@ownless/shared';
import { paths } from '@/config/paths';

export type AttentionTone = 'warning' | 'info';

export interface AttentionItem {
  key: string;
  tone: AttentionTone;
  title: string;
  description: string;
  action: string;
  to: string;
}

type AttentionUser = Pick<
  CurrentUser,
  | 'emailVerifiedAt'
  | 'hasProfilePicture'
  | 'phone'
  | 'bio'
  | 'roles'
  | 'sellerStatus'
  | 'isStripeConnected'
  | 'twoFAEnabled'
>;

/** What is missing from the profile, by the checklist's rule (photo, phone and bio). */
export function missingProfileParts(user: AttentionUser): string[] {
  const missing: string[] = [];
  if (!user.hasProfilePicture) missing.push('a photo');
  if (!user.phone) missing.push('a phone number');
  if (!user.bio) missing.push('a short bio');
  return missing;
}

const joinWords = (words: string[]) =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** The dashboard's "what needs attention", most urgent first, computed from the user alone. */
export function attentionItems(user: AttentionUser): AttentionItem[] {
  const items: AttentionItem[] = [];
  if (!user.emailVerifiedAt) {
    items.push({
      key: 'verify-email',
      tone: 'warning',
      title: 'Confirm your e-mail address',
      description: 'Until then owners cannot reach you and two-factor sign-in stays off.',
      action: 'Confirm e-mail',
      to: paths.verifyEmail,
    });
  }
  const missing = missingProfileParts(user);
  if (missing.length > 0) {
    items.push({
      key: 'complete-profile',
      tone: 'info',
      title: 'Complete your profile',
      description: `Add ${joinWords(missing)} so people know who they are renting with.`,
      action: 'Edit profile',
      to: paths.profileSettings,
    });
  }
  const isSeller = user.roles.includes('seller');
  if (isSeller && !user.isStripeConnected) {
    items.push({
      key: 'connect-payouts',
      tone: 'warning',
      title: 'Connect your payout account',
      description: 'Your listings cannot be published until payouts are connected.',
      action: 'Connect payouts',
      to: paths.paymentMethod,
    });
  } else if (!isSeller && user.sellerStatus === 'Pending') {
    items.push({
      key: 'application-pending',
      tone: 'info',
      title: 'Your owner application is being reviewed',
      description: 'You can already draft a listing; publishing opens once you are approved.',
      action: 'Start a draft',
      to: paths.addListing,
    });
  } else if (!isSeller && user.sellerStatus === 'Rejected') {
    items.push({
      key: 'application-rejected',
      tone: 'warning',
      title: 'Your owner application was not approved',
      description: 'Check the reason, update your details and apply again.',
      action: 'Review application',
      to: paths.sellerInformation,
    });
  } else if (!isSeller) {
    items.push({
      key: 'apply-as-owner',
      tone: 'info',
      title: 'Earn from what you own',
      description: 'Apply to become an owner and list your tools, gear and more.',
      action: 'Become an owner',
      to: paths.sellerInformation,
    });
  }
  if (user.emailVerifiedAt && !user.twoFAEnabled) {
    items.push({
      key: 'two-factor',
      tone: 'info',
      title: 'Protect your account',
      description: 'Turn on two-factor sign-in: a code by e-mail each time you sign in.',
      action: 'Turn on',
      to: paths.profileSettings,
    });
  }
  return items;
}
