import type { CurrentUser } from '@ownless/shared';

/** A signed-in renter as GET /user/personal/info returns it. */
export const demoUser: CurrentUser = {
  id: 4,
  firstName: 'Sam',
  lastName: 'Lee',
  fullName: 'Sam Lee',
  email: 'renter@ownless.test',
  phone: null,
  bio: null,
  city: null,
  profilePicture: '/images/avatar-placeholder.svg',
  hasProfilePicture: false,
  roles: ['customer'],
  sellerStatus: null,
  businessName: null,
  isStripeConnected: false,
  emailVerifiedAt: '2025-01-01T00:00:00.000Z',
  twoFAEnabled: false,
  activeCartId: 12,
  isHomeToured: false,
  isSellerToured: false,
  isRenterToured: false,
  referralCode: 'SAM123',
  locale: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const userWith = (overrides: Partial<CurrentUser>): CurrentUser => ({
  ...demoUser,
  ...overrides,
});
