import type { CurrentUser } from '@ownless/shared';
import { paths } from '@/config/paths';

/**
 * Who may open a route:
 * - `guest`: sign-in and sign-up; a signed-in user goes home.
 * - `signed-in`: everything under /admin.
 * - `seller`: owners' pages (My Listings, the add-listing wizard after step 1, listing edit,
 *   every /admin/bookings page).
 * - `add-listing-start`: /admin/add-listing/step-1, which an applicant may open.
 * - `admin`: the operator console (/admin/operator/*), for users with the admin role.
 */
export type RouteAccess = 'guest' | 'signed-in' | 'seller' | 'add-listing-start' | 'admin';

export type AccessUser = Pick<CurrentUser, 'roles' | 'sellerStatus' | 'isStripeConnected'>;

/** What the guard knows about the visitor once the stored token has been checked. */
export type SessionCheck =
  /** No stored token. */
  | { kind: 'none' }
  /** A stored token the server rejected (it has been removed). */
  | { kind: 'invalid' }
  | { kind: 'user'; user: AccessUser };

export type AccessDecision = 'allow' | { redirect: string };

export const isSeller = (user: Pick<CurrentUser, 'roles'>) => user.roles.includes('seller');

/** A marketplace operator (the admin role): the operator console and its sidebar group. */
export const isAdmin = (user: Pick<CurrentUser, 'roles'>) => user.roles.includes('admin');

/** Where the guard sends a signed-in user who is not an operator. */
export const FORBIDDEN_FOR_OPERATORS = `${paths.forbidden}?for=operators`;

/** A seller whose payout account is connected: the owner's sidebar groups show. */
export const isActiveSeller = (user: Pick<CurrentUser, 'roles' | 'isStripeConnected'>) =>
  isSeller(user) && user.isStripeConnected;

/**
 * The route guard rules, as one pure function: guest pages send a signed-in user home; every
 * other page needs a session (no token → signup, a rejected token → login), then the role
 * its route kind asks for (admin, or a seller with a connected payout account).
 */
export function decideAccess(session: SessionCheck, route: RouteAccess): AccessDecision {
  if (route === 'guest') {
    return session.kind === 'user' ? { redirect: paths.home } : 'allow';
  }

  // Login needed: no token → signup; a token the server rejected → login.
  if (session.kind === 'none') return { redirect: paths.signup };
  if (session.kind === 'invalid') return { redirect: paths.login };
  if (route === 'signed-in') return 'allow';

  const { user } = session;
  if (route === 'admin') return isAdmin(user) ? 'allow' : { redirect: FORBIDDEN_FOR_OPERATORS };
  if (!isSeller(user)) {
    // An applicant may start a listing; anyone else applies first.
    if (route === 'add-listing-start') {
      return user.sellerStatus === 'Pending' ? 'allow' : { redirect: paths.sellerInformation };
    }
    return { redirect: paths.forbidden };
  }
  if (!user.isStripeConnected) {
    return route === 'add-listing-start'
      ? { redirect: paths.paymentMethod }
      : { redirect: paths.forbidden };
  }
  return 'allow';
}
