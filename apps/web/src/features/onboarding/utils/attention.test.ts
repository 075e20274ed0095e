import { describe, expect, it } from 'vitest';
import { attentionItems, missingProfileParts } from './attention';

const complete = {
  emailVerifiedAt: '2025-01-01T00:00:00Z',
  hasProfilePicture: true,
  phone: '+1 555 0100',
  bio: 'Hi',
  roles: ['customer', 'seller'] as ('customer' | 'seller' | 'admin')[],
  sellerStatus: 'Approved' as const,
  isStripeConnected: true,
  twoFAEnabled: true,
};

const keys = (user: Parameters<typeof attentionItems>[0]) => attentionItems(user).map((i) => i.key);

describe('attentionItems', () => {
  it('is empty for a complete, connected owner', () => {
    expect(keys(complete)).toEqual([]);
  });

  it('asks to confirm the e-mail first and does not suggest two-factor before that', () => {
    expect(keys({ ...complete, emailVerifiedAt: null, twoFAEnabled: false })).toEqual([
      'verify-email',
    ]);
  });

  it('lists the missing profile parts', () => {
    const items = attentionItems({ ...complete, hasProfilePicture: false, bio: null });
    expect(items[0]?.key).toBe('complete-profile');
    expect(items[0]?.description).toContain('a photo and a short bio');
    expect(missingProfileParts({ ...complete, phone: null })).toEqual(['a phone number']);
  });

  it('follows the owner journey', () => {
    const renter = {
      ...complete,
      roles: ['customer' as const],
      sellerStatus: null,
      isStripeConnected: false,
    };
    expect(keys(renter)).toEqual(['apply-as-owner']);
    expect(keys({ ...renter, sellerStatus: 'Pending' })).toEqual(['application-pending']);
    expect(keys({ ...renter, sellerStatus: 'Rejected' })).toEqual(['application-rejected']);
    expect(keys({ ...complete, isStripeConnected: false })).toEqual(['connect-payouts']);
  });

  it('suggests two-factor to a confirmed user without it', () => {
    expect(keys({ ...complete, twoFAEnabled: false })).toEqual(['two-factor']);
  });
});
