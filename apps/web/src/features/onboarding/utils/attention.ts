import { t } from '@lingui/core/macro';
import type { CurrentUser } from '@ownless/shared';
import { paths } from '@/config/paths';
import { formatList } from '@/lib/i18n';

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
  if (!user.hasProfilePicture) missing.push(t`a photo`);
  if (!user.phone) missing.push(t`a phone number`);
  if (!user.bio) missing.push(t`a short bio`);
  return missing;
}

/** The dashboard's "what needs attention", most urgent first, computed from the user alone. */
export function attentionItems(user: AttentionUser): AttentionItem[] {
  const items: AttentionItem[] = [];
  if (!user.emailVerifiedAt) {
    items.push({
      key: 'verify-email',
      tone: 'warning',
      title: t`Confirm your e-mail address`,
      description: t`Until then owners cannot reach you and two-factor sign-in stays off.`,
      action: t`Confirm e-mail`,
      to: paths.verifyEmail,
    });
  }
  const missing = missingProfileParts(user);
  if (missing.length > 0) {
    const parts = formatList(missing);
    items.push({
      key: 'complete-profile',
      tone: 'info',
      title: t`Complete your profile`,
      description: t`Add ${parts} so people know who they are renting with.`,
      action: t`Edit profile`,
      to: paths.profileSettings,
    });
  }
  const isSeller = user.roles.includes('seller');
  if (isSeller && !user.isStripeConnected) {
    items.push({
      key: 'connect-payouts',
      tone: 'warning',
      title: t`Connect your payout account`,
      description: t`Your listings cannot be published until payouts are connected.`,
      action: t`Connect payouts`,
      to: paths.paymentMethod,
    });
  } else if (!isSeller && user.sellerStatus === 'Pending') {
    items.push({
      key: 'application-pending',
      tone: 'info',
      title: t`Your owner application is being reviewed`,
      description: t`You can already draft a listing; publishing opens once you are approved.`,
      action: t`Start a draft`,
      to: paths.addListing,
    });
  } else if (!isSeller && user.sellerStatus === 'Rejected') {
    items.push({
      key: 'application-rejected',
      tone: 'warning',
      title: t`Your owner application was not approved`,
      description: t`Check the reason, update your details and apply again.`,
      action: t`Review application`,
      to: paths.sellerInformation,
    });
  } else if (!isSeller) {
    items.push({
      key: 'apply-as-owner',
      tone: 'info',
      title: t`Earn from what you own`,
      description: t`Apply to become an owner and list your tools, gear and more.`,
      action: t`Become an owner`,
      to: paths.sellerInformation,
    });
  }
  if (user.emailVerifiedAt && !user.twoFAEnabled) {
    items.push({
      key: 'two-factor',
      tone: 'info',
      title: t`Protect your account`,
      description: t`Turn on two-factor sign-in: a code by e-mail each time you sign in.`,
      action: t`Turn on`,
      to: paths.profileSettings,
    });
  }
  return items;
}
