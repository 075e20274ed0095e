import {
  type CurrentUser,
  isLocale,
  PROFILE_PICTURE_PLACEHOLDER,
  type Role,
  type SellerStatus,
} from '@ownless/shared';
import type { UserRow } from './users.repository';

export const fullNameOf = (user: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/** The signed-in user's own view of the account (the field names of the shared user contract). */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: fullNameOf(user),
    email: user.email,
    phone: user.phone,
    bio: user.bio,
    city: user.city,
    profilePicture: user.profilePicture ?? PROFILE_PICTURE_PLACEHOLDER,
    hasProfilePicture: Boolean(user.profilePicture),
    roles: user.roles as Role[],
    sellerStatus: user.sellerStatus as SellerStatus | null,
    businessName: user.businessName,
    isStripeConnected: user.isStripeConnected,
    emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    twoFAEnabled: user.twoFAEnabled,
    activeCartId: user.activeCartId,
    isHomeToured: user.isHomeToured,
    isSellerToured: user.isSellerToured,
    isRenterToured: user.isRenterToured,
    referralCode: user.referralCode,
    locale: isLocale(user.locale) ? user.locale : null,
    createdAt: user.createdAt.toISOString(),
  };
}
