import type { CurrentUser } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_GROUPS_CONFIG, groupForPath, isLinkActive } from './sidebar-nav';

const visibleGroups = (user: Pick<CurrentUser, 'roles' | 'isStripeConnected'>) =>
  SIDEBAR_GROUPS_CONFIG.filter((group) => group.visible(user as CurrentUser)).map((g) => g.id);

describe('sidebar navigation', () => {
  it('shows Listings and Bookings only to a seller with payouts connected', () => {
    expect(visibleGroups({ roles: ['customer'], isStripeConnected: false })).toEqual([
      'rentals',
      'account',
    ]);
    expect(visibleGroups({ roles: ['customer', 'seller'], isStripeConnected: false })).toEqual([
      'rentals',
      'account',
    ]);
    expect(visibleGroups({ roles: ['customer', 'seller'], isStripeConnected: true })).toEqual([
      'listings',
      'bookings',
      'rentals',
      'account',
    ]);
  });

  it('shows the Operator group to admins only', () => {
    expect(visibleGroups({ roles: ['customer', 'admin'], isStripeConnected: false })).toEqual([
      'rentals',
      'account',
      'operator',
    ]);
    const operator = SIDEBAR_GROUPS_CONFIG.find((g) => g.id === 'operator')!;
    expect(operator.links.map((l) => [l.label.message, l.to])).toEqual([
      ['Overview', '/admin/operator/overview'],
      ['Users', '/admin/operator/users'],
      ['Listings', '/admin/operator/listings'],
      ['Reservations', '/admin/operator/reservations'],
      ['Reviews', '/admin/operator/reviews'],
      ['Reports', '/admin/operator/reports'],
      ['Claims', '/admin/operator/claims'],
      ['Owner Applications', '/admin/operator/seller-applications'],
      ['Messages', '/admin/operator/messages'],
      ['Content', '/admin/operator/content/blog'],
      ['Audit Log', '/admin/operator/audit-log'],
      ['Maintenance', '/admin/maintenance'],
    ]);
  });

  it('knows the group of each page', () => {
    expect(groupForPath('/admin/add-listing/step-1')).toBe('listings');
    expect(groupForPath('/admin/add-listing/7/step-3')).toBe('listings');
    expect(groupForPath('/admin/listings/edit-listing/7')).toBe('listings');
    expect(groupForPath('/admin/explore-listings')).toBe('listings');
    expect(groupForPath('/admin/bookings/confirmed-bookings')).toBe('bookings');
    expect(groupForPath('/admin/my-rentals/completed-booking')).toBe('rentals');
    expect(groupForPath('/admin/profile-setting')).toBe('account');
    expect(groupForPath('/admin/payment-method/')).toBe('account');
    expect(groupForPath('/admin')).toBeNull();
    expect(groupForPath('/admin/chat')).toBeNull();
    expect(groupForPath('/admin/profiles')).toBeNull();
    expect(groupForPath('/admin/operator/seller-applications')).toBe('operator');
  });

  it('highlights Listings on the owner’s view of a listing, not on the featured listing', () => {
    expect(groupForPath('/admin/listing-detail/12')).toBe('listings');
    expect(groupForPath('/admin/listing-detail/12/')).toBe('listings');
    expect(groupForPath('/admin/listing-detail')).toBeNull();
    const listings = SIDEBAR_GROUPS_CONFIG.find((g) => g.id === 'listings')!;
    const myListings = listings.links.find((l) => l.label.message === 'My Listings')!;
    expect(isLinkActive(myListings, '/admin/listing-detail/12')).toBe(true);
    expect(isLinkActive(myListings, '/admin/listing-detail')).toBe(false);
  });

  it('highlights Account Management on /admin/my-referrals', () => {
    expect(groupForPath('/admin/my-referrals')).toBe('account');
  });

  it('lights User Profile on the profile settings too', () => {
    const account = SIDEBAR_GROUPS_CONFIG.find((g) => g.id === 'account')!;
    const userProfile = account.links.find((l) => l.label.message === 'User Profile')!;
    expect(isLinkActive(userProfile, '/admin/profile')).toBe(true);
    expect(isLinkActive(userProfile, '/admin/profile-setting')).toBe(true);
    expect(isLinkActive(userProfile, '/admin/payment-method')).toBe(false);
  });

  it('links each rental and booking list to its /admin path', () => {
    const links = (id: string) =>
      SIDEBAR_GROUPS_CONFIG.find((g) => g.id === id)!.links.map((l) => [l.label.message, l.to]);
    expect(links('rentals')).toEqual([
      ['Ongoing Rentals', '/admin/my-rentals/for-confirmations'],
      ['Approved Rentals', '/admin/my-rentals/approved-rentals'],
      ['Rejected Rentals', '/admin/my-rentals/rejected-rentals'],
      ['Completed Rentals', '/admin/my-rentals/completed-booking'],
      ['Cancelled Rentals', '/admin/my-rentals/cancelled-rentals'],
    ]);
    expect(links('bookings')).toEqual([
      ['Ongoing Bookings', '/admin/bookings/for-confirmations'],
      ['Confirmed Bookings', '/admin/bookings/confirmed-bookings'],
      ['Completed Bookings', '/admin/bookings/completed-bookings'],
      ['Cancelled Bookings', '/admin/bookings/cancelled-bookings'],
      ['Calendar', '/admin/calendar'],
    ]);
  });
});
