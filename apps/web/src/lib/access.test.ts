import { describe, expect, it } from 'vitest';
import { decideAccess, type AccessUser, type SessionCheck } from './access';

const user = (overrides: Partial<AccessUser> = {}): SessionCheck => ({
  kind: 'user',
  user: { roles: ['customer'], sellerStatus: null, isStripeConnected: false, ...overrides },
});

const renter = user();
const applicant = user({ sellerStatus: 'Pending' });
const rejected = user({ sellerStatus: 'Rejected' });
const sellerWithoutPayouts = user({ roles: ['customer', 'seller'], sellerStatus: 'Approved' });
const seller = user({
  roles: ['customer', 'seller'],
  sellerStatus: 'Approved',
  isStripeConnected: true,
});
const none: SessionCheck = { kind: 'none' };
const invalid: SessionCheck = { kind: 'invalid' };

describe('decideAccess (the route guard)', () => {
  describe('a login-needing page', () => {
    it('sends a visitor without a stored token to signup', () => {
      for (const route of ['signed-in', 'seller', 'add-listing-start'] as const) {
        expect(decideAccess(none, route)).toEqual({ redirect: '/auth-signup' });
      }
    });

    it('sends a visitor whose token the server rejected to login', () => {
      for (const route of ['signed-in', 'seller', 'add-listing-start'] as const) {
        expect(decideAccess(invalid, route)).toEqual({ redirect: '/auth-login' });
      }
    });

    it('lets any signed-in user in', () => {
      for (const session of [renter, applicant, sellerWithoutPayouts, seller]) {
        expect(decideAccess(session, 'signed-in')).toBe('allow');
      }
    });
  });

  describe('guest-only pages (login, signup)', () => {
    it('send a signed-in user home', () => {
      expect(decideAccess(renter, 'guest')).toEqual({ redirect: '/' });
      expect(decideAccess(seller, 'guest')).toEqual({ redirect: '/' });
    });

    it('let guests in, also after a rejected token', () => {
      expect(decideAccess(none, 'guest')).toBe('allow');
      expect(decideAccess(invalid, 'guest')).toBe('allow');
    });
  });

  describe('seller-only pages for a non-seller', () => {
    it('let an applicant (Pending) start a listing at step 1', () => {
      expect(decideAccess(applicant, 'add-listing-start')).toBe('allow');
    });

    it('send everyone else from step 1 to the owner application', () => {
      expect(decideAccess(renter, 'add-listing-start')).toEqual({
        redirect: '/admin/seller-information',
      });
      expect(decideAccess(rejected, 'add-listing-start')).toEqual({
        redirect: '/admin/seller-information',
      });
    });

    it('forbid any other seller page, applicants included', () => {
      for (const session of [renter, applicant, rejected]) {
        expect(decideAccess(session, 'seller')).toEqual({ redirect: '/forbidden' });
      }
    });

    it('treats an admin without the seller role as a non-seller', () => {
      expect(decideAccess(user({ roles: ['customer', 'admin'] }), 'seller')).toEqual({
        redirect: '/forbidden',
      });
    });
  });

  describe('a seller without a connected payment account', () => {
    it('goes from step 1 to the payment method', () => {
      expect(decideAccess(sellerWithoutPayouts, 'add-listing-start')).toEqual({
        redirect: '/admin/payment-method',
      });
    });

    it('is forbidden the other seller pages', () => {
      expect(decideAccess(sellerWithoutPayouts, 'seller')).toEqual({ redirect: '/forbidden' });
    });
  });

  it('lets a connected seller everywhere but the operator console', () => {
    expect(decideAccess(seller, 'add-listing-start')).toBe('allow');
    expect(decideAccess(seller, 'seller')).toBe('allow');
    expect(decideAccess(seller, 'admin')).toEqual({ redirect: '/forbidden?for=operators' });
  });

  describe('the operator console', () => {
    it('lets users with the admin role in, seller or not', () => {
      expect(decideAccess(user({ roles: ['customer', 'admin'] }), 'admin')).toBe('allow');
      expect(
        decideAccess(
          user({ roles: ['customer', 'seller', 'admin'], isStripeConnected: true }),
          'admin',
        ),
      ).toBe('allow');
    });

    it('forbids everyone else, and needs a login like every dashboard page', () => {
      for (const session of [renter, applicant, sellerWithoutPayouts]) {
        expect(decideAccess(session, 'admin')).toEqual({ redirect: '/forbidden?for=operators' });
      }
      expect(decideAccess(none, 'admin')).toEqual({ redirect: '/auth-signup' });
      expect(decideAccess(invalid, 'admin')).toEqual({ redirect: '/auth-login' });
    });
  });
});
